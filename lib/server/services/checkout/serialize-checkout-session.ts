import "server-only";
import { asc, inArray } from "drizzle-orm";
import { captures, checkoutSessions, customers, paymentIntents, refunds, type CartTotals } from "@/lib/db/schema";
import type { Capture } from "@/lib/schemas/capture";
import type { CheckoutSession } from "@/lib/schemas/checkout-session";
import type { Customer } from "@/lib/schemas/customer";
import type { Refund } from "@/lib/schemas/refund";
import { publicBaseUrl } from "../../config";
import type { Scope } from "../../scope";
import { serializeCapture } from "../captures/serialize-capture";
import { serializeCustomer } from "../customers/serialize-customer";
import { serializePaymentIntent, type PaymentIntentRow } from "../payment-intents/serialize-payment-intent";
import { serializeRefund } from "../refunds/serialize-refund";

export type SessionRow = typeof checkoutSessions.$inferSelect;

/**
 * The shopper's URL of a session: its id and its secret, in the query (not a fragment, which
 * never reaches the server). The id alone is not enough to open the page.
 */
export function checkoutUrl(id: string, secret: string) {
  return `${publicBaseUrl()}/pay/c/${id}?secret=${secret}`;
}

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** Loads what a page of sessions nests (intents, captures, refunds, customers) in four queries. */
export async function serializeCheckoutSessions(scope: Scope, rows: SessionRow[], expand: Set<string> = new Set()): Promise<CheckoutSession[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [pis, caps, refs] = await Promise.all([
    scope.db.select().from(paymentIntents).where(inArray(paymentIntents.checkoutSessionId, ids)).orderBy(asc(paymentIntents.createdAt), asc(paymentIntents.id)),
    scope.db.select().from(captures).where(inArray(captures.checkoutSessionId, ids)).orderBy(asc(captures.createdAt)),
    scope.db.select().from(refunds).where(inArray(refunds.checkoutSessionId, ids)).orderBy(asc(refunds.createdAt)),
  ]);
  const customerIds = [...new Set(rows.map((r) => r.customerId).filter((x): x is string => Boolean(x)))];
  const custs = expand.has("customer") && customerIds.length ? await scope.db.select().from(customers).where(inArray(customers.id, customerIds)) : [];
  const custById = new Map(custs.map((c) => [c.id, serializeCustomer(c)]));
  return rows.map((row) =>
    serializeCheckoutSession(row, {
      intents: pis.filter((p) => p.checkoutSessionId === row.id),
      captures: caps.filter((c) => c.checkoutSessionId === row.id).map(serializeCapture),
      refunds: refs.filter((r) => r.checkoutSessionId === row.id).map(serializeRefund),
      customer: row.customerId ? custById.get(row.customerId) : undefined,
      expand,
    }),
  );
}

export function serializeCheckoutSession(
  row: SessionRow,
  related: { intents: PaymentIntentRow[]; captures: Capture[]; refunds: Refund[]; customer?: Customer; expand: Set<string> },
): CheckoutSession {
  const { intents, expand } = related;
  const expandIntents = expand.has("payment_intent") || expand.has("payment_intents");
  const ref = (pi: PaymentIntentRow | undefined) => (pi ? (expandIntents ? serializePaymentIntent(pi) : pi.id) : null);
  const eligiblePi = intents.find((p) => p.cart === "eligible");
  const nonEligiblePi = intents.find((p) => p.cart === "non_eligible");
  // The eligible intent is "the" payment intent of a split cart.
  const primary = eligiblePi ?? intents[0];
  const cart = (c: CartTotals, pi: PaymentIntentRow | undefined) => ({
    amount_total: c.amount_total,
    amount_subtotal: c.amount_subtotal,
    amount_tax: c.amount_tax,
    amount_discount: c.amount_discount,
    amount_shipping: c.amount_shipping,
    amount_fee: c.amount_fee,
    payment_intent: ref(pi),
  });
  return {
    checkout_session_id: row.id,
    status: row.status as CheckoutSession["status"],
    mode: row.mode as CheckoutSession["mode"],
    origin: row.origin as CheckoutSession["origin"],
    created_at: unix(row.createdAt),
    expires_at: unix(row.expiresAt),
    allow_promotion_codes: row.allowPromotionCodes,
    amount_total: row.totals.amount_total,
    amount_subtotal: row.totals.amount_subtotal,
    amount_received: row.amountReceived,
    amount_refunded: row.amountRefunded,
    cancel_url: row.cancelUrl,
    success_url: row.successUrl,
    redirect_url: checkoutUrl(row.id, row.urlSecret),
    client_reference_id: row.clientReferenceId,
    capture_method: row.captureMethod as CheckoutSession["capture_method"],
    captures: related.captures,
    customer: related.customer ?? row.customerId,
    defaults: row.defaults,
    invoice: null,
    hsa_fsa_eligible: row.hsaFsaEligible,
    letter_of_medical_necessity_required: row.lmnRequired,
    metadata: row.metadata,
    payment_intent: ref(primary),
    payment_intents: intents.map((p) => ref(p)!),
    refunds: related.refunds,
    setup_intent: row.setupIntentId,
    shipping_options: row.shippingOptions,
    shipping_address_collection: row.shippingAddressCollection,
    shipping_details: row.shippingDetails as CheckoutSession["shipping_details"],
    split_cart: row.splitCart
      ? {
          split_cart_id: row.splitCart.split_cart_id,
          checkout_session_id: row.id,
          eligible_cart: cart(row.splitCart.eligible, eligiblePi),
          non_eligible_cart: cart(row.splitCart.non_eligible, nonEligiblePi),
        }
      : null,
    fees: row.fees,
    subscription: row.subscriptionId,
    subscription_data: row.subscriptionData,
    tax_rate: row.taxRate,
    tax_calculation_mode: "exclusive",
    test_mode: row.testMode,
    total_details: row.totalDetails as CheckoutSession["total_details"],
    visit_type: row.visitType as CheckoutSession["visit_type"],
    setup_future_use: row.setupFutureUse,
    payment_attempts_paused_until: row.attemptsPausedUntil ? unix(row.attemptsPausedUntil) : null,
    line_items: row.lineItems,
  };
}

/** No expansion: what writes answer and put in their events. */
export const NO_EXPAND: Set<string> = new Set();
