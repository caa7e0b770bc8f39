// Exports over HTTP (issue 10): create, poll, download with the key, list, cancel, isolation.
import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import type { components } from "@/clients/typescript/src/schema";
import type { ApiRequestBody } from "./api-types";
import { api, apiRaw, merchants, uniq } from "./client";
import { createSplitSession, pay } from "./fixtures";

type Export = components["schemas"]["Export"];

async function createExport(body: ApiRequestBody<"POST", "/v1/exports">["export"], key?: string) {
  const res = await api("POST", "/v1/exports", { key, body: { export: body } });
  expect(res.status, res.text).toBe(200);
  return res.body.export;
}

async function waitForStatus(id: string, statuses: string[], key?: string): Promise<Export> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await api("GET", `/v1/exports/${id}`, { key });
    expect(res.status).toBe(200);
    if (statuses.includes(res.body.export.status)) return res.body.export;
    if (Date.now() > deadline) throw new Error(`export ${id} is still ${res.body.export.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function download(id: string, key?: string) {
  const res = await fetch(`${(await import("./client")).baseUrl()}/v1/exports/${id}/file`, {
    headers: { Authorization: `Bearer ${key ?? merchants().demo.test_secret_key}` },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

let customerId: string;
let paidIntents: components["schemas"]["PaymentIntent"][];

beforeAll(async () => {
  // A customer of its own, so the export's rows are exactly this file's payments.
  const customer = await api("POST", "/v1/customers", {
    body: { customer: { first_name: 'Ann "Quote", Jr.', last_name: "Line\nBreak", email: `export-${uniq()}@example.com`, metadata: { memo: "a,b" } } },
  });
  expect(customer.status).toBe(200);
  customerId = customer.body.customer.customer_id;
  for (let i = 0; i < 3; i++) {
    const { session } = await createSplitSession({ customer: customerId });
    if (i < 2) expect((await pay(session.checkout_session_id)).status).toBe(200);
  }
  const list = await api("GET", `/v1/payment_intents?customer=${customerId}&limit=100`);
  expect(list.status).toBe(200);
  paidIntents = list.body.payment_intents;
  expect(paidIntents.length).toBeGreaterThanOrEqual(4);
});

describe("POST /v1/exports and GET /v1/exports/{id}", () => {
  it("creates a payment export in the spec's filters.payment shape; it completes and its file holds exactly the listed payments", async () => {
    const created = await createExport({
      type: "payment",
      description: "Reconciliation",
      metadata: { run: "1" },
      filters: { payment: { customer: customerId } },
    });
    expect(created).toMatchObject({
      description: "Reconciliation",
      type: "payment",
      status: "created",
      started_at: null,
      completed_at: null,
      filters: { payment: { customer: customerId } },
      metadata: { run: "1" },
      test_mode: true,
      progress: 0,
      failure_reason: null,
      file: null,
    });
    expect(created.export_id).toMatch(/^fexp_/);

    const done = await waitForStatus(created.export_id, ["completed", "failed"]);
    expect(done.status).toBe("completed");
    expect(done.row_count).toBe(paidIntents.length);
    expect(done.progress).toBe(paidIntents.length);
    expect(done.file!.url).toMatch(new RegExp(`/v1/exports/${created.export_id}/file$`));

    const file = await download(created.export_id);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="payments-${created.export_id}.csv"`);
    expect(file.bytes.length).toBe(done.file!.size);
    expect(createHash("sha256").update(file.bytes).digest("hex")).toBe(done.file!.sha256);

    const records: Record<string, string>[] = parse(file.bytes.toString("utf8"), { columns: true });
    // Newest first, as the list answers.
    expect(records.map((r) => r.payment_intent_id)).toEqual(paidIntents.map((p) => p.payment_intent_id));
    for (const [i, record] of records.entries()) {
      const intent = paidIntents[i];
      expect(record.amount).toBe(String(intent.amount));
      expect(record.amount_dollars).toBe((intent.amount / 100).toFixed(2));
      expect(record.amount_received).toBe(String(intent.amount_received));
      expect(record.status).toBe(intent.status);
      expect(record.cart).toBe(intent.cart);
      expect(record.customer).toBe(customerId);
      expect(record["customer.first_name"]).toBe('Ann "Quote", Jr.');
      expect(record["customer.last_name"]).toBe("Line\nBreak");
      expect(record.created_at).toBe(intent.created_at);
    }

    // Its events: created, then completed with the file.
    const events = await api("GET", `/v1/events?object_id=${created.export_id}`);
    expect(events.body.events.map((e: { event_type: string }) => e.event_type).sort()).toEqual(["export.completed", "export.created"]);
  });

  it("a status filter selects what GET /v1/payment_intents selects", async () => {
    const listed = await api("GET", `/v1/payment_intents?customer=${customerId}&status=requires_payment_method&limit=100`);
    const created = await createExport({ type: "payment", filters: { customer: customerId, status: "requires_payment_method" } });
    const done = await waitForStatus(created.export_id, ["completed", "failed"]);
    expect(done.row_count).toBe(listed.body.payment_intents.length);
    const records: Record<string, string>[] = parse((await download(created.export_id)).bytes.toString("utf8"), { columns: true });
    expect(records.map((r) => r.payment_intent_id)).toEqual(listed.body.payment_intents.map((p: { payment_intent_id: string }) => p.payment_intent_id));
  });

  it("an export of nothing completes with a header row and zero rows", async () => {
    const created = await createExport({ type: "refund", filters: { created: { gte: "2001-01-01T00:00:00Z", lt: "2001-01-02T00:00:00Z" } } });
    const done = await waitForStatus(created.export_id, ["completed", "failed"]);
    expect(done).toMatchObject({ status: "completed", row_count: 0, progress: 0 });
    expect(done.filters).toEqual({ refund: { created: { gte: "2001-01-01T00:00:00.000Z", lt: "2001-01-02T00:00:00.000Z" } } });
    const text = (await download(created.export_id)).bytes.toString("utf8");
    expect(text.split("\r\n")).toHaveLength(2);
    expect(text.startsWith("refund_id,")).toBe(true);
  });

  it("bad input is 422 naming the field, and creates nothing", async () => {
    const before = (await api("GET", "/v1/exports?limit=100")).body.exports.length;
    const cases: [unknown, string[], string][] = [
      [{ type: "payout" }, ["body", "export", "type"], "enum"],
      [{ type: "payment", filters: { colour: "red" } }, ["body", "export", "filters", "colour"], "extra_forbidden"],
      [{ type: "payment", filters: { payment: { status: "nope" } } }, ["body", "export", "filters", "payment", "status"], "enum"],
      [{ type: "payment", filters: { starting_after: "fpi_1", ending_before: "fpi_2" } }, ["body", "export", "filters", "ending_before"], "mutually_exclusive"],
      [
        { type: "payment", filters: { created: { gte: "2026-02-01T00:00:00Z", lt: "2026-01-01T00:00:00Z" } } },
        ["body", "export", "filters", "created", "lt"],
        "value_error",
      ],
      [{ type: "payment", filters: { limit: 0 } }, ["body", "export", "filters", "limit"], "greater_than_equal"],
    ];
    for (const [body, loc, type] of cases) {
      const res = await apiRaw("POST", "/v1/exports", { body: { export: body } });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.error.detail, JSON.stringify(body)).toContainEqual(expect.objectContaining({ loc, type }));
    }
    const cursor = await api("POST", "/v1/exports", { body: { export: { type: "payment", filters: { starting_after: "fpi_doesnotexist" } } } });
    expect(cursor.status).toBe(422);
    expect(cursor.error.detail[0]).toMatchObject({ loc: ["body", "export", "filters", "starting_after"], type: "payment_intent_not_found" });
    expect((await api("GET", "/v1/exports?limit=100")).body.exports.length).toBe(before);
  });

  it("a file is 400 export_not_completed until the export completes; a canceled export has no file", async () => {
    const created = await createExport({ type: "event" });
    const canceled = await api("POST", `/v1/exports/${created.export_id}/cancel`);
    // The runner may have finished first on a quiet server: then cancel is refused and the file is there.
    if (canceled.status === 200) {
      expect(canceled.body.export).toMatchObject({ status: "canceled", file: null });
      const file = await download(created.export_id);
      expect(file.status).toBe(400);
      expect(JSON.parse(file.bytes.toString("utf8")).detail[0]).toMatchObject({ loc: ["path", "id"], type: "export_not_completed" });
      // Canceling again answers it unchanged; it never runs afterwards.
      expect((await api("POST", `/v1/exports/${created.export_id}/cancel`)).body.export.status).toBe("canceled");
      await new Promise((r) => setTimeout(r, 500));
      expect((await api("GET", `/v1/exports/${created.export_id}`)).body.export).toMatchObject({ status: "canceled", progress: 0, file: null });
    } else {
      expect(canceled.status).toBe(400);
      expect(canceled.error.detail[0].type).toBe("export_unexpected_state");
    }
  });

  it("a completed export cannot be canceled", async () => {
    const created = await createExport({ type: "coupon" });
    await waitForStatus(created.export_id, ["completed"]);
    const res = await api("POST", `/v1/exports/${created.export_id}/cancel`);
    expect(res.status).toBe(400);
    expect(res.error.detail[0]).toMatchObject({ type: "export_unexpected_state" });
    expect((await api("GET", `/v1/exports/${created.export_id}`)).body.export.status).toBe("completed");
  });
});

describe("GET /v1/exports", () => {
  it("lists newest first with type and status filters and cursors", async () => {
    const a = await createExport({ type: "product", description: `list-${uniq()}` });
    const b = await createExport({ type: "price" });
    await waitForStatus(a.export_id, ["completed"]);
    await waitForStatus(b.export_id, ["completed"]);
    const page = await api("GET", "/v1/exports?limit=2");
    expect(page.status).toBe(200);
    expect(page.body.exports.map((e) => e.export_id)).toEqual([b.export_id, a.export_id]);
    const products = await api("GET", "/v1/exports?type=product&status=completed&limit=100");
    expect(products.body.exports.every((e) => e.type === "product" && e.status === "completed")).toBe(true);
    expect(products.body.exports.map((e) => e.export_id)).toContain(a.export_id);
    const after = await api("GET", `/v1/exports?limit=1&starting_after=${b.export_id}`);
    expect(after.body.exports[0].export_id).toBe(a.export_id);
    expect((await api("GET", "/v1/exports?status=finished")).status).toBe(422);
  });
});

describe("isolation and modes", () => {
  it("another merchant's or the live mode's export is a 404 on every route, and never listed", async () => {
    const mine = await createExport({ type: "customer" });
    await waitForStatus(mine.export_id, ["completed"]);
    for (const key of [merchants().other.test_secret_key, merchants().demo.live_secret_key]) {
      for (const [method, path] of [
        ["GET", `/v1/exports/${mine.export_id}`],
        ["POST", `/v1/exports/${mine.export_id}/cancel`],
        ["GET", `/v1/exports/${mine.export_id}/file`],
      ] as const) {
        const res = await api(method, path, { key });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.error.detail[0].type).toBe("resource_not_found");
      }
      const list = await api("GET", "/v1/exports?limit=100", { key });
      expect(list.body.exports.map((e) => e.export_id)).not.toContain(mine.export_id);
    }
    // The other merchant's own export has only its own rows: none of this merchant's customers.
    const theirs = await createExport({ type: "customer" }, merchants().other.test_secret_key);
    await waitForStatus(theirs.export_id, ["completed"], merchants().other.test_secret_key);
    const text = (await download(theirs.export_id, merchants().other.test_secret_key)).bytes.toString("utf8");
    expect(text).not.toContain(customerId);
  });

  it("without a key: 401", async () => {
    const res = await api("GET", "/v1/exports", { key: null });
    expect(res.status).toBe(401);
  });
});
