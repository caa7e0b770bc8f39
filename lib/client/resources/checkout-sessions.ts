// Checkout sessions as the dashboard uses them: list (customer expanded for its email), detail
// with both payment intents expanded, and the Capture / Refund / Cancel actions.
import type { CheckoutSession, CheckoutSessionListQuery } from "@/lib/schemas/checkout-session";
import type { PaymentIntent } from "@/lib/schemas/payment-intent";
import { apiFetch, apiList, apiRetrieve } from "../api";
import { createQueryKeys } from "../query-keys";
import { defineResource } from "../resource";
import { useResourceDetail } from "../use-resource";
import { hasPendingRefund, PENDING_REFUND_POLL_MS } from "./refunds";

/** What the sessions table can ask for (a subset of the API's list query). */
export type CheckoutSessionListParams = Pick<CheckoutSessionListQuery, "status" | "search" | "limit" | "starting_after" | "ending_before">;

export const checkoutSessionKeys = createQueryKeys<"checkout_sessions", CheckoutSessionListParams>("checkout_sessions");

const PATH = "/v1/checkout/sessions";
const item = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

export type CaptureRequest = { line_items?: { price: string; quantity: number }[] };
export type SessionRefundRequest = { amount: number; reason?: RefundReason };
export type RefundReason = "duplicate" | "fraudulent" | "requested_by_customer";

const base = defineResource<CheckoutSession, never, never, CheckoutSessionListParams>({
  path: PATH,
  singular: "checkout_session",
  keys: checkoutSessionKeys,
  idOf: (s) => s.checkout_session_id,
});

export const checkoutSessionsResource = {
  ...base,
  // The table shows the customer's email; the detail shows both payment intents.
  list: (params: CheckoutSessionListParams, signal?: AbortSignal) => apiList<CheckoutSession>(PATH, { ...params, expand: "customer" }, signal),
  retrieve: (id: string, signal?: AbortSignal) => apiRetrieve<CheckoutSession>(item(id), { expand: "payment_intents,customer" }, signal),
  /** Omit line_items to capture everything. */
  capture: async (id: string, body: CaptureRequest) =>
    (await apiFetch<{ checkout_session: CheckoutSession }>(`${item(id)}/capture`, { method: "POST", body: { capture: body } })).data.checkout_session,
  refund: async (id: string, body: SessionRefundRequest) =>
    (await apiFetch<{ checkout_session: CheckoutSession }>(`${item(id)}/refund`, { method: "POST", body: { refund: body } })).data.checkout_session,
  cancel: async (id: string) => (await apiFetch<{ checkout_session: CheckoutSession }>(`${item(id)}/cancel`, { method: "POST" })).data.checkout_session,
};

/** A session with its intents expanded, refetched every second while a refund is settling. */
export function useCheckoutSession(id: string) {
  return useResourceDetail(checkoutSessionsResource, id, {
    refetchInterval: (session) => (hasPendingRefund(session?.refunds) ? PENDING_REFUND_POLL_MS : false),
  });
}

/** The intents of a session as objects (they are ids unless expanded). */
export function sessionIntents(session: CheckoutSession): PaymentIntent[] {
  return session.payment_intents.filter((p): p is PaymentIntent => typeof p === "object" && p !== null);
}

/** The email a session is for: the expanded customer's, else the one given in defaults. */
export function sessionEmail(session: Pick<CheckoutSession, "customer" | "defaults">): string | null {
  const customer = session.customer;
  if (customer && typeof customer === "object" && typeof customer.email === "string" && customer.email) return customer.email;
  const email = session.defaults?.email;
  return typeof email === "string" && email ? email : null;
}
