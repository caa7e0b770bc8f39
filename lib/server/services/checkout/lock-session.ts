import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { preparedQueryAnywhere } from "../prepared-query";
import type { PaymentIntentRow } from "../payment-intents/serialize-payment-intent";
import { paymentIntents } from "@/lib/db/schema";
import type { Scope } from "../../scope";
import { getCheckoutSessionOrThrow } from "./get-checkout-session";

/**
 * Locks a session and then its payment intents (eligible cart first), always in this order, so
 * concurrent pays, captures, cancels and refunds on one session serialize instead of deadlocking.
 */
export async function lockSession(scope: Scope, id: string) {
  const session = await getCheckoutSessionOrThrow(scope, id, true);
  const intents = (await preparedQueryAnywhere(scope.db, "lock_session_intents", (db) =>
    db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.checkoutSessionId, sql.placeholder("id")))
      .orderBy(asc(paymentIntents.cart), asc(paymentIntents.id))
      .for("update")
      .prepare("lock_session_intents"),
  ).execute({ id })) as PaymentIntentRow[];
  return { session, intents };
}
