import "server-only";
import { createHash } from "node:crypto";
import type Redis from "ioredis";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { countRateLimitRefusal } from "../metrics";
import { createLimiterStore, intSetting } from "./limiter-store";

/**
 * Sign-in limits, checked before any password is hashed (a refused attempt costs no scrypt):
 * - per email: LOGIN_MAX_FAILURES failed attempts (default 5) in LOGIN_LOCKOUT_MINUTES (default
 *   15); the failure that reaches the limit locks the email for LOGIN_LOCKOUT_MINUTES from then.
 *   An attempt takes its point up front (so concurrent guesses cannot slip past the count) and a
 *   success forgets the email's count. Unknown emails count the same way (no enumeration).
 * - per client address (see client-address.ts): LOGIN_ATTEMPTS_PER_MINUTE attempts (default 10),
 *   successful or not.
 * 0 turns a limit off. Storage as in rate-limit.ts, with rate-limiter-flexible: in memory, or in
 * Redis with REDIS_URL (shared by every instance; an in-memory insurance limiter takes over while
 * Redis is unreachable); without Redis, INSTANCE_COUNT=N instances each allow 1/N.
 */
export function loginLimitConfig() {
  return {
    maxFailures: intSetting(process.env.LOGIN_MAX_FAILURES, 5),
    lockoutMinutes: Math.max(1, intSetting(process.env.LOGIN_LOCKOUT_MINUTES, 15)),
    attemptsPerMinute: intSetting(process.env.LOGIN_ATTEMPTS_PER_MINUTE, 10),
    instances: Math.max(1, Number(process.env.INSTANCE_COUNT || 1)),
    redisUrl: process.env.REDIS_URL || null,
  };
}

type Limiters = {
  email: RateLimiterAbstract | null;
  address: RateLimiterAbstract | null;
  lockoutSeconds: number;
  maxFailures: number;
  ready: Promise<void> | null;
  redis: Redis | null;
};

function buildLimiters(): Limiters {
  const { maxFailures, lockoutMinutes, attemptsPerMinute, redisUrl } = loginLimitConfig();
  const lockoutSeconds = lockoutMinutes * 60;
  const store = createLimiterStore(maxFailures > 0 || attemptsPerMinute > 0 ? redisUrl : null);
  return {
    email: store.make("login_email", maxFailures, lockoutSeconds),
    address: store.make("login_addr", attemptsPerMinute, 60),
    lockoutSeconds,
    maxFailures: maxFailures > 0 ? Math.max(1, Math.floor(maxFailures / store.share)) : maxFailures,
    ready: store.ready,
    redis: store.redis,
  };
}

const KEY = Symbol.for("commerce-payments.login-limits");
type WithLimiters = typeof globalThis & { [KEY]?: Limiters };

function limiters(): Limiters {
  const g = globalThis as WithLimiters;
  g[KEY] ??= buildLimiters();
  return g[KEY];
}

/** Forgets the process's limiters (tests change the configuration between cases). */
export function resetLoginLimits() {
  const g = globalThis as WithLimiters;
  g[KEY]?.redis?.disconnect();
  g[KEY] = undefined;
}

/** The email as a key: case-insensitive, and hashed so that Redis never holds addresses. */
const emailKey = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 32);

export type LoginRefusal = { reason: "email" | "address"; retryAfterMs: number };

async function whenReady(l: Limiters) {
  if (l.ready) {
    await l.ready;
    l.ready = null;
  }
}

/**
 * Takes one attempt for the address and one for the email. Returns null when the attempt may
 * go on to the password check, else why not and for how long.
 */
export async function beginLoginAttempt(email: string, address: string): Promise<LoginRefusal | null> {
  const l = limiters();
  await whenReady(l);
  if (l.address) {
    try {
      await l.address.consume(address);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      countRateLimitRefusal("login_address");
      return { reason: "address", retryAfterMs: rejection.msBeforeNext };
    }
  }
  if (l.email) {
    try {
      await l.email.consume(emailKey(email));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      countRateLimitRefusal("login_email");
      return { reason: "email", retryAfterMs: rejection.msBeforeNext };
    }
  }
  return null;
}

/**
 * The password was wrong. Returns the lockout when this failure used the email's last attempt
 * (the email is then locked for the whole lockout window from now), else null.
 */
export async function recordLoginFailure(email: string): Promise<LoginRefusal | null> {
  const l = limiters();
  if (!l.email) return null;
  const key = emailKey(email);
  const res = await l.email.get(key);
  if (!res || res.consumedPoints < l.maxFailures) return null;
  await l.email.block(key, l.lockoutSeconds);
  return { reason: "email", retryAfterMs: l.lockoutSeconds * 1000 };
}

/** Signed in: the email's failures are forgotten. */
export async function recordLoginSuccess(email: string): Promise<void> {
  const l = limiters();
  if (l.email) await l.email.delete(emailKey(email));
}

/** The attempt never reached a verdict (the hash queue was full): give the email its point back. */
export async function cancelLoginAttempt(email: string): Promise<void> {
  const l = limiters();
  if (l.email) await l.email.reward(emailKey(email), 1);
}

/** "Too many sign-in attempts. Try again in 14 minutes." (whole minutes, rounded up) */
export function loginRefusalMessage(refusal: LoginRefusal, attempts = "sign-in attempts"): string {
  const minutes = Math.max(1, Math.ceil(refusal.retryAfterMs / 60_000));
  return `Too many ${attempts}. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
