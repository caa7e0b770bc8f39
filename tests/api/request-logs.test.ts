// GET /v1/request_logs: every API request of the merchant in its mode, with secrets redacted.
import { describe, expect, it } from "vitest";
import type { components } from "@/clients/typescript/src/schema";
import { api, merchants, uniq } from "./client";

type Log = components["schemas"]["RequestLog"];

async function logOf(requestId: string, key?: string): Promise<Log> {
  const res = await api("GET", `/v1/request_logs/${requestId}`, { key });
  expect(res.status, res.text).toBe(200);
  return res.body.request_log;
}

const requestIdOf = (res: { headers: Headers }) => res.headers.get("x-request-id")!;

describe("request logs", () => {
  it("keeps a create with its key, idempotency key, address, object and both bodies, the webhook secret redacted", async () => {
    const key = merchants().demo.test_secret_key;
    const idem = `idem-${uniq()}`;
    const url = `https://hooks.example.com/${uniq()}`;
    const res = await api("POST", "/v1/webhooks", { headers: { "Idempotency-Key": idem }, body: { webhook: { url, events: ["customer.created"] } } });
    expect(res.status).toBe(200);
    const webhook = res.body.webhook;
    expect(webhook.signing_secret).toMatch(/^whsec_/);
    const log = await logOf(requestIdOf(res));
    expect(log).toEqual({
      request_id: requestIdOf(res),
      method: "POST",
      path: "/v1/webhooks",
      route: "/v1/webhooks",
      query: null,
      status: 200,
      duration_ms: expect.any(Number),
      source: "api_key",
      api_key: expect.objectContaining({ api_key_id: expect.any(String), last_four: key.slice(-4) }),
      idempotency_key: idem,
      client_ip: "127.0.0.1",
      object_id: webhook.webhook_id,
      trace_id: null,
      request_body: { webhook: { url, events: ["customer.created"] } },
      response_body: { webhook: { ...webhook, signing_secret: "[redacted]" } },
      test_mode: true,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(JSON.stringify(log)).not.toContain(webhook.signing_secret);
    // Reading the log is not itself logged.
    const reads = await api("GET", `/v1/request_logs?path_prefix=/v1/request_logs&limit=5`);
    expect(reads.status).toBe(200);
    expect(reads.body.request_logs).toEqual([]);
  });

  it("redacts card numbers and secret-named fields wherever they appear, in the request and the answer", async () => {
    const res = await api("POST", "/v1/customers", {
      body: { customer: { first_name: "Card", metadata: { note: "card 4242 4242 4242 4242 exp 12/30", password: "hunter2", order: "1234567890" } } },
    });
    expect(res.status).toBe(200);
    const log = await logOf(requestIdOf(res));
    // Logged bodies are any JSON: matched by shape.
    const redacted = expect.objectContaining({
      customer: expect.objectContaining({ metadata: { note: "[redacted]", password: "[redacted]", order: "1234567890" } }),
    });
    expect(log.request_body).toEqual(redacted);
    expect(log.response_body).toEqual(redacted);
    expect(log.object_id).toBe(res.body.customer.customer_id);
    expect(JSON.stringify(log)).not.toMatch(/4242 4242|hunter2/);
  });

  it("keeps refusals with their error body; filters by status class, method, path prefix and object", async () => {
    const bad = await api("POST", "/v1/customers", { body: { customer: { email: "not-an-email" } } });
    expect(bad.status).toBe(422);
    const refused = await logOf(requestIdOf(bad));
    expect(refused).toMatchObject({
      status: 422,
      method: "POST",
      path: "/v1/customers",
      object_id: null,
      request_body: { customer: { email: "not-an-email" } },
    });
    expect(refused.response_body).toEqual(bad.body);

    const created = await api("POST", "/v1/customers", { body: { customer: { first_name: `Logs ${uniq()}` } } });
    const id = created.body.customer.customer_id;
    const read = await api("GET", `/v1/customers/${id}`);
    expect(read.status).toBe(200);
    const missing = await api("GET", `/v1/customers/fcus_${"0".repeat(26)}`);
    expect(missing.status).toBe(404);

    const fourxx = await api("GET", "/v1/request_logs?status_class=4xx&limit=100");
    expect(fourxx.status).toBe(200);
    const statuses = fourxx.body.request_logs.map((l) => l.status);
    expect(statuses.length).toBeGreaterThanOrEqual(2);
    expect(statuses.every((s: number) => s >= 400 && s < 500)).toBe(true);
    expect(fourxx.body.request_logs.map((l) => l.request_id)).toEqual(expect.arrayContaining([requestIdOf(bad), requestIdOf(missing)]));

    // The object's requests, newest first: its retrieve, then its create.
    const ofObject = await api("GET", `/v1/request_logs?object_id=${id}`);
    expect(ofObject.body.request_logs.map((l) => [l.method, l.route, l.query])).toEqual([
      ["GET", "/v1/customers/{id}", null],
      ["POST", "/v1/customers", null],
    ]);
    const gets = await api("GET", `/v1/request_logs?method=GET&path_prefix=/v1/customers/${id}`);
    expect(gets.body.request_logs.map((l) => l.request_id)).toEqual([requestIdOf(read)]);
    const byId = await api("GET", `/v1/request_logs?request_id=${requestIdOf(read)}`);
    expect(byId.body.request_logs).toHaveLength(1);
    // A list's query string is kept as sent.
    const list = await api("GET", `/v1/customers?limit=1&email=${encodeURIComponent("x+y@example.com")}`);
    expect((await logOf(requestIdOf(list))).query).toBe("limit=1&email=x%2By%40example.com");
    const future = await api("GET", `/v1/request_logs?created_gte=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`);
    expect(future.body.request_logs).toEqual([]);
    const bogus = await api("GET", "/v1/request_logs?status_class=3xx");
    expect(bogus.status).toBe(422);
  });

  it("pages newest first with starting_after", async () => {
    const prefix = `/v1/customers/fcus_page${uniq()}` as const;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(requestIdOf(await api("GET", `${prefix}${i}`)));
    const first = await api("GET", `/v1/request_logs?path_prefix=${prefix}&limit=2`);
    expect(first.body.request_logs.map((l) => l.request_id)).toEqual([ids[2], ids[1]]);
    expect(first.headers.get("x-has-more")).toBe("true");
    const next = await api("GET", `/v1/request_logs?path_prefix=${prefix}&limit=2&starting_after=${ids[1]}`);
    expect(next.body.request_logs.map((l) => l.request_id)).toEqual([ids[0]]);
  });

  it("another merchant, or the other mode, sees none of it (404)", async () => {
    const res = await api("POST", "/v1/customers", { body: { customer: { first_name: "Mine" } } });
    const id = requestIdOf(res);
    expect((await api("GET", `/v1/request_logs/${id}`, { key: merchants().other.test_secret_key })).status).toBe(404);
    expect((await api("GET", `/v1/request_logs/${id}`, { key: merchants().demo.live_secret_key })).status).toBe(404);
    const otherList = await api("GET", `/v1/request_logs?request_id=${id}`, { key: merchants().other.test_secret_key });
    expect(otherList.body.request_logs).toEqual([]);
    const live = await api("POST", "/v1/customers", { key: merchants().demo.live_secret_key, body: { customer: { first_name: "Live" } } });
    expect(await logOf(requestIdOf(live), merchants().demo.live_secret_key)).toMatchObject({
      test_mode: false,
      api_key: { last_four: merchants().demo.live_secret_key.slice(-4) },
    });
  });
});
