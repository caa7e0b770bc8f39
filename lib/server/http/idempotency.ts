import "server-only";
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { rowsOf, type Db } from "@/lib/db/client";
import { idempotencyKeys } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import { ApiError } from "../errors";

export type StoredResponse = { status: number; body: string };

/** Visible ASCII and spaces: what a header carries intact through every proxy (UUIDs, hashes, order ids). */
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

export function validateIdempotencyKey(key: string): void {
  if (key.length < 1 || key.length > 255) {
    const type = key.length < 1 ? "string_too_short" : "string_too_long";
    throw ApiError.validation([{ loc: ["header", "Idempotency-Key"], msg: "Idempotency-Key must be 1 to 255 characters.", type }]);
  }
  if (!KEY_PATTERN.test(key)) {
    throw ApiError.validation([
      { loc: ["header", "Idempotency-Key"], msg: "Idempotency-Key may hold only visible ASCII characters and spaces.", type: "string_pattern_mismatch" },
    ]);
  }
}

function stableStringify(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "";
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(",")}}`;
}

export function hashRequestBody(body: unknown): string {
  return createHash("sha256")
    .update(body === undefined ? "" : stableStringify(body))
    .digest("hex");
}

type Scope = { accountId: string; testMode: boolean; method: string; path: string; key: string; requestHash: string };

/** A refusal (400, 404, 422) is this request's answer: recorded and replayed like a success. */
const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && (error.status === 400 || error.status === 404 || error.status === 422);

/**
 * Runs `execute` at most once per (account, mode, method, path, key), in one transaction that
 * first takes a transaction-level advisory lock on the key: a concurrent retry (on any instance)
 * finds it taken and gets 409 at once; the handler's writes and the stored response commit
 * together, so an answered request is always on record; and if the process dies mid-request, the
 * database ends the transaction and frees the lock with it, so the retry runs it anew at once
 * (there is no in-flight row left behind to wait out).
 */
export async function runIdempotent(db: Db, scope: Scope, execute: (tx: Db) => Promise<StoredResponse>): Promise<StoredResponse & { replayed: boolean }> {
  let refusal: ApiError | undefined;
  const answer = await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const [lock] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${lockKey(scope)}::bigint) as locked`));
    if (!lock?.locked) throw inUse();
    const stored = await findStored(tx, scope);
    if (stored) return { ...stored, replayed: true };
    let response: StoredResponse;
    try {
      // A savepoint: a refusal undoes the handler's writes but not the record of the refusal.
      response = await tx.transaction((inner) => execute(inner as unknown as Db));
    } catch (error) {
      if (!isRefusal(error)) throw error;
      refusal = error;
      response = { status: error.status, body: JSON.stringify({ detail: error.detail }) };
    }
    await tx.insert(idempotencyKeys).values({
      id: newId("idempotency"),
      accountId: scope.accountId,
      testMode: scope.testMode,
      method: scope.method,
      path: scope.path,
      key: scope.key,
      requestHash: scope.requestHash,
      state: "completed",
      responseStatus: response.status,
      responseBody: response.body,
    });
    return { ...response, replayed: false };
  });
  if (refusal) throw refusal;
  return answer;
}

/** The recorded answer of an earlier request with this key (the same body), if any. */
async function findStored(tx: Db, s: Scope): Promise<StoredResponse | null> {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.accountId, s.accountId),
        eq(idempotencyKeys.testMode, s.testMode),
        eq(idempotencyKeys.method, s.method),
        eq(idempotencyKeys.path, s.path),
        eq(idempotencyKeys.key, s.key),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== s.requestHash) {
    throw ApiError.of(400, "idempotency_key_mismatch", "This Idempotency-Key was already used with a different request body.", ["header", "Idempotency-Key"]);
  }
  // Rows written in flight by an older version of this service: still running somewhere.
  if (row.state !== "completed") throw inUse();
  return { status: row.responseStatus!, body: row.responseBody! };
}

/** The advisory lock of a key's scope: 64 bits of its hash (a collision only makes a retry wait). */
function lockKey(s: Scope): string {
  const digest = createHash("sha256")
    .update(JSON.stringify([s.accountId, s.testMode, s.method, s.path, s.key]))
    .digest();
  return digest.readBigInt64BE(0).toString();
}

const inUse = () => ApiError.conflict("idempotency_key_in_use", "A request with this Idempotency-Key is still being processed; retry later.");
