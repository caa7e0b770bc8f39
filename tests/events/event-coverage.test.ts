// Every write of the service layer emits exactly its events (issue 8, item 4), and every type in
// the catalogue is emitted by some write.
import { and, asc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import type Stripe from "stripe";
import { events, paymentIntents } from "@/lib/db/schema";
import { inTransaction } from "@/lib/server/scope";
import { newId } from "@/lib/db/ids";
import { applyStripeEvent } from "@/lib/server/services/processor/apply-stripe-event";
import { EVENT_TYPES } from "@/lib/schemas/event-types";
import { checkoutSessionCreateSchema } from "@/lib/schemas/checkout-session";
import { exportCreateSchema } from "@/lib/schemas/export";
import { subscriptionUpdateSchema } from "@/lib/schemas/subscription";
import { advanceTestClock } from "@/lib/server/billing/advance-test-clock";
import { listInvoices } from "@/lib/server/services/invoices/list-invoices";
import { voidInvoice } from "@/lib/server/services/invoices/void-invoice";
import { cancelSubscription } from "@/lib/server/services/subscriptions/cancel-subscription";
import { getSubscription } from "@/lib/server/services/subscriptions/get-subscription";
import { setPaymentMethodOutcome } from "@/lib/server/services/subscriptions/set-payment-method-outcome";
import { updateSubscription } from "@/lib/server/services/subscriptions/update-subscription";
import { updateCapture } from "@/lib/server/services/captures/update-capture";
import { cancelCheckoutSession } from "@/lib/server/services/checkout/cancel-checkout-session";
import { captureCheckoutSession } from "@/lib/server/services/checkout/capture-checkout-session";
import { createCheckoutSession } from "@/lib/server/services/checkout/create-checkout-session";
import { expireCheckoutSession } from "@/lib/server/services/checkout/expire-checkout-session";
import { pauseCheckoutAttempts } from "@/lib/server/services/checkout/pause-checkout-attempts";
import { payCheckoutSession } from "@/lib/server/services/checkout/pay-checkout-session";
import { refundCheckoutSession } from "@/lib/server/services/checkout/refund-checkout-session";
import { createCoupon } from "@/lib/server/services/coupons/create-coupon";
import { deleteCoupon } from "@/lib/server/services/coupons/delete-coupon";
import { createCustomer } from "@/lib/server/services/customers/create-customer";
import { updateCustomer } from "@/lib/server/services/customers/update-customer";
import { cancelExport } from "@/lib/server/services/exports/cancel-export";
import { createExport } from "@/lib/server/services/exports/create-export";
import { runExportJob, runExportSlice } from "@/lib/server/services/exports/run-export";
import { cancelPaymentIntent } from "@/lib/server/services/payment-intents/cancel-payment-intent";
import { createPaymentLink } from "@/lib/server/services/payment-links/create-payment-link";
import { updatePaymentLink } from "@/lib/server/services/payment-links/update-payment-link";
import { createPrice } from "@/lib/server/services/prices/create-price";
import { updatePrice } from "@/lib/server/services/prices/update-price";
import { createProduct } from "@/lib/server/services/products/create-product";
import { updateProduct } from "@/lib/server/services/products/update-product";
import { createPromoCode } from "@/lib/server/services/promo-codes/create-promo-code";
import { updatePromoCode } from "@/lib/server/services/promo-codes/update-promo-code";
import { listRefunds } from "@/lib/server/services/refunds/list-refunds";
import { settleRefund } from "@/lib/server/services/refunds/settle-refund";
import { createSetupIntent } from "@/lib/server/services/setup-intents/create-setup-intent";
import { createWebhook } from "@/lib/server/services/webhooks/create-webhook";
import { deleteWebhook } from "@/lib/server/services/webhooks/delete-webhook";
import { rotateWebhookSecret } from "@/lib/server/services/webhooks/rotate-webhook-secret";
import { sendWebhookTestEvent } from "@/lib/server/services/webhooks/send-webhook-test-event";
import { updateWebhook } from "@/lib/server/services/webhooks/update-webhook";
import type { Scope } from "@/lib/server/scope";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";

let database: Database;
let scope: Scope;
const emitted = new Set<string>();

beforeAll(async () => {
  database = await openTestDatabase();
  scope = await newMerchantScope(database);
});
afterAll(async () => {
  await database?.close();
});

/** The event types `write` emitted, in order, each with the id of the object it names. */
async function eventsOf<T>(write: () => Promise<T>): Promise<{ result: T; types: string[]; objects: string[] }> {
  const before = await database.db.select({ id: events.id }).from(events).where(eq(events.accountId, scope.accountId));
  const seen = new Set(before.map((r) => r.id));
  const result = await write();
  const rows = await database.db
    .select()
    .from(events)
    .where(and(eq(events.accountId, scope.accountId), gt(events.id, "")))
    .orderBy(asc(events.id));
  const fresh = rows.filter((r) => !seen.has(r.id));
  for (const r of fresh) {
    emitted.add(r.eventType);
    // The object is always the full resource under its key, never a partial stub.
    expect(Object.keys(r.object)).toEqual([r.objectType]);
    expect(Object.keys(r.object[r.objectType] as object).length).toBeGreaterThan(4);
  }
  return { result, types: fresh.map((r) => r.eventType), objects: fresh.map((r) => r.objectId) };
}

const sorted = (types: string[]) => [...types].sort();

describe("each write emits exactly its events", () => {
  it("live payments: Stripe's dispute webhook flags the payment", async () => {
    const live: Scope = { ...scope, testMode: false };
    // A bare row, not a paid flow (live mode needs Stripe): it is removed afterwards, since on
    // PostgreSQL the API suite's closing money-invariant check reads the same database.
    const id = newId("paymentIntent");
    const processorId = `pi_disputed_${id.slice(-8)}`;
    await database.db.insert(paymentIntents).values({
      id,
      accountId: live.accountId,
      testMode: false,
      cart: "whole",
      amount: 1000,
      amountReceived: 1000,
      status: "succeeded",
      captureMethod: "automatic",
      clientSecret: `${id}_secret_x`,
      processorPaymentId: processorId,
    });
    try {
      const event = {
        id: `evt_dispute_${id}`,
        type: "charge.dispute.created",
        data: { object: { id: "dp_1", payment_intent: processorId, status: "needs_response" } },
      } as unknown as Stripe.Event;
      const disputed = await eventsOf(() => inTransaction(live, (tx) => applyStripeEvent(tx, event)));
      expect(disputed.result).toBe("applied");
      expect(disputed.types).toEqual(["payment_intent.disputed"]);
    } finally {
      await database.db.delete(events).where(eq(events.objectId, id));
      await database.db.delete(paymentIntents).where(eq(paymentIntents.id, id));
    }
  });

  it("customers and the catalogue", async () => {
    const customer = await eventsOf(() => createCustomer(scope, { email: "cov@example.com" }));
    expect(customer.types).toEqual(["customer.created"]);
    expect((await eventsOf(() => updateCustomer(scope, customer.result.customer_id, { phone: "+1 555 0100" }))).types).toEqual(["account.updated"]);
    const product = await eventsOf(() => createProduct(scope, { name: "Bandages", hsa_fsa_eligibility: "auto_substantiation" }));
    expect(product.types).toEqual(["product.created"]);
    expect((await eventsOf(() => updateProduct(scope, product.result.product_id, { description: "Sterile" }))).types).toEqual(["product.updated"]);
    const price = await eventsOf(() => createPrice(scope, { product: product.result.product_id, unit_amount: 500 }));
    expect(price.types).toEqual(["price.created"]);
    expect((await eventsOf(() => updatePrice(scope, price.result.price_id, { metadata: { a: "1" } }))).types).toEqual(["price.updated"]);
    const coupon = await eventsOf(() => createCoupon(scope, { amount_off: 100 }));
    expect(coupon.types).toEqual(["coupon.created"]);
    const promo = await eventsOf(() => createPromoCode(scope, { coupon_id: coupon.result.coupon_id, code: "COVER1" }));
    expect(promo.types).toEqual(["promo_code.created"]);
    expect((await eventsOf(() => updatePromoCode(scope, promo.result.promo_code_id, { active: false }))).types).toEqual(["promo_code.updated"]);
    const other = await eventsOf(() => createCoupon(scope, { percent_off: 5 }));
    expect((await eventsOf(() => deleteCoupon(scope, other.result.coupon_id))).types).toEqual(["coupon.deleted"]);
    const link = await eventsOf(() => createPaymentLink(scope, { line_items: [{ price: price.result.price_id, quantity: 1 }] }));
    expect(link.types).toEqual(["payment_link.created"]);
    expect((await eventsOf(() => updatePaymentLink(scope, link.result.payment_link_id, { label: "Bandages" }))).types).toEqual(["payment_link.updated"]);
  });

  it("checkout: create, pay (automatic), decline, pay (manual), capture, refund, settle, cancel, expire", async () => {
    const eligible = await createProduct(scope, { name: "Thermometer", hsa_fsa_eligibility: "auto_substantiation" });
    const tote = await createProduct(scope, { name: "Tote", hsa_fsa_eligibility: "not_eligible" });
    const p1 = await createPrice(scope, { product: eligible.product_id, unit_amount: 2000 });
    const p2 = await createPrice(scope, { product: tote.product_id, unit_amount: 1000 });
    const coupon = await createCoupon(scope, { amount_off: 100 });
    const lines = [{ price: p1.price_id }, { price: p2.price_id }];
    const cards = { payment_method: "pm_card_visa", hsa_fsa_payment_method: "pm_card_hsa_fsa" };

    const created = await eventsOf(() => createCheckoutSession(scope, { line_items: lines, discounts: [{ coupon_id: coupon.coupon_id }] }));
    expect(created.types).toEqual(["checkout.session.created"]);
    const id = created.result.checkout_session_id;
    const declined = await eventsOf(() =>
      payCheckoutSession(scope, id, { payment_method: "pm_card_chargeDeclined", hsa_fsa_payment_method: "pm_card_hsa_fsa" }).catch((e) => e),
    );
    expect(declined.types).toEqual(["payment_intent.payment_failed"]);
    const paid = await eventsOf(() => payCheckoutSession(scope, id, cards));
    expect(sorted(paid.types)).toEqual(
      sorted(["coupon.redeemed", "payment_intent.succeeded", "payment_intent.succeeded", "capture.created", "checkout.session.completed"]),
    );
    const refund = await eventsOf(() => refundCheckoutSession(scope, id, { amount: 300 }));
    expect(refund.types).toEqual(["refund.created"]);
    const [r] = (await listRefunds(scope, { checkout_session: id })).data;
    expect((await eventsOf(() => settleRefund(database.db, { refund_id: r.refund_id }))).types).toEqual(["refund.updated"]);

    const manual = await createCheckoutSession(scope, { line_items: lines, capture_method: "manual" });
    const held = await eventsOf(() => payCheckoutSession(scope, manual.checkout_session_id, cards));
    expect(sorted(held.types)).toEqual(
      sorted(["payment_intent.amount_capturable_updated", "payment_intent.amount_capturable_updated", "checkout.session.paid"]),
    );
    const captured = await eventsOf(() => captureCheckoutSession(scope, manual.checkout_session_id, {}));
    expect(sorted(captured.types)).toEqual(sorted(["payment_intent.succeeded", "payment_intent.succeeded", "capture.created", "checkout.session.completed"]));
    const captureId = captured.result.captures[0].capture_id as string;
    expect((await eventsOf(() => updateCapture(scope, captureId, { metadata: { box: "3" } }))).types).toEqual(["capture.updated"]);

    const toCancel = await createCheckoutSession(scope, { line_items: lines });
    const canceled = await eventsOf(() => cancelCheckoutSession(scope, toCancel.checkout_session_id));
    expect(sorted(canceled.types)).toEqual(sorted(["payment_intent.canceled", "payment_intent.canceled", "checkout.session.canceled"]));

    const toExpire = await createCheckoutSession(scope, { line_items: lines });
    const later = new Date(Date.now() + 25 * 3_600_000);
    // Card testing: the hosted page pauses a session's attempts (lib/server/shopper/checkout-limits.ts).
    const pauseTarget = await createCheckoutSession(scope, { line_items: lines });
    const paused = await eventsOf(() => pauseCheckoutAttempts(scope, pauseTarget.checkout_session_id, 60));
    expect(paused.types).toEqual(["checkout.session.attempts_paused"]);
    const expired = await eventsOf(() =>
      expireCheckoutSession(database.db, { checkout_session_id: toExpire.checkout_session_id, account_id: scope.accountId, test_mode: true }, { now: later }),
    );
    expect(sorted(expired.types)).toEqual(sorted(["payment_intent.canceled", "payment_intent.canceled", "checkout.session.expired"]));

    await createPromoCode(scope, { coupon_id: coupon.coupon_id, code: "COVER2" });
    const promoSession = await createCheckoutSession(scope, { line_items: lines, discounts: [{ promo_code: "cover2" }] });
    const promoPaid = await eventsOf(() => payCheckoutSession(scope, promoSession.checkout_session_id, cards));
    // One redemption, one event: the promo code's, nesting its coupon with the new count.
    expect(promoPaid.types.filter((t) => t.endsWith(".redeemed"))).toEqual(["promo_code.redeemed"]);

    const single = await createCheckoutSession(scope, { line_items: [{ price: p2.price_id }] });
    const intentCancel = await eventsOf(() => cancelPaymentIntent(scope, single.payment_intent as string));
    expect(sorted(intentCancel.types)).toEqual(sorted(["payment_intent.canceled", "checkout.session.canceled"]));
  });

  it("setup intents and setup-mode sessions", async () => {
    const customer = await createCustomer(scope, { email: "saver@example.com" });
    expect((await eventsOf(() => createSetupIntent(scope, { customer: customer.customer_id }))).types).toEqual(["setup_intent.created"]);
    const session = await eventsOf(() => createCheckoutSession(scope, { mode: "setup", customer: customer.customer_id }));
    expect(session.types).toEqual(["checkout.session.created"]);
    const saved = await eventsOf(() => payCheckoutSession(scope, session.result.checkout_session_id, { payment_method: "pm_card_visa" }));
    expect(saved.types).toContain("setup_intent.succeeded");
    expect(saved.types).toContain("checkout.session.completed");
  });

  it("webhook endpoints", async () => {
    const created = await eventsOf(() => createWebhook(scope, { url: "http://127.0.0.1:9/hook", events: ["*"] }));
    expect(created.types).toEqual(["webhook.created"]);
    const id = created.result.webhook_id;
    expect((await eventsOf(() => updateWebhook(scope, id, { description: "x" }))).types).toEqual(["webhook.updated"]);
    expect((await eventsOf(() => rotateWebhookSecret(scope, id))).types).toEqual(["webhook.updated"]);
    expect((await eventsOf(() => sendWebhookTestEvent(scope, id))).types).toEqual(["webhook.ping"]);
    expect((await eventsOf(() => deleteWebhook(scope, id))).types).toEqual(["webhook.deleted"]);
    // The signing secret never travels in an event.
    const rows = await database.db
      .select()
      .from(events)
      .where(and(eq(events.accountId, scope.accountId), eq(events.objectId, id)));
    for (const r of rows) expect((r.object.webhook as { signing_secret: unknown }).signing_secret).toBeNull();
  });

  it("exports: create, complete, fail, cancel", async () => {
    const completed = await eventsOf(() => createExport(scope, exportCreateSchema.parse({ type: "customer", filters: { limit: 2 } })));
    expect(completed.types).toEqual(["export.created"]);
    const id = completed.result.export_id;
    expect((await eventsOf(() => runExportSlice(database.db, id))).types).toEqual(["export.completed"]);
    const failing = await createExport(scope, exportCreateSchema.parse({ type: "product" }));
    // A job claimed past its attempts (a worker that keeps dying) fails the export.
    expect((await eventsOf(() => runExportJob(database.db, { export_id: failing.export_id }, { attempts: 6, maxAttempts: 5 }))).types).toEqual([
      "export.failed",
    ]);
    const canceling = await createExport(scope, exportCreateSchema.parse({ type: "payment" }));
    expect((await eventsOf(() => cancelExport(scope, canceling.export_id))).types).toEqual(["export.canceled"]);
  });

  it("subscriptions and invoices: start, renew, change, decline, void, cancel", async () => {
    const product = await createProduct(scope, { name: "Refill plan", hsa_fsa_eligibility: "auto_substantiation" });
    const price = await createPrice(scope, { product: product.product_id, unit_amount: 3000, type: "recurring", recurring: { interval: "monthly" } });
    const bigger = await createPrice(scope, { product: product.product_id, unit_amount: 4500, type: "recurring", recurring: { interval: "monthly" } });
    const session = await createCheckoutSession(scope, checkoutSessionCreateSchema.parse({ mode: "subscription", line_items: [{ price: price.price_id }] }));
    const started = await eventsOf(() => payCheckoutSession(scope, session.checkout_session_id, { payment_method: "pm_card_hsa_fsa" }));
    expect(sorted(started.types)).toEqual(
      sorted([
        "payment_intent.succeeded",
        "capture.created",
        "checkout.session.completed",
        "invoice.created",
        "invoice.finalized",
        "invoice.paid",
        "customer.subscription.created",
      ]),
    );
    const subscriptionId = started.result.subscription as string;
    const sub = await getSubscription(scope, subscriptionId);
    const changed = await eventsOf(() =>
      updateSubscription(
        scope,
        subscriptionId,
        subscriptionUpdateSchema.parse({ items: [{ subscription_item_id: sub.items[0].subscription_item_id, price: bigger.price_id }] }),
      ),
    );
    expect(sorted(changed.types)).toEqual(
      sorted(["invoice.created", "invoice.finalized", "payment_intent.succeeded", "invoice.paid", "customer.subscription.updated"]),
    );
    await setPaymentMethodOutcome(scope, sub.hsa_fsa_payment_method!, "card_declined");
    const renewal = await eventsOf(() => advanceTestClock(scope, { to: new Date(Date.parse(sub.current_period_end) + 60_000).toISOString() }));
    expect(sorted(renewal.types)).toEqual(sorted(["invoice.created", "invoice.finalized", "invoice.payment_failed", "customer.subscription.updated"]));
    const open = (await listInvoices(scope, { subscription: subscriptionId, status: "open" })).data[0];
    expect((await eventsOf(() => voidInvoice(scope, open.invoice_id))).types).toEqual(["invoice.voided"]);
    expect((await eventsOf(() => cancelSubscription(scope, subscriptionId))).types).toEqual(["customer.subscription.updated"]);
    const ended = await eventsOf(() => advanceTestClock(scope, { seconds: 40 * 86_400 }));
    expect(sorted(ended.types)).toEqual(sorted(["customer.subscription.updated", "customer.subscription.deleted"]));
  });

  it("the catalogue lists exactly the types the writes above emitted", () => {
    expect([...emitted].sort()).toEqual([...EVENT_TYPES].sort());
  });
});
