import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { events, jobs, webhookAttempts, webhookEndpoints } from "@/lib/db/schema";
import { JobRunner } from "@/lib/server/jobs/job-runner";
import { jobHandlers } from "@/lib/server/jobs/handlers";
import { createCustomer } from "@/lib/server/services/customers/create-customer";
import { createWebhook } from "@/lib/server/services/webhooks/create-webhook";
import { deliverWebhookJob } from "@/lib/server/services/webhooks/deliver-webhook";
import { addressProblem, guardedLookup } from "@/lib/server/webhooks/destination-policy";
import { postWebhook } from "@/lib/server/webhooks/post-webhook";
import { MAX_ATTEMPTS, nextRetryDelayMs, RETRY_DELAYS_SECONDS } from "@/lib/server/webhooks/retry-schedule";
import { RetryJobAt } from "@/lib/server/jobs/retry-job-at";
import type { Scope } from "@/lib/server/scope";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";
import { startReceiver, verifyDelivery } from "../helpers/webhook-receiver";

let database: Database;
let scope: Scope;
beforeAll(async () => {
  database = await openTestDatabase();
  scope = await newMerchantScope(database);
});
afterAll(async () => {
  await database?.close();
});
afterEach(() => {
  delete process.env.WEBHOOK_RETRY_SCALE;
});

describe("retry schedule", () => {
  it("live mode: 10 attempts over about 3 days, each delay within +-20%", () => {
    expect(MAX_ATTEMPTS).toBe(10);
    const total = RETRY_DELAYS_SECONDS.reduce((a, b) => a + b, 0);
    expect(total / 86_400).toBeGreaterThan(3);
    expect(total / 86_400).toBeLessThan(3.5);
    expect(nextRetryDelayMs(1, false, () => 0)).toBe(4000);
    expect(nextRetryDelayMs(1, false, () => 1)).toBe(6000);
    expect(nextRetryDelayMs(9, false, () => 0.5)).toBe(86_400_000);
    expect(nextRetryDelayMs(10, false)).toBeNull();
  });

  it("test mode: the same schedule scaled by WEBHOOK_RETRY_SCALE (default 0.001)", () => {
    expect(nextRetryDelayMs(2, true, () => 0.5)).toBe(300);
    process.env.WEBHOOK_RETRY_SCALE = "0.01";
    expect(nextRetryDelayMs(2, true, () => 0.5)).toBe(3000);
    expect(nextRetryDelayMs(2, false, () => 0.5)).toBe(300_000);
  });
});

describe("destinations", () => {
  const REFUSED = [
    "127.0.0.1",
    "10.0.0.8",
    "172.16.3.4",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "198.18.0.1",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fd00::1",
    "fe80::1",
    // IPv6 forms that carry a forbidden IPv4 address: mapped, compatible, SIIT, NAT64, 6to4.
    "::ffff:127.0.0.1",
    "::ffff:a9fe:a9fe",
    "::7f00:1",
    "::a9fe:a9fe",
    "::10.0.0.1",
    "::ffff:0:7f00:1",
    "64:ff9b::7f00:1",
    "64:ff9b::a9fe:a9fe",
    "64:ff9b::a00:1",
    "2002:7f00:1::1",
    "2002:a9fe:a9fe::",
    // Teredo and local-use NAT64: refused whatever they carry.
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "64:ff9b:1::5db8:d822",
  ];

  it("refuse loopback, private, link-local, CGNAT, reserved and every IPv6 form of them, whatever the mode", () => {
    for (const a of REFUSED) expect(addressProblem(a, false), a).not.toBeNull();
    expect(addressProblem("::7f00:1", false)).toMatch(/carries 127\.0\.0\.1.*loopback/);
    for (const a of ["93.184.216.34", "2606:4700::1111", "::ffff:93.184.216.34", "64:ff9b::5db8:d822", "2002:5db8:d822::1"]) {
      expect(addressProblem(a, false), a).toBeNull();
    }
  });

  it("WEBHOOK_ALLOW_PRIVATE_DESTINATIONS=1 allows loopback and private networks, never link-local or the rest", () => {
    for (const a of ["127.0.0.1", "10.0.0.8", "192.168.1.1", "::1", "fd00::1", "::ffff:127.0.0.1", "::7f00:1"]) expect(addressProblem(a, true), a).toBeNull();
    for (const a of ["169.254.169.254", "::a9fe:a9fe", "64:ff9b::a9fe:a9fe", "100.64.0.1", "0.0.0.0", "fe80::1", "2001:0:4136:e378:8000:63bf:3fff:fdd2"]) {
      expect(addressProblem(a, true), a).not.toBeNull();
    }
    expect(addressProblem("169.254.169.254", true)).toMatch(/link-local/);
    const saved = process.env.WEBHOOK_ALLOW_PRIVATE_DESTINATIONS;
    try {
      delete process.env.WEBHOOK_ALLOW_PRIVATE_DESTINATIONS;
      expect(addressProblem("127.0.0.1")).toMatch(/WEBHOOK_ALLOW_PRIVATE_DESTINATIONS=1/);
      process.env.WEBHOOK_ALLOW_PRIVATE_DESTINATIONS = "1";
      expect(addressProblem("127.0.0.1")).toBeNull();
    } finally {
      if (saved === undefined) delete process.env.WEBHOOK_ALLOW_PRIVATE_DESTINATIONS;
      else process.env.WEBHOOK_ALLOW_PRIVATE_DESTINATIONS = saved;
    }
  });

  it("checks the resolved address at delivery, so a host name cannot smuggle a request to loopback", async () => {
    const saved = process.env.WEBHOOK_ALLOW_PRIVATE_DESTINATIONS;
    delete process.env.WEBHOOK_ALLOW_PRIVATE_DESTINATIONS;
    try {
      const refused = await new Promise<Error | null>((resolve) => guardedLookup()("localhost", {}, (e) => resolve(e)));
      expect(refused?.message).toMatch(/^Refused destination: localhost resolves to .* loopback/);
      const outcome = await postWebhook("https://localhost:9/hook", {}, "{}");
      expect(outcome).toMatchObject({ ok: false, status: null, error: expect.stringMatching(/^Refused destination: localhost resolves to/) });
      const literal = await postWebhook("https://10.1.2.3/hook", {}, "{}");
      expect(literal.error).toMatch(/private/);
      const mapped = await postWebhook("http://[::7f00:1]:9/hook", {}, "{}");
      expect(mapped.error).toMatch(/^Refused destination: ::7f00:1 \(it carries 127\.0\.0\.1\)/);
    } finally {
      if (saved !== undefined) process.env.WEBHOOK_ALLOW_PRIVATE_DESTINATIONS = saved;
    }
  });

  it("a local receiver allowed by the operator is delivered to, but its reply is never stored", async () => {
    const saved = process.env.WEBHOOK_ALLOW_PRIVATE_DESTINATIONS;
    process.env.WEBHOOK_ALLOW_PRIVATE_DESTINATIONS = "1";
    const server = http.createServer((_req, res) => res.end("internal secret: hunter2"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const outcome = await postWebhook(`http://127.0.0.1:${port}/hook`, {}, "{}");
      expect(outcome).toMatchObject({ ok: true, status: 200, excerpt: null, error: null });
    } finally {
      server.close();
      if (saved === undefined) delete process.env.WEBHOOK_ALLOW_PRIVATE_DESTINATIONS;
      else process.env.WEBHOOK_ALLOW_PRIVATE_DESTINATIONS = saved;
    }
  });
});

describe("delivery job", () => {
  it("records each attempt, schedules retries, and disables an endpoint that failed every delivery for 5 (scaled) days", async () => {
    process.env.WEBHOOK_RETRY_SCALE = "0.0000001"; // 5 days -> 43 ms
    const receiver = await startReceiver(() => 503);
    try {
      const endpoint = await createWebhook(scope, { url: receiver.url("/down"), events: ["customer.created"] });
      await createCustomer(scope, { email: "down@example.com" });
      const [job] = (await database.db.select().from(jobs).where(eq(jobs.type, "webhook.deliver"))).filter((j) => j.payload.webhook_id === endpoint.webhook_id);
      const first = await deliverWebhookJob(database.db, job.payload, 1).catch((e) => e);
      expect(first).toBeInstanceOf(RetryJobAt);
      const [row1] = await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.webhook_id));
      expect(row1.failingSince).not.toBeNull();
      expect(row1.disabled).toBe(false);
      await new Promise((r) => setTimeout(r, 80));
      const second = await deliverWebhookJob(database.db, job.payload, 2).catch((e) => e);
      expect(second).toBeInstanceOf(RetryJobAt);
      const [row2] = await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.webhook_id));
      expect(row2.disabled).toBe(true);
      expect(row2.disabledReason).toMatch(
        /^Disabled automatically on \d{4}-\d\d-\d\d: every delivery has failed since .* \(last: HTTP 503\)\. Fix the endpoint, then enable it\.$/,
      );
      const updates = await database.db
        .select()
        .from(events)
        .where(and(eq(events.objectId, endpoint.webhook_id), eq(events.eventType, "webhook.updated")));
      expect(updates).toHaveLength(1);
      // Disabled: the next scheduled try sends nothing and records nothing.
      await deliverWebhookJob(database.db, job.payload, 3);
      const attempts = await database.db.select().from(webhookAttempts).where(eq(webhookAttempts.endpointId, endpoint.webhook_id));
      expect(attempts.map((a) => [a.attempt, a.status, a.httpStatus])).toEqual([
        [1, "failed", 503],
        [2, "failed", 503],
      ]);
      expect(receiver.deliveries).toHaveLength(2);
    } finally {
      await receiver.close();
    }
  });

  it("the runner re-queues a RetryJobAt at its time, keeps counting attempts, and delivers once the receiver recovers", async () => {
    process.env.WEBHOOK_RETRY_SCALE = "0.00001";
    let healthy = false;
    const receiver = await startReceiver(() => (healthy ? 200 : 500));
    const runner = new JobRunner(database.db, { "webhook.deliver": jobHandlers["webhook.deliver"] }, { pollMs: 20, workerId: "test-runner" });
    try {
      const endpoint = await createWebhook(scope, { url: receiver.url("/recovering"), events: ["customer.created"] });
      const customer = await createCustomer(scope, { email: "recover@example.com" });
      runner.start();
      const deadline = Date.now() + 10_000;
      while (receiver.deliveries.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      healthy = true;
      while (!receiver.received().length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await runner.stop();
      const [ok] = receiver.received();
      expect((ok.json.object.customer as { customer_id: string }).customer_id).toBe(customer.customer_id);
      expect(verifyDelivery(ok, endpoint.signing_secret!).standard).toEqual(ok.json);
      const [job] = (await database.db.select().from(jobs).where(eq(jobs.type, "webhook.deliver"))).filter((j) => j.payload.webhook_id === endpoint.webhook_id);
      expect(job.status).toBe("succeeded");
      expect(job.attempts).toBe(receiver.deliveries.length);
      const attempts = await database.db.select().from(webhookAttempts).where(eq(webhookAttempts.endpointId, endpoint.webhook_id));
      expect(attempts.filter((a) => a.status === "succeeded")).toHaveLength(1);
      expect(attempts).toHaveLength(receiver.deliveries.length);
    } finally {
      await runner.stop();
      await receiver.close();
    }
  });
});
