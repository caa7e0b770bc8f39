import "server-only";
import { and, eq } from "drizzle-orm";
import { checkoutSessions } from "@/lib/db/schema";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { recordEvent } from "../record-event";
import { getCheckoutSession } from "./get-checkout-session";

/**
 * Too many cards were declined on this session's hosted page: it refuses attempts for `minutes`.
 * Recorded on the session (the merchant sees why on its page) with its event, in one transaction.
 */
export async function pauseCheckoutAttempts(scope: Scope, id: string, minutes: number): Promise<Date> {
  return inTransaction(scope, async (tx) => {
    // Real time, not the test clock: card testers live in real time.
    const until = new Date(Date.now() + minutes * 60_000);
    const [row] = await tx.db
      .update(checkoutSessions)
      .set({ attemptsPausedUntil: until, updatedAt: clockNow(tx) })
      .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.accountId, tx.accountId), eq(checkoutSessions.testMode, tx.testMode)))
      .returning({ id: checkoutSessions.id });
    if (row) await recordEvent(tx, "checkout.session.attempts_paused", "checkout_session", await getCheckoutSession(tx, id), id);
    return until;
  });
}
