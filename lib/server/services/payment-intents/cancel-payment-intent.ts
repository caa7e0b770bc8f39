import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { checkoutSessions, paymentIntents } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import { releaseHold } from "../../processor/processor-for";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import { recordEvent } from "../record-event";
import { getCheckoutSession } from "../checkout/get-checkout-session";
import { serializePaymentIntent } from "./serialize-payment-intent";

/**
 * Cancels from any state but succeeded (a captured payment is undone with a refund). A held
 * authorization is released. Canceling a canceled intent answers it unchanged. When every intent
 * of an uncaptured session is canceled, the session is canceled too.
 */
export async function cancelPaymentIntent(scope: Scope, id: string) {
  return inTransaction(scope, async (tx) => {
    const found = await findScoped(tx, paymentIntents, id);
    if (!found) throw ApiError.notFound("payment intent", id);
    // Lock in the same order as session operations: the session first, then the intent.
    if (found.checkoutSessionId) await findScoped(tx, checkoutSessions, found.checkoutSessionId, true);
    const pi = (await findScoped(tx, paymentIntents, id, true))!;
    if (pi.status === "canceled") return serializePaymentIntent(pi);
    if (pi.status === "succeeded") {
      throw ApiError.badRequest("payment_intent_unexpected_state", "This payment intent has succeeded; refund it instead of canceling.", []);
    }
    await releaseHold(tx, pi);
    const [row] = await tx.db
      .update(paymentIntents)
      .set({ status: "canceled", amountCapturable: 0, updatedAt: clockNow(tx) })
      .where(eq(paymentIntents.id, id))
      .returning();
    const pi2 = serializePaymentIntent(row);
    await recordEvent(tx, "payment_intent.canceled", "payment_intent", pi2, id);
    if (row.checkoutSessionId) {
      const others = await tx.db
        .select()
        .from(paymentIntents)
        .where(and(eq(paymentIntents.checkoutSessionId, row.checkoutSessionId), ne(paymentIntents.id, id)));
      if (others.every((o) => o.status === "canceled")) {
        const [session] = await tx.db
          .update(checkoutSessions)
          .set({ status: "canceled", updatedAt: clockNow(tx) })
          .where(and(eq(checkoutSessions.id, row.checkoutSessionId), ne(checkoutSessions.status, "complete")))
          .returning();
        if (session) await recordEvent(tx, "checkout.session.canceled", "checkout_session", await getCheckoutSession(tx, session.id), session.id);
      }
    }
    return pi2;
  });
}
