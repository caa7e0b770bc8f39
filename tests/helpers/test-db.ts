import { openDatabase, type Database } from "@/lib/db/client";
import { seedMerchant } from "@/lib/server/services/accounts/seed-merchant";
import type { Scope } from "@/lib/server/scope";

/** PGlite in memory by default; the shared PostgreSQL (already migrated) when DATABASE_URL is set. */
export function openTestDatabase(): Promise<Database> {
  if (process.env.DATABASE_URL) return openDatabase({ url: process.env.DATABASE_URL, migrate: false });
  return openDatabase({ pgliteDir: "memory://", migrate: true });
}

export const uniq = () => Math.random().toString(36).slice(2, 10);

/** A fresh merchant, so tests sharing one PostgreSQL never see each other's rows. */
export async function newMerchantScope(database: Database, testMode = true): Promise<Scope & { merchant: Awaited<ReturnType<typeof seedMerchant>> }> {
  const merchant = await seedMerchant(database.db, `test-${uniq()}`);
  return { db: database.db, accountId: merchant.account_id, testMode, merchant };
}
