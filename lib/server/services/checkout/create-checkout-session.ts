import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { checkoutSessions, customers, paymentIntents } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import type { CheckoutSessionCreate } from "@/lib/schemas/checkout-session";
import { ApiError } from "../../errors";
import { enqueueJob } from "../../jobs/enqueue-job";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import { recordEvent } from "../record-event";
import { createSetupIntentRow } from "../setup-intents/create-setup-intent";
import { getCheckoutSession } from "./get-checkout-session";
import { payCheckoutSessionInTx } from "./pay-checkout-session";
import { resolveDiscounts, resolveLines, totalsFor } from "./resolve-cart";

export const SESSION_LIFETIME_MS = 24 * 3_600_000;
const LOC = ["body", "checkout_session"];

export function clientSecret(id: string) {
  return `${id}_secret_${randomBytes(16).toString("hex")}`;
}

export async function createCheckoutSession(scope: Scope, input: CheckoutSessionCreate, extra: { paymentLinkId?: string; origin?: string } = {}) {
  const mode = input.mode ?? "payment";
  if (mode === "subscription") {
    throw ApiError.badRequest("mode_not_supported", "Subscription-mode sessions are not available yet; use mode payment or setup.", [...LOC, "mode"]);
  }
  const id = await inTransaction(scope, async (tx) => {
    const customerId = input.customer ?? input.defaults?.customer_id ?? null;
    if (customerId && !(await findScoped(tx, customers, customerId))) {
      throw ApiError.referenceNotFound("customer", customerId, [...LOC, input.customer ? "customer" : "defaults"]);
    }
    const rawLines = mode === "setup" ? [] : await resolveLines(tx, input.line_items ?? []);
    const discounts = await resolveDiscounts(tx, input.discounts ?? [], customerId);
    const shippingAmount = input.shipping_options?.shipping_rate_data?.amount ?? input.shipping_options?.shipping_amount ?? 0;
    const fees = (input.fees ?? []).map((f) => f.amount);
    const { totals, lines } = totalsFor(rawLines, discounts, shippingAmount, input.tax_rate?.amount ?? 0, fees);

    const sessionId = newId("checkoutSession");
    const captureMethod = input.capture_method ?? "automatic";
    // Empty strings from integrations mean "no value".
    const defaults = input.defaults
      ? Object.fromEntries(Object.entries(input.defaults).map(([k, v]) => [k, v === "" ? null : (v ?? null)]))
      : null;
    await tx.db.insert(checkoutSessions).values({
      id: sessionId,
      accountId: tx.accountId,
      testMode: tx.testMode,
      createdAt: clockNow(tx),
      status: "open",
      mode,
      origin: input.origin ?? extra.origin ?? "api",
      captureMethod,
      expiresAt: new Date(clockNow(tx).getTime() + SESSION_LIFETIME_MS),
      allowPromotionCodes: input.allow_promotion_codes ?? false,
      lineItems: lines,
      discounts,
      fees: (input.fees ?? []).map((f) => ({ amount: f.amount, fee_type: f.fee_type ?? "custom", name: f.name ?? null, description: f.description ?? null })),
      totals: totals.session,
      splitCart: totals.isSplit ? { split_cart_id: newId("splitCart"), eligible: totals.eligible, non_eligible: totals.nonEligible } : null,
      totalDetails: totals.totalDetails,
      hsaFsaEligible: totals.hsaFsaEligible,
      lmnRequired: totals.letterOfMedicalNecessityRequired,
      lmnStatus: totals.letterOfMedicalNecessityRequired ? "pending" : null,
      successUrl: input.success_url ?? null,
      cancelUrl: input.cancel_url ?? null,
      clientReferenceId: input.client_reference_id ?? null,
      customerId,
      defaults,
      shippingAddressCollection: input.shipping_address_collection ?? false,
      shippingOptions: input.shipping_options
        ? { shipping_rate_id: input.shipping_options.shipping_rate_id ?? null, shipping_amount: shippingAmount }
        : null,
      taxRate: input.tax_rate ?? null,
      visitType: input.visit_type ?? null,
      metadata: input.metadata ?? {},
      paymentLinkId: extra.paymentLinkId ?? null,
      setupFutureUse: input.setup_future_use ?? null,
      subscriptionData: input.subscription_data ?? null,
    });

    if (mode === "setup") {
      const si = await createSetupIntentRow(tx, { checkoutSessionId: sessionId, customerId, partnerId: null });
      await tx.db.update(checkoutSessions).set({ setupIntentId: si.id }).where(eq(checkoutSessions.id, sessionId));
    } else {
      // One intent per cart: a split cart is paid by an HSA/FSA card and a regular card.
      const carts = totals.isSplit
        ? [["eligible", totals.eligible.amount_total], ["non_eligible", totals.nonEligible.amount_total]] as const
        : [[totals.hsaFsaEligible ? "eligible" : "whole", totals.session.amount_total]] as const;
      for (const [cart, amount] of carts) {
        const piId = newId("paymentIntent");
        await tx.db.insert(paymentIntents).values({
          id: piId,
          accountId: tx.accountId,
          testMode: tx.testMode,
          createdAt: clockNow(tx),
          checkoutSessionId: sessionId,
          cart,
          amount,
          status: "requires_payment_method",
          captureMethod,
          customerId,
          clientSecret: clientSecret(piId),
          metadata: input.metadata ?? {},
        });
      }
    }
    await enqueueJob(tx.db, "checkout.expire_session", { checkout_session_id: sessionId, account_id: tx.accountId, test_mode: tx.testMode }, {
      runAt: new Date(clockNow(tx).getTime() + SESSION_LIFETIME_MS),
      dedupeKey: `expire:${sessionId}`,
    });
    const created = await getCheckoutSession(tx, sessionId);
    await recordEvent(tx, "checkout.session.created", "checkout_session", created, sessionId);
    if (mode === "off_session") {
      // Charged at once with the saved card; a decline refuses the whole request.
      const result = await payCheckoutSessionInTx(tx, sessionId, { payment_method: input.payment_method! }, [...LOC, "payment_method"]);
      if (result) throw result.declined;
    }
    return sessionId;
  });
  return getCheckoutSession(scope, id);
}
