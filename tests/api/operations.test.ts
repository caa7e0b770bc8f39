// What operators and load balancers call: /healthz (liveness), /readyz (readiness), /metrics.
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, inject, it } from "vitest";
import { isolatedDatabaseEnv, startServer, type StartedServer } from "../helpers/start-server";
import { api, baseUrl } from "./client";

const PORT = Number(process.env.API_TEST_PORT || 3250) + 31;
const running: StartedServer[] = [];
afterAll(async () => {
  for (const s of running.splice(0)) await s.stop();
});

/** The sample of a series in Prometheus text, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /readyz", () => {
  it("answers 200 {status: ok} without a key, uncached, with no rate-limit headers and no request log line", async () => {
    const res = await fetch(`${baseUrl()}/readyz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-ratelimit-limit")).toBeNull();
    expect(await res.json()).toEqual({ status: "ok" });
    // A probe every second must not fill the request log.
    await new Promise((r) => setTimeout(r, 100));
    const lines = readFileSync(inject("serverLog"), "utf8")
      .split("\n")
      .filter((l) => l.includes('"msg":"request"'));
    expect(lines.some((l) => l.includes('"/readyz"'))).toBe(false);
  });

  it("/healthz stays liveness: 200 {status: ok}", async () => {
    const res = await fetch(`${baseUrl()}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });
});

describe("GET /metrics", () => {
  it("serves a loopback caller the request duration histogram by route template, method and status class", async () => {
    const series = (name: string) => `${name}{route="/v1/customers/{id}",method="GET",status_class="4xx"}`;
    const before = sample(await (await fetch(`${baseUrl()}/metrics`)).text(), series("http_request_duration_seconds_count")) ?? 0;
    for (let i = 0; i < 3; i++) expect((await api("GET", `/v1/customers/cus_metrics_missing_${i}`)).status).toBe(404);
    expect((await api("GET", "/v1/customers?limit=1")).status).toBe(200);
    const res = await fetch(`${baseUrl()}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain; version=0.0.4");
    const text = await res.text();
    // Three 404s under the template, not under three paths.
    expect(sample(text, series("http_request_duration_seconds_count"))).toBe(before + 3);
    expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",route="/v1/customers/{id}",method="GET",status_class="4xx"}`)).toBe(before + 3);
    expect(sample(text, `http_request_duration_seconds_count{route="/v1/customers",method="GET",status_class="2xx"}`)).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain("cus_metrics_missing");
    expect(text).toContain("# TYPE jobs_queued gauge");
    expect(text).toContain("process_resident_memory_bytes");
    if (process.env.DATABASE_URL) expect(sample(text, `db_pool_connections_idle{database="postgres"}`)).toBeGreaterThanOrEqual(0);
  });

  it("ignores a client's own X-Forwarded-For: without a trusted proxy the socket's address decides", async () => {
    // The test client is on loopback; a claimed remote address does not lock it out, nor could a
    // remote client claim loopback (proxy.ts drops the header, Next writes the socket's address).
    const res = await fetch(`${baseUrl()}/metrics`, { headers: { "X-Forwarded-For": "203.0.113.7" } });
    expect(res.status).toBe(200);
  });

  it("refuses a caller that is not on loopback: 401 without METRICS_TOKEN, 403 with a wrong one, 200 with it", async () => {
    // Behind one trusted proxy, the client is the address the proxy appended to X-Forwarded-For.
    const server = await startServer({
      port: PORT,
      env: { TRUST_PROXY: "1", METRICS_TOKEN: "metrics-token-for-tests", LOG_REQUESTS: "0", ...isolatedDatabaseEnv("metrics_access") },
    });
    running.push(server);
    const remote = { "X-Forwarded-For": "203.0.113.7" };
    const none = await fetch(`${server.baseUrl}/metrics`, { headers: remote });
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect(await none.text()).not.toContain("process_cpu");
    const wrong = await fetch(`${server.baseUrl}/metrics`, { headers: { ...remote, Authorization: "Bearer not-the-token" } });
    expect(wrong.status).toBe(403);
    const right = await fetch(`${server.baseUrl}/metrics`, { headers: { ...remote, Authorization: "Bearer metrics-token-for-tests" } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain("process_cpu_user_seconds_total");
    // The proxy's own loopback hop is not the client.
    const spoofed = await fetch(`${server.baseUrl}/metrics`, { headers: { "X-Forwarded-For": "127.0.0.1, 203.0.113.7" } });
    expect(spoofed.status).toBe(401);
  }, 120_000);
});
