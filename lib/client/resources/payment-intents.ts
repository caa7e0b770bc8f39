// Payment intents as the dashboard uses them: list, detail and Cancel.
import type { PaymentIntent, PaymentIntentListQuery } from "@/lib/schemas/payment-intent";
import { apiFetch } from "../api";
import { createQueryKeys } from "../query-keys";
import { defineResource } from "../resource";
import { useResourceDetail } from "../use-resource";
import { PENDING_REFUND_POLL_MS } from "./refunds";

/** What the payments table can ask for (a subset of the API's list query). */
export type PaymentIntentListParams = Pick<PaymentIntentListQuery, "status" | "checkout_session" | "limit" | "starting_after" | "ending_before">;

export const paymentIntentKeys = createQueryKeys<"payment_intents", PaymentIntentListParams>("payment_intents");

/** The home page's recent payments (the server page prefetches the same query). */
export const RECENT_PAYMENTS_QUERY = { limit: 6 } as const;

const base = defineResource<PaymentIntent, never, never, PaymentIntentListParams>({
  path: "/v1/payment_intents",
  singular: "payment_intent",
  keys: paymentIntentKeys,
  idOf: (p) => p.payment_intent_id,
});

export const paymentIntentsResource = {
  ...base,
  cancel: async (id: string) =>
    (await apiFetch<{ payment_intent: PaymentIntent }>(`${base.path}/${encodeURIComponent(id)}/cancel`, { method: "POST" })).data.payment_intent,
};

/** A payment intent; `poll` refetches it every second (while one of its refunds settles). */
export function usePaymentIntent(id: string, poll: boolean) {
  return useResourceDetail(paymentIntentsResource, id, { refetchInterval: poll ? PENDING_REFUND_POLL_MS : false });
}

/** Which card of a split cart an intent is. */
export const CART_LABELS: Record<PaymentIntent["cart"], string> = {
  eligible: "HSA/FSA card",
  non_eligible: "Regular card",
  whole: "Whole cart",
};
