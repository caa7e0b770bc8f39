import "server-only";
import { timingSafeEqual } from "node:crypto";
import { and, eq, lt, or, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { apiKeys } from "@/lib/db/schema";
import { authenticateApiKey } from "../services/accounts/api-keys";
import { findDashboardSession } from "../services/accounts/dashboard-sessions";
import { ApiError } from "../errors";
import { CSRF_HEADER, MODE_COOKIE, SESSION_COOKIE, readCookie } from "./cookies";

export type Caller = {
  accountId: string;
  testMode: boolean;
  via: "api_key" | "dashboard";
  /** Rate-limit bucket: per key, or per dashboard session. */
  bucket: string;
  /** Who merchant decisions are recorded as: the dashboard user's email, or "api_key". */
  actor: string;
  /** The secret key used (for the merchant's request log). */
  apiKey?: { id: string; name: string | null; lastFour: string };
};

const unauthorized = (type: string, msg: string) => ApiError.of(401, type, msg, ["header", "Authorization"]);

/**
 * Bearer secret key, or the dashboard's session cookie (whose writes must carry the CSRF token
 * issued with the session). The key or the mode switch decides the mode.
 */
export async function authenticate(request: Request, db: Db): Promise<Caller> {
  const header = request.headers.get("authorization");
  if (header !== null) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw unauthorized("invalid_api_key", "The Authorization header must be 'Bearer <secret key>'.");
    const key = await authenticateApiKey(db, match[1]);
    if (!key) throw unauthorized("invalid_api_key", "Invalid API key: the key is unknown or has been revoked.");
    void touchKey(db, key.keyId);
    return {
      accountId: key.accountId,
      testMode: key.testMode,
      via: "api_key",
      bucket: `key:${key.keyId}`,
      actor: "api_key",
      apiKey: { id: key.keyId, name: key.name, lastFour: key.lastFour },
    };
  }
  const cookies = request.headers.get("cookie");
  const token = readCookie(cookies, SESSION_COOKIE);
  if (token) {
    const session = await findDashboardSession(db, token);
    if (session) {
      if (request.method !== "GET" && request.method !== "HEAD") {
        const sent = request.headers.get(CSRF_HEADER) || "";
        const a = Buffer.from(sent);
        const b = Buffer.from(session.csrfToken);
        if (a.length !== b.length || !timingSafeEqual(a, b)) {
          throw ApiError.of(403, "csrf_token_invalid", "This request needs the dashboard's CSRF token.", ["header", "X-CSRF-Token"]);
        }
      }
      const testMode = readCookie(cookies, MODE_COOKIE) !== "live";
      return { accountId: session.accountId, testMode, via: "dashboard", bucket: `session:${session.tokenHash.slice(0, 32)}`, actor: session.email };
    }
  }
  throw unauthorized("authentication_required", "Send your secret key as 'Authorization: Bearer <key>'.");
}

const lastTouched = new Map<string, number>();

/** Records when a key was last used, at most once a minute per key. */
async function touchKey(db: Db, keyId: string) {
  const now = Date.now();
  if (now - (lastTouched.get(keyId) ?? 0) < 60_000) return;
  lastTouched.set(keyId, now);
  try {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: new Date() })
      .where(and(eq(apiKeys.id, keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`))));
  } catch {
    // Bookkeeping only; never fail a request for it.
  }
}
