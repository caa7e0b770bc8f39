// Traces: with tracing on, a checkout create is one server span with the service call and its SQL
// beneath it, and the merchant's request log carries the trace id.
import { InMemorySpanExporter, type ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDatabase, type Database } from "@/lib/db/client";
import { flushRequestLogs } from "@/lib/server/request-logs/request-log-writer";
import { getRequestLog } from "@/lib/server/services/request-logs/get-request-log";
import { startTracing } from "@/lib/server/telemetry/start-tracing";
import { markTracing } from "@/lib/telemetry/spans";
import { newMerchantScope, openTestDatabase, uniq } from "../helpers/test-db";

const exporter = new InMemorySpanExporter();
const provider = startTracing({ exporter });
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  setDatabase(database);
});
afterAll(async () => {
  markTracing(false);
  await provider.shutdown();
  setDatabase(undefined);
  await database.close();
});

async function call(handler: (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>, path: string, key: string, body: unknown) {
  const request = new Request(`http://127.0.0.1${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const response = await handler(request, { params: Promise.resolve({}) });
  return { status: response.status, body: await response.json(), requestId: response.headers.get("x-request-id")! };
}

const parentOf = (s: ReadableSpan) => s.parentSpanContext?.spanId;

describe("traces", () => {
  it("a checkout create: a server span with its route, the service span under it, SQL under that; the trace id in the request log", async () => {
    const scope = await newMerchantScope(database);
    const key = scope.merchant.test_secret_key;
    const products = await import("@/app/v1/products/route");
    const prices = await import("@/app/v1/prices/route");
    const sessions = await import("@/app/v1/checkout/sessions/route");
    const product = await call(products.POST, "/v1/products", key, { product: { name: `Thermometer ${uniq()}`, hsa_fsa_eligibility: "auto_substantiation" } });
    expect(product.status).toBe(200);
    const price = await call(prices.POST, "/v1/prices", key, { price: { product: product.body.product.product_id, unit_amount: 1999 } });
    expect(price.status).toBe(200);
    exporter.reset();

    const created = await call(sessions.POST, "/v1/checkout/sessions", key, {
      checkout_session: { line_items: [{ price: price.body.price.price_id, quantity: 2 }] },
    });
    expect(created.status).toBe(200);
    expect(created.body.checkout_session.amount_total).toBe(3998);

    const spans = exporter.getFinishedSpans();
    const server = spans.filter((s) => s.name === "POST /v1/checkout/sessions");
    expect(server).toHaveLength(1);
    const root = server[0];
    expect(root.attributes).toMatchObject({ "http.request.method": "POST", "http.route": "/v1/checkout/sessions", "http.response.status_code": 200 });
    const service = spans.filter((s) => s.name === "service createCheckoutSession");
    expect(service).toHaveLength(1);
    expect(parentOf(service[0])).toBe(root.spanContext().spanId);
    expect(service[0].spanContext().traceId).toBe(root.spanContext().traceId);
    // SQL: pg's instrumentation on PostgreSQL, the worker client's spans on PGlite; all in this trace.
    const sql = spans.filter((s) => /^(pg\.query|pglite\.query)/.test(s.name));
    expect(sql.length).toBeGreaterThan(0);
    expect(sql.every((s) => s.spanContext().traceId === root.spanContext().traceId)).toBe(true);
    const underService = (s: ReadableSpan): boolean => {
      const parent = spans.find((p) => p.spanContext().spanId === parentOf(s));
      return !!parent && (parent === service[0] || underService(parent));
    };
    expect(sql.some(underService)).toBe(true);

    await flushRequestLogs();
    const log = await getRequestLog({ db: database.db, accountId: scope.accountId, testMode: true, requestId: "req_test", actor: "test" }, created.requestId);
    expect(log.trace_id).toBe(root.spanContext().traceId);
    expect(log.trace_id).toMatch(/^[0-9a-f]{32}$/);
  });
});
