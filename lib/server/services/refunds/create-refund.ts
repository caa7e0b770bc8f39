import "server-only";
import { paymentIntents } from "@/lib/db/schema";
import type { RefundCreate } from "@/lib/schemas/refund";
import { ApiError } from "../../errors";
import { inTransaction, type Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import { refundLockedIntent } from "./refund-payment-intent";

export async function createRefund(scope: Scope, input: RefundCreate) {
  return inTransaction(scope, async (tx) => {
    const pi = await findScoped(tx, paymentIntents, input.payment_intent_id, true);
    if (!pi) throw ApiError.referenceNotFound("payment_intent", input.payment_intent_id, ["body", "refund", "payment_intent_id"]);
    return refundLockedIntent(tx, pi, input, ["body", "refund", "payment_intent_id"]);
  });
}
