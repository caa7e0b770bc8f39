import "server-only";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { sql } from "drizzle-orm";
import { getDatabase, rowsOf } from "@/lib/db/client";

/**
 * The process's Prometheus metrics (GET /metrics). One registry per process, on globalThis:
 * every route bundle gets its own copy of this module. Series:
 * - http_request_duration_seconds{route, method, status_class}: /v1 requests by route template
 * - jobs_queued / jobs_running / jobs_oldest_due_age_seconds{type}: the job queue, read at each
 *   scrape (refreshQueueMetrics)
 * - webhook_deliveries_total / webhook_delivery_duration_seconds{outcome}
 * - db_pool_connections_in_use / _idle, db_pool_waiting_requests{database="postgres"}: pg's pool
 * - rate_limit_refusals_total{limiter}: api (per key), login_address, login_email, hosted_address,
 *   hosted_merchant, hosted_pages (hosted checkout and payment links)
 * - Node's defaults (process_*, nodejs_*)
 */
type Metrics = {
  registry: Registry;
  httpDuration: Histogram<"route" | "method" | "status_class">;
  webhookDeliveries: Counter<"outcome">;
  webhookDuration: Histogram<"outcome">;
  rateLimitRefusals: Counter<"limiter">;
};

const KEY = Symbol.for("commerce-payments.metrics");
type WithMetrics = typeof globalThis & { [KEY]?: Metrics };

export function metrics(): Metrics {
  const g = globalThis as WithMetrics;
  return (g[KEY] ??= createMetrics());
}

function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Duration of /v1 API requests, by route template, method and status class",
    labelNames: ["route", "method", "status_class"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const webhookDeliveries = new Counter({
    name: "webhook_deliveries_total",
    help: "Webhook delivery attempts by outcome: succeeded (2xx), http_error (another status), network_error (timeout, refused, unreachable or refused destination)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const webhookDuration = new Histogram({
    name: "webhook_delivery_duration_seconds",
    help: "Time from sending a webhook delivery to its answer (or failure), by outcome",
    labelNames: ["outcome"] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30],
    registers: [registry],
  });
  const rateLimitRefusals = new Counter({
    name: "rate_limit_refusals_total",
    help: "Requests refused by a rate limit, by limiter",
    labelNames: ["limiter"] as const,
    registers: [registry],
  });
  registerQueueGauges(registry);
  registerPoolGauges(registry);
  return { registry, httpDuration, webhookDeliveries, webhookDuration, rateLimitRefusals };
}

/** Job types seen in this process: a type whose queue emptied reads 0 rather than vanishing. */
const seenTypes = new Set<string>();

type QueueGauges = { queued: Gauge<"type">; running: Gauge<"type">; oldest: Gauge<"type"> };
const QUEUE_KEY = Symbol.for("commerce-payments.metrics.queue");

function registerQueueGauges(registry: Registry) {
  const gauge = (name: string, help: string) => new Gauge({ name, help, labelNames: ["type"] as const, registers: [registry] });
  (globalThis as Record<symbol, QueueGauges>)[QUEUE_KEY] = {
    queued: gauge("jobs_queued", "Jobs waiting to run (due or scheduled later), by type"),
    running: gauge("jobs_running", "Jobs claimed by a worker, by type"),
    oldest: gauge("jobs_oldest_due_age_seconds", "How long the oldest due job of a type has been waiting (0: none due)"),
  };
}

/**
 * Reads the job queue into its gauges: one query, run by /metrics before each scrape. A database
 * that does not answer leaves the last values (/readyz reports it); the other series still answer.
 */
export async function refreshQueueMetrics(): Promise<void> {
  metrics();
  const gauges = (globalThis as Record<symbol, QueueGauges>)[QUEUE_KEY];
  type Row = { type: string; queued: number | string; running: number | string; oldest: number | string | null };
  let rows: Row[];
  try {
    const { db } = await getDatabase();
    const result = await db.execute(sql`
      SELECT type,
        count(*) FILTER (WHERE status = 'queued') AS queued,
        count(*) FILTER (WHERE status = 'running') AS running,
        extract(epoch FROM now() - min(run_at) FILTER (WHERE status = 'queued' AND run_at <= now())) AS oldest
      FROM jobs WHERE status IN ('queued', 'running') GROUP BY type`);
    rows = rowsOf<Row>(result);
  } catch {
    return;
  }
  for (const r of rows) seenTypes.add(r.type);
  for (const type of seenTypes) {
    const r = rows.find((row) => row.type === type);
    gauges.queued.set({ type }, Number(r?.queued ?? 0));
    gauges.running.set({ type }, Number(r?.running ?? 0));
    gauges.oldest.set({ type }, Math.max(0, Number(r?.oldest ?? 0)));
  }
}

function registerPoolGauges(registry: Registry) {
  const pool = async () => {
    try {
      return (await getDatabase()).pool;
    } catch {
      return undefined;
    }
  };
  const gauge = (name: string, help: string, value: (p: NonNullable<Awaited<ReturnType<typeof pool>>>) => number) =>
    new Gauge({
      name,
      help,
      // Labelled so that PGlite (no pool: one embedded connection) prints no sample at all.
      labelNames: ["database"] as const,
      registers: [registry],
      async collect() {
        const p = await pool();
        if (p) this.set({ database: "postgres" }, value(p));
      },
    });
  gauge("db_pool_connections_in_use", "PostgreSQL connections checked out of the pool", (p) => p.totalCount - p.idleCount);
  gauge("db_pool_connections_idle", "PostgreSQL connections open and idle in the pool", (p) => p.idleCount);
  gauge("db_pool_waiting_requests", "Queries waiting for a pool connection", (p) => p.waitingCount);
}

/** "2xx", "4xx", ... */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

export function observeRequest(route: string, method: string, status: number, seconds: number): void {
  metrics().httpDuration.observe({ route, method, status_class: statusClass(status) }, seconds);
}

export function observeWebhookDelivery(outcome: "succeeded" | "http_error" | "network_error", seconds: number): void {
  const m = metrics();
  m.webhookDeliveries.inc({ outcome });
  m.webhookDuration.observe({ outcome }, seconds);
}

export function countRateLimitRefusal(limiter: string): void {
  metrics().rateLimitRefusals.inc({ limiter });
}
