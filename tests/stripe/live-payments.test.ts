// Live payments through Stripe (issue 19), with the real stripe SDK against the local double of
// Stripe's API (tests/helpers/stripe-double.ts), on the deployment-wide keys (STRIPE_*):
// split carts, 3-D Secure, declines, captures, refunds and their ARN by webhook, Stripe failures,
// idempotent retries, renewals off-session, reconciliation.
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setDatabase, type Database } from "@/lib/db/client";
import { events, paymentIntents, reconciliationIssues, subscriptions } from "@/lib/db/schema";
import type { Scope } from "@/lib/server/scope";
import { captureCheckoutSession } from "@/lib/server/services/checkout/capture-checkout-session";
import { createCheckoutSession } from "@/lib/server/services/checkout/create-checkout-session";
import { getCheckoutSession } from "@/lib/server/services/checkout/get-checkout-session";
import { createCustomer } from "@/lib/server/services/customers/create-customer";
import { createPrice } from "@/lib/server/services/prices/create-price";
import { createProduct } from "@/lib/server/services/products/create-product";
import { reconcileProcessor } from "@/lib/server/services/processor/reconcile-processor";
import { createRefund } from "@/lib/server/services/refunds/create-refund";
import { getRefund } from "@/lib/server/services/refunds/get-refund";
import { runBilling } from "@/lib/server/billing/run-billing";
import { receiveStripeWebhook } from "@/lib/server/processor/receive-stripe-webhook";
import { resetCheckoutLimits } from "@/lib/server/shopper/checkout-limits";
import { confirmLiveCheckout } from "@/lib/server/shopper/confirm-live-checkout";
import { startStripeDouble, type StripeDouble } from "../helpers/stripe-double";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";

const KEY = `sk_live_${"a1B2c3D4e5F6g7H8i9J0k1L2"}`;
const WEBHOOK_SECRET = "whsec_livepaymentstestsecret";
const ENV = ["STRIPE_API_BASE", "STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_TIMEOUT_MS"];

let double: StripeDouble;
let database: Database;
let live: Scope;
let eligiblePrice: string;
let otherPrice: string;

beforeAll(async () => {
  double = await startStripeDouble();
  Object.assign(process.env, {
    STRIPE_API_BASE: double.url,
    STRIPE_SECRET_KEY: KEY,
    STRIPE_PUBLISHABLE_KEY: "pk_live_51Hpublishablekey0000",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_TIMEOUT_MS: "1500",
  });
  database = await openTestDatabase();
  setDatabase(database);
  live = await newMerchantScope(database, false);
  const thermometer = await createProduct(live, { name: "Thermometer", hsa_fsa_eligibility: "auto_substantiation" });
  const tote = await createProduct(live, { name: "Tote", hsa_fsa_eligibility: "not_eligible" });
  eligiblePrice = (await createPrice(live, { product: thermometer.product_id, unit_amount: 2500 })).price_id;
  otherPrice = (await createPrice(live, { product: tote.product_id, unit_amount: 1000 })).price_id;
});
afterAll(async () => {
  for (const k of ENV) delete process.env[k];
  setDatabase(undefined);
  await database?.close();
  await double?.close();
});
afterEach(() => resetCheckoutLimits());

const secretOf = (s: { redirect_url: string }) => new URL(s.redirect_url).searchParams.get("secret");

async function splitSession(extra: Record<string, unknown> = {}) {
  const s = await createCheckoutSession(live, {
    line_items: [
      { price: eligiblePrice, quantity: 2 },
      { price: otherPrice, quantity: 1 },
    ],
    ...extra,
  });
  expect(s.split_cart).not.toBeNull();
  return s;
}

const confirm = (s: { checkout_session_id: string; redirect_url: string }, methods: Record<string, string>) =>
  confirmLiveCheckout(s.checkout_session_id, secretOf(s), { email: "shopper@example.com", payment_methods: methods }, "203.0.113.7");

const stripeIntentsOf = (sessionId: string) => [...double.state.paymentIntents.values()].filter((p) => p.metadata?.checkout_session === sessionId);
const ourIntents = (sessionId: string) => database.db.select().from(paymentIntents).where(eq(paymentIntents.checkoutSessionId, sessionId));

async function signedWebhook(type: string, object: unknown, options: { id?: string; secret?: string } = {}) {
  const { payload } = double.event(type, object, { livemode: true, id: options.id });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET });
  const res = await receiveStripeWebhook(
    new Request(`http://x/webhooks/stripe/${live.accountId}`, {
      method: "POST",
      body: payload,
      headers: { "stripe-signature": header, "content-type": "application/json" },
    }),
    live.accountId,
  );
  return { status: res.status, body: await res.json() };
}

describe("live checkout through Stripe", () => {
  it("a live session's URL secret says live_; a split cart is paid with two Stripe PaymentIntents, held then captured, with our ids", async () => {
    const s = await splitSession();
    expect(secretOf(s)).toMatch(/^live_[A-Za-z0-9_-]{43}$/);
    const res = await confirm(s, { hsa_fsa: "pm_card_hsa_fsa", card: "pm_card_visa" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const session = res.body.checkout_session as { status: string; amount_received: number; amount_total: number };
    expect(session.status).toBe("complete");
    expect(session.amount_received).toBe(session.amount_total);

    const theirs = stripeIntentsOf(s.checkout_session_id);
    const ours = await ourIntents(s.checkout_session_id);
    expect(theirs).toHaveLength(2);
    for (const pi of ours) {
      const stripePi = theirs.find((t) => t.id === pi.processorPaymentId)!;
      expect(stripePi).toMatchObject({
        amount: pi.amount,
        currency: "usd",
        capture_method: "manual",
        status: "succeeded",
        amount_received: pi.amount,
        livemode: true,
      });
      expect(stripePi.metadata).toEqual({ account: live.accountId, payment_intent: pi.id, checkout_session: s.checkout_session_id });
      expect(pi).toMatchObject({ status: "succeeded", amountReceived: pi.amount, cardBrand: "visa", cardLast4: expect.stringMatching(/^\d{4}$/) });
    }
    // Every money call carried an idempotency key derived from our intent ids.
    const moneyCalls = double.state.requests.filter((r) => r.method === "POST" && /^\/v1\/payment_intents/.test(r.path));
    expect(moneyCalls).toHaveLength(4);
    for (const r of moneyCalls) expect(r.idempotencyKey).toMatch(/^fpi_[0-9a-z]{26}:(authorize|capture)/);
  });

  it("3-D Secure: the page is told to authenticate, the hold is kept, and the same confirm completes it", async () => {
    const s = await splitSession();
    const first = await confirm(s, { hsa_fsa: "pm_card_hsa_fsa", card: "pm_card_authenticationRequired" });
    expect(first.status).toBe(200);
    const action = first.body.requires_action as { type: string; client_secret: string; payment_intent: string };
    expect(action).toMatchObject({
      type: "use_stripe_sdk",
      client_secret: expect.stringMatching(/^pi_.+_secret_/),
      payment_intent: expect.stringMatching(/^fpi_/),
    });
    expect((await getCheckoutSession(live, s.checkout_session_id)).status).toBe("open");
    const waiting = (await ourIntents(s.checkout_session_id)).find((p) => p.status === "requires_action")!;
    expect((await ourIntents(s.checkout_session_id)).find((p) => p.id !== waiting.id)!.status).toBe("requires_capture");

    double.authenticate(waiting.processorPaymentId!);
    const second = await confirm(s, { hsa_fsa: "pm_card_hsa_fsa", card: "pm_card_authenticationRequired" });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect((second.body.checkout_session as { status: string }).status).toBe("complete");
    // The authenticated payment was checked, not made again: two Stripe PaymentIntents in all.
    expect(stripeIntentsOf(s.checkout_session_id)).toHaveLength(2);
    expect(stripeIntentsOf(s.checkout_session_id).every((p) => p.status === "succeeded")).toBe(true);
  });

  it("a decline after the HSA/FSA card was authorized: 402, the hold is canceled at Stripe, the session stays open; a new card then pays", async () => {
    const s = await splitSession();
    const res = await confirm(s, { hsa_fsa: "pm_card_hsa_fsa", card: "pm_card_chargeDeclined" });
    expect(res.status).toBe(402);
    expect(res.body.detail).toEqual([{ loc: ["body", "payment_methods", "card"], msg: "Your card was declined.", type: "card_declined" }]);
    const eligibleIntent = (await ourIntents(s.checkout_session_id)).find((p) => p.cart === "eligible")!;
    const held = stripeIntentsOf(s.checkout_session_id).filter((p) => p.metadata.payment_intent === eligibleIntent.id);
    expect(held.map((p) => p.status)).toEqual(["canceled"]);
    expect(double.state.requests.some((r) => r.path === `/v1/payment_intents/${held[0].id}/cancel`)).toBe(true);
    const session = await getCheckoutSession(live, s.checkout_session_id);
    expect(session).toMatchObject({ status: "open", amount_received: 0 });
    for (const pi of await ourIntents(s.checkout_session_id)) expect(pi.status).toBe("requires_payment_method");

    const retry = await confirm(s, { hsa_fsa: "pm_card_hsa_fsa", card: "pm_card_mastercard" });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(stripeIntentsOf(s.checkout_session_id).filter((p) => p.status === "succeeded")).toHaveLength(2);
  });

  it("manual capture by line: Stripe captures what the merchant captures and releases the rest; cancel releases holds", async () => {
    const s = await splitSession({ capture_method: "manual" });
    expect((await confirm(s, { hsa_fsa: "pm_card_hsa_fsa", card: "pm_card_visa" })).status).toBe(200);
    expect((await getCheckoutSession(live, s.checkout_session_id)).status).toBe("paid");
    const eligibleLine = (await getCheckoutSession(live, s.checkout_session_id)).line_items.find((l) => (l as { eligible: boolean }).eligible) as {
      price: string;
    };
    const captured = await captureCheckoutSession(live, s.checkout_session_id, { line_items: [{ price: eligibleLine.price, quantity: 1 }] });
    expect(captured.amount_received).toBe(2500);
    const theirs = stripeIntentsOf(s.checkout_session_id);
    expect(theirs.map((p) => [p.status, p.amount_received]).sort()).toEqual([
      ["canceled", 0],
      ["succeeded", 2500],
    ]);

    const other = await splitSession({ capture_method: "manual" });
    expect((await confirm(other, { hsa_fsa: "pm_card_hsa_fsa", card: "pm_card_visa" })).status).toBe(200);
    const { cancelCheckoutSession } = await import("@/lib/server/services/checkout/cancel-checkout-session");
    await cancelCheckoutSession(live, other.checkout_session_id);
    expect(stripeIntentsOf(other.checkout_session_id).map((p) => p.status)).toEqual(["canceled", "canceled"]);
  });

  it("a refund reaches Stripe once (idempotent), then its ARN arrives by webhook; a bad signature and a repeated event change nothing", async () => {
    const s = await createCheckoutSession(live, { line_items: [{ price: otherPrice, quantity: 3 }] });
    expect((await confirm(s, { card: "pm_card_visa" })).status).toBe(200);
    const [pi] = await ourIntents(s.checkout_session_id);
    const refund = await createRefund(live, { payment_intent_id: pi.id, amount: 1200 });
    expect(refund).toMatchObject({ status: "pending", amount: 1200 });
    const stripeRefund = [...double.state.refunds.values()].find((r) => r.payment_intent === pi.processorPaymentId)!;
    expect(stripeRefund).toMatchObject({ amount: 1200, status: "pending", metadata: { payment_intent: pi.id, account: live.accountId } });

    const settled = double.settleRefund(stripeRefund.id, { status: "succeeded", arn: "74027466025201234567890" });
    const bad = await signedWebhook("refund.updated", settled, { secret: "whsec_someoneelse" });
    expect(bad.status).toBe(400);
    expect(bad.body.detail[0].type).toBe("signature_invalid");
    expect((await getRefund(live, refund.refund_id)).status).toBe("pending");

    const good = await signedWebhook("refund.updated", settled, { id: "evt_refund_settled_1" });
    expect(good).toEqual({ status: 200, body: { received: true, event: "evt_refund_settled_1", result: "applied" } });
    expect(await getRefund(live, refund.refund_id)).toMatchObject({
      status: "succeeded",
      reference_id: "74027466025201234567890",
      reference_type: "acquirer_reference_number",
      reference_status: "available",
    });
    const updates = await database.db
      .select()
      .from(events)
      .where(and(eq(events.objectId, refund.refund_id), eq(events.eventType, "refund.updated")));
    expect(updates).toHaveLength(1);

    const again = await signedWebhook("refund.updated", settled, { id: "evt_refund_settled_1" });
    expect(again.body.result).toBe("duplicate");
    expect(
      await database.db
        .select()
        .from(events)
        .where(and(eq(events.objectId, refund.refund_id), eq(events.eventType, "refund.updated"))),
    ).toHaveLength(1);
  });

  it("Stripe answering 500, or not in time: a clear 502, nothing of ours changes, and a retry charges once", async () => {
    const s = await createCheckoutSession(live, { line_items: [{ price: otherPrice, quantity: 1 }] });
    const before = await database.db.select().from(events).where(eq(events.accountId, live.accountId));
    double.failNext({ method: "POST", path: /^\/v1\/payment_intents$/ }, { status: 500 });
    const failed = await confirm(s, { card: "pm_card_visa" });
    expect(failed.status).toBe(502);
    expect(failed.body.detail![0]).toMatchObject({ type: "processor_unavailable", msg: expect.stringMatching(/Nothing was changed/) });
    expect((await getCheckoutSession(live, s.checkout_session_id)).status).toBe("open");
    expect(await database.db.select().from(events).where(eq(events.accountId, live.accountId))).toHaveLength(before.length);

    // The capture reaches Stripe but its answer comes too late: rolled back here, done there.
    double.failNext({ method: "POST", path: /\/capture$/ }, { delayMs: 3000 });
    const slow = await confirm(s, { card: "pm_card_visa" });
    expect(slow.status).toBe(502);
    expect(slow.body.detail![0].msg).toMatch(/did not answer in time/);
    expect((await getCheckoutSession(live, s.checkout_session_id)).amount_received).toBe(0);
    // The shopper tries again: the same Stripe payment and the same capture, replayed. One charge.
    const retry = await confirm(s, { card: "pm_card_visa" });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    const theirs = stripeIntentsOf(s.checkout_session_id).filter((p) => p.status !== "canceled");
    expect(theirs).toHaveLength(1);
    expect(theirs[0].amount_received).toBe(1000);
    expect((await getCheckoutSession(live, s.checkout_session_id)).amount_received).toBe(1000);
  });

  it("a refund retried after Stripe did not answer refunds once", async () => {
    const s = await createCheckoutSession(live, { line_items: [{ price: otherPrice, quantity: 2 }] });
    expect((await confirm(s, { card: "pm_card_visa" })).status).toBe(200);
    const [pi] = await ourIntents(s.checkout_session_id);
    double.failNext({ method: "POST", path: /^\/v1\/refunds$/ }, { delayMs: 3000 });
    await expect(createRefund(live, { payment_intent_id: pi.id, amount: 500 })).rejects.toMatchObject({ status: 502 });
    expect((await ourIntents(s.checkout_session_id))[0].amountRefunded).toBe(0);
    const refund = await createRefund(live, { payment_intent_id: pi.id, amount: 500 });
    const theirs = [...double.state.refunds.values()].filter((r) => r.payment_intent === pi.processorPaymentId);
    expect(theirs).toHaveLength(1);
    expect(refund.status).toBe("pending");
    expect((await ourIntents(s.checkout_session_id))[0].amountRefunded).toBe(500);
  });

  it("a dispute flags the payment and fires payment_intent.disputed", async () => {
    const s = await createCheckoutSession(live, { line_items: [{ price: otherPrice, quantity: 1 }] });
    expect((await confirm(s, { card: "pm_card_visa" })).status).toBe(200);
    const [pi] = await ourIntents(s.checkout_session_id);
    const res = await signedWebhook("charge.dispute.created", {
      id: "dp_1",
      object: "dispute",
      payment_intent: pi.processorPaymentId,
      charge: pi.latestCharge,
      amount: 1000,
      status: "needs_response",
      reason: "fraudulent",
    });
    expect(res.body.result).toBe("applied");
    const [row] = await database.db.select().from(paymentIntents).where(eq(paymentIntents.id, pi.id));
    expect(row.disputeStatus).toBe("needs_response");
    expect(
      await database.db
        .select()
        .from(events)
        .where(and(eq(events.objectId, pi.id), eq(events.eventType, "payment_intent.disputed"))),
    ).toHaveLength(1);
  });
});

describe("subscriptions and reconciliation", () => {
  it("a live subscription saves the card with a Stripe customer and renews off-session", async () => {
    const product = await createProduct(live, { name: "Test strips plan", hsa_fsa_eligibility: "auto_substantiation" });
    const monthly = await createPrice(live, { product: product.product_id, unit_amount: 2999, type: "recurring", recurring: { interval: "monthly" } });
    const customer = await createCustomer(live, { email: "subscriber@example.com" });
    const s = await createCheckoutSession(live, {
      mode: "subscription",
      customer: customer.customer_id,
      line_items: [{ price: monthly.price_id, quantity: 1 }],
    });
    const paid = await confirm(s, { card: "pm_card_visa" });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const first = stripeIntentsOf(s.checkout_session_id)[0];
    expect(first).toMatchObject({ setup_future_usage: "off_session", customer: expect.stringMatching(/^cus_/) });

    const [sub] = await database.db.select().from(subscriptions).where(eq(subscriptions.checkoutSessionId, s.checkout_session_id));
    // The period ends: move it into the past, as time would.
    const past = new Date(Date.now() - 60_000);
    await database.db.update(subscriptions).set({ currentPeriodEnd: past, nextActionAt: past }).where(eq(subscriptions.id, sub.id));
    const stats = await runBilling(database.db, { accountId: live.accountId, testMode: false });
    expect(stats).toMatchObject({ invoicesCreated: 1, invoicesPaid: 1, invoicesFailed: 0 });
    const renewalRequest = double.state.requests.find((r) => r.path === "/v1/payment_intents" && r.params.off_session === "true");
    expect(renewalRequest?.params).toMatchObject({ customer: first.customer, payment_method: expect.stringMatching(/^pm_/), confirm: "true", amount: "2999" });
    expect(renewalRequest?.idempotencyKey).toMatch(/^finv_[0-9a-z]{26}:attempt:0:eligible:authorize$/);
    const renewal = [...double.state.paymentIntents.values()].find((p) => p.id !== first.id && p.customer === first.customer);
    expect(renewal).toMatchObject({ amount: 2999, status: "succeeded", amount_received: 2999 });
    const [after] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(after.status).toBe("active");
    expect(after.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now());
  });

  it("reconciliation records a difference on the payment, releases holds Stripe keeps for nothing of ours, and settles refunds without a webhook", async () => {
    const s = await createCheckoutSession(live, { line_items: [{ price: otherPrice, quantity: 1 }], capture_method: "manual" });
    expect((await confirm(s, { card: "pm_card_visa" })).status).toBe(200);
    const [pi] = await ourIntents(s.checkout_session_id);
    // Captured in Stripe's dashboard, behind our back.
    const client = new Stripe(KEY, { ...double.sdkOptions, maxNetworkRetries: 0 });
    await client.paymentIntents.capture(pi.processorPaymentId!, { amount_to_capture: 400 });
    // A hold Stripe kept from a request that failed halfway: metadata names our intent, but no intent of ours points at it.
    const orphan = await client.paymentIntents.create({
      amount: 700,
      currency: "usd",
      capture_method: "manual",
      payment_method: "pm_card_visa",
      confirm: true,
      automatic_payment_methods: { enabled: true, allow_redirects: "never" },
      metadata: { account: live.accountId, payment_intent: pi.id },
    });

    const report = await reconcileProcessor(database.db);
    expect(report.orphansReleased).toBeGreaterThanOrEqual(1);
    expect(double.state.paymentIntents.get(orphan.id).status).toBe("canceled");
    const issues = await database.db.select().from(reconciliationIssues).where(eq(reconciliationIssues.objectId, pi.id));
    expect(issues.map((i) => i.kind).sort()).toEqual([`orphan_hold_released:${orphan.id}`, "amount_mismatch", "status_mismatch"].sort());
    expect(issues.find((i) => i.kind === "status_mismatch")!.detail).toMatchObject({
      ours: { status: "requires_capture" },
      stripe: { status: "succeeded", amount_received: 400 },
    });
  });
});
