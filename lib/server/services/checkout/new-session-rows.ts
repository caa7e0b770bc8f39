import "server-only";
import { randomBytes } from "node:crypto";
import type { checkoutSessions } from "@/lib/db/schema";
import { newId, newIds } from "@/lib/db/ids";
import type { CheckoutSessionCreate } from "@/lib/schemas/checkout-session";
import type { Scope } from "../../scope";
import { clientSecret } from "../client-secret";
import type { PaymentIntentRow } from "../payment-intents/serialize-payment-intent";
import type { SessionDiscount, totalsFor } from "./resolve-cart";

const SESSION_LIFETIME_MS = 24 * 3_600_000;

type Priced = ReturnType<typeof totalsFor>;
type SessionFacts = {
  id: string;
  now: Date;
  mode: string;
  captureMethod: string;
  lines: Priced["lines"];
  discounts: SessionDiscount[];
  totals: Priced["totals"];
  customerId: string | null;
  defaults: Record<string, unknown> | null;
  shippingAmount: number;
  setupIntentId: string | null;
  extra: { paymentLinkId?: string; origin?: string };
};

/** The hosted page's URL secret: 256 random bits (see checkoutUrl). */
function newUrlSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** A new session's row, every column as written: the answer and the event are serialized from it. */
export function sessionRowFor(tx: Scope, input: CheckoutSessionCreate, f: SessionFacts) {
  const { totals } = f;
  return {
    id: f.id,
    accountId: tx.accountId,
    testMode: tx.testMode,
    createdAt: f.now,
    updatedAt: f.now,
    status: "open",
    mode: f.mode,
    origin: input.origin ?? f.extra.origin ?? "api",
    captureMethod: f.captureMethod,
    expiresAt: new Date(f.now.getTime() + SESSION_LIFETIME_MS),
    allowPromotionCodes: input.allow_promotion_codes ?? false,
    lineItems: f.lines,
    discounts: f.discounts,
    fees: (input.fees ?? []).map((fee) => ({
      amount: fee.amount,
      fee_type: fee.fee_type ?? "custom",
      name: fee.name ?? null,
      description: fee.description ?? null,
    })),
    totals: totals.session,
    splitCart: totals.isSplit ? { split_cart_id: newId("splitCart"), eligible: totals.eligible, non_eligible: totals.nonEligible } : null,
    amountReceived: 0,
    amountRefunded: 0,
    totalDetails: totals.totalDetails,
    hsaFsaEligible: totals.hsaFsaEligible,
    lmnRequired: totals.letterOfMedicalNecessityRequired,
    lmnStatus: totals.letterOfMedicalNecessityRequired ? "pending" : null,
    intake: null,
    successUrl: input.success_url ?? null,
    cancelUrl: input.cancel_url ?? null,
    clientReferenceId: input.client_reference_id ?? null,
    customerId: f.customerId,
    defaults: f.defaults,
    shippingAddressCollection: input.shipping_address_collection ?? false,
    shippingOptions: input.shipping_options ? { shipping_rate_id: input.shipping_options.shipping_rate_id ?? null, shipping_amount: f.shippingAmount } : null,
    shippingDetails: null,
    taxRate: input.tax_rate ?? null,
    visitType: input.visit_type ?? null,
    metadata: input.metadata ?? {},
    paymentLinkId: f.extra.paymentLinkId ?? null,
    setupIntentId: f.setupIntentId,
    setupFutureUse: input.setup_future_use ?? null,
    subscriptionData: input.subscription_data ?? null,
    subscriptionId: null,
    // Live sessions' secrets say so: the proxy lets only their page load Stripe.js (security-headers.ts).
    urlSecret: `${tx.testMode ? "" : "live_"}${newUrlSecret()}`,
    attemptsPausedUntil: null,
  } satisfies typeof checkoutSessions.$inferSelect;
}

/** One new intent per cart (a split cart is paid by an HSA/FSA card and a regular card). */
export function intentRowsFor(
  tx: Scope,
  carts: readonly (readonly [string, number])[],
  f: { sessionId: string; now: Date; captureMethod: string; customerId: string | null; metadata: PaymentIntentRow["metadata"] },
): PaymentIntentRow[] {
  const intentIds = newIds("paymentIntent", carts.length);
  return carts.map(([cart, amount], i) => {
    const piId = intentIds[i];
    return {
      id: piId,
      accountId: tx.accountId,
      testMode: tx.testMode,
      createdAt: f.now,
      updatedAt: f.now,
      checkoutSessionId: f.sessionId,
      cart,
      amount,
      amountCapturable: 0,
      amountReceived: 0,
      amountRefunded: 0,
      status: "requires_payment_method",
      captureMethod: f.captureMethod,
      customerId: f.customerId,
      paymentMethod: null,
      latestCharge: null,
      clientSecret: clientSecret(piId),
      lastPaymentError: null,
      invoiceId: null,
      metadata: f.metadata,
      processorPaymentId: null,
      processorAttempts: 0,
      cardBrand: null,
      cardLast4: null,
      disputeStatus: null,
    } satisfies PaymentIntentRow;
  });
}
