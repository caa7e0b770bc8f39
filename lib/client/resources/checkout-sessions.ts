// Checkout sessions as the dashboard uses them: list (customer expanded for its email), detail
// with both payment intents expanded, and the Capture / Refund / Cancel actions.
import type { Capture } from "@/lib/schemas/capture";
import type { CheckoutSession, CheckoutSessionListQuery } from "@/lib/schemas/checkout-session";
import type { PaymentIntent } from "@/lib/schemas/payment-intent";
import type { Refund } from "@/lib/schemas/refund";
import { apiFetch, apiList, apiRetrieve } from "../api";
import { createQueryKeys } from "../query-keys";
import { defineResource } from "../resource";

/** What the sessions table can ask for (a subset of the API's list query). */
export type CheckoutSessionListParams = Pick<CheckoutSessionListQuery, "status" | "search" | "limit" | "starting_after" | "ending_before">;

/** One resolved line of a session, as the API returns it. */
export type SessionLineItem = {
  line_id: string;
  price: string;
  product: string;
  name: string;
  unit_amount: number;
  quantity: number;
  hsa_fsa_eligibility: string | null;
  eligible: boolean;
  amount_subtotal: number;
  amount_discount: number;
  /** Set once the session has been captured. */
  quantity_captured?: number;
};

export type SessionCart = {
  amount_total: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_discount: number;
  amount_shipping: number;
  amount_fee?: number;
  payment_intent: PaymentIntent | string | null;
};

/** The session with its nested arrays typed (the schema keeps them loose). */
export type CheckoutSessionView = Omit<CheckoutSession, "line_items" | "captures" | "refunds" | "payment_intents" | "payment_intent" | "split_cart"> & {
  line_items: SessionLineItem[];
  captures: Capture[];
  refunds: Refund[];
  payment_intent: PaymentIntent | string | null;
  payment_intents: (PaymentIntent | string)[];
  split_cart: { split_cart_id: string; checkout_session_id: string; eligible_cart: SessionCart; non_eligible_cart: SessionCart } | null;
};

export const checkoutSessionKeys = createQueryKeys<"checkout_sessions", CheckoutSessionListParams>("checkout_sessions");

const PATH = "/v1/checkout/sessions";
const item = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

export type CaptureRequest = { line_items?: { price: string; quantity: number }[] };
export type SessionRefundRequest = { amount: number; reason?: RefundReason };
export type RefundReason = "duplicate" | "fraudulent" | "requested_by_customer";

const base = defineResource<CheckoutSessionView, never, never, CheckoutSessionListParams>({
  path: PATH,
  singular: "checkout_session",
  keys: checkoutSessionKeys,
  idOf: (s) => s.checkout_session_id,
});

export const checkoutSessionsResource = {
  ...base,
  // The table shows the customer's email; the detail shows both payment intents.
  list: (params: CheckoutSessionListParams, signal?: AbortSignal) => apiList<CheckoutSessionView>(PATH, { ...params, expand: "customer" }, signal),
  retrieve: (id: string, signal?: AbortSignal) => apiRetrieve<CheckoutSessionView>(item(id), { expand: "payment_intents,customer" }, signal),
  /** Omit line_items to capture everything. */
  capture: async (id: string, body: CaptureRequest) =>
    (await apiFetch<{ checkout_session: CheckoutSessionView }>(`${item(id)}/capture`, { method: "POST", body: { capture: body } })).data.checkout_session,
  refund: async (id: string, body: SessionRefundRequest) =>
    (await apiFetch<{ checkout_session: CheckoutSessionView }>(`${item(id)}/refund`, { method: "POST", body: { refund: body } })).data.checkout_session,
  cancel: async (id: string) => (await apiFetch<{ checkout_session: CheckoutSessionView }>(`${item(id)}/cancel`, { method: "POST" })).data.checkout_session,
};

/** The intents of a session as objects (they are ids unless expanded). */
export function sessionIntents(session: CheckoutSessionView): PaymentIntent[] {
  return session.payment_intents.filter((p): p is PaymentIntent => typeof p === "object" && p !== null);
}

/** The email a session is for: the expanded customer's, else the one given in defaults. */
export function sessionEmail(session: Pick<CheckoutSessionView, "customer" | "defaults">): string | null {
  const customer = session.customer;
  if (customer && typeof customer === "object" && typeof customer.email === "string" && customer.email) return customer.email;
  const email = session.defaults?.email;
  return typeof email === "string" && email ? email : null;
}
