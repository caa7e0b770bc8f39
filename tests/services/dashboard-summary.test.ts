import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { captures, checkoutSessions, refunds } from "@/lib/db/schema";
import { cancelCheckoutSession } from "@/lib/server/services/checkout/cancel-checkout-session";
import { captureCheckoutSession } from "@/lib/server/services/checkout/capture-checkout-session";
import { createCheckoutSession } from "@/lib/server/services/checkout/create-checkout-session";
import { payCheckoutSession } from "@/lib/server/services/checkout/pay-checkout-session";
import { refundCheckoutSession } from "@/lib/server/services/checkout/refund-checkout-session";
import { createPrice } from "@/lib/server/services/prices/create-price";
import { createProduct } from "@/lib/server/services/products/create-product";
import { overrideProcessor } from "@/lib/server/processor/processor-for";
import { testProcessor } from "@/lib/server/processor/test-processor";
import { createRefund } from "@/lib/server/services/refunds/create-refund";
import { settleRefund } from "@/lib/server/services/refunds/settle-refund";
import { getDashboardSummary, type DashboardDay } from "@/lib/server/services/reports/get-dashboard-summary";
import type { Scope } from "@/lib/server/scope";
import { checkMoneyInvariants } from "@/lib/server/services/invariants/check-money-invariants";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";

const DAY = 86_400_000;
let database: Database;
let scope: Scope;
/** Fixed "now" of the report: mid-afternoon UTC, so every row below is placed before it. */
let now: Date;
let today: number;
/** A moment on the UTC day `daysAgo` before today, `hour` o'clock. */
const at = (daysAgo: number, hour = 10) => new Date(today - daysAgo * DAY + hour * 3_600_000);
const iso = (daysAgo: number) => new Date(today - daysAgo * DAY).toISOString().slice(0, 10);

type Prices = { eligible: string; regular: string };

async function catalogue(s: Scope): Promise<Prices> {
  const bandages = await createProduct(s, { name: "Bandages", hsa_fsa_eligibility: "auto_substantiation" });
  const tote = await createProduct(s, { name: "Tote bag", hsa_fsa_eligibility: "not_eligible" });
  const eligible = await createPrice(s, { product: bandages.product_id, unit_amount: 1250 });
  const regular = await createPrice(s, { product: tote.product_id, unit_amount: 899 });
  return { eligible: eligible.price_id, regular: regular.price_id };
}

/** A paid session; automatic capture charges it at once. */
async function paidSession(s: Scope, lines: { price: string; quantity: number }[], captureMethod: "automatic" | "manual" = "automatic") {
  const session = await createCheckoutSession(s, { line_items: lines, capture_method: captureMethod });
  return payCheckoutSession(s, session.checkout_session_id, {
    payment_method: "pm_card_visa",
    ...(session.hsa_fsa_eligible ? { hsa_fsa_payment_method: "pm_card_hsa_fsa" } : {}),
  });
}

async function moveCapture(sessionId: string, when: Date) {
  await database.db.update(captures).set({ createdAt: when }).where(eq(captures.checkoutSessionId, sessionId));
}
async function moveSession(sessionId: string, when: Date) {
  await database.db.update(checkoutSessions).set({ createdAt: when }).where(eq(checkoutSessions.id, sessionId));
}
async function moveRefund(refundId: string, when: Date) {
  await database.db.update(refunds).set({ createdAt: when }).where(eq(refunds.id, refundId));
}

beforeAll(async () => {
  database = await openTestDatabase();
  scope = await newMerchantScope(database);
  const d = new Date();
  today = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  now = new Date(today + 15 * 3_600_000);
});
afterAll(async () => {
  try {
    // What the test did through the services must leave the books balanced.
    expect(await checkMoneyInvariants(database.db, scope.accountId)).toEqual([]);
  } finally {
    await database.close();
  }
});

describe("getDashboardSummary", () => {
  it("an account without activity gets 30 zero days ending today", async () => {
    const empty = await newMerchantScope(database);
    const summary = await getDashboardSummary(empty, { now });
    expect(summary.days).toHaveLength(30);
    expect(summary.from).toBe(iso(29));
    expect(summary.to).toBe(iso(0));
    expect(summary.days.every((d) => d.gross_volume === 0 && d.refunds === 0 && d.payments === 0 && d.checkout_sessions === 0)).toBe(true);
    expect(summary.totals).toEqual({ gross_volume: 0, refunds: 0, net_volume: 0, payments: 0, checkout_sessions: 0 });
  });

  it("sums captured cents, non-failed refunds and payments per UTC day, zero-filled", async () => {
    const p = await catalogue(scope);

    // 3 days ago created, captured 2 days ago: a split cart, 2 x 12.50 on the HSA/FSA card + 8.99 on the regular card.
    const s1 = await paidSession(scope, [
      { price: p.eligible, quantity: 2 },
      { price: p.regular, quantity: 1 },
    ]);
    expect(s1.status).toBe("complete");
    expect(s1.amount_received).toBe(3399);
    await moveSession(s1.checkout_session_id, at(3));
    await moveCapture(s1.checkout_session_id, at(2, 23));

    // Today: an eligible-only cart (one intent) of 12.50.
    const s2 = await paidSession(scope, [{ price: p.eligible, quantity: 1 }]);
    await moveCapture(s2.checkout_session_id, at(0, 0));

    // Today: manual capture of 1 of the 2 eligible units and the regular line: 12.50 + 8.99.
    const s3 = await paidSession(
      scope,
      [
        { price: p.eligible, quantity: 2 },
        { price: p.regular, quantity: 1 },
      ],
      "manual",
    );
    expect(s3.status).toBe("paid");
    const captured = await captureCheckoutSession(scope, s3.checkout_session_id, {
      line_items: [
        { price: p.eligible, quantity: 1 },
        { price: p.regular, quantity: 1 },
      ],
    });
    expect(captured.amount_received).toBe(2149);
    await moveCapture(s3.checkout_session_id, at(0, 9));

    // Today: authorized, then canceled: the released hold is no volume.
    const s4 = await paidSession(scope, [{ price: p.eligible, quantity: 3 }], "manual");
    await cancelCheckoutSession(scope, s4.checkout_session_id);

    // 40 days ago: outside the window.
    const s5 = await paidSession(scope, [{ price: p.regular, quantity: 5 }]);
    await moveSession(s5.checkout_session_id, at(40));
    await moveCapture(s5.checkout_session_id, at(40));

    // Refunds: 5.00 on s1 yesterday; 3.00 on s2 today (pending still counts); 1.00 today that failed.
    const r1 = await refundCheckoutSession(scope, s1.checkout_session_id, { amount: 500, reason: "requested_by_customer" });
    await moveRefund(r1.refunds[0].refund_id as string, at(1, 12));
    const s2Intent = s2.payment_intent as string;
    await createRefund(scope, { payment_intent_id: s2Intent, amount: 300 });
    const failed = await createRefund(scope, { payment_intent_id: s2Intent, amount: 100 });
    // Fail it the way the network would: settlement answers failed and the money is refundable again.
    overrideProcessor(() => Object.assign(Object.create(testProcessor), { settleRefund: async () => ({ status: "failed" as const, reason: "expired_card" }) }));
    try {
      await settleRefund(database.db, { refund_id: failed.refund_id });
    } finally {
      overrideProcessor(null);
    }
    await moveRefund(failed.refund_id, at(0, 1));
    // A refund of the out-of-window session, 35 days ago.
    const r5 = await refundCheckoutSession(scope, s5.checkout_session_id, { amount: 200 });
    await moveRefund(r5.refunds[0].refund_id as string, at(35));

    // Live mode of the same account, and another merchant: never in this summary.
    const live: Scope = { ...scope, testMode: false };
    const lp = await catalogue(live);
    // A live payment needs a live processor: the test network stands in for one here (this test is
    // about the summary's sums, not about processors; tests/stripe covers live payments).
    overrideProcessor(() => testProcessor);
    try {
      await paidSession(live, [{ price: lp.regular, quantity: 1 }]);
    } finally {
      overrideProcessor(null);
    }
    const other = await newMerchantScope(database);
    const op = await catalogue(other);
    await paidSession(other, [{ price: op.eligible, quantity: 1 }]);

    const summary = await getDashboardSummary(scope, { now });
    expect(summary.days).toHaveLength(30);
    expect(summary.from).toBe(iso(29));
    expect(summary.to).toBe(iso(0));

    const expected: DashboardDay[] = Array.from({ length: 30 }, (_, i) => ({
      date: iso(29 - i),
      gross_volume: 0,
      refunds: 0,
      payments: 0,
      checkout_sessions: 0,
    }));
    const day = (daysAgo: number) => expected[29 - daysAgo];
    Object.assign(day(3), { checkout_sessions: 1 });
    Object.assign(day(2), { gross_volume: 3399, payments: 2 });
    Object.assign(day(1), { refunds: 500 });
    // Today: s2 (1250) + s3 (1250 + 899); sessions s2, s3, s4.
    Object.assign(day(0), { gross_volume: 3399, payments: 3, refunds: 300, checkout_sessions: 3 });
    expect(summary.days).toEqual(expected);
    expect(summary.totals).toEqual({ gross_volume: 6798, refunds: 800, net_volume: 5998, payments: 5, checkout_sessions: 4 });

    // Live mode sees only its own 8.99 payment.
    const liveSummary = await getDashboardSummary(live, { now });
    expect(liveSummary.totals).toMatchObject({ gross_volume: 899, payments: 1, refunds: 0, checkout_sessions: 1 });
  });

  it("a shorter window keeps only its days", async () => {
    const summary = await getDashboardSummary(scope, { now, days: 2 });
    expect(summary.days.map((d) => d.date)).toEqual([iso(1), iso(0)]);
    expect(summary.totals).toEqual({ gross_volume: 3399, refunds: 800, net_volume: 2599, payments: 3, checkout_sessions: 3 });
  });
});
