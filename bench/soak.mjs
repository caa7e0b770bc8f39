// node bench/soak.mjs [--minutes 10] [--load 0.7] [--backend postgres] [--port 3450] [--probe 20]
// The soak benchmark (issue 23, not part of npm test): a realistic mix for a long time at a fixed
// fraction of the measured maximum, with a webhook endpoint receiving every event and a billing run
// falling due half way. Reports per operation p50/p99 and errors, the server's RSS and heap after
// warm-up against the end, database connections and job lag, against the targets below.
//
// Method: the mix (70% reads, 20% creates and updates, 8% checkout create + pay, 2% refunds and
// captures) first runs closed-loop for --probe seconds with 16 callers: that rate is the maximum.
// Then operations are started open-loop at --load x that rate (a fixed schedule: a slow answer does
// not slow the arrivals, as with real traffic) for --minutes; the first minute is warm-up.
import http from "node:http";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { DIST_DIR, ROOT, buildIfNeeded } from "./lib/build.mjs";
import { ADMIN_URL, BENCH_DB, backends, seedMerchant } from "./lib/backends.mjs";
import { percentile } from "./lib/load.mjs";
import { treeRssBytes } from "./lib/proc.mjs";
import { assertPortFree, startServer } from "./lib/server.mjs";

const { values: opts } = parseArgs({
  options: {
    minutes: { type: "string", default: "10" },
    load: { type: "string", default: "0.7" },
    backend: { type: "string", default: "postgres" },
    port: { type: "string", default: "3450" },
    probe: { type: "string", default: "20" },
    warmup: { type: "string", default: "60" },
  },
});
const minutes = Number(opts.minutes);
const loadFactor = Number(opts.load);
const port = Number(opts.port);
const warmupS = Number(opts.warmup);
const backend = backends[opts.backend];
if (!backend) throw new Error(`unknown backend ${opts.backend}`);

/** The targets. */
const TARGETS = { errors: 0, readP99Ms: 50, payP99Ms: 150, rssGrowth: 0.1, jobLagS: 5 };

// ------------------------------------------------------------------ the webhook receiver
let delivered = 0;
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    delivered++;
    res.end("ok");
  });
});
await new Promise((r) => receiver.listen(0, "127.0.0.1", r));
const receiverUrl = `http://127.0.0.1:${receiver.address().port}/hook`;

// ------------------------------------------------------------------ server
buildIfNeeded();
await assertPortFree(port);
const baseEnv = { ...process.env };
for (const k of [
  "DATABASE_URL",
  "PGLITE_DATA_DIR",
  "JOBS_DISABLED",
  "RATE_LIMIT_PER_SECOND",
  "RATE_LIMIT_BURST",
  "PORT",
  "NODE_ENV",
  "SEED_ON_START",
  "OTEL_EXPORTER_OTLP_ENDPOINT",
])
  delete baseEnv[k];
Object.assign(baseEnv, {
  NEXT_DIST_DIR: DIST_DIR,
  NEXT_TELEMETRY_DISABLED: "1",
  RATE_LIMIT_PER_SECOND: "0",
  LOG_REQUESTS: "0",
  WEBHOOK_ALLOW_PRIVATE_DESTINATIONS: "1",
  PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
});
const prepared = await backend.prepare(baseEnv);
const merchant = seedMerchant(prepared.env);
const billingMerchant = seedMerchant(prepared.env, "soak-billing");
const resultsDir = path.join(ROOT, "bench/.results", `${new Date().toISOString().replace(/[:.]/g, "-")}-soak`);
mkdirSync(resultsDir, { recursive: true });
const server = await startServer({ port, env: prepared.env, logFile: path.join(resultsDir, "server.log") });
const base = server.baseUrl;
console.log(`soak: ${backend.label}, server pid ${server.pid}, results in ${path.relative(ROOT, resultsDir)}`);

async function api(method, pathname, body, key = merchant.test_secret_key) {
  const res = await fetch(base + pathname, {
    method,
    headers: { Authorization: `Bearer ${key}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (res.status < 200 || res.status > 299) throw new Error(`${method} ${pathname} -> ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

// ------------------------------------------------------------------ fixtures
await api("POST", "/v1/webhooks", { webhook: { url: receiverUrl, events: ["*"] } });
const price = async (amount, eligibility, key, recurring) => {
  const { product } = await api("POST", "/v1/products", { product: { name: `Soak ${eligibility} ${amount}`, hsa_fsa_eligibility: eligibility } }, key);
  const { price: p } = await api(
    "POST",
    "/v1/prices",
    { price: { product: product.product_id, unit_amount: amount, ...(recurring ? { type: "recurring", recurring: { interval: "monthly" } } : {}) } },
    key,
  );
  return p.price_id;
};
const prices = { eligible: await price(1999, "auto_substantiation"), other: await price(1001, "not_eligible") };
const customers = [];
for (let i = 0; i < 100; i++) customers.push((await api("POST", "/v1/customers", { customer: { email: `soak-${i}@example.com` } })).customer.customer_id);
const sessionBody = (capture) => ({
  checkout_session: {
    line_items: [
      { price: prices.eligible, quantity: 2 },
      { price: prices.other, quantity: 1 },
    ],
    shipping_options: { shipping_rate_data: { display_name: "Ground", amount: 599 } },
    tax_rate: { amount: 333 },
    success_url: "https://shop.example/thanks",
    ...(capture === "manual" ? { capture_method: "manual" } : {}),
  },
});
const payBody = { payment: { payment_method: "pm_card_visa", hsa_fsa_payment_method: "pm_card_hsa_fsa" } };
/** Paid intents with money left to refund ($1 at a time), and sessions waiting for a capture. */
const refundable = [];
const capturable = [];
const sessions = [];
async function createAndPay(capture) {
  const { checkout_session: s } = await api("POST", "/v1/checkout/sessions", sessionBody(capture));
  await api("POST", `/v1/test_helpers/checkout/sessions/${s.checkout_session_id}/pay`, payBody);
  sessions.push(s.checkout_session_id);
  if (capture === "manual") capturable.push(s.checkout_session_id);
  return s.checkout_session_id;
}
for (let i = 0; i < 20; i++) await createAndPay();
for (let i = 0; i < 20; i++) await createAndPay("manual");
for (const id of sessions.slice(0, 20)) {
  const { payment_intents } = await api("GET", `/v1/payment_intents?checkout_session=${id}`);
  for (const pi of payment_intents) refundable.push({ id: pi.payment_intent_id, left: pi.amount_received });
}
// Subscriptions of another merchant (whose test clock moves), renewed by a billing run half way.
const sub = {
  eligible: await price(3000, "auto_substantiation", billingMerchant.test_secret_key, true),
  other: await price(1000, "not_eligible", billingMerchant.test_secret_key, true),
};
for (let i = 0; i < 30; i++) {
  const { customer } = await api("POST", "/v1/customers", { customer: { email: `soak-sub-${i}@example.com` } }, billingMerchant.test_secret_key);
  const { checkout_session: s } = await api(
    "POST",
    "/v1/checkout/sessions",
    {
      checkout_session: {
        mode: "subscription",
        customer: customer.customer_id,
        line_items: [
          { price: sub.eligible, quantity: 1 },
          { price: sub.other, quantity: 1 },
        ],
        success_url: "https://shop.example/thanks",
      },
    },
    billingMerchant.test_secret_key,
  );
  await api("POST", `/v1/test_helpers/checkout/sessions/${s.checkout_session_id}/pay`, payBody, billingMerchant.test_secret_key);
}

// ------------------------------------------------------------------ the mix
const pick = (list) => list[Math.floor(Math.random() * list.length)];
let n = 0;
/** Operation name -> weight (percent) and what it does; each returns once its requests answered. */
const MIX = [
  ["customers.retrieve", 25, () => api("GET", `/v1/customers/${pick(customers)}`)],
  ["customers.list", 15, () => api("GET", "/v1/customers?limit=10")],
  ["checkout_sessions.retrieve", 15, () => api("GET", `/v1/checkout/sessions/${pick(sessions)}`)],
  ["payment_intents.list", 10, () => api("GET", `/v1/payment_intents?checkout_session=${pick(sessions)}`)],
  ["products.list", 5, () => api("GET", "/v1/products?limit=10")],
  [
    "customers.create",
    12,
    async () => customers.push((await api("POST", "/v1/customers", { customer: { email: `soak-new-${++n}@example.com` } })).customer.customer_id),
  ],
  ["customers.update", 8, () => api("PATCH", `/v1/customers/${pick(customers)}`, { customer: { metadata: { touched: String(++n) } } })],
  ["checkout.create_and_pay", 8, () => createAndPay(Math.random() < 0.25 ? "manual" : undefined)],
  [
    "refund_or_capture",
    2,
    async () => {
      const capture = capturable.length && Math.random() < 0.5 ? capturable.shift() : null;
      if (capture) return api("POST", `/v1/checkout/sessions/${capture}/capture`, { capture: {} });
      const target = refundable.find((r) => r.left >= 100);
      if (!target) return api("GET", "/v1/customers?limit=1");
      target.left -= 100;
      return api("POST", "/v1/refunds", { refund: { payment_intent_id: target.id, amount: 100 } });
    },
  ],
];
const totalWeight = MIX.reduce((s, [, w]) => s + w, 0);
function chooseOp() {
  let r = Math.random() * totalWeight;
  for (const op of MIX) if ((r -= op[1]) < 0) return op;
  return MIX[0];
}

const stats = new Map();
/** When latencies start counting (after the warm-up of the soak); null while probing. */
let measureFrom = null;
async function runOne() {
  const [name, , fn] = chooseOp();
  const measuring = measureFrom !== null && Date.now() >= measureFrom;
  const started = performance.now();
  let error = null;
  try {
    await fn();
  } catch (e) {
    error = e.message;
  }
  if (!measuring) return;
  const s = stats.get(name) ?? { latencies: [], errors: 0, firstErrors: [] };
  s.latencies.push(performance.now() - started);
  if (error) {
    s.errors++;
    if (s.firstErrors.length < 3) s.firstErrors.push(error);
  }
  stats.set(name, s);
}

/** The maximum: the mix closed-loop with 16 callers, operations per second. */
async function probe(seconds) {
  let done = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (Date.now() < until) {
        await runOne();
        done++;
      }
    }),
  );
  return done / seconds;
}
const maxRate = await probe(Number(opts.probe));
// The probe leaves a backlog of webhook deliveries behind: the soak starts once it has drained
// (the oldest due job under 2 s late), or after a minute.
for (const until = Date.now() + 60_000; Date.now() < until;) {
  const { jobLag } = await scrape().catch(() => ({ jobLag: 0 }));
  if (jobLag < 2) break;
  await new Promise((r) => setTimeout(r, 2000));
}
const rate = maxRate * loadFactor;
console.log(`soak: maximum ${maxRate.toFixed(1)} ops/s; running ${rate.toFixed(1)} ops/s (${loadFactor * 100}%) for ${minutes} min`);

// ------------------------------------------------------------------ samplers
async function scrape() {
  const res = await fetch(`${base}/metrics`);
  const text = await res.text();
  const value = (re) => [...text.matchAll(re)].map((m) => Number(m[1]));
  return {
    heap: value(/^nodejs_heap_size_used_bytes (\S+)$/gm)[0] ?? NaN,
    jobLag: Math.max(0, ...value(/^jobs_oldest_due_age_seconds\{[^}]*\} (\S+)$/gm)),
  };
}
async function pgConnections() {
  if (opts.backend !== "postgres") return null;
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return Number((await c.query("SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1", [BENCH_DB])).rows[0].n);
  } finally {
    await c.end();
  }
}
const samples = [];
let warm = null;

// ------------------------------------------------------------------ the soak
const startedAt = Date.now();
measureFrom = startedAt + warmupS * 1000;
const endAt = startedAt + minutes * 60_000;
const billingAt = startedAt + (minutes * 60_000) / 2;
let billingAdvanced = false;
const inFlight = new Set();
const sampler = setInterval(async () => {
  try {
    const m = await scrape();
    const sample = {
      t: (Date.now() - startedAt) / 1000,
      rss: treeRssBytes(server.pid),
      heap: m.heap,
      jobLag: m.jobLag,
      pgConnections: await pgConnections(),
      inFlight: inFlight.size,
    };
    samples.push(sample);
    if (!warm && sample.t >= warmupS) warm = sample;
  } catch (e) {
    console.error(`sample failed: ${e.message}`);
  }
}, 5000);
let next = performance.now();
while (Date.now() < endAt) {
  if (!billingAdvanced && Date.now() >= billingAt) {
    billingAdvanced = true;
    // A month later for the billing merchant: its 30 subscriptions fall due and the billing job runs.
    api("POST", "/v1/test_helpers/clock/advance", { clock: { seconds: 31 * 86_400 } }, billingMerchant.test_secret_key).catch((e) =>
      console.error(`clock advance failed: ${e.message}`),
    );
  }
  next += 1000 / rate;
  const wait = next - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const p = runOne().finally(() => inFlight.delete(p));
  inFlight.add(p);
}
await Promise.all(inFlight);
clearInterval(sampler);
const end = samples[samples.length - 1];
const renewals = (await api("GET", "/v1/invoices?limit=100", undefined, billingMerchant.test_secret_key)).invoices.length;
await server.stop();
receiver.close();
await prepared.cleanup();

// ------------------------------------------------------------------ report
const rows = [...stats.entries()].map(([name, s]) => {
  const sorted = s.latencies.sort((a, b) => a - b);
  return { name, count: sorted.length, errors: s.errors, p50: percentile(sorted, 50), p99: percentile(sorted, 99), firstErrors: s.firstErrors };
});
const readOps = ["customers.retrieve", "customers.list", "checkout_sessions.retrieve", "payment_intents.list", "products.list"];
const errors = rows.reduce((s, r) => s + r.errors, 0);
const readP99 = Math.max(...rows.filter((r) => readOps.includes(r.name)).map((r) => r.p99));
const payP99 = rows.find((r) => r.name === "checkout.create_and_pay")?.p99 ?? NaN;
const rssGrowth = warm && end ? end.rss / warm.rss - 1 : NaN;
const maxJobLag = Math.max(0, ...samples.filter((s) => s.t >= warmupS).map((s) => s.jobLag));
const maxPg = Math.max(0, ...samples.map((s) => s.pgConnections ?? 0));
const mb = (b) => `${(b / 2 ** 20).toFixed(0)} MiB`;
const check = (ok) => (ok ? "met" : "NOT met");
const lines = [
  `Soak of ${new Date().toISOString().slice(0, 10)}: ${backend.label}, ${minutes} min at ${rate.toFixed(1)} ops/s (${Math.round(loadFactor * 100)}% of the ${maxRate.toFixed(1)} ops/s measured closed-loop), ${delivered} webhook deliveries received, ${renewals} invoices of the billing merchant after its run.`,
  "",
  "| operation | count | errors | p50 ms | p99 ms |",
  "| --- | ---: | ---: | ---: | ---: |",
  ...rows.map((r) => `| ${r.name} | ${r.count} | ${r.errors} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`),
  "",
  "| measure | value | target |",
  "| --- | --- | --- |",
  `| errors | ${errors} | 0: ${check(errors === TARGETS.errors)} |`,
  `| reads p99 (worst read) | ${readP99.toFixed(1)} ms | ≤ ${TARGETS.readP99Ms} ms: ${check(readP99 <= TARGETS.readP99Ms)} |`,
  `| checkout create + pay p99 | ${payP99.toFixed(1)} ms | ≤ ${TARGETS.payP99Ms} ms: ${check(payP99 <= TARGETS.payP99Ms)} |`,
  `| RSS after warm-up → end | ${warm ? mb(warm.rss) : "?"} → ${end ? mb(end.rss) : "?"} (${(rssGrowth * 100).toFixed(1)}%) | ≤ 10%: ${check(rssGrowth <= TARGETS.rssGrowth)} |`,
  `| heap used after warm-up → end | ${warm ? mb(warm.heap) : "?"} → ${end ? mb(end.heap) : "?"} | – |`,
  `| job lag after warm-up (oldest due job, max of 5 s samples) | ${maxJobLag.toFixed(1)} s | ≤ 5 s: ${check(maxJobLag <= TARGETS.jobLagS)} |`,
  `| PostgreSQL connections (max) | ${opts.backend === "postgres" ? maxPg : "n/a"} | – |`,
];
const report = lines.join("\n");
console.log(`\n${report}`);
for (const r of rows) if (r.firstErrors.length) console.log(`errors of ${r.name}: ${r.firstErrors.join(" | ")}`);
writeFileSync(path.join(resultsDir, "report.md"), `${report}\n`);
writeFileSync(path.join(resultsDir, "samples.json"), JSON.stringify({ samples, rows: rows.map(({ firstErrors, ...r }) => ({ ...r, firstErrors })) }, null, 2));
