import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { checkoutSessions, events, jobs, refunds } from "@/lib/db/schema";
import { seedDemoData, type DemoDataSummary } from "@/lib/server/services/accounts/seed-demo-data";
import { listInvoices } from "@/lib/server/services/invoices/list-invoices";
import { listSubscriptions } from "@/lib/server/services/subscriptions/list-subscriptions";
import { checkMoneyInvariants } from "@/lib/server/services/invariants/check-money-invariants";
import { listCheckoutSessions } from "@/lib/server/services/checkout/list-checkout-sessions";
import { listCoupons } from "@/lib/server/services/coupons/list-coupons";
import { listCustomers } from "@/lib/server/services/customers/list-customers";
import { listPaymentIntents } from "@/lib/server/services/payment-intents/list-payment-intents";
import { listPaymentLinks } from "@/lib/server/services/payment-links/list-payment-links";
import { listPrices } from "@/lib/server/services/prices/list-prices";
import { listProducts } from "@/lib/server/services/products/list-products";
import { listPromoCodes } from "@/lib/server/services/promo-codes/list-promo-codes";
import { listRefunds } from "@/lib/server/services/refunds/list-refunds";
import { getDashboardSummary } from "@/lib/server/services/reports/get-dashboard-summary";
import type { Scope } from "@/lib/server/scope";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";

const DAY = 86_400_000;
let database: Database;
let scope: Scope;
let summary: DemoDataSummary | null;
const now = new Date("2026-11-23T15:00:00.000Z");

beforeAll(async () => {
  database = await openTestDatabase();
  scope = await newMerchantScope(database);
  summary = await seedDemoData(database.db, scope.accountId, { now });
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe("demo data on a new database", () => {
  it("makes a catalogue through the eligibility bot, a coupon, a promo code and a payment link", async () => {
    expect(summary).toEqual({ products: 12, customers: 6, checkout_sessions: 60, subscriptions: 4 });
    const products = (await listProducts(scope, { limit: 100 })).data;
    // The catalogue's twelve, and the two products of the demo subscriptions.
    expect(products).toHaveLength(14);
    const categories = new Set(products.map((p) => p.hsa_fsa_eligibility));
    // At least four eligibility categories, and products that are not eligible for split carts.
    expect(categories.size).toBeGreaterThanOrEqual(4);
    expect(categories.has("not_eligible")).toBe(true);
    for (const p of products) expect(p.eligibility_rationale).toBeTruthy();
    expect((await listPrices(scope, { limit: 100 }, new Set())).data.filter((p) => p.active)).toHaveLength(14);
    expect((await listCoupons(scope, { limit: 10 })).data).toHaveLength(1);
    expect((await listPromoCodes(scope, { limit: 10 })).data.map((p) => p.code)).toEqual(["WELCOME10"]);
    expect((await listPaymentLinks(scope, { limit: 10 })).data).toHaveLength(1);
    expect((await listCustomers(scope, { limit: 100 })).data).toHaveLength(6);
  });

  it("starts four subscriptions a month ago: renewed, one past due, one canceled at period end", async () => {
    const subs = (await listSubscriptions(scope, { limit: 100 })).data;
    expect(subs.map((s) => s.status).sort()).toEqual(["active", "active", "canceled", "past_due"]);
    const renewals = (await listInvoices(scope, { limit: 100 })).data.filter((i) => i.billing_reason === "subscription_cycle");
    expect(renewals.map((i) => i.status).sort()).toEqual(["open", "paid", "paid"]);
  });

  it("spreads 60 checkout sessions over the last 30 days: paid split carts, partial refunds, one awaiting capture, one expired", async () => {
    const sessions = (await listCheckoutSessions(scope, { limit: 100 }, new Set())).data.filter((s) => s.mode === "payment");
    expect(sessions).toHaveLength(60);
    const ages = sessions.map((s) => (now.getTime() - s.created_at * 1000) / DAY);
    expect(Math.max(...ages)).toBeGreaterThan(25);
    expect(Math.max(...ages)).toBeLessThanOrEqual(30);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    const byStatus = (status: string) => sessions.filter((s) => s.status === status);
    expect(byStatus("complete").length).toBeGreaterThanOrEqual(50);
    expect(byStatus("complete").filter((s) => s.split_cart).length).toBeGreaterThanOrEqual(20);
    const awaiting = byStatus("paid");
    expect(awaiting).toHaveLength(1);
    expect(awaiting[0].capture_method).toBe("manual");
    expect(byStatus("canceled")).toHaveLength(1);
    expect(byStatus("open")).toHaveLength(2);
    const [expired] = await database.db
      .select()
      .from(events)
      .where(and(eq(events.accountId, scope.accountId), eq(events.eventType, "checkout.session.expired")));
    expect(expired.objectId).toBe(byStatus("canceled")[0].checkout_session_id);
    for (const s of byStatus("complete")) expect(s.amount_received).toBe(s.amount_total);
  });

  it("refunds a few sessions in part, settled with an acquirer reference number", async () => {
    const list = (await listRefunds(scope, { limit: 100 })).data;
    expect(list.length).toBeGreaterThanOrEqual(5);
    for (const r of list) {
      expect(r).toMatchObject({ status: "succeeded", reference_type: "acquirer_reference_number", reference_status: "available" });
      expect(r.reference_id).toMatch(/^\d{23}$/);
    }
    const rows = await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.accountId, scope.accountId));
    const refunded = rows.filter((s) => s.amountRefunded > 0);
    expect(refunded.length).toBe(new Set(list.map((r) => r.checkout_session)).size);
    for (const s of refunded) expect(s.amountRefunded).toBeLessThan(s.amountReceived);
    // Settled in the seed itself: no settlement job is left to rewrite history at boot.
    const ids = new Set(list.map((r) => r.refund_id));
    const pendingRefunds = await database.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.accountId, scope.accountId), eq(refunds.status, "pending")));
    expect(pendingRefunds).toEqual([]);
    expect(ids.size).toBe(list.length);
  });

  it("is consistent with the money invariants, and the home chart shows volume on many days", async () => {
    expect(await checkMoneyInvariants(database.db, scope.accountId)).toEqual([]);
    const home = await getDashboardSummary(scope, { days: 30, now });
    expect(home.totals.gross_volume).toBeGreaterThan(100_00);
    expect(home.totals.refunds).toBeGreaterThan(0);
    expect(home.totals.checkout_sessions).toBeGreaterThanOrEqual(55);
    expect(home.days.filter((d) => d.gross_volume > 0).length).toBeGreaterThanOrEqual(15);
    const intents = (await listPaymentIntents(scope, { limit: 100 }, new Set())).data;
    expect(intents.some((p) => p.status === "requires_capture")).toBe(true);
  });

  it("leaves open sessions' expiry jobs due in the future only", async () => {
    const due = await database.db.select().from(jobs).where(eq(jobs.type, "checkout.expire_session"));
    const open = (await listCheckoutSessions(scope, { limit: 100, status: "open" }, new Set())).data.map((s) => s.checkout_session_id);
    for (const id of open) {
      const job = due.find((j) => j.payload.checkout_session_id === id)!;
      expect(job.runAt.getTime()).toBeGreaterThan(now.getTime());
    }
  });

  it("is skipped with SEED_DEMO_DATA=0", async () => {
    const other = await newMerchantScope(database);
    process.env.SEED_DEMO_DATA = "0";
    try {
      expect(await seedDemoData(database.db, other.accountId, { now })).toBeNull();
    } finally {
      delete process.env.SEED_DEMO_DATA;
    }
    expect((await listProducts(other, { limit: 10 })).data).toEqual([]);
  });
});
