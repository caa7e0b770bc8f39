import "server-only";
import Redis from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";

/**
 * Where a family of counters lives (rate-limiter-flexible): in Redis with REDIS_URL, shared by
 * every instance, with an in-memory insurance limiter while Redis is unreachable; otherwise in
 * memory, where INSTANCE_COUNT=N instances each allow 1/N so that together they keep the limit.
 */
export type LimiterStore = {
  /** A limiter of `points` per `durationSeconds`, or null when `points` is 0 (limit off). */
  make: (keyPrefix: string, points: number, durationSeconds: number) => RateLimiterAbstract | null;
  /** Resolves once Redis is connected (at most a second): the first requests wait for it. */
  ready: Promise<void> | null;
  redis: Redis | null;
  /** The share of a limit this instance enforces on its own (1 with Redis). */
  share: number;
};

export function createLimiterStore(redisUrl = process.env.REDIS_URL || null): LimiterStore {
  const instances = Math.max(1, Number(process.env.INSTANCE_COUNT || 1));
  const memory = (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterMemory({ keyPrefix, points: Math.max(1, Math.floor(points / instances)), duration });
  let redis: Redis | null = null;
  let ready: Promise<void> | null = null;
  if (redisUrl) {
    // Never queue commands while Redis is away: fail fast to the insurance limiter.
    redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 1000 });
    redis.on("error", () => {});
    ready = new Promise<void>((resolve) => {
      redis!.once("ready", () => resolve());
      setTimeout(resolve, 1000).unref();
    });
  }
  return {
    make(keyPrefix, points, duration) {
      if (!(points > 0)) return null;
      if (!redis) return memory(keyPrefix, points, duration);
      return new RateLimiterRedis({
        storeClient: redis,
        rejectIfRedisNotReady: true,
        keyPrefix,
        points,
        duration,
        insuranceLimiter: memory(keyPrefix, points, duration),
      });
    },
    ready,
    redis,
    share: redis ? 1 : instances,
  };
}

/** A non-negative integer setting, or the fallback when unset or malformed. */
export function intSetting(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}
