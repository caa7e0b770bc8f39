// Refunds as the dashboard uses them: list by payment intent or session, and create.
import type { Refund, RefundCreate, RefundListQuery } from "@/lib/schemas/refund";
import { createQueryKeys } from "../query-keys";
import { defineResource } from "../resource";
import { useResourceList } from "../use-resource";

export type RefundListParams = Pick<RefundListQuery, "payment_intent" | "checkout_session" | "status" | "limit" | "starting_after" | "ending_before">;

export const refundKeys = createQueryKeys<"refunds", RefundListParams>("refunds");

export const refundsResource = defineResource<Refund, RefundCreate, never, RefundListParams>({
  path: "/v1/refunds",
  singular: "refund",
  keys: refundKeys,
  idOf: (r) => r.refund_id,
});

export const REFUND_REASON_LABELS: Record<NonNullable<Refund["reason"]>, string> = {
  requested_by_customer: "Requested by customer",
  duplicate: "Duplicate",
  fraudulent: "Fraudulent",
};

/** Settlement is asynchronous: while any refund is pending, pages poll for its outcome. */
export const hasPendingRefund = (refunds: readonly Pick<Refund, "status">[] | undefined) => Boolean(refunds?.some((r) => r.status === "pending"));

/** How often to refetch while a refund settles. */
export const PENDING_REFUND_POLL_MS = 1_000;

/** A payment's refunds, all of them (the server page prefetches the same query). */
export const paymentRefundsQuery = (paymentIntentId: string) => ({ payment_intent: paymentIntentId, limit: 100 });

/** A payment's refunds (all of them), polled while one is settling. */
export function usePaymentRefunds(paymentIntentId: string) {
  return useResourceList(refundsResource, paymentRefundsQuery(paymentIntentId), {
    refetchInterval: (page) => (hasPendingRefund(page?.data) ? PENDING_REFUND_POLL_MS : false),
  });
}
