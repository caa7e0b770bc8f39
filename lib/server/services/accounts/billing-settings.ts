import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { accounts } from "@/lib/db/schema";

/** What dunning ends in once every retry failed: unpaid (kept, invoices stay open) or canceled. */
export const DUNNING_FINAL_STATUSES = ["unpaid", "canceled"] as const;
export type DunningFinalStatus = (typeof DUNNING_FINAL_STATUSES)[number];

export async function getBillingSettings(db: Db, accountId: string): Promise<{ dunning_final_status: DunningFinalStatus }> {
  const [row] = await db.select({ status: accounts.dunningFinalStatus }).from(accounts).where(eq(accounts.id, accountId));
  return { dunning_final_status: (row?.status ?? "unpaid") as DunningFinalStatus };
}

/** An account-wide setting (both modes), as Stripe's subscription status setting after retries. */
export async function updateBillingSettings(db: Db, accountId: string, input: { dunning_final_status: DunningFinalStatus }) {
  await db.update(accounts).set({ dunningFinalStatus: input.dunning_final_status }).where(eq(accounts.id, accountId));
  return getBillingSettings(db, accountId);
}
