// Webhook endpoints, signed at-least-once delivery and event retry (issue 8), over real HTTP
// with a real receiver on loopback.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReceiver, verifyDelivery, waitFor } from "../helpers/webhook-receiver";
import type { ApiRequestBody } from "./api-types";
import { api, apiRaw, merchants, uniq } from "./client";
import { createSplitSession, pay } from "./fixtures";

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
let receiver: Receiver;
let flaky: Receiver;
const cleanup: string[] = [];

beforeAll(async () => {
  receiver = await startReceiver();
  // 500 for the first two tries of every event, then 200.
  flaky = await startReceiver((_d, n) => (n <= 2 ? 500 : 200));
});
afterAll(async () => {
  // Leave no endpoint subscribed for the files that run after this one.
  for (const id of cleanup) await api("DELETE", `/v1/webhooks/${id}`);
  await receiver.close();
  await flaky.close();
});

async function createEndpoint(body: ApiRequestBody<"POST", "/v1/webhooks">["webhook"], key?: string) {
  const res = await api("POST", "/v1/webhooks", { key, body: { webhook: body } });
  expect(res.status, res.text).toBe(200);
  const { webhook } = res.body;
  cleanup.push(webhook.webhook_id);
  // The secret is answered on create (and rotate) only: null on every other read.
  return { ...webhook, signing_secret: signingSecret(webhook.signing_secret) };
}

function signingSecret(secret: string | null): string {
  if (!secret) throw new Error("expected the endpoint's signing secret in this answer");
  return secret;
}

const attemptsOf = async (webhookId: string, query = "") => (await api("GET", `/v1/webhooks/${webhookId}/attempts?limit=100${query}`)).body.webhook_attempts;

describe("webhook endpoints API", () => {
  it("creates with a whsec_ secret shown once; reads, lists, updates (PATCH and POST), deletes with a JSON body", async () => {
    const url = receiver.url(`/crud-${uniq()}`);
    const res = await api("POST", "/v1/webhooks", {
      body: { webhook: { url, events: ["checkout.session.completed", "refund.updated"], description: "Orders", metadata: { shop: "1" } } },
    });
    expect(res.status).toBe(200);
    const created = res.body.webhook;
    cleanup.push(created.webhook_id);
    expect(created).toEqual({
      webhook_id: expect.stringMatching(/^fwh_[0-9a-z]{26}$/),
      url,
      events: ["checkout.session.completed", "refund.updated"],
      description: "Orders",
      disabled: false,
      disabled_reason: null,
      test_mode: true,
      metadata: { shop: "1" },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      signing_secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    expect(Buffer.from(signingSecret(created.signing_secret).slice(6), "base64")).toHaveLength(32);
    const got = await api("GET", `/v1/webhooks/${created.webhook_id}`);
    expect(got.body.webhook).toEqual({ ...created, signing_secret: null });
    const list = await api("GET", "/v1/webhooks?limit=100");
    expect(list.headers.get("x-has-more")).toBe("false");
    expect(list.body.webhooks.map((w: { webhook_id: string }) => w.webhook_id)).toContain(created.webhook_id);

    const patched = await api("PATCH", `/v1/webhooks/${created.webhook_id}`, { body: { webhook: { events: ["*"], metadata: { shop: null, team: "ops" } } } });
    expect(patched.body.webhook).toMatchObject({ events: ["*"], metadata: { team: "ops" }, description: "Orders", signing_secret: null });
    const viaPost = await api("POST", `/v1/webhooks/${created.webhook_id}`, { body: { webhook: { disabled: true } } });
    expect(viaPost.body.webhook).toMatchObject({ disabled: true, disabled_reason: "Disabled by the merchant." });
    const enabled = await api("PATCH", `/v1/webhooks/${created.webhook_id}`, { body: { webhook: { disabled: false } } });
    expect(enabled.body.webhook).toMatchObject({ disabled: false, disabled_reason: null });

    // Integrations send a JSON body with DELETE; it is ignored.
    const deleted = await api("DELETE", `/v1/webhooks/${created.webhook_id}`, { body: { webhook: { url } } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.webhook).toMatchObject({ webhook_id: created.webhook_id, deleted: true, signing_secret: null });
    expect((await api("GET", `/v1/webhooks/${created.webhook_id}`)).status).toBe(404);
    expect((await api("DELETE", `/v1/webhooks/${created.webhook_id}`)).status).toBe(404);
    const after = await api("GET", "/v1/webhooks?limit=100");
    expect(after.body.webhooks.map((w: { webhook_id: string }) => w.webhook_id)).not.toContain(created.webhook_id);
  });

  it("re-creates from a previous GET body with its read-only fields", async () => {
    const first = await createEndpoint({ url: receiver.url("/recreate"), events: ["refund.created"] });
    const { webhook } = (await api("GET", `/v1/webhooks/${first.webhook_id}`)).body;
    const { webhook_id: _id, ...copy } = webhook;
    const again = await api("POST", "/v1/webhooks", { body: { webhook: { ...copy, deleted: false } } });
    expect(again.status, again.text).toBe(200);
    cleanup.push(again.body.webhook.webhook_id);
    expect(again.body.webhook).toMatchObject({ url: first.url, events: ["refund.created"], disabled: false });
    expect(again.body.webhook.signing_secret).not.toBe(first.signing_secret);
  });

  it("refuses unknown event types by name, empty lists, and fields that are not part of the endpoint", async () => {
    const res = await api("POST", "/v1/webhooks", { body: { webhook: { url: receiver.url(), events: ["checkout.session.completed", "order.shipped"] } } });
    expect(res.status).toBe(422);
    expect(res.error.detail).toEqual([
      { loc: ["body", "webhook", "events", 1], msg: expect.stringMatching(/^Unknown event type 'order\.shipped'\./), type: "event_type_unknown" },
    ]);
    const empty = await api("POST", "/v1/webhooks", { body: { webhook: { url: receiver.url(), events: [] } } });
    expect(empty.status).toBe(422);
    expect(empty.error.detail[0].loc).toEqual(["body", "webhook", "events"]);
    const extra = await apiRaw("POST", "/v1/webhooks", { body: { webhook: { url: receiver.url(), events: ["*"], secret: "x" } } });
    expect(extra.status).toBe(422);
    expect(extra.error.detail[0]).toMatchObject({ loc: ["body", "webhook", "secret"], type: "extra_forbidden" });
  });

  it("live mode needs https; link-local and the IPv6 forms of it are refused in both modes; loopback only because this suite's operator allows it", async () => {
    // This suite's server sets WEBHOOK_ALLOW_PRIVATE_DESTINATIONS=1 (its receivers are on
    // 127.0.0.1); the default rules, which refuse loopback and private addresses in both modes,
    // are tested in tests/webhooks/delivery.test.ts.
    const live = merchants().demo.live_secret_key;
    const cases: [string, string | undefined, RegExp][] = [
      ["http://127.0.0.1:9/hook", live, /https/],
      ["https://169.254.169.254/latest/meta-data", live, /link-local/],
      ["http://169.254.169.254/", undefined, /link-local/],
      ["http://[::a9fe:a9fe]/", undefined, /carries 169\.254\.169\.254/],
      ["http://[64:ff9b::a9fe:a9fe]/", undefined, /carries 169\.254\.169\.254/],
      ["http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/", undefined, /teredo/],
      ["http://100.64.0.1/", undefined, /carrierGradeNat/],
    ];
    for (const [url, key, why] of cases) {
      const res = await api("POST", "/v1/webhooks", { key, body: { webhook: { url, events: ["*"] } } });
      expect(res.status, url).toBe(422);
      expect(res.error.detail).toEqual([{ loc: ["body", "webhook", "url"], msg: expect.stringMatching(why), type: "url_not_allowed" }]);
    }
    const local = await createEndpoint({ url: "http://127.0.0.1:9/hook", events: ["webhook.ping"] });
    expect(local.url).toBe("http://127.0.0.1:9/hook");
    const liveLocal = await api("POST", "/v1/webhooks", { key: live, body: { webhook: { url: "https://127.0.0.1:9/hook", events: ["webhook.ping"] } } });
    expect(liveLocal.status).toBe(200);
  });

  it("another merchant's or mode's endpoint is 404 for every operation", async () => {
    const mine = await createEndpoint({ url: receiver.url("/iso"), events: ["*"] });
    for (const key of [merchants().other.test_secret_key, merchants().demo.live_secret_key]) {
      for (const [method, path] of [
        ["GET", ""],
        ["PATCH", ""],
        ["DELETE", ""],
        ["POST", "/rotate_secret"],
        ["POST", "/send_test_event"],
        ["GET", "/attempts"],
        ["GET", "/stats"],
      ] as const) {
        const res = await api(method, `/v1/webhooks/${mine.webhook_id}${path}`, {
          key,
          body: method === "PATCH" ? { webhook: { description: "x" } } : undefined,
        });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
      const list = await api("GET", "/v1/webhooks?limit=100", { key });
      expect(list.body.webhooks.map((w: { webhook_id: string }) => w.webhook_id)).not.toContain(mine.webhook_id);
    }
  });
});

describe("delivery", () => {
  it("signs checkout.session.completed with standardwebhooks, under webhook-* and svix-* headers; only subscribed types arrive", async () => {
    const path = `/orders-${uniq()}`;
    const endpoint = await createEndpoint({ url: receiver.url(path), events: ["checkout.session.completed"] });
    const { session } = await createSplitSession({ client_reference_id: `order-${uniq()}` });
    await pay(session.checkout_session_id);
    const [d] = await waitFor(
      () => receiver.deliveries.filter((x) => x.path === path),
      (l) => l.length >= 1,
      15_000,
      "the delivery",
    );
    expect(d.headers["content-type"]).toBe("application/json");
    const { standard, svix } = verifyDelivery(d, endpoint.signing_secret);
    expect(standard).toEqual(d.json);
    expect(svix).toEqual(d.json);
    expect(d.headers["webhook-id"]).toBe(d.json.event_id);
    expect(d.headers["svix-signature"]).toBe(d.headers["webhook-signature"]);
    expect(Math.abs(Number(d.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);
    expect(Object.keys(d.json).sort()).toEqual(["created_at", "event_dt", "event_id", "event_type", "object", "test_mode"]);
    expect(d.json.event_type).toBe("checkout.session.completed");
    expect(d.json.test_mode).toBe(true);
    expect(d.json.event_dt).toBe(Math.floor(Date.parse(d.json.created_at) / 1000));
    expect(d.json.object.checkout_session).toMatchObject({
      checkout_session_id: session.checkout_session_id,
      client_reference_id: session.client_reference_id,
      status: "complete",
      amount_total: 5931,
      amount_received: 5931,
      success_url: "https://shop.example/thanks",
      redirect_url: session.redirect_url,
      test_mode: true,
    });
    // The event is the same object the events API answers.
    const event = await api("GET", `/v1/events/${d.json.event_id}`);
    expect(event.body.event.object).toEqual(d.json.object);
    // Only the subscribed type: no checkout.session.created, payment_intent.* or capture.created.
    await new Promise((r) => setTimeout(r, 600));
    expect(receiver.deliveries.filter((x) => x.path === path).map((x) => x.json.event_type)).toEqual(["checkout.session.completed"]);
    const attempts = await attemptsOf(endpoint.webhook_id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({
      event_id: d.json.event_id,
      event_type: "checkout.session.completed",
      attempt: 1,
      status: "succeeded",
      trigger: "scheduled",
      http_status: 200,
      response_body: null,
      error: null,
      next_retry_at: null,
    });
    expect(attempts[0].latency_ms).toBeGreaterThanOrEqual(0);
  });

  it("retries 500s with backoff until a 200: every event arrives, recorded as one success per event", async () => {
    const path = `/flaky-${uniq()}`;
    const endpoint = await createEndpoint({ url: flaky.url(path), events: ["customer.created"] });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const c = await api("POST", "/v1/customers", { body: { customer: { email: `flaky-${i}-${uniq()}@example.com` } } });
      ids.push(c.body.customer.customer_id);
    }
    const ok = await waitFor(
      () => flaky.received().filter((d) => d.path === path),
      (l) => l.length === 5,
      30_000,
      "five successful deliveries",
    );
    expect(ok.map((d) => (d.json.object.customer as { customer_id: string }).customer_id).sort()).toEqual([...ids].sort());
    const attempts = await waitFor(
      () => attemptsOf(endpoint.webhook_id),
      (l) => l.length === 15,
      10_000,
      "15 recorded attempts",
    );
    for (const eventId of new Set(attempts.map((a) => a.event_id))) {
      const mine = attempts.filter((a) => a.event_id === eventId).sort((a, b) => a.attempt - b.attempt);
      expect(mine.map((a) => [a.attempt, a.status, a.http_status])).toEqual([
        [1, "failed", 500],
        [2, "failed", 500],
        [3, "succeeded", 200],
      ]);
      expect(mine[0].next_retry_at).not.toBeNull();
      expect(mine[0].error).toBe("The endpoint answered HTTP 500; only 2xx counts as received.");
      // The receiver is on 127.0.0.1: a private destination's reply is never stored.
      expect(mine[0].response_body).toBeNull();
      expect(mine[2].next_retry_at).toBeNull();
      // Every try keeps the event's webhook-id; each carries a fresh signature.
      const tries = flaky.deliveries.filter((d) => d.json.event_id === eventId);
      expect(new Set(tries.map((t) => t.headers["webhook-id"]))).toEqual(new Set([eventId]));
      for (const t of tries) expect(verifyDelivery(t, endpoint.signing_secret).standard).toEqual(t.json);
    }
    const stats = await api("GET", `/v1/webhooks/${endpoint.webhook_id}/stats`);
    expect(stats.body.webhook_stats).toEqual({
      webhook_id: endpoint.webhook_id,
      window_hours: 24,
      attempts: 15,
      succeeded: 5,
      failed: 10,
      success_rate: 0.3333,
    });
    const failedOnly = await attemptsOf(endpoint.webhook_id, "&status=failed");
    expect(failedOnly).toHaveLength(10);
  });

  it("refund.updated carries the refund's metadata", async () => {
    const path = `/refunds-${uniq()}`;
    await createEndpoint({ url: receiver.url(path), events: ["refund.updated"] });
    const { session } = await createSplitSession();
    await pay(session.checkout_session_id);
    await api("POST", `/v1/checkout/sessions/${session.checkout_session_id}/refund`, {
      body: { checkout_session: { amount: 1200, refund_metadata: { order_id: "A-77" } } },
    });
    const [d] = await waitFor(
      () => receiver.deliveries.filter((x) => x.path === path),
      (l) => l.length >= 1,
      15_000,
      "refund.updated",
    );
    expect(d.json.object.refund).toMatchObject({ amount: 1200, status: "succeeded", metadata: { order_id: "A-77" }, reference_status: "available" });
  });

  it("rotating the secret: deliveries verify with the new secret and, for 24 hours, the old one", async () => {
    const path = `/rotate-${uniq()}`;
    const endpoint = await createEndpoint({ url: receiver.url(path), events: ["customer.created"] });
    const rotated = await api("POST", `/v1/webhooks/${endpoint.webhook_id}/rotate_secret`);
    expect(rotated.status).toBe(200);
    const secret = signingSecret(rotated.body.webhook.signing_secret);
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(endpoint.signing_secret);
    await api("POST", "/v1/customers", { body: { customer: { email: `rot-${uniq()}@example.com` } } });
    const [d] = await waitFor(
      () => receiver.deliveries.filter((x) => x.path === path),
      (l) => l.length >= 1,
      15_000,
      "a delivery",
    );
    expect(d.headers["webhook-signature"].split(" ")).toHaveLength(2);
    expect(verifyDelivery(d, secret).standard).toEqual(d.json);
    expect(verifyDelivery(d, endpoint.signing_secret).standard).toEqual(d.json);
  });

  it("send_test_event sends a webhook.ping to that endpoint only", async () => {
    const pathA = `/ping-a-${uniq()}`;
    const pathB = `/ping-b-${uniq()}`;
    const a = await createEndpoint({ url: receiver.url(pathA), events: ["*"] });
    await createEndpoint({ url: receiver.url(pathB), events: ["*"] });
    const res = await api("POST", `/v1/webhooks/${a.webhook_id}/send_test_event`);
    expect(res.status).toBe(200);
    expect(res.body.event).toMatchObject({ event_type: "webhook.ping", object: { webhook: { webhook_id: a.webhook_id, signing_secret: null } } });
    // Both subscribe to "*", so A also hears of B's creation: look for the ping.
    const [d] = await waitFor(
      () => receiver.deliveries.filter((x) => x.path === pathA && x.json.event_type === "webhook.ping"),
      (l) => l.length >= 1,
      15_000,
      "the ping",
    );
    expect(d.json.event_id).toBe(res.body.event.event_id);
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.deliveries.filter((x) => x.path === pathB && x.json.event_type === "webhook.ping")).toEqual([]);
  });
});

describe("POST /v1/events/{id}/retry", () => {
  it("sends the event to that endpoint now, subscribed or not, and records a manual attempt", async () => {
    const path = `/retry-${uniq()}`;
    const endpoint = await createEndpoint({ url: receiver.url(path), events: ["refund.created"] });
    const customer = await api("POST", "/v1/customers", { body: { customer: { email: `retry-${uniq()}@example.com` } } });
    const [event] = (await api("GET", `/v1/events?object_id=${customer.body.customer.customer_id}`)).body.events;
    const res = await api("POST", `/v1/events/${event.event_id}/retry`, { body: { event: { webhook_id: endpoint.webhook_id } } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ event });
    const [d] = await waitFor(
      () => receiver.deliveries.filter((x) => x.path === path),
      (l) => l.length >= 1,
      15_000,
      "the retried event",
    );
    expect(d.json.event_id).toBe(event.event_id);
    expect(verifyDelivery(d, endpoint.signing_secret).standard).toEqual(d.json);
    // Other endpoints of this file subscribe to customer.created too: look at this endpoint's attempts.
    const mine = () =>
      api("GET", `/v1/events/${event.event_id}/attempts`).then((r) =>
        r.body.webhook_attempts.filter((a: { webhook_id: string }) => a.webhook_id === endpoint.webhook_id),
      );
    const attempts = await waitFor(mine, (l) => l.length === 1, 5_000, "the attempt");
    expect(attempts[0]).toMatchObject({ webhook_id: endpoint.webhook_id, trigger: "manual", status: "succeeded", attempt: 1, http_status: 200 });
  });

  it("is 404 for another merchant's or mode's event or endpoint, 422 without webhook_id", async () => {
    const endpoint = await createEndpoint({ url: receiver.url("/retry-iso"), events: ["*"] });
    const customer = await api("POST", "/v1/customers", { body: { customer: { email: `retry-iso-${uniq()}@example.com` } } });
    const [event] = (await api("GET", `/v1/events?object_id=${customer.body.customer.customer_id}`)).body.events;
    for (const key of [merchants().other.test_secret_key, merchants().demo.live_secret_key]) {
      const res = await api("POST", `/v1/events/${event.event_id}/retry`, { key, body: { event: { webhook_id: endpoint.webhook_id } } });
      expect(res.status).toBe(404);
    }
    const otherEndpoint = await api("POST", "/v1/webhooks", {
      key: merchants().other.test_secret_key,
      body: { webhook: { url: receiver.url("/other"), events: ["*"] } },
    });
    const cross = await api("POST", `/v1/events/${event.event_id}/retry`, { body: { event: { webhook_id: otherEndpoint.body.webhook.webhook_id } } });
    expect(cross.status).toBe(404);
    expect(cross.error.detail[0]).toMatchObject({ loc: ["body", "event", "webhook_id"], type: "resource_not_found" });
    await api("DELETE", `/v1/webhooks/${otherEndpoint.body.webhook.webhook_id}`, { key: merchants().other.test_secret_key });
    const missing = await apiRaw("POST", `/v1/events/${event.event_id}/retry`, { body: { event: {} } });
    expect(missing.status).toBe(422);
    expect(missing.error.detail[0]).toMatchObject({ loc: ["body", "event", "webhook_id"], type: "missing" });
  });
});

describe("events list filters", () => {
  it("filters by a type prefix and a created range", async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const c = await api("POST", "/v1/customers", { body: { customer: { email: `evf-${uniq()}@example.com` } } });
    const res = await api("GET", `/v1/events?event_type=customer.*&created_gte=${encodeURIComponent(since)}&limit=100`);
    expect(res.status).toBe(200);
    expect(res.body.events.map((e: { object_id?: string; object: { customer?: { customer_id: string } } }) => e.object.customer?.customer_id)).toContain(
      c.body.customer.customer_id,
    );
    for (const e of res.body.events) expect(e.event_type.startsWith("customer.")).toBe(true);
    const none = await api("GET", `/v1/events?event_type=customer.created&created_lt=${encodeURIComponent(since)}&object_id=${c.body.customer.customer_id}`);
    expect(none.body.events).toEqual([]);
    const bad = await api("GET", "/v1/events?created_gte=yesterday");
    expect(bad.status).toBe(422);
  });
});
