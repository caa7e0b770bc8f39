import "server-only";
import { asc, eq } from "drizzle-orm";
import { paymentIntents } from "@/lib/db/schema";
import type { Scope } from "../../scope";
import { getCheckoutSessionOrThrow } from "./get-checkout-session";

/**
 * Locks a session and then its payment intents (eligible cart first), always in this order, so
 * concurrent pays, captures, cancels and refunds on one session serialize instead of deadlocking.
 */
export async function lockSession(scope: Scope, id: string) {
  const session = await getCheckoutSessionOrThrow(scope, id, true);
  const intents = await scope.db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.checkoutSessionId, id))
    .orderBy(asc(paymentIntents.cart), asc(paymentIntents.id))
    .for("update");
  return { session, intents };
}
