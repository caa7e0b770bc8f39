import "server-only";
import { clockNow } from "../../scope";
import { eq, sql } from "drizzle-orm";
import { checkoutSessions, paymentIntents, refunds } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import { ApiError } from "../../errors";
import { enqueueJob } from "../../jobs/enqueue-job";
import { processorFor, processorPaymentOf } from "../../processor/processor-for";
import type { Scope } from "../../scope";
import type { PaymentIntentRow } from "../payment-intents/serialize-payment-intent";
import { recordEvent } from "../record-event";
import { serializeRefund } from "./serialize-refund";

/** Settlement reaches us a moment later, as it would from a card network. */
export const REFUND_SETTLE_DELAY_MS = Number(process.env.REFUND_SETTLE_DELAY_MS ?? 2000);

/**
 * Refunds part of a captured intent. The caller holds the intent's row lock (FOR UPDATE), so the
 * check "refunded + amount <= received" and the write cannot interleave with another refund.
 */
export async function refundLockedIntent(
  tx: Scope,
  pi: PaymentIntentRow,
  input: { amount?: number; reason?: string | null; metadata?: Record<string, unknown> },
  loc: (string | number)[],
) {
  if (pi.status !== "succeeded" || pi.amountReceived === 0) {
    throw ApiError.badRequest("payment_intent_unexpected_state", `Payment intent ${pi.id} is ${pi.status}; only a captured payment can be refunded.`, loc);
  }
  const refundable = pi.amountReceived - pi.amountRefunded;
  if (refundable <= 0) throw ApiError.badRequest("charge_already_refunded", `Payment intent ${pi.id} has already been refunded in full.`, loc);
  const amount = input.amount ?? refundable;
  if (amount > refundable)
    throw ApiError.badRequest("amount_too_large", `Amount exceeds the refundable amount of ${refundable}.`, [...loc.slice(0, -1), "amount"]);
  const refundId = newId("refund");
  const processor = await processorFor(tx);
  // The processor's idempotency key: this intent, what it had refunded before (read under its row
  // lock) and this amount. A request retried after the processor did not answer (rolled back here,
  // done there) sends the same key and gets the same refund back; the next refund of the intent
  // starts from a new refunded total, so it is a new key.
  const key = `${pi.id}:refund:${pi.amountRefunded}:${amount}`;
  // (Our refund's id is not sent: a retry has a new one, and the same key needs the same request.)
  const { processorRefundId } = await processor.refund(processorPaymentOf(pi), amount, key, { payment_intent: pi.id, account: tx.accountId });
  const [row] = await tx.db
    .insert(refunds)
    .values({
      id: refundId,
      accountId: tx.accountId,
      testMode: tx.testMode,
      createdAt: clockNow(tx),
      paymentIntentId: pi.id,
      checkoutSessionId: pi.checkoutSessionId,
      amount,
      reason: input.reason ?? null,
      status: "pending",
      referenceType: "acquirer_reference_number",
      referenceStatus: "pending",
      processorRefundId,
      metadata: input.metadata ?? {},
    })
    .returning();
  await tx.db
    .update(paymentIntents)
    .set({ amountRefunded: sql`${paymentIntents.amountRefunded} + ${amount}`, updatedAt: clockNow(tx) })
    .where(eq(paymentIntents.id, pi.id));
  if (pi.checkoutSessionId) {
    await tx.db
      .update(checkoutSessions)
      .set({ amountRefunded: sql`${checkoutSessions.amountRefunded} + ${amount}`, updatedAt: clockNow(tx) })
      .where(eq(checkoutSessions.id, pi.checkoutSessionId));
  }
  await enqueueJob(tx.db, "refund.settle", { refund_id: row.id }, { runAt: new Date(clockNow(tx).getTime() + REFUND_SETTLE_DELAY_MS), maxAttempts: 10 });
  const refund = serializeRefund(row);
  await recordEvent(tx, "refund.created", "refund", refund, refund.refund_id);
  return refund;
}
