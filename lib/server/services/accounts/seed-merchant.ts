import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { accounts, users } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import { createApiKey } from "./api-keys";
import { hashPassword } from "./passwords";

export const DEMO_ACCOUNT = "demo";

export type SeededMerchant = {
  account_id: string;
  email: string;
  password: string;
  test_secret_key: string;
  live_secret_key: string;
  created: boolean;
};

/**
 * Makes or reuses the merchant named `name` with one dashboard user. Keys are stored hashed,
 * so each run mints a fresh test and live key to print (earlier keys stay valid).
 */
export async function seedMerchant(db: Db, name: string, password = process.env.SEED_PASSWORD || "demo-password"): Promise<SeededMerchant> {
  const email = name === DEMO_ACCOUNT ? "demo@example.com" : `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}@example.com`;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx
      .insert(accounts)
      .values({ id: newId("account"), name })
      .onConflictDoNothing();
    const [account] = await tx.select().from(accounts).where(eq(accounts.name, name));
    const [existing] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    if (existing) await tx.update(users).set({ passwordHash }).where(eq(users.id, existing.id));
    else await tx.insert(users).values({ id: newId("user"), accountId: account.id, email, passwordHash });
    const txDb = tx as unknown as Db;
    const test = await createApiKey(txDb, account.id, true, "Seed key");
    const live = await createApiKey(txDb, account.id, false, "Seed key");
    return {
      account_id: account.id,
      email,
      password,
      test_secret_key: test.secret,
      live_secret_key: live.secret,
      created: !existing,
    };
  });
}
