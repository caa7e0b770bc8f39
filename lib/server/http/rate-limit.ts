import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "@/lib/db/client";
import { ApiError } from "../errors";

export function rateLimitConfig() {
  return {
    perSecond: Number(process.env.RATE_LIMIT_PER_SECOND ?? 100),
    burst: Number(process.env.RATE_LIMIT_BURST ?? 200),
  };
}

/**
 * Token bucket kept in the database so every instance draws from the same bucket. One
 * statement refills by elapsed time, takes a token if there is one and reports the outcome.
 */
export async function enforceRateLimit(db: Db, bucket: string): Promise<void> {
  const { perSecond, burst } = rateLimitConfig();
  if (!(perSecond > 0) || !(burst > 0)) return;
  const result = await db.execute(sql`
    INSERT INTO rate_limit_buckets AS b (bucket, tokens, allowed, refreshed_at)
    VALUES (${bucket}, ${burst - 1}::double precision, true, clock_timestamp())
    ON CONFLICT (bucket) DO UPDATE SET
      allowed = LEAST(${burst}::double precision, b.tokens + EXTRACT(EPOCH FROM clock_timestamp() - b.refreshed_at) * ${perSecond}::double precision) >= 1,
      tokens = LEAST(${burst}::double precision, b.tokens + EXTRACT(EPOCH FROM clock_timestamp() - b.refreshed_at) * ${perSecond}::double precision)
        - CASE WHEN LEAST(${burst}::double precision, b.tokens + EXTRACT(EPOCH FROM clock_timestamp() - b.refreshed_at) * ${perSecond}::double precision) >= 1 THEN 1 ELSE 0 END,
      refreshed_at = clock_timestamp()
    RETURNING allowed, tokens`);
  const row = rowsOf<{ allowed: boolean; tokens: number }>(result)[0];
  if (row && !row.allowed) {
    const retryAfter = Math.max(1, Math.ceil((1 - Number(row.tokens)) / perSecond));
    throw new ApiError(
      429,
      [{ loc: [], msg: `Too many requests: the limit is ${perSecond} per second (bursts of ${burst}). Retry after ${retryAfter} s.`, type: "rate_limited" }],
      { "Retry-After": String(retryAfter) },
    );
  }
}
