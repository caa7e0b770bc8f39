// npm run bench:webhooks [-- --backends pglite,postgres --events 10000]: webhook delivery throughput
// of N events to one loopback endpoint, and the API's customer-read p50 while delivery runs
// against the same read with delivery idle (the limit: at most 20% slower). Writes its table into
// docs/benchmarks.md between the bench:webhooks markers.
import http from "node:http";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { DIST_DIR, ROOT, buildIfNeeded } from "./lib/build.mjs";
import { backends, seedMerchant } from "./lib/backends.mjs";
import { runLoad } from "./lib/load.mjs";
import { assertPortFree, startServer } from "./lib/server.mjs";

const { values: opts } = parseArgs({
  options: {
    backends: { type: "string", default: "pglite,postgres" },
    events: { type: "string", default: "10000" },
    port: { type: "string", default: "3440" },
    duration: { type: "string", default: "8" },
    warmup: { type: "string", default: "8" },
    "no-docs": { type: "boolean", default: false },
  },
});
const EVENTS = Number(opts.events);
const port = Number(opts.port);
const duration = Number(opts.duration);
const warmup = Number(opts.warmup);
const runDir = path.join(ROOT, "bench", ".results", `webhooks-${new Date().toISOString().replace(/[:.]/g, "-")}`);
mkdirSync(runDir, { recursive: true });

console.log(`build: ${buildIfNeeded()}`);

/** A loopback receiver that answers 200 at once and notes when each event first arrived. */
async function receiver() {
  const firstSeen = new Map();
  let requests = 0;
  const server = http.createServer((req, res) => {
    const id = req.headers["webhook-id"];
    requests++;
    if (!firstSeen.has(id)) firstSeen.set(id, performance.now());
    req.resume();
    req.on("end", () => res.end("ok"));
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${server.address().port}/hook`,
    firstSeen,
    requests: () => requests,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(r);
      }),
  };
}

async function api(base, key, method, p, body) {
  const res = await fetch(base + p, {
    method,
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function readLoad(base, key, ids, seconds) {
  let i = 0;
  return runLoad({
    url: base,
    connections: 10,
    duration: seconds,
    headers: { Authorization: `Bearer ${key}` },
    requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: `/v1/customers/${ids[i++ % ids.length]}` }) }],
  });
}

const rows = [];
for (const name of opts.backends.split(",")) {
  const backend = backends[name];
  await assertPortFree(port);
  const baseEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: "1",
    RATE_LIMIT_PER_SECOND: "0",
    SEED_DEMO_DATA: "0",
    LOG_REQUESTS: "0",
    WEBHOOK_ALLOW_PRIVATE_DESTINATIONS: "1",
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
  };
  const prepared = await backend.prepare(baseEnv);
  const merchant = seedMerchant(prepared.env);
  const key = merchant.test_secret_key;
  const sink = await receiver();
  const logFile = path.join(runDir, `${name}.log`);
  try {
    // 1. Queue N events without delivering them: the job runner is off while they are made.
    let server = await startServer({ port, env: { ...prepared.env, JOBS_DISABLED: "1" }, logFile });
    await api(server.baseUrl, key, "POST", "/v1/webhooks", { webhook: { url: sink.url, events: ["customer.created"] } });
    const ids = [];
    for (let i = 0; i < EVENTS; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(20, EVENTS - i) }, (_, j) =>
          api(server.baseUrl, key, "POST", "/v1/customers", { customer: { email: `wh-${i + j}@example.com` } }),
        ),
      );
      ids.push(...batch.map((b) => b.customer.customer_id));
    }
    await server.stop();
    // 2. The same database, the job runner on: delivery starts at boot; read load runs alongside.
    server = await startServer({ port, env: { ...prepared.env }, logFile });
    // Warm the JIT and caches first (delivery runs meanwhile), so both reads compare warm processes.
    await readLoad(server.baseUrl, key, ids, warmup);
    const busy = await readLoad(server.baseUrl, key, ids, duration);
    const deliveredDuringLoad = sink.firstSeen.size;
    const deadline = Date.now() + 600_000;
    while (sink.firstSeen.size < EVENTS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const times = [...sink.firstSeen.values()];
    const seconds = (Math.max(...times) - Math.min(...times)) / 1000;
    // 3. Delivery idle: the same read on the same process.
    const idle = await readLoad(server.baseUrl, key, ids, duration);
    await server.stop();
    const row = {
      backend: backend.label,
      events: EVENTS,
      delivered: sink.firstSeen.size,
      duplicates: sink.requests() - sink.firstSeen.size,
      eventsPerSecond: Math.round(sink.firstSeen.size / seconds),
      deliveredDuringLoad,
      readP50Idle: idle.p50,
      readP50Busy: busy.p50,
      readRpsIdle: Math.round(idle.rps),
      readRpsBusy: Math.round(busy.rps),
      ratio: busy.p50 / idle.p50,
      non2xx: busy.non2xx + idle.non2xx,
    };
    rows.push(row);
    console.log(row);
  } finally {
    await sink.close();
    await prepared.cleanup();
  }
}

const f = (x, d = 2) => x.toLocaleString("en-US", { minimumFractionDigits: d, maximumFractionDigits: d });
const table = [
  `Run on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs, Node ${process.version}; ${EVENTS.toLocaleString("en-US")} \`customer.created\` events queued with the job runner off, then one server started with it on: its deliveries to a loopback receiver (answering 200 at once) race ${warmup} s of warm-up and then ${duration} s of measured \`GET /v1/customers/{id}\` (autocannon, 10 connections); then the same read with delivery idle, on the same process.`,
  "",
  "| Backend | events delivered | duplicates | delivery events/s | delivered during the read load | read p50 idle ms | read p50 while delivering ms | ratio | limit |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map(
    (r) =>
      `| ${r.backend} | ${r.delivered.toLocaleString("en-US")} | ${r.duplicates} | ${r.eventsPerSecond.toLocaleString("en-US")} | ${r.deliveredDuringLoad.toLocaleString("en-US")} | ${f(r.readP50Idle)} | ${f(r.readP50Busy)} | ${f(r.ratio)}× | ≤ 1.20× ${r.ratio <= 1.2 ? "met" : "MISSED"} |`,
  ),
].join("\n");
console.log(`\n${table}\n`);
writeFileSync(path.join(runDir, "results.json"), JSON.stringify(rows, null, 2));
if (!opts["no-docs"]) {
  const file = path.join(ROOT, "docs", "benchmarks.md");
  const doc = readFileSync(file, "utf8");
  const start = "<!-- bench:webhooks:start -->";
  const end = "<!-- bench:webhooks:end -->";
  const section = `${start}\n## Webhook delivery (\`npm run bench:webhooks\`)\n\n${table}\n${end}`;
  const next = doc.includes(start)
    ? doc.slice(0, doc.indexOf(start)) + section + doc.slice(doc.indexOf(end) + end.length)
    : doc.replace("<!-- bench:results:start -->", `${section}\n\n<!-- bench:results:start -->`);
  writeFileSync(file, next);
}
if (rows.some((r) => r.delivered < r.events || r.non2xx)) process.exit(1);
