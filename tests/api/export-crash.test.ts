// An export whose server is killed with SIGKILL mid-file (issue 10): after a restart on the same
// database it ends completed with every row, or failed, never short. Its own server and database.
import { parse } from "csv-parse/sync";
import { afterEach, describe, expect, it } from "vitest";
import { isolatedDatabaseEnv, seed, startServer, type Merchant, type StartedServer } from "../helpers/start-server";
import { waitFor } from "../helpers/webhook-receiver";

const PORT = Number(process.env.API_TEST_PORT || 3250) + 8;
const running: StartedServer[] = [];
afterEach(async () => {
  for (const s of running.splice(0)) await s.stop();
});

// Small batches make a long export out of a few hundred rows, so the kill lands in the middle.
const SERVER_ENV = { RATE_LIMIT_PER_SECOND: "0", JOBS_POLL_MS: "100", JOBS_VISIBILITY_TIMEOUT_MS: "2000", EXPORT_BATCH_ROWS: "5", LOG_REQUESTS: "0" };

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

describe("export crash safety", () => {
  it("SIGKILL while an export runs, then restart: it resumes and completes with every row exactly once", async () => {
    let merchant!: Merchant;
    const env = { ...SERVER_ENV, ...isolatedDatabaseEnv("export_crash") };
    const first = await startServer({ port: PORT, env, prepare: (e) => (merchant = seed(e, "export-crash")) });
    running.push(first);
    const key = merchant.test_secret_key;
    const ids: string[] = [];
    for (let i = 0; i < 400; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: 20 }, (_, j) =>
          call(first, key, "POST", "/v1/customers", { customer: { first_name: `Crash, "${i + j}"`, email: `crash-${i + j}@example.com` } }),
        ),
      );
      ids.push(...batch.map((b) => b.customer.customer_id));
    }
    const created = (await call(first, key, "POST", "/v1/exports", { export: { type: "customer" } })).export;
    await waitFor(
      async () => (await call(first, key, "GET", `/v1/exports/${created.export_id}`)).export,
      (e: { status: string; progress: number }) => e.status === "running" && e.progress >= 20,
      30_000,
      "the export to be part-way",
    );
    await first.kill();
    // The same database (the PGlite folder is reopened), a new process; its runner takes the job over.
    const atKill = await startServer({ port: PORT, env: first.env as Record<string, string> });
    running.push(atKill);
    type ExportObject = { status: string; row_count: number | null; progress: number };
    const done = await waitFor<ExportObject>(
      async () => (await call(atKill, key, "GET", `/v1/exports/${created.export_id}`)).export,
      (e) => e.status === "completed" || e.status === "failed",
      60_000,
      "the export to end after the restart",
    );
    // The job resumes from the last stored batch (a failure would be clean, but a kill is no reason to fail).
    expect(done.status, JSON.stringify(done)).toBe("completed");
    expect(done.row_count).toBe(400);
    expect(done.progress).toBe(400);
    const res = await fetch(`${atKill.baseUrl}/v1/exports/${created.export_id}/file`, { headers: { Authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
    const records: Record<string, string>[] = parse(await res.text(), { columns: true });
    // Every customer exactly once, in the list endpoint's order (newest first).
    const listed: string[] = [];
    for (let cursor = ""; ;) {
      const page = await call(atKill, key, "GET", `/v1/customers?limit=100${cursor}`);
      listed.push(...page.customers.map((c: { customer_id: string }) => c.customer_id));
      if (page.customers.length < 100) break;
      cursor = `&starting_after=${listed[listed.length - 1]}`;
    }
    expect(new Set(listed)).toEqual(new Set(ids));
    expect(records.map((r) => r.customer_id)).toEqual(listed);
    expect(new Set(records.map((r) => r.customer_id)).size).toBe(400);
    expect(records.find((r) => r.email === "crash-7@example.com")?.first_name).toBe('Crash, "7"');
    // Its events: created and completed, once each.
    const events = await call(atKill, key, "GET", `/v1/events?object_id=${created.export_id}`);
    expect(events.events.map((e: { event_type: string }) => e.event_type).sort()).toEqual(["export.completed", "export.created"]);
  }, 180_000);
});
