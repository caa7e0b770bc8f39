// npm run bench:exports [-- --backends pglite,postgres --rows-postgres 1000000 --rows-pglite 100000]:
// one payment export of N rows per backend: rows per second while the job runs, and the server's
// peak RSS during the export and the download against its idle RSS (the limit: within 100 MiB).
// Writes its table into docs/benchmarks.md between the bench:exports markers.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ROOT, buildIfNeeded } from "./lib/build.mjs";
import { backends, runTsx, seedMerchant } from "./lib/backends.mjs";
import { assertPortFree, startServer } from "./lib/server.mjs";
import { treeRssBytes } from "./lib/proc.mjs";

const { values: opts } = parseArgs({
  options: {
    backends: { type: "string", default: "pglite,postgres" },
    "rows-postgres": { type: "string", default: "1000000" },
    "rows-pglite": { type: "string", default: "100000" },
    port: { type: "string", default: "3445" },
    "no-docs": { type: "boolean", default: false },
  },
});
const port = Number(opts.port);
const MiB = 1024 * 1024;
const LIMIT_MIB = 100;
const runDir = path.join(ROOT, "bench", ".results", `exports-${new Date().toISOString().replace(/[:.]/g, "-")}`);
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

const rows = [];
for (const name of opts.backends.split(",")) {
  const backend = backends[name];
  const count = Number(opts[`rows-${name}`]);
  await assertPortFree(port);
  const prepared = await backend.prepare({ ...process.env, NEXT_TELEMETRY_DISABLED: "1", SEED_DEMO_DATA: "0", LOG_REQUESTS: "0", RATE_LIMIT_PER_SECOND: "0" });
  const merchant = seedMerchant(prepared.env);
  const seeded = performance.now();
  runTsx("bench/fixtures/seed-payments.ts", [merchant.account_id, String(count)], prepared.env);
  console.log(`${backend.label}: ${count.toLocaleString("en-US")} payments inserted in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
  const logFile = path.join(runDir, `${name}.log`);
  const server = await startServer({ port, env: { ...prepared.env, JOBS_POLL_MS: "100" }, logFile });
  try {
    const key = merchant.test_secret_key;
    // Idle: the server warmed by a few reads and one one-row export and download (so that loading
    // the export code is not counted as the export's memory), then left alone for a moment.
    for (let i = 0; i < 20; i++) await api(server.baseUrl, key, "GET", "/v1/exports?limit=1");
    const { export: warm } = await api(server.baseUrl, key, "POST", "/v1/exports", { export: { type: "payment", filters: { limit: 1 } } });
    for (let e = warm; e.status !== "completed"; await new Promise((r) => setTimeout(r, 100))) {
      e = (await api(server.baseUrl, key, "GET", `/v1/exports/${warm.export_id}`)).export;
      if (e.status === "failed" || e.status === "canceled") throw new Error(`warm-up export ${e.status}`);
    }
    await (await fetch(`${server.baseUrl}/v1/exports/${warm.export_id}/file`, { headers: { Authorization: `Bearer ${key}` } })).text();
    await new Promise((r) => setTimeout(r, 2000));
    const idle = treeRssBytes(server.pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRssBytes(server.pid))), 100);
    const started = performance.now();
    const { export: created } = await api(server.baseUrl, key, "POST", "/v1/exports", { export: { type: "payment", description: "bench" } });
    let done;
    for (;;) {
      done = (await api(server.baseUrl, key, "GET", `/v1/exports/${created.export_id}`)).export;
      if (done.status !== "created" && done.status !== "running") break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const wall = (performance.now() - started) / 1000;
    if (done.status !== "completed" || done.row_count !== count)
      throw new Error(`export ended ${done.status} with ${done.row_count} rows: ${JSON.stringify(done)}`);
    const exportPeak = peak;
    // The download streams chunk by chunk: count the bytes without holding them.
    const dlStarted = performance.now();
    const res = await fetch(`${server.baseUrl}/v1/exports/${created.export_id}/file`, { headers: { Authorization: `Bearer ${key}` } });
    let bytes = 0;
    for await (const chunk of res.body) bytes += chunk.length;
    const dlSeconds = (performance.now() - dlStarted) / 1000;
    clearInterval(sampler);
    if (bytes !== done.file.size) throw new Error(`downloaded ${bytes} bytes, the export says ${done.file.size}`);
    const jobSeconds = (Date.parse(done.completed_at) - Date.parse(done.started_at)) / 1000;
    rows.push({
      backend: backend.label,
      rows: count,
      fileMiB: bytes / MiB,
      jobSeconds,
      wall,
      rowsPerSecond: count / jobSeconds,
      downloadMiBps: bytes / MiB / dlSeconds,
      idleMiB: idle / MiB,
      exportPeakMiB: exportPeak / MiB,
      peakMiB: peak / MiB,
      growthMiB: (peak - idle) / MiB,
    });
    console.log(rows.at(-1));
  } finally {
    await server.stop();
    await prepared.cleanup();
  }
}

const f = (x, d = 1) => x.toLocaleString("en-US", { minimumFractionDigits: d, maximumFractionDigits: d });
const table = [
  "| Backend | rows | file MiB | job s | rows/s | download MiB/s | idle RSS MiB | peak RSS MiB (export, download) | growth | limit |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map(
    (r) =>
      `| ${r.backend} | ${r.rows.toLocaleString("en-US")} | ${f(r.fileMiB)} | ${f(r.jobSeconds)} | ${f(r.rowsPerSecond, 0)} | ${f(r.downloadMiBps)} | ${f(r.idleMiB, 0)} | ${f(r.exportPeakMiB, 0)}, ${f(r.peakMiB, 0)} | ${f(r.growthMiB, 0)} MiB | ≤ ${LIMIT_MIB} MiB ${r.growthMiB <= LIMIT_MIB ? "met" : "MISSED"} |`,
  ),
].join("\n");
console.log(`\n${table}\n`);
writeFileSync(path.join(runDir, "results.json"), JSON.stringify(rows, null, 2));
if (!opts["no-docs"]) {
  const file = path.join(ROOT, "docs", "benchmarks.md");
  const doc = readFileSync(file, "utf8");
  const start = "<!-- bench:exports:start -->";
  const end = "<!-- bench:exports:end -->";
  const section = `${start}\n## Exports (\`npm run bench:exports\`)\n\nOne payment export per backend (batches of 500 rows, each one statement and one stored chunk); RSS of the server's process tree sampled every 100 ms.\n\n${table}\n${end}`;
  const next = doc.includes(start)
    ? doc.slice(0, doc.indexOf(start)) + section + doc.slice(doc.indexOf(end) + end.length)
    : doc.replace("<!-- bench:results:start -->", `${section}\n\n<!-- bench:results:start -->`);
  writeFileSync(file, next);
}
if (rows.some((r) => r.growthMiB > LIMIT_MIB)) process.exit(1);
