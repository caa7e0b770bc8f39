// What a capture will take from each card, computed by the same rule the API applies
// (lib/server/services/checkout/capture-intents.ts): a cart's lines at their unit amount less
// their discount share, plus shipping, tax and fees pro rata to the subtotal captured, each
// rounded down; a whole cart takes exactly what was authorized.
import type { CheckoutSession, CheckoutSessionLine } from "@/lib/schemas/checkout-session";
import type { PaymentIntent } from "@/lib/schemas/payment-intent";

/** floor(amount * part / whole) in exact integer arithmetic. */
function share(amount: number, part: number, whole: number): number {
  return whole > 0 ? Number((BigInt(amount) * BigInt(part)) / BigInt(whole)) : 0;
}

export type CartEstimate = {
  intent: PaymentIntent;
  /** Held on the card. */
  authorized: number;
  /** Will be captured. */
  amount: number;
  /** Will be released. */
  released: number;
  lines: { line: CheckoutSessionLine; quantity: number }[];
};

export function estimateCapture(
  session: CheckoutSession,
  intents: PaymentIntent[],
  quantities: Map<string, number>,
): { carts: CartEstimate[]; total: number; released: number } {
  const carts: CartEstimate[] = [];
  for (const pi of intents.filter((p) => p.status === "requires_capture")) {
    const split = session.split_cart;
    const cartLines = split ? session.line_items.filter((l) => (pi.cart === "eligible" ? l.eligible : !l.eligible)) : session.line_items;
    const cart = split
      ? pi.cart === "eligible"
        ? split.eligible_cart
        : split.non_eligible_cart
      : {
          amount_subtotal: session.amount_subtotal,
          amount_shipping: session.total_details.amount_shipping,
          amount_tax: session.total_details.amount_tax,
          amount_fee: session.total_details.amount_fee,
        };
    let capSub = 0;
    let disc = 0;
    for (const l of cartLines) {
      const q = quantities.get(l.line_id) ?? 0;
      if (!q) continue;
      capSub += l.unit_amount * q;
      disc += q === l.quantity ? l.amount_discount : share(l.amount_discount, q, l.quantity);
    }
    const whole = capSub === cart.amount_subtotal && cartLines.every((l) => (quantities.get(l.line_id) ?? 0) === l.quantity);
    const ship = whole ? cart.amount_shipping : share(cart.amount_shipping, capSub, cart.amount_subtotal);
    const tax = whole ? cart.amount_tax : share(cart.amount_tax, capSub, cart.amount_subtotal);
    const fee = whole ? (cart.amount_fee ?? 0) : share(cart.amount_fee ?? 0, capSub, cart.amount_subtotal);
    const amount = Math.max(0, Math.min(whole ? pi.amount_capturable : capSub - disc + ship + tax + fee, pi.amount_capturable));
    carts.push({
      intent: pi,
      authorized: pi.amount_capturable,
      amount,
      released: pi.amount_capturable - amount,
      lines: cartLines.map((line) => ({ line, quantity: quantities.get(line.line_id) ?? 0 })),
    });
  }
  const total = carts.reduce((s, c) => s + c.amount, 0);
  return { carts, total, released: carts.reduce((s, c) => s + c.released, 0) };
}
