import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { checkoutSessions, paymentIntents, refunds } from "@/lib/db/schema";
import { getProcessor } from "../../processor/test-processor";
import { clockNow, inTransaction } from "../../scope";
import { recordEvent } from "../record-event";
import { serializeRefund } from "./serialize-refund";

/** The settlement job: pending -> succeeded with the acquirer reference number, or failed (money back on the intent). */
export async function settleRefund(db: Db, payload: Record<string, unknown>, options: { now?: Date } = {}) {
  const [found] = await db.select().from(refunds).where(eq(refunds.id, String(payload.refund_id)));
  if (!found || found.status !== "pending") return;
  const scope = { db, accountId: found.accountId, testMode: found.testMode, now: options.now ? () => options.now! : undefined };
  const outcome = await getProcessor().settleRefund(found.processorRefundId!);
  await inTransaction(scope, async (tx) => {
    // Lock order: session, intent, refund, as every other money write.
    if (found.checkoutSessionId) await tx.db.select({ id: checkoutSessions.id }).from(checkoutSessions).where(eq(checkoutSessions.id, found.checkoutSessionId)).for("update");
    await tx.db.select({ id: paymentIntents.id }).from(paymentIntents).where(eq(paymentIntents.id, found.paymentIntentId)).for("update");
    const [row] = await tx.db.select().from(refunds).where(eq(refunds.id, found.id)).for("update");
    if (row.status !== "pending") return;
    let updated;
    if (outcome.status === "succeeded") {
      [updated] = await tx.db
        .update(refunds)
        .set({ status: "succeeded", referenceId: outcome.arn, referenceType: "acquirer_reference_number", referenceStatus: "available", updatedAt: clockNow(tx) })
        .where(eq(refunds.id, row.id))
        .returning();
    } else {
      [updated] = await tx.db.update(refunds).set({ status: "failed", failureReason: outcome.reason, referenceStatus: "unavailable", updatedAt: clockNow(tx) }).where(eq(refunds.id, row.id)).returning();
      await tx.db.update(paymentIntents).set({ amountRefunded: sql`${paymentIntents.amountRefunded} - ${row.amount}` }).where(eq(paymentIntents.id, row.paymentIntentId));
      if (row.checkoutSessionId) {
        await tx.db.update(checkoutSessions).set({ amountRefunded: sql`${checkoutSessions.amountRefunded} - ${row.amount}` }).where(eq(checkoutSessions.id, row.checkoutSessionId));
      }
    }
    await recordEvent(tx, "refund.updated", "refund", serializeRefund(updated), updated.id);
  });
}
