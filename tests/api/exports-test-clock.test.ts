// Exports equal the lists after the test clock moves (issue 21): renewals stamp their invoices,
// payment intents and events with the simulated time, ahead of real time, and an export must
// still hold exactly the rows its list endpoint shows for the same filters. Runs as
// billing-merchant, the one merchant whose test clock the API suite moves.
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import type { ExportType } from "@/lib/schemas/export";
import type { ApiMethod, ApiPath, ApiRequestBody } from "./api-types";
import { api, apiRaw, merchants, uniq } from "./client";
import { idOf, listedObjects } from "./fixtures";

type ExportFilters = NonNullable<ApiRequestBody<"POST", "/v1/exports">["export"]["filters"]>;
const key = () => merchants().billing.test_secret_key;

async function ok<M extends ApiMethod, P extends ApiPath<M>>(method: M, path: P, body?: ApiRequestBody<M, P>) {
  const res = await api(method, path, { key: key(), body });
  expect(res.status, `${method} ${path}: ${res.text}`).toBe(200);
  return res.body;
}

/** Each export type: its list endpoint, the list's key, and the id column of both. */
const LISTS: Record<ExportType, { path: string; plural: string; id: string }> = {
  payment: { path: "/v1/payment_intents", plural: "payment_intents", id: "payment_intent_id" },
  refund: { path: "/v1/refunds", plural: "refunds", id: "refund_id" },
  checkout_session: { path: "/v1/checkout/sessions", plural: "checkout_sessions", id: "checkout_session_id" },
  product: { path: "/v1/products", plural: "products", id: "product_id" },
  price: { path: "/v1/prices", plural: "prices", id: "price_id" },
  customer: { path: "/v1/customers", plural: "customers", id: "customer_id" },
  coupon: { path: "/v1/coupons", plural: "coupons", id: "coupon_id" },
  promo_code: { path: "/v1/promo_codes", plural: "promo_codes", id: "promo_code_id" },
  event: { path: "/v1/events", plural: "events", id: "event_id" },
  subscription: { path: "/v1/subscriptions", plural: "subscriptions", id: "subscription_id" },
  invoice: { path: "/v1/invoices", plural: "invoices", id: "invoice_id" },
};

/** Every id the list answers for `query`, page after page (newest first). */
async function listIds(type: ExportType, query: Record<string, string> = {}): Promise<string[]> {
  const { path, plural, id } = LISTS[type];
  const out: string[] = [];
  let cursor: string | undefined;
  for (;;) {
    const params = new URLSearchParams({ ...query, limit: "100", ...(cursor ? { starting_after: cursor } : {}) });
    // The list is chosen at run time, by export type.
    const res = await apiRaw("GET", `${path}?${params}`, { key: key() });
    expect(res.status, res.text).toBe(200);
    out.push(...listedObjects(res.body, plural).map((o) => String(o[id])));
    if (res.headers.get("X-Has-More") !== "true") return out;
    cursor = out[out.length - 1];
  }
}

/** The ids in the file of a new export of `type` with `filters`, in file order. */
async function exportIds(type: ExportType, filters: ExportFilters = {}): Promise<string[]> {
  const { export: created } = await ok("POST", "/v1/exports", { export: { type, filters } });
  const deadline = Date.now() + 30_000;
  let current = created;
  while (current.status === "created" || current.status === "running") {
    if (Date.now() > deadline) throw new Error(`export ${created.export_id} is still ${current.status}`);
    await new Promise((r) => setTimeout(r, 100));
    current = (await ok("GET", `/v1/exports/${created.export_id}`)).export;
  }
  expect(current.status, current.failure_reason ?? "").toBe("completed");
  expect(current.file).not.toBeNull();
  const res = await fetch(current.file!.url, { headers: { Authorization: `Bearer ${key()}` } });
  expect(res.status).toBe(200);
  const records: Record<string, string>[] = parse(await res.text(), { columns: true });
  expect(records).toHaveLength(current.row_count!);
  return records.map((r) => r[LISTS[type].id]);
}

let customerId: string;
let renewalIntents: string[];

beforeAll(async () => {
  // A monthly subscription paid through checkout, one of its payments refunded, a coupon and a
  // promo code; then two months on the clock: two renewals, each with its intent and events.
  const { customer } = await ok("POST", "/v1/customers", { customer: { email: `clock-export-${uniq()}@example.com` } });
  customerId = customer.customer_id;
  const { product } = await ok("POST", "/v1/products", { product: { name: `Clock plan ${uniq()}`, hsa_fsa_eligibility: "not_eligible" } });
  const { price } = await ok("POST", "/v1/prices", {
    price: { product: product.product_id, unit_amount: 2500, type: "recurring", recurring: { interval: "monthly" } },
  });
  const { checkout_session: session } = await ok("POST", "/v1/checkout/sessions", {
    checkout_session: {
      mode: "subscription",
      customer: customerId,
      line_items: [{ price: price.price_id, quantity: 1 }],
      success_url: "https://shop.example/thanks",
    },
  });
  const { checkout_session: paid } = await ok("POST", `/v1/test_helpers/checkout/sessions/${session.checkout_session_id}/pay`, {
    payment: { payment_method: "pm_card_visa" },
  });
  expect(paid.status).toBe("complete");
  await ok("POST", "/v1/refunds", { refund: { payment_intent_id: idOf(paid.payment_intents[0]), amount: 100 } });
  const { coupon } = await ok("POST", "/v1/coupons", { coupon: { name: `Clock ${uniq()}`, percent_off: 10 } });
  await ok("POST", "/v1/promo_codes", { promo_code: { coupon_id: coupon.coupon_id, code: `CLOCK${uniq().toUpperCase()}` } });

  const before = (await ok("GET", "/v1/invoices?limit=100")).invoices.length;
  for (let i = 0; i < 2; i++) await ok("POST", "/v1/test_helpers/clock/advance", { clock: { seconds: 32 * 86_400 } });
  const { invoices } = await ok("GET", `/v1/invoices?subscription=${paid.subscription}&limit=100`);
  expect(invoices.map((i) => i.billing_reason)).toEqual(["subscription_cycle", "subscription_cycle", "subscription_create"]);
  expect((await ok("GET", "/v1/invoices?limit=100")).invoices.length).toBeGreaterThan(before);
  renewalIntents = invoices.slice(0, 2).flatMap((i) => i.payment_intents);
  expect(renewalIntents).toHaveLength(2);
});

describe("exports after the test clock moved", () => {
  it("every export type holds exactly the rows its list endpoint shows, renewals included", async () => {
    // Events: the exports themselves add export.* events as they run, so the comparison takes
    // the invoice events (the renewals' are stamped with the simulated time).
    for (const type of Object.keys(LISTS) as ExportType[]) {
      const [filters, query]: [ExportFilters, Record<string, string>] =
        type === "event" ? [{ event_type: "invoice.*" }, { event_type: "invoice.*" }] : [{}, {}];
      const listed = await listIds(type, query);
      expect(listed.length, type).toBeGreaterThan(0);
      expect(await exportIds(type, filters), type).toEqual(listed);
    }
  });

  it("a filtered payment export holds the renewal intents, as GET /v1/payment_intents does", async () => {
    const listed = await listIds("payment", { customer: customerId });
    expect(listed).toEqual(expect.arrayContaining(renewalIntents));
    expect(listed).toHaveLength(3);
    expect(await exportIds("payment", { customer: customerId })).toEqual(listed);
    const succeeded = await listIds("payment", { customer: customerId, status: "succeeded" });
    expect(await exportIds("payment", { customer: customerId, status: "succeeded" })).toEqual(succeeded);
  });

  it("a created range reaching into the simulated months selects what the list's created filter selects", async () => {
    const invoices = (await ok("GET", `/v1/invoices?customer=${customerId}&limit=100`)).invoices;
    // From the first renewal on: only rows stamped with simulated times.
    const gte = invoices[1].created_at;
    const listed = (await listIds("invoice", { customer: customerId })).filter((id) => invoices.find((i) => i.invoice_id === id)!.created_at >= gte);
    expect(listed).toHaveLength(2);
    expect(await exportIds("invoice", { customer: customerId, created: { gte } })).toEqual(listed);
  });
});
