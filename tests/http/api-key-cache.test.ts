import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { apiKeys } from "@/lib/db/schema";
import { authenticateApiKey, createApiKey, revokeApiKey } from "@/lib/server/services/accounts/api-keys";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";

let database: Database;
let accountId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  accountId = (await newMerchantScope(database)).accountId;
});
afterAll(async () => {
  await database?.close();
});
afterEach(() => {
  delete process.env.KEY_CACHE_TTL_MS;
});

describe("verified API keys cached in process", () => {
  it("answers from the cache within the TTL, without the database", async () => {
    const { secret, key } = await createApiKey(database.db, accountId, true, "cache");
    expect(await authenticateApiKey(database.db, secret)).toEqual({ keyId: key.id, accountId, testMode: true, name: "cache", lastFour: secret.slice(-4) });
    // Even a broken database handle is not asked again while the entry is fresh.
    const broken = {
      select: () => {
        throw new Error("no database");
      },
    } as unknown as typeof database.db;
    expect(await authenticateApiKey(broken, secret)).toEqual({ keyId: key.id, accountId, testMode: true, name: "cache", lastFour: secret.slice(-4) });
  });

  it("a key revoked on this instance stops working at once", async () => {
    const { secret, key } = await createApiKey(database.db, accountId, true, "revoke here");
    expect(await authenticateApiKey(database.db, secret)).not.toBeNull();
    await revokeApiKey(database.db, accountId, true, key.id);
    expect(await authenticateApiKey(database.db, secret)).toBeNull();
  });

  it("a key revoked by another instance stops working once the TTL (at most 5 s) has passed", async () => {
    process.env.KEY_CACHE_TTL_MS = "200";
    const { secret, key } = await createApiKey(database.db, accountId, false, "revoke elsewhere");
    expect(await authenticateApiKey(database.db, secret)).not.toBeNull();
    // Another instance revokes: only the database changes.
    await database.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, key.id));
    expect(await authenticateApiKey(database.db, secret)).not.toBeNull();
    await new Promise((r) => setTimeout(r, 250));
    expect(await authenticateApiKey(database.db, secret)).toBeNull();
    process.env.KEY_CACHE_TTL_MS = "60000";
    const other = await createApiKey(database.db, accountId, false, "ttl cap");
    await authenticateApiKey(database.db, other.secret);
    await database.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, other.key.id));
    // A configured TTL above 5 s is capped at 5 s.
    await new Promise((r) => setTimeout(r, 5_100));
    expect(await authenticateApiKey(database.db, other.secret)).toBeNull();
  });

  it("never caches unknown or malformed keys", async () => {
    expect(await authenticateApiKey(database.db, "fsk_test_" + "A".repeat(32))).toBeNull();
    expect(await authenticateApiKey(database.db, "nope")).toBeNull();
  });
});
