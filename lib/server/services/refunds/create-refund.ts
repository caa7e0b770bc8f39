import "server-only";
import { checkoutSessions, paymentIntents } from "@/lib/db/schema";
import type { RefundCreate } from "@/lib/schemas/refund";
import { ApiError } from "../../errors";
import { inTransaction, type Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import { refundLockedIntent } from "./refund-payment-intent";

export async function createRefund(scope: Scope, input: RefundCreate) {
  return inTransaction(scope, async (tx) => {
    const found = await findScoped(tx, paymentIntents, input.payment_intent_id);
    if (!found) throw ApiError.referenceNotFound("payment_intent", input.payment_intent_id, ["body", "refund", "payment_intent_id"]);
    // Same lock order as session operations (session, then intent), so they can never deadlock.
    if (found.checkoutSessionId) await findScoped(tx, checkoutSessions, found.checkoutSessionId, true);
    const pi = (await findScoped(tx, paymentIntents, found.id, true))!;
    return refundLockedIntent(tx, pi, input, ["body", "refund", "payment_intent_id"]);
  });
}
