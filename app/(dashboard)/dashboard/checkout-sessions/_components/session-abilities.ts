import type { CheckoutSession } from "@/lib/schemas/checkout-session";
import type { PaymentIntent } from "@/lib/schemas/payment-intent";

/** What the merchant can do with a session now, and the amounts the actions talk about. */
export function sessionAbilities(session: CheckoutSession, intents: PaymentIntent[]) {
  const refundable = session.amount_received - session.amount_refunded;
  return {
    refundable,
    /** Authorized and not captured yet, over every card. */
    held: intents.reduce((s, p) => s + p.amount_capturable, 0),
    canCapture: session.status === "paid" && session.capture_method === "manual" && intents.some((p) => p.status === "requires_capture"),
    canRefund: refundable > 0 && intents.some((p) => p.status === "succeeded"),
    canCancel: session.status === "open" || (session.status === "paid" && !intents.some((p) => p.status === "succeeded")),
  };
}

export type SessionAbilities = ReturnType<typeof sessionAbilities>;
export type SessionDialog = "capture" | "refund" | "cancel" | null;
