// At-least-once delivery under load, several instances and a crash (issue 8). Each test runs its
// own servers on a database of its own, so the suite's shared server never delivers for them.
import { afterEach, describe, expect, it } from "vitest";
import { isolatedDatabaseEnv, seed, startServer, type Merchant, type StartedServer } from "../helpers/start-server";
import { startReceiver, waitFor } from "../helpers/webhook-receiver";

const BASE_PORT = Number(process.env.API_TEST_PORT || 3250) + 4;
const onPostgres = Boolean(process.env.DATABASE_URL);
const running: StartedServer[] = [];
afterEach(async () => {
  for (const s of running.splice(0)) await s.stop();
});

const SERVER_ENV = { RATE_LIMIT_PER_SECOND: "0", JOBS_POLL_MS: "100", WEBHOOK_RETRY_SCALE: "0.0001", JOBS_VISIBILITY_TIMEOUT_MS: "2000", LOG_REQUESTS: "0" };

async function call(server: StartedServer, key: string, method: string, path: string, body?: unknown) {
  const res = await fetch(server.baseUrl + path, {
    method,
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Creates `n` customers (one customer.created event each), 10 at a time; answers the event ids. */
async function makeEvents(server: StartedServer, key: string, n: number): Promise<string[]> {
  const customerIds: string[] = [];
  for (let i = 0; i < n; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, n - i) }, (_, j) => call(server, key, "POST", "/v1/customers", { customer: { email: `burst-${i + j}@example.com` } })),
    );
    customerIds.push(...batch.map((b) => b.customer.customer_id));
  }
  const events = new Map<string, string>();
  let cursor: string | undefined;
  for (;;) {
    const page = await call(server, key, "GET", `/v1/events?event_type=customer.created&limit=100${cursor ? `&starting_after=${cursor}` : ""}`);
    for (const e of page.events) events.set(e.object.customer.customer_id, e.event_id);
    if (page.events.length < 100) break;
    cursor = page.events[page.events.length - 1].event_id;
  }
  return customerIds.map((id) => events.get(id)!);
}

describe("webhook delivery durability", () => {
  it(`${onPostgres ? "two app instances on one PostgreSQL deliver" : "the job runner delivers"} 500 events to one receiver: each arrives once`, async () => {
    const receiver = await startReceiver();
    let merchant!: Merchant;
    const env = { ...SERVER_ENV, ...isolatedDatabaseEnv("wh_instances") };
    const a = await startServer({ port: BASE_PORT, env, prepare: (e) => (merchant = seed(e, "webhook-instances")) });
    running.push(a);
    // PGlite is one process per data folder; on PostgreSQL a second instance shares the work.
    const b = onPostgres ? await startServer({ port: BASE_PORT + 1, env }) : null;
    if (b) running.push(b);
    const key = merchant.test_secret_key;
    await call(a, key, "POST", "/v1/webhooks", { webhook: { url: receiver.url("/burst"), events: ["customer.created"] } });
    const eventIds = await makeEvents(a, key, 500);
    await waitFor(
      () => new Set(receiver.received().map((d) => d.json.event_id)).size,
      (n) => n === 500,
      90_000,
      "500 distinct deliveries",
    );
    // Give a duplicate time to show up, then count every request the receiver got.
    await new Promise((r) => setTimeout(r, 1500));
    const ids = receiver.deliveries.map((d) => d.json.event_id);
    expect(ids).toHaveLength(500);
    expect(new Set(ids)).toEqual(new Set(eventIds));
    await receiver.close();
  }, 180_000);

  it("a server killed with SIGKILL during a delivery burst delivers every event after restart", async () => {
    // Slow answers keep deliveries in flight when the kill comes.
    const receiver = await startReceiver(() => 200, 25);
    let merchant!: Merchant;
    const env = { ...SERVER_ENV, ...isolatedDatabaseEnv("wh_crash") };
    const first = await startServer({ port: BASE_PORT + 2, env, prepare: (e) => (merchant = seed(e, "webhook-crash")) });
    running.push(first);
    const key = merchant.test_secret_key;
    await call(first, key, "POST", "/v1/webhooks", { webhook: { url: receiver.url("/crash"), events: ["customer.created"] } });
    const eventIds = await makeEvents(first, key, 300);
    await waitFor(
      () => receiver.deliveries.length,
      (n) => n >= 20,
      30_000,
      "the burst to start",
    );
    await first.kill();
    const before = new Set(receiver.received().map((d) => d.json.event_id)).size;
    expect(before).toBeLessThan(300);
    // The same database (the PGlite folder is reopened), a new process.
    const second = await startServer({ port: BASE_PORT + 2, env: first.env as Record<string, string> });
    running.push(second);
    await waitFor(
      () => new Set(receiver.received().map((d) => d.json.event_id)).size,
      (n) => n === 300,
      120_000,
      "every event after the restart",
    );
    expect(new Set(receiver.received().map((d) => d.json.event_id))).toEqual(new Set(eventIds));
    await receiver.close();
  }, 240_000);
});
