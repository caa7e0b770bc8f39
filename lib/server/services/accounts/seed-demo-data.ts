import "server-only";
import type { Db } from "@/lib/db/client";
import { mulberry32 } from "@/lib/prng";
import type { Scope } from "../../scope";
import { checkoutSessionCreateSchema } from "@/lib/schemas/checkout-session";
import { runBilling } from "../../billing/run-billing";
import { captureCheckoutSession } from "../checkout/capture-checkout-session";
import { cancelSubscription } from "../subscriptions/cancel-subscription";
import { getSubscription } from "../subscriptions/get-subscription";
import { setPaymentMethodOutcome } from "../subscriptions/set-payment-method-outcome";
import { createCheckoutSession } from "../checkout/create-checkout-session";
import { expireCheckoutSession } from "../checkout/expire-checkout-session";
import { payCheckoutSession } from "../checkout/pay-checkout-session";
import { refundCheckoutSession } from "../checkout/refund-checkout-session";
import { createCoupon } from "../coupons/create-coupon";
import { createCustomer } from "../customers/create-customer";
import { createPaymentLink } from "../payment-links/create-payment-link";
import { createPrice } from "../prices/create-price";
import { createProduct } from "../products/create-product";
import { createPromoCode } from "../promo-codes/create-promo-code";
import { listRefunds } from "../refunds/list-refunds";
import { settleRefund } from "../refunds/settle-refund";

const DAY_MS = 86_400_000;

/** A dozen products named as stores name them, across the eligibility categories (classified by the bot). */
const DEMO_PRODUCTS = [
  { name: "Digital Oral Thermometer", description: "Fast 10-second readings with fever alert.", unit_amount: 1299 },
  { name: "Adhesive Bandages, Assorted Sizes (100 ct)", description: "Flexible fabric bandages for minor cuts.", unit_amount: 749 },
  { name: "Mineral Sunscreen SPF 50", description: "Broad spectrum UVA/UVB protection, water resistant.", unit_amount: 1599 },
  { name: "Upper Arm Blood Pressure Monitor", description: "Clinically validated, stores 120 readings.", unit_amount: 4999 },
  { name: "Reading Glasses +1.50", description: "Lightweight frames with anti-glare lenses.", unit_amount: 2499 },
  { name: "Telehealth Visit with a Nurse Practitioner", description: "A 20-minute video consultation.", unit_amount: 3900 },
  { name: "Graduated Compression Socks 20-30 mmHg", description: "Medical-grade support for circulation.", unit_amount: 2899 },
  { name: "Magnesium Glycinate Sleep Supplement", description: "Dietary supplement, 60 capsules.", unit_amount: 2199 },
  { name: "Cotton Tote Bag", description: "Reusable canvas shopping bag.", unit_amount: 1500 },
  { name: "Insulated Water Bottle, 24 oz", description: "Stainless steel, keeps drinks cold for 24 hours.", unit_amount: 2800 },
  { name: "Lavender Scented Candle", description: "Soy wax, 40-hour burn time.", unit_amount: 1800 },
  { name: "Yoga Mat", description: "6 mm non-slip exercise mat.", unit_amount: 3400 },
];

const DEMO_CUSTOMERS = [
  { first_name: "Maya", last_name: "Okafor", email: "maya.okafor@example.com", phone: "+1 415 555 0142", employer: "Northwind Health" },
  { first_name: "Daniel", last_name: "Reyes", email: "daniel.reyes@example.com", phone: "+1 212 555 0199", employer: null },
  { first_name: "Priya", last_name: "Shah", email: "priya.shah@example.com", phone: null, employer: "Contoso" },
  { first_name: "Tom", last_name: "Becker", email: "tom.becker@example.com", phone: "+1 312 555 0107", employer: "Fabrikam" },
  { first_name: "Aiko", last_name: "Tanaka", email: "aiko.tanaka@example.com", phone: null, employer: null },
  { first_name: "Luis", last_name: "Moreno", email: "luis.moreno@example.com", phone: "+1 305 555 0188", employer: "Tailspin Clinics" },
];

const SESSION_COUNT = 60;

export type DemoDataSummary = { products: number; customers: number; checkout_sessions: number; subscriptions: number };

/**
 * The demo merchant's test-mode data: a catalogue classified by the eligibility bot, customers,
 * a coupon, a promo code, a payment link and about 60 checkout sessions over the last 30 days
 * (paid split carts, some refunded in part, one awaiting capture, one expired, a few still open).
 * Everything goes through the service layer on a clock set to the moment each thing happened, so
 * events, totals and the money invariants are what real traffic would have produced.
 * `SEED_DEMO_DATA=0` skips it.
 */
export async function seedDemoData(db: Db, accountId: string, options: { now?: Date } = {}): Promise<DemoDataSummary | null> {
  if (process.env.SEED_DEMO_DATA === "0") return null;
  const end = (options.now ?? new Date()).getTime();
  let clock = end - 34 * DAY_MS;
  const scope: Scope = { db, accountId, testMode: true, now: () => new Date(clock) };
  const at = (t: number) => {
    clock = Math.min(t, end);
  };
  // Deterministic, so every new demo database looks the same.
  const random = mulberry32(20261123);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];

  const customers = [];
  for (const [i, c] of DEMO_CUSTOMERS.entries()) {
    at(end - 34 * DAY_MS + i * 60_000);
    customers.push(
      await createCustomer(scope, {
        ...c,
        shipping: { line1: `${100 + i * 7} Market St`, city: "San Francisco", state: "CA", postal_code: "94105", country: "US" },
        metadata: { source: "demo" },
      }),
    );
  }

  const eligible: string[] = [];
  const other: string[] = [];
  for (const [i, p] of DEMO_PRODUCTS.entries()) {
    at(end - 30.5 * DAY_MS + i * 60_000);
    const product = await createProduct(scope, { name: p.name, description: p.description, use_eligibility_bot: true, metadata: { source: "demo" } });
    const price = await createPrice(scope, { product: product.product_id, unit_amount: p.unit_amount });
    (product.hsa_fsa_eligibility && product.hsa_fsa_eligibility !== "not_eligible" ? eligible : other).push(price.price_id);
  }
  // A split cart needs both kinds; the catalogue above always has both, whatever the bot's version.
  if (!eligible.length || !other.length) throw new Error("demo catalogue needs eligible and non-eligible products");

  at(end - 30 * DAY_MS);
  const coupon = await createCoupon(scope, { name: "Welcome 10% off", percent_off: 10, duration: "once", metadata: { source: "demo" } });
  await createPromoCode(scope, { coupon_id: coupon.coupon_id, code: "WELCOME10", metadata: { source: "demo" } });
  await createPaymentLink(
    scope,
    { label: "Blood pressure monitor", line_items: [{ price: eligible[Math.min(3, eligible.length - 1)], quantity: 1 }], allow_promotion_codes: true },
    "dashboard",
  );

  const cards = { payment_method: "pm_card_visa", hsa_fsa_payment_method: "pm_card_hsa_fsa" };
  const subscriptions = await seedDemoSubscriptions(
    scope,
    at,
    end,
    customers.map((c) => c.customer_id),
    cards,
  );
  let sessions = 0;
  for (let i = 0; i < SESSION_COUNT; i++) {
    // Spread over the last 30 days, a little denser towards today.
    const age = 30 * DAY_MS * (1 - Math.sqrt((i + random() * 0.8) / SESSION_COUNT));
    const created = Math.max(end - 30 * DAY_MS, end - age - 2 * 3_600_000);
    at(created);
    const customer = pick(customers);
    const kind = i === 20 ? "expired" : i === SESSION_COUNT - 3 ? "awaiting_capture" : i >= SESSION_COUNT - 2 ? "open" : "paid";
    const lines = [{ price: pick(eligible), quantity: 1 + Math.floor(random() * 2) }];
    if (random() < 0.7) lines.push({ price: pick(other), quantity: 1 });
    const session = await createCheckoutSession(scope, {
      line_items: lines,
      customer: customer.customer_id,
      client_reference_id: `order-${1000 + i}`,
      success_url: "https://shop.example.com/thanks?session={CHECKOUT_SESSION_ID}",
      shipping_options: { shipping_rate_data: { display_name: "Ground", amount: random() < 0.5 ? 599 : 0 } },
      tax_rate: { amount: Math.round(random() * 400) },
      discounts: i % 9 === 4 ? [{ promo_code: "WELCOME10" }] : undefined,
      capture_method: kind === "awaiting_capture" || i % 11 === 7 ? "manual" : "automatic",
      metadata: { source: "demo" },
    });
    sessions++;
    const id = session.checkout_session_id;
    if (kind === "open") continue;
    if (kind === "expired") {
      at(created + DAY_MS + 60_000);
      await expireCheckoutSession(db, { checkout_session_id: id, account_id: accountId, test_mode: true }, { now: new Date(clock) });
      continue;
    }
    at(created + 3 * 60_000);
    await payCheckoutSession(scope, id, { ...cards, email: customer.email ?? undefined });
    if (kind === "awaiting_capture") continue;
    if (session.capture_method === "manual") {
      at(created + 3 * 3_600_000);
      await captureCheckoutSession(scope, id, { metadata: { source: "demo" } });
    }
    if (i % 8 === 5) {
      // A partial refund (a returned item, or a goodwill credit), settled by the network a minute later.
      at(created + DAY_MS * (1 + random()));
      await refundCheckoutSession(scope, id, {
        amount: Math.max(100, Math.floor(session.amount_total * 0.3)),
        reason: "requested_by_customer",
        refund_metadata: { source: "demo" },
      });
      at(clock + 60_000);
      const refunds = await listRefunds(scope, { checkout_session: id, limit: 10 });
      for (const r of refunds.data) await settleRefund(db, { refund_id: r.refund_id }, { now: new Date(clock) });
    }
  }
  // The billing clock catches up with the month that passed: renewals, and one declined card.
  await runBilling(db, { accountId, testMode: true }, { now: new Date(end) });
  return { products: DEMO_PRODUCTS.length, customers: DEMO_CUSTOMERS.length, checkout_sessions: sessions, subscriptions };
}

/**
 * Four monthly subscriptions started 33 days ago (a refill plan on the HSA/FSA card, some with a
 * membership on the regular card too): the billing run renews them; one card has started to
 * decline (past due), one was canceled at period end.
 */
async function seedDemoSubscriptions(
  scope: Scope,
  at: (t: number) => void,
  end: number,
  customerIds: string[],
  cards: { payment_method: string; hsa_fsa_payment_method: string },
) {
  at(end - 33.95 * DAY_MS);
  const refill = await createProduct(scope, {
    name: "Glucose test strip refill",
    description: "50 strips, shipped monthly",
    hsa_fsa_eligibility: "auto_substantiation",
    metadata: { source: "demo" },
  });
  const club = await createProduct(scope, {
    name: "Wellness club membership",
    description: "Members-only classes and content",
    hsa_fsa_eligibility: "not_eligible",
    metadata: { source: "demo" },
  });
  const plan = await createPrice(scope, { product: refill.product_id, unit_amount: 2499, type: "recurring", recurring: { interval: "monthly" } });
  const membership = await createPrice(scope, { product: club.product_id, unit_amount: 999, type: "recurring", recurring: { interval: "monthly" } });
  const count = 4;
  for (let i = 0; i < count; i++) {
    at(end - 33.5 * DAY_MS + i * 2 * 3_600_000);
    const lines = [{ price: plan.price_id, quantity: 1 }, ...(i % 2 === 0 ? [{ price: membership.price_id, quantity: 1 }] : [])];
    const session = await createCheckoutSession(
      scope,
      checkoutSessionCreateSchema.parse({
        mode: "subscription",
        customer: customerIds[i % customerIds.length],
        line_items: lines,
        metadata: { source: "demo" },
      }),
    );
    at(end - 33.5 * DAY_MS + i * 2 * 3_600_000 + 120_000);
    const paid = await payCheckoutSession(scope, session.checkout_session_id, cards);
    const sub = await getSubscription(scope, paid.subscription as string);
    if (i === 1) await setPaymentMethodOutcome(scope, sub.hsa_fsa_payment_method!, "card_declined");
    if (i === 3) await cancelSubscription(scope, sub.subscription_id);
  }
  return count;
}
