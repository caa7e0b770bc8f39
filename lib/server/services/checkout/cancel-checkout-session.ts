import "server-only";
import { eq } from "drizzle-orm";
import { checkoutSessions, paymentIntents } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import { releaseHold } from "../../processor/processor-for";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { serializePaymentIntent } from "../payment-intents/serialize-payment-intent";
import { recordEvent } from "../record-event";
import { getCheckoutSession } from "./get-checkout-session";
import { lockSession } from "./lock-session";

/**
 * Cancels an open session, or a paid one whose money is still only held (the holds are released).
 * Canceling a canceled session answers it unchanged; a captured session is undone by a refund.
 */
export async function cancelCheckoutSession(scope: Scope, id: string, reason: "canceled" | "expired" = "canceled") {
  await inTransaction(scope, (tx) => cancelSessionInTx(tx, id, reason));
  return getCheckoutSession(scope, id);
}

export async function cancelSessionInTx(tx: Scope, id: string, reason: "canceled" | "expired") {
  const { session, intents } = await lockSession(tx, id);
  if (session.status === "canceled") return false;
  const captured = intents.some((p) => p.status === "succeeded");
  if (session.status === "complete" || captured) {
    throw ApiError.badRequest("checkout_session_unexpected_state", `This checkout session is ${session.status}; refund it instead of canceling.`, []);
  }
  for (const pi of intents) {
    if (pi.status === "canceled") continue;
    await releaseHold(tx, pi);
    const [row] = await tx.db
      .update(paymentIntents)
      .set({ status: "canceled", amountCapturable: 0, updatedAt: clockNow(tx) })
      .where(eq(paymentIntents.id, pi.id))
      .returning();
    await recordEvent(tx, "payment_intent.canceled", "payment_intent", serializePaymentIntent(row), row.id);
  }
  await tx.db
    .update(checkoutSessions)
    .set({ status: "canceled", updatedAt: clockNow(tx) })
    .where(eq(checkoutSessions.id, id));
  await recordEvent(
    tx,
    reason === "expired" ? "checkout.session.expired" : "checkout.session.canceled",
    "checkout_session",
    await getCheckoutSession(tx, id),
    id,
  );
  return true;
}
