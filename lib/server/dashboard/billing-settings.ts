import "server-only";
import { getDatabase } from "@/lib/db/client";
import { getBillingSettings } from "@/lib/server/services/accounts/billing-settings";
import type { DashboardSession } from "./current-session";

/** The signed-in account's billing settings, for the Subscriptions page (pages never open the database). */
export async function loadBillingSettings(session: DashboardSession) {
  const { db } = await getDatabase();
  return getBillingSettings(db, session.accountId);
}
