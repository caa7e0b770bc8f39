import "server-only";
import Redis from "ioredis";
import { countRateLimitRefusal } from "../metrics";
import { BurstyRateLimiter, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { ApiError } from "../errors";

/**
 * Requests per second per API key and per dashboard session, with bursts (RATE_LIMIT_PER_SECOND,
 * RATE_LIMIT_BURST; 0 turns limiting off). Through rate-limiter-flexible:
 * - REDIS_URL set: counters in Redis, shared by every instance; while Redis is unreachable each
 *   instance falls back to its in-memory limiter (the insurance limiter) instead of failing requests.
 * - Otherwise in memory: exact for one instance (the embedded setup); with INSTANCE_COUNT=N
 *   instances and no Redis, each instance allows 1/N of the limit, so the total stays the limit.
 * The burst is the base rate per second plus (burst - rate) more requests per 10-second window.
 */
export function rateLimitConfig() {
  return {
    perSecond: Number(process.env.RATE_LIMIT_PER_SECOND ?? 100),
    burst: Number(process.env.RATE_LIMIT_BURST ?? 200),
    instances: Math.max(1, Number(process.env.INSTANCE_COUNT || 1)),
    redisUrl: process.env.REDIS_URL || null,
  };
}

const BURST_WINDOW_SECONDS = 10;

type Limiter = { consume: (key: string) => Promise<RateLimiterRes>; perSecond: number; burst: number; ready: Promise<void> | null };

function buildLimiter(): Limiter | null {
  const { perSecond, burst, instances, redisUrl } = rateLimitConfig();
  if (!(perSecond > 0) || !(burst > 0)) return null;
  const extra = Math.max(0, burst - perSecond);
  const memory = (keyPrefix: string, points: number, duration: number, divide: number) =>
    new RateLimiterMemory({ keyPrefix, points: Math.max(1, Math.floor(points / divide)), duration });
  let base;
  let bursts;
  let ready: Promise<void> | null = null;
  if (redisUrl) {
    // Never queue commands while Redis is away: fail fast to the insurance limiter.
    const client = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 1000, lazyConnect: false });
    client.on("error", () => {});
    // The first requests wait (up to a second) for the connection rather than counting in memory.
    ready = new Promise<void>((resolve) => {
      client.once("ready", () => resolve());
      setTimeout(resolve, 1000).unref();
    });
    const shared = { storeClient: client, rejectIfRedisNotReady: true };
    // The fallback is per instance: divide like the memory-only setup.
    base = new RateLimiterRedis({ ...shared, keyPrefix: "rl", points: perSecond, duration: 1, insuranceLimiter: memory("rl", perSecond, 1, instances) });
    bursts = new RateLimiterRedis({
      ...shared,
      keyPrefix: "rlb",
      points: Math.max(1, extra),
      duration: BURST_WINDOW_SECONDS,
      insuranceLimiter: memory("rlb", Math.max(1, extra), BURST_WINDOW_SECONDS, instances),
    });
  } else {
    base = memory("rl", perSecond, 1, instances);
    bursts = memory("rlb", Math.max(1, extra), BURST_WINDOW_SECONDS, instances);
  }
  const limiter = extra > 0 ? new BurstyRateLimiter(base, bursts) : base;
  return { consume: (key) => limiter.consume(key), perSecond, burst, ready };
}

// One limiter per process, shared by every route bundle (Next gives each its own module copy).
const KEY = Symbol.for("commerce-payments.rate-limiter");
type WithLimiter = typeof globalThis & { [KEY]?: Limiter | null };

function limiter(): Limiter | null {
  const g = globalThis as WithLimiter;
  if (g[KEY] === undefined) g[KEY] = buildLimiter();
  return g[KEY]!;
}

/** Forgets the process's limiter (tests change the configuration between cases). */
export function resetRateLimiter() {
  (globalThis as WithLimiter)[KEY] = undefined;
}

function headers(l: Limiter, res: RateLimiterRes): Record<string, string> {
  return {
    "RateLimit-Limit": String(l.perSecond),
    "RateLimit-Remaining": String(Math.max(0, res.remainingPoints)),
    "RateLimit-Reset": String(Math.max(1, Math.ceil(res.msBeforeNext / 1000))),
  };
}

/** Takes one request from the bucket; answers the RateLimit-* headers, or throws 429 with Retry-After. */
export async function enforceRateLimit(bucket: string): Promise<Record<string, string>> {
  const l = limiter();
  if (!l) return {};
  if (l.ready) {
    await l.ready;
    l.ready = null;
  }
  try {
    return headers(l, await l.consume(bucket));
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    countRateLimitRefusal("api");
    const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new ApiError(
      429,
      [
        {
          loc: [],
          msg: `Too many requests: the limit is ${l.perSecond} per second (bursts of ${l.burst}). Retry after ${retryAfter} s.`,
          type: "rate_limited",
        },
      ],
      { ...headers(l, rejection), "Retry-After": String(retryAfter) },
    );
  }
}
