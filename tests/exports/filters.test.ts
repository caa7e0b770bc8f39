// An export's filters select exactly the rows its list endpoint selects (issue 10): status,
// customer, the created range and cursors (with and without a limit) on payments, and each other
// type's own list filters, compared with the list services paging through the same data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { checkoutSessionCreateSchema } from "@/lib/schemas/checkout-session";
import { listInvoices } from "@/lib/server/services/invoices/list-invoices";
import { listSubscriptions } from "@/lib/server/services/subscriptions/list-subscriptions";
import type { ExportCreateInput, ExportType } from "@/lib/schemas/export";
import { exportCreateSchema } from "@/lib/schemas/export";
import type { Scope } from "@/lib/server/scope";
import { cancelCheckoutSession } from "@/lib/server/services/checkout/cancel-checkout-session";
import { createCheckoutSession } from "@/lib/server/services/checkout/create-checkout-session";
import { listCheckoutSessions } from "@/lib/server/services/checkout/list-checkout-sessions";
import { payCheckoutSession } from "@/lib/server/services/checkout/pay-checkout-session";
import { refundCheckoutSession } from "@/lib/server/services/checkout/refund-checkout-session";
import { createCoupon } from "@/lib/server/services/coupons/create-coupon";
import { deleteCoupon } from "@/lib/server/services/coupons/delete-coupon";
import { listCoupons } from "@/lib/server/services/coupons/list-coupons";
import { createCustomer } from "@/lib/server/services/customers/create-customer";
import { listCustomers } from "@/lib/server/services/customers/list-customers";
import { listEvents } from "@/lib/server/services/events/list-events";
import { createExport } from "@/lib/server/services/exports/create-export";
import { listPaymentIntents } from "@/lib/server/services/payment-intents/list-payment-intents";
import { createPrice } from "@/lib/server/services/prices/create-price";
import { listPrices } from "@/lib/server/services/prices/list-prices";
import { createProduct } from "@/lib/server/services/products/create-product";
import { listProducts } from "@/lib/server/services/products/list-products";
import { createPromoCode } from "@/lib/server/services/promo-codes/create-promo-code";
import { listPromoCodes } from "@/lib/server/services/promo-codes/list-promo-codes";
import { listRefunds } from "@/lib/server/services/refunds/list-refunds";
import { settleRefund } from "@/lib/server/services/refunds/settle-refund";
import type { Page } from "@/lib/server/services/paginate";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";
import { insertPayments, parseCsv, runToEnd, storedFile } from "./helpers";

let database: Database;
let scope: Scope;
let customerIds: string[];

beforeAll(async () => {
  database = await openTestDatabase();
  scope = await newMerchantScope(database);
  customerIds = [];
  for (let i = 0; i < 4; i++) customerIds.push((await createCustomer(scope, { email: `f${i}@example.com`, first_name: `Filter ${i}` })).customer_id);
  await insertPayments(scope, 300, { customers: customerIds, start: new Date("2026-03-01T00:00:00.000Z") });
});
afterAll(async () => {
  await database?.close();
});

type Obj = Record<string, unknown>;

/** Every row a list service answers for `query`, page after page (newest first). */
async function listAll(list: (query: Obj) => Promise<Page<Obj>>, query: Obj = {}): Promise<Obj[]> {
  const out: Obj[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await list({ ...query, limit: 37, ...(cursor ? { starting_after: cursor } : {}) });
    out.push(...page.data);
    if (!page.hasMore) return out;
    cursor = page.nextCursor!;
  }
}

const ID_COLUMN: Record<ExportType, string> = {
  payment: "payment_intent_id",
  refund: "refund_id",
  checkout_session: "checkout_session_id",
  product: "product_id",
  price: "price_id",
  customer: "customer_id",
  coupon: "coupon_id",
  promo_code: "promo_code_id",
  event: "event_id",
  subscription: "subscription_id",
  invoice: "invoice_id",
};

/** The ids in the file of a new export (validated as the API validates the body), in file order. */
async function exportIds(type: ExportType, filters: ExportCreateInput["filters"] = {}): Promise<string[]> {
  const input = exportCreateSchema.parse({ type, filters });
  const created = await createExport(scope, input);
  const done = await runToEnd(scope.db, created.export_id, { batchRows: 23 });
  expect(done.status, done.failureReason ?? "").toBe("completed");
  const { rows } = parseCsv(await storedFile(scope.db, created.export_id));
  expect(done.rowCount).toBe(rows.length);
  return rows.map((r) => r[ID_COLUMN[type]]);
}

const ids = (rows: Obj[], key: string) => rows.map((r) => r[key] as string);
const payments = (q: Obj) => listPaymentIntents(scope, q);
const createdAt = (p: Obj) => Date.parse(p.created_at as string);

describe("payment filters select what GET /v1/payment_intents selects", () => {
  it("no filter: every payment, newest first", async () => {
    const listed = await listAll(payments);
    expect(listed).toHaveLength(300);
    expect(await exportIds("payment")).toEqual(ids(listed, "payment_intent_id"));
  });

  it("status, customer, and both", async () => {
    for (const filters of [{ status: "succeeded" }, { customer: customerIds[1] }, { status: "requires_capture", customer: customerIds[2] }] as Obj[]) {
      const listed = await listAll(payments, filters);
      expect(listed.length, JSON.stringify(filters)).toBeGreaterThan(5);
      expect(await exportIds("payment", filters)).toEqual(ids(listed, "payment_intent_id"));
    }
  });

  it("created range: gte is inclusive, lt exclusive, to the millisecond (in the spec's filters.payment shape too)", async () => {
    const all = await listAll(payments);
    // Boundaries on rows' own timestamps (each shared by up to three rows).
    const gte = all[200].created_at as string;
    const lt = all[40].created_at as string;
    const inRange = all.filter((p) => createdAt(p) >= Date.parse(gte) && createdAt(p) < Date.parse(lt));
    expect(inRange.length).toBeGreaterThan(150);
    expect(await exportIds("payment", { created: { gte, lt } })).toEqual(ids(inRange, "payment_intent_id"));
    const succeeded = (await listAll(payments, { status: "succeeded" })).filter((p) => createdAt(p) >= Date.parse(gte));
    expect(await exportIds("payment", { payment: { status: "succeeded", created: { gte } } })).toEqual(ids(succeeded, "payment_intent_id"));
  });

  it("starting_after and ending_before, without a limit: everything past the cursor", async () => {
    const all = await listAll(payments);
    const cursor = all[120].payment_intent_id as string;
    expect(await exportIds("payment", { starting_after: cursor })).toEqual(ids(await listAll(payments, { starting_after: cursor }), "payment_intent_id"));
    expect(await exportIds("payment", { ending_before: cursor })).toEqual(ids(all.slice(0, 120), "payment_intent_id"));
  });

  it("with a limit: exactly the list's page, both directions, with filters", async () => {
    const all = await listAll(payments);
    const cursor = all[150].payment_intent_id as string;
    for (const query of [
      { limit: 25 },
      { limit: 25, starting_after: cursor },
      { limit: 25, ending_before: cursor },
      { limit: 7, status: "canceled", starting_after: cursor },
      { limit: 7, customer: customerIds[3], ending_before: cursor },
    ] as Obj[]) {
      const page = await listPaymentIntents(scope, query);
      expect(page.data.length, JSON.stringify(query)).toBe(query.limit);
      expect(await exportIds("payment", query), JSON.stringify(query)).toEqual(ids(page.data, "payment_intent_id"));
    }
    // A limit larger than what remains: what remains.
    expect(await exportIds("payment", { limit: 100, ending_before: all[30].payment_intent_id as string })).toEqual(ids(all.slice(0, 30), "payment_intent_id"));
  });

  it("cursors, created range, status and limit together", async () => {
    const all = await listAll(payments);
    const gte = all[260].created_at as string;
    const cursor = all[60].payment_intent_id as string;
    const expected = all
      .slice(61)
      .filter((p) => p.status === "succeeded" && createdAt(p) >= Date.parse(gte))
      .slice(0, 9);
    expect(expected).toHaveLength(9);
    expect(await exportIds("payment", { status: "succeeded", created: { gte }, starting_after: cursor, limit: 9 })).toEqual(ids(expected, "payment_intent_id"));
    // ending_before + limit: the rows nearest above the cursor that match.
    const above = all.slice(0, 200).filter((p) => p.status === "succeeded");
    expect(await exportIds("payment", { status: "succeeded", ending_before: all[200].payment_intent_id as string, limit: 4 })).toEqual(
      ids(above.slice(-4), "payment_intent_id"),
    );
  });
});

describe("every other type's filters select what its list endpoint selects", () => {
  const subscriptionIds: string[] = [];
  beforeAll(async () => {
    const products = [];
    for (let i = 0; i < 9; i++) {
      products.push(
        await createProduct(scope, {
          name: i % 3 === 0 ? `Allergy relief ${i}` : `Thermometer ${i}`,
          hsa_fsa_eligibility: i % 2 ? "auto_substantiation" : "not_eligible",
          active: i % 4 !== 0,
        }),
      );
    }
    const priceIds = [];
    for (const [i, p] of products.entries()) {
      priceIds.push((await createPrice(scope, { product: p.product_id, unit_amount: 100 + i, active: i % 3 !== 1 })).price_id);
    }
    const coupons = [];
    for (let i = 0; i < 5; i++) coupons.push(await createCoupon(scope, { amount_off: 50 + i, ...(i === 4 ? { redeem_by: "2020-01-01T00:00:00Z" } : {}) }));
    await deleteCoupon(scope, coupons[3].coupon_id);
    for (let i = 0; i < 4; i++)
      await createPromoCode(scope, { coupon_id: coupons[i % 3].coupon_id, code: `FILTER${i}X${scope.accountId.slice(-4)}`, active: i !== 2 });
    for (let i = 0; i < 6; i++) {
      const s = await createCheckoutSession(scope, {
        line_items: [{ price: priceIds[(i % 3) * 3 + 2] }],
        customer: customerIds[i % 2],
        client_reference_id: `order-${i}`,
      });
      if (i % 3 === 0) await cancelCheckoutSession(scope, s.checkout_session_id);
      if (i % 3 === 1) {
        await payCheckoutSession(scope, s.checkout_session_id, { payment_method: "pm_card_visa", hsa_fsa_payment_method: "pm_card_hsa_fsa" });
        await refundCheckoutSession(scope, s.checkout_session_id, { amount: 10 + i });
      }
    }
    // Three subscriptions (one in a trial), for two customers.
    const plan = await createPrice(scope, { product: products[1].product_id, unit_amount: 2500, type: "recurring", recurring: { interval: "monthly" } });
    for (let i = 0; i < 3; i++) {
      const s = await createCheckoutSession(
        scope,
        checkoutSessionCreateSchema.parse({
          mode: "subscription",
          customer: customerIds[i % 2],
          line_items: [{ price: plan.price_id }],
          ...(i === 2 ? { subscription_data: { trial_period_days: 7 } } : {}),
        }),
      );
      const paid = await payCheckoutSession(scope, s.checkout_session_id, { payment_method: "pm_card_hsa_fsa" });
      subscriptionIds.push(paid.subscription as string);
    }
    // One refund settled (succeeded or failed, as the network says), the other still pending.
    const [first] = (await listRefunds(scope, { limit: 1 })).data;
    await settleRefund(scope.db, { refund_id: first.refund_id });
  });

  // Events: exporting writes export.* events itself, so both sides stop at a time before the test's exports.
  let before = "";
  beforeAll(() => {
    before = new Date().toISOString();
  });
  const cases: [ExportType, (q: Obj) => Promise<Page<Obj>>, Obj[]][] = [
    ["product", (q) => listProducts(scope, q), [{}, { active: false }, { search: "allergy" }, { hsa_fsa_eligibility: "auto_substantiation", active: true }]],
    ["price", (q) => listPrices(scope, q), [{}, { active: true }, { type: "one_time", active: false }]],
    ["customer", (q) => listCustomers(scope, q), [{}, { search: "filter 2" }, { email: "F3@example.com" }]],
    ["coupon", (q) => listCoupons(scope, q), [{}, { valid: true }, { valid: false }]],
    ["promo_code", (q) => listPromoCodes(scope, q), [{}, { active: false }]],
    ["checkout_session", (q) => listCheckoutSessions(scope, q), [{}, { status: "canceled" }, { status: "complete" }, { customer: "" }, { search: "order-4" }]],
    ["refund", (q) => listRefunds(scope, q), [{}, { status: "pending" }, { payment_intent: "" }]],
    ["subscription", (q) => listSubscriptions(scope, q), [{}, { status: "trialing" }, { customer: "" }]],
    ["invoice", (q) => listInvoices(scope, q), [{}, { customer: "" }, { subscription: "" }]],
    [
      "event",
      (q) => listEvents(scope, { ...q, created_lt: before }),
      [{}, { event_type: "checkout.session.*" }, { event_type: "coupon.deleted" }, { object_id: "" }],
    ],
  ];

  for (const [type, list, filterSets] of cases) {
    it(type, async () => {
      const everything = await listAll(list);
      expect(everything.length, type).toBeGreaterThan(1);
      for (const raw of filterSets) {
        const filters: Obj = { ...raw };
        if (filters.customer === "") filters.customer = customerIds[1];
        if (filters.object_id === "") filters.object_id = customerIds[0];
        if (filters.subscription === "") filters.subscription = subscriptionIds[0];
        if (filters.payment_intent === "") filters.payment_intent = (await listRefunds(scope, { limit: 1 })).data[0].payment_intent_id;
        if (type === "event") filters.created = { lt: before };
        const { created: _created, ...query } = filters;
        const listed = await listAll(list, query);
        // Each filter set selects some rows, and a filter selects fewer than all.
        expect(listed.length, `${type} ${JSON.stringify(filters)}`).toBeGreaterThan(0);
        if (Object.keys(raw).length) expect(listed.length, `${type} ${JSON.stringify(filters)}`).toBeLessThan(everything.length);
        expect(await exportIds(type, filters), `${type} ${JSON.stringify(filters)}`).toEqual(ids(listed, ID_COLUMN[type]));
      }
    });
  }
});
