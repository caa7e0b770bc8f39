import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { apiKeys } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import { ApiError } from "../../errors";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function randomToken(length: number): string {
  const bytes = randomBytes(length * 2);
  let out = "";
  // Rejection sampling keeps every character equally likely.
  for (const b of bytes) {
    if (b < 248) out += ALPHABET[b % 62];
    if (out.length === length) break;
  }
  return out.length === length ? out : out + randomToken(length - out.length);
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export type ApiKeySummary = {
  id: string;
  name: string | null;
  mode: "test" | "live";
  redacted: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
};

function summarize(row: typeof apiKeys.$inferSelect): ApiKeySummary {
  const mode = row.testMode ? "test" : "live";
  return {
    id: row.id,
    name: row.name,
    mode,
    redacted: `fsk_${mode}_…${row.lastFour}`,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** Creates a secret key; the plaintext is returned once and only its hash is stored. */
export async function createApiKey(db: Db, accountId: string, testMode: boolean, name: string | null) {
  const secret = `fsk_${testMode ? "test" : "live"}_${randomToken(32)}`;
  const [row] = await db
    .insert(apiKeys)
    .values({ id: newId("apiKey"), accountId, testMode, name, keyHash: hashApiKey(secret), lastFour: secret.slice(-4) })
    .returning();
  return { secret, key: summarize(row) };
}

export async function listApiKeys(db: Db, accountId: string, testMode: boolean) {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.testMode, testMode)))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(summarize);
}

export async function revokeApiKey(db: Db, accountId: string, testMode: boolean, id: string) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.accountId, accountId), eq(apiKeys.testMode, testMode), isNull(apiKeys.revokedAt)))
    .returning();
  if (!row) throw ApiError.notFound("api key", id);
  evictKey(row.id);
  return summarize(row);
}

const KEY_FORMAT = /^fsk_(test|live)_[A-Za-z0-9]{32}$/;

/**
 * Verified keys are cached in process for KEY_CACHE_TTL_MS (default 5 s, at most 5 s): most
 * requests then skip the key lookup. Revoking a key evicts it at once on the instance that
 * revoked it; other instances stop accepting it within the TTL. Unknown keys are not cached.
 */
const keyCacheTtlMs = () => Math.min(5_000, Math.max(0, Number(process.env.KEY_CACHE_TTL_MS ?? 5_000)));
const CACHE_MAX = 10_000;
type VerifiedKey = { keyId: string; accountId: string; testMode: boolean; name: string | null; lastFour: string };
type CacheEntry = VerifiedKey & { expiresAt: number };
// On globalThis: route handlers and the dashboard's server actions are separate bundles.
const CACHE = Symbol.for("commerce-payments.api-key-cache");
function keyCache(): Map<string, CacheEntry> {
  const g = globalThis as typeof globalThis & { [CACHE]?: Map<string, CacheEntry> };
  return (g[CACHE] ??= new Map());
}

function evictKey(keyId: string) {
  for (const [hash, entry] of keyCache()) if (entry.keyId === keyId) keyCache().delete(hash);
}

/** Resolves a bearer key to its account and mode; null for a malformed, unknown or revoked key. */
export async function authenticateApiKey(db: Db, key: string): Promise<VerifiedKey | null> {
  if (!KEY_FORMAT.test(key)) return null;
  const keyHash = hashApiKey(key);
  const cache = keyCache();
  const now = Date.now();
  const hit = cache.get(keyHash);
  if (hit && hit.expiresAt > now) return { keyId: hit.keyId, accountId: hit.accountId, testMode: hit.testMode, name: hit.name, lastFour: hit.lastFour };
  const [row] = await db
    .select({
      id: apiKeys.id,
      accountId: apiKeys.accountId,
      testMode: apiKeys.testMode,
      name: apiKeys.name,
      lastFour: apiKeys.lastFour,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, keyHash))
    .limit(1);
  if (!row || row.revokedAt) {
    cache.delete(keyHash);
    return null;
  }
  const verified = { keyId: row.id, accountId: row.accountId, testMode: row.testMode, name: row.name, lastFour: row.lastFour };
  const ttl = keyCacheTtlMs();
  if (ttl > 0) {
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(keyHash, { ...verified, expiresAt: now + ttl });
  }
  return verified;
}
