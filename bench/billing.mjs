// npm run bench:billing [-- --backends pglite,postgres --sizes 2500,10000 --port 3447]:
// N monthly subscriptions due on the same day (bench/fixtures/seed-subscriptions.ts), billed by one
// run: POST /v1/test_helpers/clock/advance moves the merchant's test clock past that day and runs
// billing before answering. Wall time, charges (succeeded payment intents) per second, and the
// server's peak RSS (process tree, sampled every 100 ms) against its idle RSS, at each size: the
// run works in batches, so its memory must stay flat in N. Writes its table into
// docs/benchmarks.md between the bench:billing markers.
import { execFileSync } from "node:child_process";
import http from "node:http";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { DIST_DIR, ROOT, buildIfNeeded } from "./lib/build.mjs";
import { BENCH_DB, backends, postgresVersion, runTsx, seedMerchant } from "./lib/backends.mjs";
import { cpuCounter, treeCpuMs, treeRssBytes } from "./lib/proc.mjs";
import { assertPortFree, startServer } from "./lib/server.mjs";

const { values: opts } = parseArgs({
  options: {
    backends: { type: "string", default: "pglite,postgres" },
    sizes: { type: "string", default: "2500,10000" },
    port: { type: "string", default: "3447" },
    "no-docs": { type: "boolean", default: false },
  },
});
const port = Number(opts.port);
const sizes = opts.sizes.split(",").map(Number);
const MiB = 1024 * 1024;
// Peak growth may exceed the smallest size's by this much at the largest before it counts as growing with N.
const FLAT_SLACK_MIB = 32;
const runDir = path.join(ROOT, "bench", ".results", `billing-${new Date().toISOString().replace(/[:.]/g, "-")}`);
mkdirSync(runDir, { recursive: true });
console.log(`build: ${buildIfNeeded()}`);

async function api(base, key, method, p, body) {
  const res = await fetch(base + p, {
    method,
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A POST that may take many minutes: node:http has no response timeout (fetch gives up after 300 s). */
function longPost(base, key, p, body) {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      base + p,
      { method: "POST", headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", "Content-Length": Buffer.byteLength(data) } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (text += c));
        res.on("end", () => (res.statusCode === 200 ? resolve(JSON.parse(text)) : reject(new Error(`POST ${p}: ${res.statusCode} ${text}`))));
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

/** Counts read from the database once the server is down (PGlite allows one process per folder). */
async function countRenewals(env, dueFrom) {
  const q = `select
      (select count(*) from invoices where billing_reason = 'subscription_cycle' and period_start >= $1)::int as renewals,
      (select count(*) from (select 1 from invoices where billing_reason = 'subscription_cycle' group by subscription_id, period_start having count(*) > 1) d)::int as duplicates,
      (select count(*) from payment_intents pi join invoices i on i.id = pi.invoice_id where i.period_start >= $1 and pi.status = 'succeeded')::int as charges,
      (select coalesce(sum(pi.amount_received), 0) from payment_intents pi join invoices i on i.id = pi.invoice_id where i.period_start >= $1)::bigint as cents`;
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(q, [dueFrom])).rows[0];
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(env.PGLITE_DATA_DIR);
  try {
    return (await db.query(q, [dueFrom])).rows[0];
  } finally {
    await db.close();
  }
}

const rows = [];
for (const name of opts.backends.split(",")) {
  const backend = backends[name];
  for (const count of sizes) {
    await assertPortFree(port);
    // The billing job stays out of the way (its tick is a day): one run, the clock advance's.
    const baseEnv = {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: DIST_DIR,
      NEXT_TELEMETRY_DISABLED: "1",
      SEED_DEMO_DATA: "0",
      LOG_REQUESTS: "0",
      RATE_LIMIT_PER_SECOND: "0",
      BILLING_TICK_MS: "86400000",
    };
    const prepared = await backend.prepare(baseEnv);
    try {
      const merchant = seedMerchant(prepared.env, "billing-bench");
      // Due over tomorrow (UTC): nothing is due until the test clock moves past the day.
      const day = new Date(Math.floor(Date.now() / 86_400_000 + 1) * 86_400_000);
      const dueFrom = day.toISOString();
      const dueTo = new Date(day.getTime() + 86_400_000).toISOString();
      const seeded = performance.now();
      runTsx("bench/fixtures/seed-subscriptions.ts", [merchant.account_id, String(count), dueFrom, dueTo], prepared.env);
      console.log(`${backend.label}: ${count.toLocaleString("en-US")} subscriptions seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
      const logFile = path.join(runDir, `${name}-${count}.log`);
      const server = await startServer({ port, env: { ...prepared.env, PUBLIC_BASE_URL: `http://127.0.0.1:${port}` }, logFile });
      let row;
      try {
        const key = merchant.test_secret_key;
        // Warm: the billing code loaded by a clock advance that bills nothing, a few reads; then idle a moment.
        await api(server.baseUrl, key, "POST", "/v1/test_helpers/clock/advance", { clock: { seconds: 1 } });
        for (let i = 0; i < 10; i++) await api(server.baseUrl, key, "GET", "/v1/subscriptions?limit=10");
        await new Promise((r) => setTimeout(r, 2000));
        const idle = treeRssBytes(server.pid);
        let peak = idle;
        const sampler = setInterval(() => (peak = Math.max(peak, treeRssBytes(server.pid))), 100);
        const dbCpu = name === "postgres" ? cpuCounter(BENCH_DB) : () => 0;
        const cpu0 = treeCpuMs(server.pid);
        const db0 = dbCpu();
        const load0 = os.loadavg()[0];
        const started = performance.now();
        const { clock } = await longPost(server.baseUrl, key, "/v1/test_helpers/clock/advance", { clock: { to: dueTo } });
        const wall = (performance.now() - started) / 1000;
        clearInterval(sampler);
        const serverCpu = (treeCpuMs(server.pid) - cpu0) / 1000;
        const databaseCpu = (dbCpu() - db0) / 1000;
        const { violations } = (await api(server.baseUrl, key, "GET", "/v1/test_helpers/invariants")).invariants;
        if (violations.length) throw new Error(`money invariants violated: ${violations.slice(0, 5).join("; ")}`);
        row = {
          backend: backend.label,
          subscriptions: count,
          wall,
          clock,
          idleMiB: idle / MiB,
          peakMiB: peak / MiB,
          growthMiB: (peak - idle) / MiB,
          serverCpu,
          databaseCpu,
          load: [load0, os.loadavg()[0]],
        };
      } finally {
        await server.stop();
      }
      const counted = await countRenewals(prepared.env, dueFrom);
      if (counted.renewals !== count || counted.duplicates !== 0 || row.clock.invoices_created !== count) {
        throw new Error(`${count} due, ${counted.renewals} renewed, ${counted.duplicates} billed twice: ${JSON.stringify({ counted, clock: row.clock })}`);
      }
      Object.assign(row, {
        charges: counted.charges,
        cents: Number(counted.cents),
        failed: row.clock.invoices_failed,
        chargesPerSecond: counted.charges / row.wall,
        subscriptionsPerSecond: count / row.wall,
      });
      rows.push(row);
      console.log(row);
    } finally {
      await prepared.cleanup();
    }
  }
}

// Flat: at the largest size the run grew the server no more than at the smallest (plus some slack).
const verdicts = [...new Set(rows.map((r) => r.backend))].map((b) => {
  const mine = rows.filter((r) => r.backend === b).sort((x, y) => x.subscriptions - y.subscriptions);
  const [small, large] = [mine[0], mine.at(-1)];
  return { backend: b, small, large, flat: large.growthMiB <= small.growthMiB + FLAT_SLACK_MIB };
});
let commit = "unknown";
try {
  commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
  if (execFileSync("git", ["status", "--porcelain", "--", "app", "lib", "bench", "drizzle"], { cwd: ROOT, encoding: "utf8" }).trim()) commit += "+changes";
} catch {
  // not a git checkout
}
const f = (x, d = 1) => x.toLocaleString("en-US", { minimumFractionDigits: d, maximumFractionDigits: d });
const loads = rows.flatMap((r) => r.load);
const table = [
  `Run on ${new Date().toISOString().slice(0, 10)}, commit \`${commit}\`, ${os.cpus().length} CPUs (${os.cpus()[0]?.model?.trim() ?? "unknown"}), Node ${process.version}, PostgreSQL ${await postgresVersion()}; ` +
    `1-minute load average ${f(Math.min(...loads))}–${f(Math.max(...loads))} during the runs${Math.max(...loads) > os.cpus().length / 2 ? " (other processes were busy: the times are noisy)" : ""}. ` +
    `Each size is a fresh database: N test-mode monthly subscriptions due over one day (a quarter each on a regular card, an HSA/FSA card, both (a split cart: two charges), eligible items on a regular card; every 50th card declines), one \`POST /v1/test_helpers/clock/advance\` past that day bills them all (batches of 200, a transaction per subscription; the billing job's tick set to a day so it stays out). RSS of the server's process tree (PostgreSQL's own processes not included) sampled every 100 ms; CPU of the server and of its PostgreSQL backends over the run (less sensitive than wall time to other processes).`,
  "",
  "| Backend | subscriptions | wall s | charges | charges/s | subscriptions/s | declined | server CPU s | PostgreSQL CPU s | CPU ms per subscription | idle RSS MiB | peak RSS MiB | growth MiB |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map(
    (r) =>
      `| ${r.backend} | ${r.subscriptions.toLocaleString("en-US")} | ${f(r.wall)} | ${r.charges.toLocaleString("en-US")} | ${f(r.chargesPerSecond)} | ${f(r.subscriptionsPerSecond)} | ${r.failed} | ${f(r.serverCpu)} | ${r.backend === "PostgreSQL" ? f(r.databaseCpu) : "–"} | ${f(((r.serverCpu + r.databaseCpu) * 1000) / r.subscriptions)} | ${f(r.idleMiB, 0)} | ${f(r.peakMiB, 0)} | ${f(r.growthMiB, 0)} |`,
  ),
  "",
  ...verdicts.map(
    (v) =>
      `- ${v.backend}: peak growth ${f(v.small.growthMiB, 0)} MiB at ${v.small.subscriptions.toLocaleString("en-US")}, ${f(v.large.growthMiB, 0)} MiB at ${v.large.subscriptions.toLocaleString("en-US")}: ${v.flat ? "flat" : "GROWS with N"} (limit: at most ${FLAT_SLACK_MIB} MiB more).`,
  ),
].join("\n");
console.log(`\n${table}\n`);
writeFileSync(path.join(runDir, "results.json"), JSON.stringify({ rows, verdicts: verdicts.map(({ backend, flat }) => ({ backend, flat })) }, null, 2));
if (!opts["no-docs"]) {
  const file = path.join(ROOT, "docs", "benchmarks.md");
  const doc = readFileSync(file, "utf8");
  const start = "<!-- bench:billing:start -->";
  const end = "<!-- bench:billing:end -->";
  const section = `${start}\n## Billing (\`npm run bench:billing\`)\n\n${table}\n${end}`;
  const next = doc.includes(start)
    ? doc.slice(0, doc.indexOf(start)) + section + doc.slice(doc.indexOf(end) + end.length)
    : doc.replace("<!-- bench:results:start -->", `${section}\n\n<!-- bench:results:start -->`);
  writeFileSync(file, next);
}
if (verdicts.some((v) => !v.flat)) process.exit(1);
