import net from "node:net";
import Redis from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isolatedDatabaseEnv, seed, startServer, type Merchant, type StartedServer } from "../helpers/start-server";

// Servers of their own with a low limit (5 a second, bursts of 20), so the rest of the suite never
// competes with them for tokens.
const PORT = Number(process.env.API_TEST_PORT || 3250) + 1;
const LOW_LIMIT = { RATE_LIMIT_PER_SECOND: "5", RATE_LIMIT_BURST: "20", JOBS_DISABLED: "1", LOG_REQUESTS: "0" };
const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";

const get = (server: StartedServer, key: string) =>
  fetch(`${server.baseUrl}/v1/customers?limit=1`, { headers: { Authorization: `Bearer ${key}` } }).then(async (r) => ({
    status: r.status,
    retryAfter: r.headers.get("retry-after"),
    limit: r.headers.get("ratelimit-limit"),
    remaining: r.headers.get("ratelimit-remaining"),
    body: await r.json(),
  }));

/** A port nothing listens on: Redis "down". */
async function deadPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

describe("rate limiting in memory (one instance, no Redis)", () => {
  let server: StartedServer;
  let limited: Merchant;
  let bystander: Merchant;
  beforeAll(async () => {
    server = await startServer({
      port: PORT,
      env: { ...LOW_LIMIT, REDIS_URL: "" },
      prepare: (env) => {
        limited = seed(env, "rate-limited-merchant");
        bystander = seed(env, "rate-limit-bystander");
      },
    });
  });
  afterAll(() => server.stop());

  it("answers 429 rate_limited with Retry-After and RateLimit-* past the burst, per key, and lets the key back in after it", async () => {
    const first = await get(server, limited.test_secret_key);
    expect(first.status).toBe(200);
    expect(first.limit).toBe("5");
    expect(Number(first.remaining)).toBe(4);
    const results = await Promise.all(Array.from({ length: 60 }, () => get(server, limited.test_secret_key)));
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 429);
    expect(ok.length + refused.length).toBe(60);
    // The burst (one already spent), plus what refilled while the 60 requests were served.
    expect(ok.length).toBeGreaterThanOrEqual(19);
    expect(ok.length).toBeLessThanOrEqual(30);
    expect(refused[0].body).toEqual({ detail: [{ loc: [], msg: expect.stringContaining("the limit is 5 per second (bursts of 20)"), type: "rate_limited" }] });
    expect(Number(refused[0].retryAfter)).toBeGreaterThanOrEqual(1);
    expect(refused[0].remaining).toBe("0");
    // Another merchant's key has its own bucket.
    expect((await get(server, bystander.test_secret_key)).status).toBe(200);
    // The bucket refills: after Retry-After the key works again.
    await expect.poll(async () => (await get(server, limited.test_secret_key)).status, { timeout: 5000, interval: 500 }).toBe(200);
  });
});

describe("rate limiting in Redis (REDIS_URL)", () => {
  it(`${process.env.DATABASE_URL ? "two instances share" : "an instance counts in"} one limit per key in Redis`, async () => {
    let merchant!: Merchant;
    const db = isolatedDatabaseEnv("rl_redis");
    // PGlite allows one process per folder, so a second instance (same database, same key) runs on PostgreSQL.
    const env = { ...LOW_LIMIT, REDIS_URL, ...db };
    const a = await startServer({ port: PORT + 1, env, prepare: (e) => (merchant = seed(e, `redis-limited-${Date.now()}`)) });
    const second = process.env.DATABASE_URL ? await startServer({ port: PORT + 2, env }) : null;
    try {
      const servers = second ? [a, second] : [a];
      const results = await Promise.all(Array.from({ length: 60 }, (_, i) => get(servers[i % servers.length], merchant.test_secret_key)));
      const ok = results.filter((r) => r.status === 200).length;
      // One budget across instances: the burst of 20 (+ what refills while Redis answers), never 20 per instance.
      expect(ok).toBeGreaterThanOrEqual(20);
      expect(ok).toBeLessThanOrEqual(35);
      expect(results.filter((r) => r.status === 429).length).toBe(60 - ok);
      // The counters are in Redis, not in the instances' memory.
      const redis = new Redis(REDIS_URL);
      try {
        const keys = await redis.keys("rl:key:*");
        const counts = await Promise.all(keys.map((k) => redis.get(k)));
        expect(counts.some((c) => Number(c) >= 5)).toBe(true);
      } finally {
        redis.disconnect();
      }
    } finally {
      await a.stop();
      await second?.stop();
    }
  });

  it("falls back to the in-memory limiter when Redis is unreachable, without failing requests", async () => {
    let merchant!: Merchant;
    const env = { ...LOW_LIMIT, REDIS_URL: `redis://127.0.0.1:${await deadPort()}`, ...isolatedDatabaseEnv("rl_fallback") };
    const server = await startServer({ port: PORT + 3, env, prepare: (e) => (merchant = seed(e, `redis-down-${Date.now()}`)) });
    try {
      const results = await Promise.all(Array.from({ length: 40 }, () => get(server, merchant.test_secret_key)));
      expect(results.filter((r) => r.status >= 500)).toEqual([]);
      const ok = results.filter((r) => r.status === 200).length;
      expect(ok).toBeGreaterThanOrEqual(20);
      expect(ok).toBeLessThanOrEqual(30);
      expect(results.filter((r) => r.status === 429).length).toBe(40 - ok);
    } finally {
      await server.stop();
    }
  });

  it("with neither Redis nor one instance, each of INSTANCE_COUNT instances allows its share", async () => {
    let merchant!: Merchant;
    const env = {
      ...LOW_LIMIT,
      RATE_LIMIT_PER_SECOND: "10",
      RATE_LIMIT_BURST: "40",
      INSTANCE_COUNT: "2",
      REDIS_URL: "",
      ...isolatedDatabaseEnv("rl_instances"),
    };
    const server = await startServer({ port: PORT + 4, env, prepare: (e) => (merchant = seed(e, `two-instances-${Date.now()}`)) });
    try {
      const first = await get(server, merchant.test_secret_key);
      expect(first.remaining).toBe("4");
      const results = await Promise.all(Array.from({ length: 60 }, () => get(server, merchant.test_secret_key)));
      const ok = results.filter((r) => r.status === 200).length + 1;
      // Half of 40 per instance.
      expect(ok).toBeGreaterThanOrEqual(20);
      expect(ok).toBeLessThanOrEqual(30);
    } finally {
      await server.stop();
    }
  });
});
