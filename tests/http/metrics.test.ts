// /metrics: who may read it, and what the registry holds. The API suite reads it over HTTP.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { setDatabase, type Database } from "@/lib/db/client";
import { jobs } from "@/lib/db/schema";
import { GET } from "@/app/metrics/route";
import { enqueueJob } from "@/lib/server/jobs/enqueue-job";
import { isLoopbackClient } from "@/lib/server/http/client-address";
import { countRateLimitRefusal, observeRequest, observeWebhookDelivery } from "@/lib/server/metrics";
import { openTestDatabase, uniq } from "../helpers/test-db";

// The job-queue gauges read the process's database at each scrape.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  setDatabase(database);
});
afterAll(async () => {
  setDatabase(undefined);
  await database.close();
});

// What reaches the route: without a trusted proxy, proxy.ts dropped the client's own forwarding
// headers and Next wrote the socket's address into x-forwarded-for.
const from = (address: string, headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1:3000/metrics", { headers: { "x-forwarded-for": address, ...headers } });

afterEach(() => {
  delete process.env.METRICS_TOKEN;
  delete process.env.TRUST_PROXY;
});

describe("GET /metrics access", () => {
  it("serves loopback callers (IPv4, IPv6, IPv4-mapped) without a token", async () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1", "127.0.0.5"]) {
      const res = await GET(from(address));
      expect(res.status, address).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/plain");
    }
  });

  it("refuses another host: 403 when no METRICS_TOKEN is configured, 401 asking for it when one is", async () => {
    const refused = await GET(from("203.0.113.7"));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("loopback callers only");
    process.env.METRICS_TOKEN = "s3cret-metrics-token";
    const challenged = await GET(from("203.0.113.7"));
    expect(challenged.status).toBe(401);
    expect(challenged.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect(await GET(from("203.0.113.7", { authorization: "Bearer wrong-token-of-other-length" }))).toHaveProperty("status", 403);
    expect(await GET(from("203.0.113.7", { authorization: "Bearer s3cret-metrics-tokeN" }))).toHaveProperty("status", 403);
    const allowed = await GET(from("203.0.113.7", { authorization: "Bearer s3cret-metrics-token" }));
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain("process_cpu_user_seconds_total");
  });

  it("behind a trusted proxy, judges the address the proxy saw, not the proxy's own loopback address", () => {
    process.env.TRUST_PROXY = "1";
    // The client claims loopback; the proxy on this machine appended the address it really saw.
    expect(isLoopbackClient({ get: (n) => (n === "x-forwarded-for" ? "127.0.0.1, 198.51.100.4" : null) })).toBe(false);
    expect(isLoopbackClient({ get: (n) => (n === "x-forwarded-for" ? "127.0.0.1" : null) })).toBe(true);
    expect(isLoopbackClient({ get: () => null })).toBe(false);
  });
});

describe("the metrics registry", () => {
  it("holds request durations by route template, webhook outcomes and rate-limit refusals", async () => {
    observeRequest("/v1/customers/{id}", "GET", 404, 0.004);
    observeWebhookDelivery("http_error", 0.2);
    countRateLimitRefusal("api");
    const text = await (await GET(from("127.0.0.1"))).text();
    expect(text).toMatch(/http_request_duration_seconds_count\{route="\/v1\/customers\/\{id\}",method="GET",status_class="4xx"\} 1\n/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",route="\/v1\/customers\/\{id\}",method="GET",status_class="4xx"\} 1\n/);
    expect(text).toMatch(/webhook_deliveries_total\{outcome="http_error"\} 1\n/);
    expect(text).toMatch(/webhook_delivery_duration_seconds_count\{outcome="http_error"\} 1\n/);
    expect(text).toMatch(/rate_limit_refusals_total\{limiter="api"\} 1\n/);
    expect(text).toContain("nodejs_heap_size_used_bytes");
  });

  it("reads the job queue at each scrape: depth and the oldest due job's age per type", async () => {
    const type = `test.metrics.${uniq()}`;
    const due = (await enqueueJob(database.db, type, {}, { runAt: new Date(Date.now() - 90_000) }))!;
    const later = (await enqueueJob(database.db, type, {}, { runAt: new Date(Date.now() + 3_600_000) }))!;
    const text = await (await GET(from("127.0.0.1"))).text();
    expect(text).toContain(`jobs_queued{type="${type}"} 2\n`);
    expect(text).toContain(`jobs_running{type="${type}"} 0\n`);
    const age = Number(new RegExp(`jobs_oldest_due_age_seconds\\{type="${type.replace(/\./g, "\\.")}"\\} ([0-9.]+)`).exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(89);
    expect(age).toBeLessThan(200);
    // Once the queue is empty the type reads 0 rather than vanishing.
    await database.db.delete(jobs).where(eq(jobs.type, type));
    const after = await (await GET(from("127.0.0.1"))).text();
    expect(after).toContain(`jobs_queued{type="${type}"} 0\n`);
    expect(after).toContain(`jobs_oldest_due_age_seconds{type="${type}"} 0\n`);
    expect([due, later]).toHaveLength(2);
  });
});
