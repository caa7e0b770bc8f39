import type { refunds } from "@/lib/db/schema";
import type { Refund } from "@/lib/schemas/refund";

export type RefundRow = typeof refunds.$inferSelect;

export function serializeRefund(row: RefundRow): Refund {
  return {
    refund_id: row.id,
    payment_intent_id: row.paymentIntentId,
    amount: row.amount,
    created_at: row.createdAt.toISOString(),
    reason: row.reason as Refund["reason"],
    status: row.status as Refund["status"],
    test_mode: row.testMode,
    metadata: row.metadata,
    reference_id: row.referenceId,
    reference_type: row.referenceType as Refund["reference_type"],
    reference_status: row.referenceStatus as Refund["reference_status"],
    checkout_session: row.checkoutSessionId,
  };
}
