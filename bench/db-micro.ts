// Cost of the database part of one request, without Next.js or HTTP:
//   node_modules/.bin/tsx --conditions=react-server bench/db-micro.ts [pglite|pglite-worker|postgres]
// For each operation it reports throughput at concurrency 1 and 10, and per operation the
// request (main) thread's busy time (event-loop utilisation) and the process's CPU time (all
// threads, so a PGlite worker counts; PostgreSQL's own processes do not).
// PostgreSQL uses DATABASE_URL or postgres://postgres@127.0.0.1:5432/commerce_micro (recreated).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { openDatabase, setDatabase, type Database } from "@/lib/db/client";
import { authenticateApiKey } from "@/lib/server/services/accounts/api-keys";
import { seedMerchant } from "@/lib/server/services/accounts/seed-merchant";
import { createCustomer } from "@/lib/server/services/customers/create-customer";
import { getCustomer } from "@/lib/server/services/customers/get-customer";
import { listCustomers } from "@/lib/server/services/customers/list-customers";
import type { Scope } from "@/lib/server/scope";

const mode = process.argv[2] ?? "pglite-worker";
const SECONDS = Number(process.env.MICRO_SECONDS || 3);

async function open(): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  if (mode === "postgres") {
    const url = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/commerce_micro";
    if (!process.env.DATABASE_URL) {
      const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" });
      await admin.connect();
      await admin.query("DROP DATABASE IF EXISTS commerce_micro WITH (FORCE)");
      await admin.query("CREATE DATABASE commerce_micro");
      await admin.end();
    }
    const database = await openDatabase({ url, migrate: true });
    const cleanup = async () => {
      if (process.env.DATABASE_URL) return;
      const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" });
      await admin.connect();
      await admin.query("DROP DATABASE IF EXISTS commerce_micro WITH (FORCE)");
      await admin.end();
    };
    return { database, cleanup };
  }
  process.env.PGLITE_WORKER = mode === "pglite" ? "0" : "1";
  const dir = mkdtempSync(path.join(os.tmpdir(), "commerce-micro-"));
  const database = await openDatabase({ pgliteDir: path.join(dir, "db"), migrate: true });
  return { database, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function measure(name: string, concurrency: number, op: (i: number) => Promise<unknown>) {
  // warm-up
  for (let i = 0; i < 50; i++) await op(i);
  const elu0 = performance.eventLoopUtilization();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let n = 0;
  const deadline = t0 + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) await op(n++);
    }),
  );
  const ms = performance.now() - t0;
  const elu = performance.eventLoopUtilization(elu0);
  const cpu = process.cpuUsage(cpu0);
  console.log(
    `${name.padEnd(34)} c=${String(concurrency).padStart(2)}  ${Math.round((n / ms) * 1000)
      .toString()
      .padStart(6)} ops/s  ` +
      `main thread ${((elu.active / n) * 1000).toFixed(0).padStart(4)} µs/op  process CPU ${(((cpu.user + cpu.system) / 1000 / n) * 1000).toFixed(0).padStart(4)} µs/op  ` +
      `mean latency ${((ms / n) * concurrency).toFixed(2)} ms`,
  );
}

async function main() {
  const { database, cleanup } = await open();
  try {
    const merchant = await seedMerchant(database.db, `micro-${Date.now()}`);
    const scope: Scope = { db: database.db, accountId: merchant.account_id, testMode: true };
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) ids.push((await createCustomer(scope, { first_name: "Ada", email: `a${i}@example.com`, metadata: {} })).customer_id);
    console.log(`${mode}: ${SECONDS} s per line`);
    // The API wrapper (authenticate, parse, service, serialise, log) without Next.js or HTTP.
    setDatabase(database);
    process.env.RATE_LIMIT_PER_SECOND = "0";
    process.env.LOG_REQUESTS = process.env.LOG_REQUESTS ?? "0"; // keep stdout readable; see --log
    const { GET: retrieve } = await import("@/app/v1/customers/[id]/route");
    const { GET: list } = await import("@/app/v1/customers/route");
    const headers = { authorization: `Bearer ${merchant.test_secret_key}` };
    const call = async (handler: typeof retrieve, url: string, params: Record<string, string>) => {
      const res = await handler(new Request(url, { headers }), { params: Promise.resolve(params) });
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      await res.text();
    };
    for (const c of [1, 10]) {
      await measure("route handler GET /v1/customers/{id}", c, (i) =>
        call(retrieve, `http://x/v1/customers/${ids[i % ids.length]}`, { id: ids[i % ids.length] }),
      );
      await measure("route handler GET /v1/customers", c, () => call(list, "http://x/v1/customers?limit=10", {}));
    }
    for (const c of [1, 10]) {
      await measure("SELECT 1 (db.execute)", c, () => database.db.execute("select 1"));
      await measure("API key lookup (authenticateApiKey)", c, () => authenticateApiKey(database.db, merchant.test_secret_key));
      await measure("getCustomer", c, (i) => getCustomer(scope, ids[i % ids.length]));
      await measure("listCustomers limit 10", c, () => listCustomers(scope, { limit: 10 }));
      await measure("createCustomer (tx: 2 inserts)", c, (i) => createCustomer(scope, { first_name: "Bob", email: `b${i}@example.com`, metadata: {} }));
    }
  } finally {
    await database.close();
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
