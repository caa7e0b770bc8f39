import "server-only";
import type { RefundCheckoutSession } from "@/lib/schemas/checkout-session";
import { ApiError } from "../../errors";
import { inTransaction, type Scope } from "../../scope";
import { refundLockedIntent } from "../refunds/refund-payment-intent";
import { getCheckoutSession } from "./get-checkout-session";
import { lockSession } from "./lock-session";

/**
 * Refunds a session: everything left, an amount, or line amounts (+ tax and shipping, - discount).
 * Only the total is checked against what is refundable; the HSA/FSA intent is refunded first,
 * then the regular card.
 */
export async function refundCheckoutSession(scope: Scope, id: string, input: RefundCheckoutSession, bodyKey = "checkout_session") {
  // Storefronts wrap the body in checkout_session, other integrations in refund: errors point at what was sent.
  const LOC = ["body", bodyKey];
  await inTransaction(scope, async (tx) => {
    const { intents } = await lockSession(tx, id);
    const paid = intents.filter((p) => p.status === "succeeded").sort((a, b) => Number(a.cart !== "eligible") - Number(b.cart !== "eligible"));
    const refundable = paid.reduce((sum, p) => sum + p.amountReceived - p.amountRefunded, 0);
    if (!paid.length) throw ApiError.badRequest("checkout_session_unexpected_state", "Nothing has been captured on this session.", []);
    let total: number;
    if (input.amount !== undefined) total = input.amount;
    else if (input.line_items) {
      total =
        input.line_items.reduce((s, l) => s + l.amount_to_refund, 0) + (input.amount_tax ?? 0) + (input.amount_shipping ?? 0) - (input.amount_discount ?? 0);
    } else total = refundable;
    if (total <= 0)
      throw ApiError.validation([
        { loc: [...LOC, input.amount !== undefined ? "amount" : "line_items"], msg: "The refund must be more than 0.", type: "greater_than" },
      ]);
    if (total > refundable) throw ApiError.badRequest("amount_too_large", `Amount exceeds the refundable amount of ${refundable}.`, [...LOC, "amount"]);
    let left = total;
    for (const pi of paid) {
      const available = pi.amountReceived - pi.amountRefunded;
      const part = Math.min(available, left);
      if (part <= 0) continue;
      await refundLockedIntent(tx, pi, { amount: part, reason: input.reason ?? null, metadata: input.refund_metadata ?? {} }, [...LOC, "amount"]);
      left -= part;
    }
  });
  return getCheckoutSession(scope, id);
}
