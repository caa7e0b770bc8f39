import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { accounts, checkoutSessions } from "@/lib/db/schema";
import type { Scope } from "../../scope";
import { getCheckoutSession } from "./get-checkout-session";

/** Compares the URL's secret with the session's in constant time (hashes make the lengths equal). */
export function urlSecretMatches(given: string | null | undefined, stored: string): boolean {
  if (typeof given !== "string" || given.length === 0 || given.length > 256) return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(stored).digest();
  return timingSafeEqual(a, b);
}

/**
 * The session behind a hosted page URL: its id and its URL secret (the redirect_url's `secret`),
 * with the scope of the merchant that owns it and the merchant's name to show the shopper. Null
 * when either is wrong: a guessed id opens nothing.
 */
export async function findShopperSession(db: Db, id: string, secret: string | null | undefined) {
  if (!/^fcs_[0-9a-z]{26}$/.test(id)) return null;
  const [row] = await db
    .select({
      accountId: checkoutSessions.accountId,
      testMode: checkoutSessions.testMode,
      merchant: accounts.name,
      lmnStatus: checkoutSessions.lmnStatus,
      paymentLinkId: checkoutSessions.paymentLinkId,
      urlSecret: checkoutSessions.urlSecret,
    })
    .from(checkoutSessions)
    .innerJoin(accounts, eq(accounts.id, checkoutSessions.accountId))
    .where(eq(checkoutSessions.id, id))
    .limit(1);
  if (!row || !urlSecretMatches(secret, row.urlSecret)) return null;
  const scope: Scope = { db, accountId: row.accountId, testMode: row.testMode };
  const session = await getCheckoutSession(scope, id, new Set(["payment_intents", "customer"]));
  return { scope, session, merchantName: row.merchant, lmnStatus: row.lmnStatus, paymentLinkId: row.paymentLinkId, urlSecret: row.urlSecret };
}
