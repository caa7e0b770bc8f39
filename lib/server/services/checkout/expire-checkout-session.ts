import "server-only";
import type { Db } from "@/lib/db/client";
import { ApiError } from "../../errors";
import { clockNow, inTransaction } from "../../scope";
import { getCheckoutSessionOrThrow } from "./get-checkout-session";
import { cancelSessionInTx } from "./cancel-checkout-session";

/** The expiry job: a session still open 24 hours after creation is canceled. */
export async function expireCheckoutSession(db: Db, payload: Record<string, unknown>, options: { now?: Date } = {}) {
  const scope = { db, accountId: String(payload.account_id), testMode: Boolean(payload.test_mode), now: options.now ? () => options.now! : undefined };
  await inTransaction(scope, async (tx) => {
    const session = await getCheckoutSessionOrThrow(tx, String(payload.checkout_session_id), true);
    if (session.status !== "open") return;
    if (session.expiresAt.getTime() > clockNow(tx).getTime()) throw new Error("not due yet");
    try {
      await cancelSessionInTx(tx, session.id, "expired");
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  });
}
