// Writes where money moves: a checkout session's capture, refund and cancel, a payment's cancel,
// a refund. Afterwards every payments view reads fresh data, whether the write succeeded or not
// (a failed capture may still have changed an intent). The dialogs show their own errors.
import type { CheckoutSession } from "@/lib/schemas/checkout-session";
import type { PaymentIntent } from "@/lib/schemas/payment-intent";
import type { Refund } from "@/lib/schemas/refund";
import { useResourceAction } from "../use-resource";
import { checkoutSessionKeys, checkoutSessionsResource, type CaptureRequest, type RefundReason, type SessionRefundRequest } from "./checkout-sessions";
import { eventKeys } from "./events";
import { paymentIntentKeys, paymentIntentsResource } from "./payment-intents";
import { refundKeys, refundsResource } from "./refunds";

const PAYMENT_QUERIES = [paymentIntentKeys.all, checkoutSessionKeys.all, refundKeys.all, eventKeys.all];

function usePaymentWrite<D, V>(mutationFn: (vars: V) => Promise<D>) {
  return useResourceAction<D, V>({ mutationFn, invalidates: PAYMENT_QUERIES, refreshOnError: true, errorToast: false });
}

/** Omit line_items to capture everything. */
export function useCaptureSession(id: string) {
  return usePaymentWrite<CheckoutSession, CaptureRequest>((body) => checkoutSessionsResource.capture(id, body));
}

export function useRefundSession(id: string) {
  return usePaymentWrite<CheckoutSession, SessionRefundRequest>((body) => checkoutSessionsResource.refund(id, body));
}

export function useCancelSession(id: string) {
  return usePaymentWrite<CheckoutSession, void>(() => checkoutSessionsResource.cancel(id));
}

export function useRefundPayment(paymentIntentId: string) {
  return usePaymentWrite<Refund, { amount: number; reason: RefundReason }>(({ amount, reason }) =>
    refundsResource.create({ payment_intent_id: paymentIntentId, amount, reason }),
  );
}

export function useCancelPayment(id: string) {
  return usePaymentWrite<PaymentIntent, void>(() => paymentIntentsResource.cancel(id));
}
