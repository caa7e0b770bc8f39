import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { checkoutSessions, paymentIntents, refunds } from "@/lib/db/schema";
import { RetryJobAt } from "../../jobs/retry-job-at";
import type { RefundOutcome } from "../../processor/payment-processor";
import { processorFor } from "../../processor/processor-for";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { recordEvent } from "../record-event";
import { serializeRefund } from "./serialize-refund";

// A processor that settles by webhook (Stripe) is asked again on this schedule while the refund is
// pending, in case a webhook never arrives: 1, 5 and 30 minutes, then every 6 hours.
const POLL_DELAYS_MS = [60_000, 300_000, 1_800_000];
const POLL_EVERY_MS = 6 * 3_600_000;

/** The settlement job: pending -> succeeded with the acquirer reference number, or failed (money back on the intent). */
export async function settleRefund(db: Db, payload: Record<string, unknown>, options: { now?: Date; attempt?: number } = {}) {
  const [found] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.id, String(payload.refund_id)));
  if (!found || found.status !== "pending") return;
  const scope = { db, accountId: found.accountId, testMode: found.testMode, now: options.now ? () => options.now! : undefined };
  const outcome = await (await processorFor(scope)).settleRefund(found.processorRefundId!);
  if (!outcome) {
    const attempt = options.attempt ?? 1;
    throw new RetryJobAt(new Date(Date.now() + (POLL_DELAYS_MS[attempt - 1] ?? POLL_EVERY_MS)), "refund still pending at the processor");
  }
  await inTransaction(scope, (tx) => applyRefundOutcome(tx, found.id, outcome));
}

/**
 * Writes a refund's settlement, once: succeeded (with its ARN when the network gave one) or failed
 * (its amount refundable again). Locks session, intent, refund in that order, as every money write.
 * A later ARN for a succeeded refund is written too. Answers whether anything changed.
 */
export async function applyRefundOutcome(tx: Scope, refundId: string, outcome: RefundOutcome): Promise<boolean> {
  const [found] = await tx.db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!found) return false;
  if (found.checkoutSessionId)
    await tx.db.select({ id: checkoutSessions.id }).from(checkoutSessions).where(eq(checkoutSessions.id, found.checkoutSessionId)).for("update");
  await tx.db.select({ id: paymentIntents.id }).from(paymentIntents).where(eq(paymentIntents.id, found.paymentIntentId)).for("update");
  const [row] = await tx.db.select().from(refunds).where(eq(refunds.id, found.id)).for("update");
  const lateArn = row.status === "succeeded" && outcome.status === "succeeded" && outcome.arn && row.referenceId !== outcome.arn;
  if (row.status !== "pending" && !lateArn) return false;
  let updated;
  if (outcome.status === "succeeded") {
    [updated] = await tx.db
      .update(refunds)
      .set({
        status: "succeeded",
        referenceId: outcome.arn || null,
        referenceType: "acquirer_reference_number",
        referenceStatus: outcome.arn ? "available" : "pending",
        updatedAt: clockNow(tx),
      })
      .where(eq(refunds.id, row.id))
      .returning();
  } else {
    [updated] = await tx.db
      .update(refunds)
      .set({ status: "failed", failureReason: outcome.reason, referenceStatus: "unavailable", updatedAt: clockNow(tx) })
      .where(eq(refunds.id, row.id))
      .returning();
    await tx.db
      .update(paymentIntents)
      .set({ amountRefunded: sql`${paymentIntents.amountRefunded} - ${row.amount}` })
      .where(eq(paymentIntents.id, row.paymentIntentId));
    if (row.checkoutSessionId) {
      await tx.db
        .update(checkoutSessions)
        .set({ amountRefunded: sql`${checkoutSessions.amountRefunded} - ${row.amount}` })
        .where(eq(checkoutSessions.id, row.checkoutSessionId));
    }
  }
  await recordEvent(tx, "refund.updated", "refund", serializeRefund(updated), updated.id);
  return true;
}
