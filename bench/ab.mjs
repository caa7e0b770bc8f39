// node bench/ab.mjs [--backend pglite] [--a KEY=VAL,...] [--b KEY=VAL,...] [--only a,b] [--rounds 4] [--slice 5]
// Paired comparison of two server configurations on this shared machine: both servers run side
// by side (same build, each with its own fresh database when the backend is PGlite) and every
// scenario is measured in short alternating slices (A B B A A B ...), so that load from other
// processes hits both about equally. Default: PGLITE_WORKER=0 (A) against PGLITE_WORKER=1 (B).
// Writes nothing to docs; results go to bench/.results/<timestamp>-ab/.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { DIST_DIR, ROOT, buildIfNeeded } from "./lib/build.mjs";
import { BENCH_DB, backends, runTsx, seedMerchant } from "./lib/backends.mjs";
import { percentile, runLoad } from "./lib/load.mjs";
import { cpuCounter, machineCpuMs, treeCpuMs } from "./lib/proc.mjs";
import { makeContext, toRequests } from "./lib/requests.mjs";
import { assertPortFree, startServer } from "./lib/server.mjs";
import { fixtures, scenarios } from "./scenarios.mjs";

const { values: opts } = parseArgs({
  options: {
    backend: { type: "string", default: "pglite" },
    a: { type: "string", default: "PGLITE_WORKER=0" },
    b: { type: "string", default: "PGLITE_WORKER=1" },
    only: { type: "string" },
    rounds: { type: "string", default: "4" },
    slice: { type: "string", default: "5" },
    warmup: { type: "string", default: "3" },
    connections: { type: "string", default: "10" },
    port: { type: "string", default: "3410" },
  },
});
const parseEnv = (s) =>
  Object.fromEntries(
    s
      .split(",")
      .filter(Boolean)
      .map((kv) => [kv.slice(0, kv.indexOf("=")), kv.slice(kv.indexOf("=") + 1)]),
  );
const variants = [
  { label: "A", extra: parseEnv(opts.a), port: Number(opts.port) },
  { label: "B", extra: parseEnv(opts.b), port: Number(opts.port) + 1 },
];
for (const v of variants) if (!(v.port >= 3400 && v.port <= 3499)) throw new Error("ports must be in 3400-3499");
const backend = backends[opts.backend];
if (!backend) throw new Error(`unknown backend ${opts.backend}`);
const only = opts.only?.split(",").filter(Boolean);
const selected = scenarios.filter((s) => !only || only.includes(s.name));
const rounds = Number(opts.rounds);
const slice = Number(opts.slice);
const connections = Number(opts.connections);
const runDir = path.join(ROOT, "bench", ".results", `${new Date().toISOString().replace(/[:.]/g, "-").replace(/Z$/, "")}-ab`);
mkdirSync(runDir, { recursive: true });

const dbCpu = opts.backend === "postgres" ? cpuCounter(` ${BENCH_DB} `) : () => 0;
const live = new Set();
const cleanups = [];
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await Promise.allSettled([...live].map((s) => s.stop()));
    for (const c of cleanups) await c().catch(() => {});
    process.exit(130);
  });
}

function baseEnv(port) {
  const env = { ...process.env };
  for (const k of [
    "DATABASE_URL",
    "PGLITE_DATA_DIR",
    "JOBS_DISABLED",
    "RATE_LIMIT_PER_SECOND",
    "RATE_LIMIT_BURST",
    "LOG_REQUESTS",
    "PORT",
    "NODE_ENV",
    "SEED_ON_START",
  ])
    delete env[k];
  return { ...env, NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: "1", RATE_LIMIT_PER_SECOND: "0", PUBLIC_BASE_URL: `http://127.0.0.1:${port}` };
}

async function main() {
  buildIfNeeded((m) => console.log(m));
  const needed = [...new Set(selected.flatMap((s) => s.fixtures ?? []))];
  let shared; // PostgreSQL: one database for both servers (it is multi-process safe)
  for (const v of variants) {
    const prepared = opts.backend === "pglite" || !shared ? await backend.prepare(baseEnv(v.port)) : shared;
    if (prepared !== shared) cleanups.push(prepared.cleanup);
    if (opts.backend !== "pglite") shared = prepared;
    v.env = { ...prepared.env, PUBLIC_BASE_URL: `http://127.0.0.1:${v.port}`, ...v.extra };
    v.merchant = seedMerchant(v.env, opts.backend === "pglite" ? undefined : `bench-ab-${v.label}`);
    v.fixtureData = {};
    for (const f of needed) {
      if (fixtures[f].prepare)
        v.fixtureData[f] =
          (await fixtures[f].prepare({ env: v.env, seedMerchant: (a) => seedMerchant(v.env, a), runTsx: (s, a = []) => runTsx(s, a, v.env) })) ?? {};
    }
    await assertPortFree(v.port);
    v.server = await startServer({ port: v.port, env: v.env, logFile: path.join(runDir, `server-${v.label}.log`) });
    live.add(v.server);
    v.ctx = makeContext(v.server.baseUrl, v.merchant, v.fixtureData);
    for (const f of needed) if (fixtures[f].setup) v.fixtureData[f] = { ...v.fixtureData[f], ...(await fixtures[f].setup(v.ctx)) };
    console.log(`${v.label}: ${JSON.stringify(v.extra)} on ${v.server.baseUrl}`);
  }

  const report = [];
  for (const scenario of selected) {
    for (const v of variants) {
      v.requests = toRequests(scenario.request(v.ctx), v.merchant).requests;
      const w = await runLoad({ url: v.server.baseUrl, connections, duration: Number(opts.warmup), requests: v.requests });
      if (w.non2xx || w.errors || w.timeouts) throw new Error(`${v.label} ${scenario.name} warm-up: ${w.non2xx} non-2xx, ${w.errors} errors`);
      v.acc = { ok: 0, seconds: 0, latencies: [], serverMs: 0, dbMs: 0, otherMs: 0, perRound: [] };
    }
    for (let i = 0; i < rounds; i++) {
      const order = i % 2 === 0 ? variants : [...variants].reverse();
      for (const v of order) {
        const m0 = machineCpuMs();
        const s0 = treeCpuMs(v.server.pid);
        const sAll0 = variants.map((x) => treeCpuMs(x.server.pid));
        const o0 = process.cpuUsage();
        const d0 = dbCpu();
        const r = await runLoad({ url: v.server.baseUrl, connections, duration: slice, requests: v.requests });
        if (r.non2xx || r.errors || r.timeouts) throw new Error(`${v.label} ${scenario.name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
        const own = process.cpuUsage(o0);
        const dbMs = dbCpu() - d0;
        const serverMs = treeCpuMs(v.server.pid) - s0;
        const allServers = variants.reduce((sum, x, k) => sum + treeCpuMs(x.server.pid) - sAll0[k], 0);
        v.acc.ok += r.ok;
        v.acc.seconds += r.seconds;
        v.acc.serverMs += serverMs;
        v.acc.dbMs += dbMs;
        v.acc.otherMs += Math.max(0, machineCpuMs().busy - m0.busy - allServers - dbMs - (own.user + own.system) / 1000);
        for (const x of r.latencies) v.acc.latencies.push(x);
        v.acc.perRound.push(Math.round(r.rps));
      }
    }
    const line = { scenario: scenario.name };
    for (const v of variants) {
      v.acc.latencies.sort((x, y) => x - y);
      line[v.label] = {
        rps: v.acc.ok / v.acc.seconds,
        p50: percentile(v.acc.latencies, 50),
        p99: percentile(v.acc.latencies, 99),
        serverCpuMsPerReq: v.acc.serverMs / v.acc.latencies.length,
        dbCpuMsPerReq: v.acc.dbMs / v.acc.latencies.length,
        otherCores: v.acc.otherMs / (v.acc.seconds * 1000),
        perRound: v.acc.perRound,
      };
    }
    line.ratio = line.B.rps / line.A.rps;
    report.push(line);
    const fmt = (x) =>
      `${Math.round(x.rps).toString().padStart(5)} req/s p50 ${x.p50.toFixed(1).padStart(5)} p99 ${x.p99.toFixed(1).padStart(6)} ms, ${x.serverCpuMsPerReq.toFixed(2)} CPU ms/req${opts.backend === "postgres" ? ` (+ PostgreSQL ${x.dbCpuMsPerReq.toFixed(2)})` : ""}, others ${x.otherCores.toFixed(2)} [${x.perRound.join(" ")}]`;
    console.log(`${scenario.name.padEnd(20)} A ${fmt(line.A)}\n${"".padEnd(20)} B ${fmt(line.B)}   B/A ${line.ratio.toFixed(2)}×`);
  }
  writeFileSync(
    path.join(runDir, "ab.json"),
    JSON.stringify({ a: variants[0].extra, b: variants[1].extra, backend: opts.backend, rounds, slice, connections, report }, null, 2),
  );
  console.log(`results in ${path.relative(ROOT, runDir)}/ab.json`);
}

main()
  .catch((error) => {
    console.error(`\nAB FAILED: ${error.stack ?? error}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    await Promise.allSettled([...live].map((s) => s.stop()));
    for (const c of cleanups) await c().catch(() => {});
  });
