// A crash must not stall background work (issue 23, item 6): jobs a killed process had claimed
// run again soon after a restart, not when a long visibility timeout runs out. The server runs
// with the default lease (no JOBS_LEASE_MS / JOBS_VISIBILITY_TIMEOUT_MS), on its own database.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { isolatedDatabaseEnv, seed, startServer, type Merchant, type StartedServer } from "../helpers/start-server";
import { waitFor } from "../helpers/webhook-receiver";

const PORT = Number(process.env.API_TEST_PORT || 3250) + 30;
const running: StartedServer[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const s of running.splice(0)) await s.stop();
  for (const c of closers.splice(0)) await c();
});

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

/** A receiver that holds the first delivery open (never answers it) and answers 200 to the rest. */
async function holdingReceiver() {
  const requests: { eventId: string; at: number }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      requests.push({ eventId: JSON.parse(Buffer.concat(chunks).toString("utf8")).event_id, at: Date.now() });
      if (requests.length === 1) return; // held open: the sending process is killed meanwhile
      res.writeHead(200, { "Content-Type": "text/plain" });
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${port}/held`, requests };
}

describe("job lease after a crash", () => {
  it("SIGKILL while a receiver holds a delivery open, restart: the event arrives within 45 s of the kill", async () => {
    const receiver = await holdingReceiver();
    let merchant!: Merchant;
    const env = { RATE_LIMIT_PER_SECOND: "0", LOG_REQUESTS: "0", ...isolatedDatabaseEnv("job_lease") };
    const first = await startServer({ port: PORT, env, prepare: (e) => (merchant = seed(e, "job-lease")) });
    running.push(first);
    const key = merchant.test_secret_key;
    await call(first, key, "POST", "/v1/webhooks", { webhook: { url: receiver.url, events: ["customer.created"] } });
    await call(first, key, "POST", "/v1/customers", { customer: { email: "lease@example.com" } });
    await waitFor(
      () => receiver.requests.length,
      (n) => n >= 1,
      30_000,
      "the delivery to reach the receiver",
    );
    const eventId = receiver.requests[0].eventId;
    await first.kill();
    const killedAt = Date.now();
    // The same database (the PGlite folder is reopened), a new process on the same host and port.
    const second = await startServer({ port: PORT, env: first.env as Record<string, string> });
    running.push(second);
    await waitFor(
      () => receiver.requests.length,
      (n) => n >= 2,
      45_000 - (Date.now() - killedAt),
      "the held event to be delivered again after the restart",
    );
    expect(receiver.requests[1].eventId).toBe(eventId);
    expect(receiver.requests[1].at - killedAt).toBeLessThan(45_000);
    // Taken back at start as this instance's previous process's job, not after the lease ran out.
    expect(readFileSync(second.logFile, "utf8")).toContain("jobs taken back from this instance's previous process");
    // Answered 200, so delivered once after the restart: no third request.
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.requests).toHaveLength(2);
  }, 180_000);
});
