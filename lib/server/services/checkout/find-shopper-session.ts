import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { accounts, checkoutSessions } from "@/lib/db/schema";
import type { Scope } from "../../scope";
import { getCheckoutSession } from "./get-checkout-session";

/**
 * The hosted page knows only the session id (unguessable: 80 random bits). It gets the session
 * with the scope of the merchant that owns it, plus the merchant's name to show the shopper.
 */
export async function findShopperSession(db: Db, id: string) {
  if (!/^fcs_[0-9a-z]{26}$/.test(id)) return null;
  const [row] = await db
    .select({ accountId: checkoutSessions.accountId, testMode: checkoutSessions.testMode, merchant: accounts.name, lmnStatus: checkoutSessions.lmnStatus, paymentLinkId: checkoutSessions.paymentLinkId })
    .from(checkoutSessions)
    .innerJoin(accounts, eq(accounts.id, checkoutSessions.accountId))
    .where(eq(checkoutSessions.id, id))
    .limit(1);
  if (!row) return null;
  const scope: Scope = { db, accountId: row.accountId, testMode: row.testMode };
  const session = await getCheckoutSession(scope, id, new Set(["payment_intents", "customer"]));
  return { scope, session, merchantName: row.merchant, lmnStatus: row.lmnStatus, paymentLinkId: row.paymentLinkId };
}
