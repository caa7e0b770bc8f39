import "server-only";
import { fillReturnUrl, successRedirect } from "@/lib/checkout/return-url";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import type { PaymentIntent } from "@/lib/schemas/payment-intent";
import { liveProcessorConfig } from "../processor/processor-config";
import { describeTestCard } from "../processor/test-processor";
import { findShopperSession } from "../services/checkout/find-shopper-session";
import { pausedMessage } from "./paused-message";
import type { PayFormRequirements } from "@/lib/schemas/pay-form";

export type ShopperLine = {
  id: string;
  name: string;
  quantity: number;
  unitAmount: number;
  amountSubtotal: number;
  amountDiscount: number;
  eligible: boolean;
  eligibility: string | null;
};

export type ShopperPayment = {
  cart: "eligible" | "non_eligible" | "whole";
  /** Captured, or held when the merchant captures later. */
  amount: number;
  captured: boolean;
  brand: string | null;
  last4: string | null;
  hsaFsa: boolean;
};

/** What the hosted page shows: plain data, safe to hand to client components. */
export type ShopperCheckout = {
  id: string;
  /** The URL secret the page was opened with (the form sends it back with the payment). */
  secret: string;
  merchantName: string;
  testMode: boolean;
  mode: "payment" | "subscription" | "setup" | "off_session";
  /** open: can be paid; done: paid or complete; unavailable: canceled or expired. */
  state: "open" | "done" | "unavailable";
  unavailableReason: "canceled" | "expired" | null;
  lines: ShopperLine[];
  totals: {
    subtotal: number;
    discount: number;
    shipping: number;
    tax: number;
    fees: { name: string; amount: number }[];
    total: number;
  };
  showShipping: boolean;
  showTax: boolean;
  split: { eligible: number; nonEligible: number } | null;
  hsaFsaEligible: boolean;
  requirements: PayFormRequirements;
  visitType: string | null;
  email: string | null;
  cancelUrl: string | null;
  successUrl: string | null;
  expiresAt: number;
  payments: ShopperPayment[];
  amountReceived: number;
  lmnStatus: "pending" | "approved" | null;
  /**
   * Live mode: how cards are taken. `stripe`: with Stripe.js and the merchant's publishable key
   * (public, it sits in the page); `unavailable`: the merchant has no processor yet (no card form).
   * Null in test mode (the test card form).
   */
  live: { kind: "stripe"; publishableKey: string; stripeTestAccount: boolean } | { kind: "unavailable" } | null;
  /** Set while payment attempts are paused after too many declined cards: what the shopper reads. */
  pausedNotice: string | null;
  /** Subscription mode: renews every period; with a trial nothing is charged today. */
  subscription: { trial: boolean } | null;
};

/** The card an intent was paid with: as the processor described it, else (older test rows) the test card behind its token. */
function cardOf(pi: PaymentIntent) {
  const test = pi.test_mode && pi.payment_method ? describeTestCard(pi.payment_method) : null;
  return { brand: pi.card?.brand ?? test?.brand ?? null, last4: pi.card?.last4 ?? test?.last4 ?? null, hsaFsa: test?.hsaFsa ?? false };
}

function customerEmail(customer: unknown): string | null {
  const email = customer && typeof customer === "object" ? (customer as { email?: unknown }).email : null;
  return typeof email === "string" && email ? email : null;
}

/** The session behind /pay/c/{id}?secret=… as the shopper sees it; null when there is no such session or the secret is wrong. */
export const loadShopperCheckout = cache(async (id: string, secret: string | null): Promise<ShopperCheckout | null> => {
  const found = await findShopperSession(await getDb(), id, secret);
  if (!found) return null;
  const { session: s, merchantName, lmnStatus, scope } = found;
  const processor = s.test_mode ? null : await liveProcessorConfig(scope.db, scope.accountId);
  const expired = s.status === "open" && s.expires_at * 1000 <= Date.now();
  const state = s.status === "paid" || s.status === "complete" ? "done" : s.status === "canceled" || expired ? "unavailable" : "open";
  const lines = (s.line_items as Record<string, unknown>[]).map((l): ShopperLine => ({
    id: String(l.line_id),
    name: String(l.name),
    quantity: Number(l.quantity),
    unitAmount: Number(l.unit_amount),
    amountSubtotal: Number(l.amount_subtotal),
    amountDiscount: Number(l.amount_discount ?? 0),
    eligible: Boolean(l.eligible),
    eligibility: (l.hsa_fsa_eligibility as string | null) ?? null,
  }));
  const fees = s.fees.map((f) => ({ name: (f.name as string | null) || "Fee", amount: Number(f.amount) }));
  const intents = s.payment_intents.filter((p): p is PaymentIntent => typeof p === "object") as PaymentIntent[];
  const payments = intents
    .filter((p) => p.status === "succeeded" || p.status === "requires_capture")
    .map((p): ShopperPayment => ({
      cart: p.cart,
      amount: p.status === "succeeded" ? p.amount_received : p.amount_capturable,
      captured: p.status === "succeeded",
      ...cardOf(p),
    }));
  const split = s.split_cart ? { eligible: s.split_cart.eligible_cart.amount_total, nonEligible: s.split_cart.non_eligible_cart.amount_total } : null;
  return {
    id: s.checkout_session_id,
    secret: found.urlSecret,
    live: s.test_mode
      ? null
      : processor
        ? { kind: "stripe", publishableKey: processor.publishableKey, stripeTestAccount: processor.keyMode === "test" }
        : { kind: "unavailable" },
    merchantName,
    testMode: s.test_mode,
    mode: s.mode,
    subscription: s.mode === "subscription" ? { trial: (s.payment_intents ?? []).length === 0 } : null,
    state,
    unavailableReason: state === "unavailable" ? (s.status === "canceled" ? "canceled" : "expired") : null,
    lines,
    totals: {
      subtotal: s.amount_subtotal,
      discount: s.total_details.amount_discount,
      shipping: s.total_details.amount_shipping,
      tax: s.total_details.amount_tax,
      fees,
      total: s.amount_total,
    },
    showShipping: s.shipping_options !== null || s.total_details.amount_shipping > 0,
    showTax: s.tax_rate !== null || s.total_details.amount_tax > 0,
    split,
    hsaFsaEligible: s.hsa_fsa_eligible,
    requirements: {
      split: split !== null,
      shipping: s.shipping_address_collection && !s.shipping_details,
      intake: s.letter_of_medical_necessity_required,
      promo: s.allow_promotion_codes,
    },
    visitType: s.visit_type,
    // The shopper's email: what the integration prefilled, else the session's customer's.
    email: (typeof s.defaults?.email === "string" && s.defaults.email) || customerEmail(s.customer),
    cancelUrl: s.cancel_url ? fillReturnUrl(s.cancel_url, s.checkout_session_id) : null,
    successUrl: s.success_url ? successRedirect(s.success_url, s.checkout_session_id) : null,
    expiresAt: s.expires_at,
    payments,
    amountReceived: s.amount_received,
    lmnStatus: lmnStatus === "pending" || lmnStatus === "approved" ? lmnStatus : null,
    pausedNotice:
      s.payment_attempts_paused_until !== null && s.payment_attempts_paused_until * 1000 > Date.now()
        ? pausedMessage(s.payment_attempts_paused_until, merchantName)
        : null,
  };
});
