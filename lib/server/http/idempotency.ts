import "server-only";
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { idempotencyKeys } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import { ApiError } from "../errors";

export type StoredResponse = { status: number; body: string };

/** A running first request holds its key this long before a retry may take it over (crash recovery). */
const IN_FLIGHT_TIMEOUT_MS = 60_000;

export function validateIdempotencyKey(key: string): void {
  if (key.length < 1 || key.length > 255) {
    throw ApiError.validation([{ loc: ["header", "Idempotency-Key"], msg: "Idempotency-Key must be 1 to 255 characters.", type: "string_too_long" }]);
  }
}

function stableStringify(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "";
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(",")}}`;
}

export function hashRequestBody(body: unknown): string {
  return createHash("sha256").update(body === undefined ? "" : stableStringify(body)).digest("hex");
}

type Scope = { accountId: string; testMode: boolean; method: string; path: string; key: string; requestHash: string };

/**
 * Runs `execute` at most once per (account, mode, method, path, key). The key row is committed
 * as in_flight first, so concurrent retries see it (409); the handler's writes and the stored
 * response then commit in one transaction, so a crash can never leave a write without its record.
 */
export async function runIdempotent(
  db: Db,
  scope: Scope,
  execute: (tx: Db) => Promise<StoredResponse>,
): Promise<StoredResponse & { replayed: boolean }> {
  const claim = await claimKey(db, scope);
  if (claim.kind === "replay") return { ...claim.response, replayed: true };
  const id = claim.id;
  try {
    const response = await db.transaction(async (tx) => {
      const res = await execute(tx as unknown as Db);
      await tx
        .update(idempotencyKeys)
        .set({ state: "completed", responseStatus: res.status, responseBody: res.body })
        .where(eq(idempotencyKeys.id, id));
      return res;
    });
    return { ...response, replayed: false };
  } catch (error) {
    // A refusal is the answer to this request and is replayed; anything else may be retried.
    if (error instanceof ApiError && (error.status === 400 || error.status === 404 || error.status === 422)) {
      const body = JSON.stringify({ detail: error.detail });
      await db
        .update(idempotencyKeys)
        .set({ state: "completed", responseStatus: error.status, responseBody: body })
        .where(eq(idempotencyKeys.id, id));
    } else {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
    }
    throw error;
  }
}

async function claimKey(db: Db, s: Scope): Promise<{ kind: "run"; id: string } | { kind: "replay"; response: StoredResponse }> {
  const id = newId("idempotency");
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ id, accountId: s.accountId, testMode: s.testMode, method: s.method, path: s.path, key: s.key, requestHash: s.requestHash, state: "in_flight" })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (inserted.length) return { kind: "run", id };

  const [row] = await db
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
  if (!row) return claimKey(db, s); // expired and purged between the two statements
  if (row.requestHash !== s.requestHash) {
    throw ApiError.of(400, "idempotency_key_mismatch", "This Idempotency-Key was already used with a different request body.", ["header", "Idempotency-Key"]);
  }
  if (row.state === "completed") return { kind: "replay", response: { status: row.responseStatus!, body: row.responseBody! } };
  if (Date.now() - row.lockedAt.getTime() > IN_FLIGHT_TIMEOUT_MS) {
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ lockedAt: new Date() })
      .where(and(eq(idempotencyKeys.id, row.id), eq(idempotencyKeys.state, "in_flight"), lt(idempotencyKeys.lockedAt, new Date(Date.now() - IN_FLIGHT_TIMEOUT_MS))))
      .returning({ id: idempotencyKeys.id });
    if (taken) return { kind: "run", id: taken.id };
  }
  throw ApiError.conflict("idempotency_key_in_use", "A request with this Idempotency-Key is still being processed; retry later.");
}
