import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed, startServer, type Merchant, type StartedServer } from "../helpers/start-server";

// Its own server with a low limit (5 a second, bursts of 20), so the rest of the suite never
// competes with it for tokens.
let server: StartedServer;
let limited: Merchant;
let bystander: Merchant;

beforeAll(async () => {
  server = await startServer({
    port: Number(process.env.API_TEST_PORT || 3250) + 1,
    env: { RATE_LIMIT_PER_SECOND: "5", RATE_LIMIT_BURST: "20", JOBS_DISABLED: "1" },
    prepare: (env) => {
      limited = seed(env, "rate-limited-merchant");
      bystander = seed(env, "rate-limit-bystander");
    },
  });
});
afterAll(() => server.stop());

const get = (key: string) =>
  fetch(`${server.baseUrl}/v1/customers?limit=1`, { headers: { Authorization: `Bearer ${key}` } }).then(async (r) => ({
    status: r.status,
    retryAfter: r.headers.get("retry-after"),
    body: await r.json(),
  }));

describe("rate limiting", () => {
  it("answers 429 rate_limited with Retry-After past the burst, per key, and lets the key back in after it", async () => {
    const results = await Promise.all(Array.from({ length: 60 }, () => get(limited.test_secret_key)));
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 429);
    expect(ok.length + refused.length).toBe(60);
    // The burst, plus what refilled (5 a second) while the 60 requests were served.
    expect(ok.length).toBeGreaterThanOrEqual(20);
    expect(ok.length).toBeLessThanOrEqual(30);
    expect(refused[0].body).toEqual({ detail: [{ loc: [], msg: expect.stringContaining("the limit is 5 per second (bursts of 20)"), type: "rate_limited" }] });
    expect(Number(refused[0].retryAfter)).toBeGreaterThanOrEqual(1);
    // Another merchant's key has its own bucket.
    expect((await get(bystander.test_secret_key)).status).toBe(200);
    // The bucket refills: after Retry-After the key works again.
    await expect.poll(async () => (await get(limited.test_secret_key)).status, { timeout: 5000, interval: 500 }).toBe(200);
  });
});
