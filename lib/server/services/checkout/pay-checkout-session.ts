import "server-only";
import { eq } from "drizzle-orm";
import { checkoutSessions, paymentIntents } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import type { PayCheckoutSession } from "@/lib/schemas/checkout-session";
import { ApiError } from "../../errors";
import type { AuthorizeResult, PaymentProcessor } from "../../processor/payment-processor";
import { processorFor } from "../../processor/processor-for";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { shippingToRow } from "../customers/create-customer";
import { serializePaymentIntent, type PaymentIntentRow } from "../payment-intents/serialize-payment-intent";
import { redeemDiscount } from "../promo-codes/redeem-discount";
import { startSubscription } from "../subscriptions/start-subscription";
import { recordEvent, recordEvents, type NewEvent } from "../record-event";
import { captureLockedSession } from "./capture-intents";
import type { Declined, Paid, RequiresAction } from "./pay-outcomes";
import { saveCard, startTrial } from "./pay-setup-or-trial";
import { lockSession } from "./lock-session";
import { processorCustomerFor, rememberCard, resolveMethod } from "./payment-methods";
import {
  afterProcessorFailure,
  answeredWithError,
  authorizeKey,
  holdOf,
  keepHolds,
  ProcessorFailure,
  releaseAll,
  resetHolds,
  type Hold,
} from "./processor-holds";
import { NO_EXPAND, serializeCheckoutSession } from "./serialize-checkout-session";
import { resolvePromoCode, totalsFor, type SessionDiscount } from "./resolve-cart";

const LOC = ["body", "payment"];

/**
 * Pays an open session as the hosted page does. A split cart first holds the HSA/FSA card for
 * the eligible cart, then charges the regular card for the rest; if that fails, the hold is
 * released and the session stays open. Discounts are redeemed only once every card said yes.
 */
export async function payCheckoutSession(scope: Scope, id: string, input: PayCheckoutSession) {
  const result = await payOrAuthenticate(scope, id, input);
  // The decline (and the released hold) is recorded; the caller still hears about it.
  if ("declined" in result) throw result.declined;
  if ("requiresAction" in result) {
    throw ApiError.of(402, "authentication_required", "The card needs 3-D Secure authentication, which only the hosted checkout page can do.", [
      ...LOC,
      "payment_method",
    ]);
  }
  return result.session;
}

/** Pays, or answers what the shopper's browser must do first (3-D Secure). */
export async function payOrAuthenticate(scope: Scope, id: string, input: PayCheckoutSession): Promise<Declined | Paid | RequiresAction> {
  try {
    return await inTransaction(scope, (tx) => payCheckoutSessionInTx(tx, id, input, [...LOC, "payment_method"]));
  } catch (error) {
    await afterProcessorFailure(scope, error);
    throw error;
  }
}

export async function payCheckoutSessionInTx(
  tx: Scope,
  id: string,
  input: PayCheckoutSession,
  methodLoc: (string | number)[],
): Promise<Declined | Paid | RequiresAction> {
  const { session, intents } = await lockSession(tx, id);
  checkPayable(tx, session, input);
  if (session.mode === "setup") return saveCard(tx, session, input, methodLoc);
  if (session.mode === "subscription" && intents.length === 0) return startTrial(tx, session, input, methodLoc);

  const { current, discounts } = await applyTypedPromoCode(tx, { session, intents }, input);
  const processor = await processorFor(tx);
  const saveFor = await processorCustomerFor(tx, processor, current.session);
  const outcome = await authorizeCarts(tx, processor, current, input, methodLoc, saveFor);
  if (!("held" in outcome)) return outcome;
  const { held } = outcome;

  // Every card said yes: now the discounts count against their limits (locked, never exceeded).
  try {
    await redeemSessionDiscounts(tx, session, discounts);
  } catch (error) {
    await releaseAll(processor, held);
    throw error;
  }

  const sessionPatch = sessionPatchFor(tx, current.session, input);
  if (current.session.setupFutureUse === "off_session" && held[0]) {
    const last = held[held.length - 1];
    const { token } = await resolveMethod(tx, processor, last.method, methodLoc, false);
    if (!last.method.startsWith("fpm_")) await rememberCard(tx, current.session.customerId, token, last.card, saveFor);
  }
  if (current.session.captureMethod === "automatic") return captureAtOnce(tx, current, held, sessionPatch, input, saveFor);
  return markAuthorized(tx, current, held, sessionPatch);
}

type Locked = Awaited<ReturnType<typeof lockSession>>;
type SessionPatch = ReturnType<typeof sessionPatchFor>;

/** What paying writes on the session besides its status: shipping, intake, LMN review, email. */
function sessionPatchFor(tx: Scope, session: Locked["session"], input: PayCheckoutSession) {
  return {
    shippingDetails: input.shipping_details ? shippingToRow(input.shipping_details) : session.shippingDetails,
    intake: input.intake ?? session.intake,
    lmnStatus: session.lmnRequired ? (tx.testMode ? "approved" : "pending") : null,
    defaults: input.email ? { ...(session.defaults ?? {}), email: input.email } : session.defaults,
  };
}

/** Only an open, unexpired session with what it requires can be paid. */
function checkPayable(tx: Scope, session: Locked["session"], input: PayCheckoutSession) {
  if (session.status !== "open") {
    throw ApiError.badRequest("checkout_session_unexpected_state", `This checkout session is ${session.status}; only an open session can be paid.`, []);
  }
  if (session.expiresAt.getTime() <= clockNow(tx).getTime()) {
    throw ApiError.badRequest("checkout_session_expired", "This checkout session has expired.", []);
  }
  if (session.shippingAddressCollection && !input.shipping_details && !session.shippingDetails) {
    throw ApiError.validation([{ loc: [...LOC, "shipping_details"], msg: "A shipping address is required.", type: "missing" }]);
  }
}

/** A promo code typed on the page: recompute the carts with it before charging. */
async function applyTypedPromoCode(tx: Scope, locked: Locked, input: PayCheckoutSession) {
  const { session, intents } = locked;
  let discounts = session.discounts as SessionDiscount[];
  let current: { session: Locked["session"]; intents: PaymentIntentRow[] } = { session, intents };
  if (input.promo_code) {
    if (!session.allowPromotionCodes)
      throw ApiError.badRequest("promotion_codes_not_allowed", "This checkout does not accept promo codes.", [...LOC, "promo_code"]);
    const promo = await resolvePromoCode(tx, input.promo_code, session.customerId, [...LOC, "promo_code"]);
    // A retry after a decline sends the code again; it is already on the session then (a decline commits it).
    if (!discounts.some((d) => d.promo_code_id === promo.promo_code_id)) {
      discounts = [...discounts, promo];
      current = await applyDiscounts(tx, session, intents, discounts);
    }
  }
  return { current, discounts };
}

/**
 * Authorizes every cart still to pay. Holds an earlier request made (a card that then needed
 * 3-D Secure) are kept and reused; a decline releases every hold, so no orphan hold is left.
 */
async function authorizeCarts(
  tx: Scope,
  processor: PaymentProcessor,
  current: { session: Locked["session"]; intents: PaymentIntentRow[] },
  input: PayCheckoutSession,
  methodLoc: (string | number)[],
  saveFor: string | null,
): Promise<{ held: Hold[] } | Declined | RequiresAction> {
  const held: Hold[] = current.intents.filter((p) => p.status === "requires_capture").map(holdOf);
  const started: Hold[] = [];
  for (const pi of current.intents.filter((p) => p.status === "requires_payment_method" || p.status === "requires_action")) {
    const regular = input.payment_method;
    const hsa = input.hsa_fsa_payment_method;
    // The eligible cart takes the HSA/FSA card when one is given; everything else the regular card.
    const method = pi.cart === "eligible" ? (hsa ?? regular) : regular;
    const loc = pi.cart === "eligible" && hsa ? [...LOC, "hsa_fsa_payment_method"] : methodLoc;
    if (!method) {
      throw ApiError.validation([{ loc: methodLoc, msg: "A regular card is needed for the items that are not HSA/FSA-eligible.", type: "missing" }]);
    }
    const { token, customer } = await resolveMethod(tx, processor, method, loc, current.session.mode === "off_session");
    let auth: AuthorizeResult;
    try {
      auth = await processor.authorize({
        token,
        amount: pi.amount,
        eligibleCart: pi.cart === "eligible",
        ref: { accountId: tx.accountId, paymentIntentId: pi.id, checkoutSessionId: current.session.id },
        idempotencyKey: authorizeKey(pi, token),
        customer: customer ?? (saveFor ? { processorCustomerId: saveFor, offSession: false } : null),
        // The shopper came back from 3-D Secure with the same card: check that payment, do not start another.
        existingPaymentId: pi.status === "requires_action" && pi.paymentMethod === method ? pi.processorPaymentId : null,
      });
    } catch (error) {
      // The processor did not answer: nothing of ours changes, and what this request held is released.
      await releaseAll(processor, started);
      // Stripe keeps a 500 under its idempotency key: that intent's next try needs a new key. A
      // timeout keeps the key, so a payment Stripe did make is answered again, not made twice.
      throw new ProcessorFailure(error, [...started.map((h) => h.pi.id), ...(answeredWithError(error) ? [pi.id] : [])]);
    }
    if (auth.ok === "requires_action") {
      // 3-D Secure: what is held so far is kept; the page authenticates, then confirms again.
      await keepHolds(tx, started);
      const [waiting] = await tx.db
        .update(paymentIntents)
        .set({ status: "requires_action", processorPaymentId: auth.paymentId, paymentMethod: method, updatedAt: clockNow(tx) })
        .where(eq(paymentIntents.id, pi.id))
        .returning();
      return { requiresAction: { paymentIntent: serializePaymentIntent(waiting), clientSecret: auth.clientSecret } };
    }
    if (!auth.ok) {
      // A decline after another card was authorized: that hold is released (no orphan hold), and
      // its intent's next try is a new payment at the processor.
      await releaseAll(processor, held);
      await resetHolds(tx, held);
      const error = { code: auth.code, decline_code: auth.declineCode ?? null, message: auth.message, payment_method: method };
      const [failed] = await tx.db
        .update(paymentIntents)
        .set({
          status: "requires_payment_method",
          lastPaymentError: error,
          processorPaymentId: null,
          processorAttempts: pi.processorAttempts + 1,
          updatedAt: clockNow(tx),
        })
        .where(eq(paymentIntents.id, pi.id))
        .returning();
      await recordEvent(tx, "payment_intent.payment_failed", "payment_intent", serializePaymentIntent(failed), failed.id);
      return { declined: ApiError.badRequest(auth.code, auth.message, loc) };
    }
    const hold = { pi, paymentId: auth.paymentId, chargeId: auth.chargeId, method, card: auth.card };
    held.push(hold);
    started.push(hold);
  }
  return { held };
}

/** Each discount is redeemed once, against its limits (locked, never exceeded). */
async function redeemSessionDiscounts(tx: Scope, session: Locked["session"], discounts: SessionDiscount[]) {
  const redeemed = new Set<string>();
  for (const d of discounts) {
    const key = d.promo_code_id ?? d.coupon_id;
    if (redeemed.has(key)) continue;
    redeemed.add(key);
    await redeemDiscount(tx, {
      promoCodeId: d.promo_code_id ?? undefined,
      couponId: d.promo_code_id ? undefined : d.coupon_id,
      customerId: session.customerId,
      reference: session.id,
      loc: [...LOC, "promo_code"],
    });
  }
}

const authorizedFields = (h: Hold) => ({
  status: "requires_capture",
  amountCapturable: h.pi.amount,
  paymentMethod: h.method,
  latestCharge: h.chargeId,
  processorPaymentId: h.paymentId,
  cardBrand: h.card.brand,
  cardLast4: h.card.last4,
  lastPaymentError: null,
});

/** Authorized and captured in one go: the intents and the session are written once, by the capture. */
async function captureAtOnce(
  tx: Scope,
  current: { session: Locked["session"]; intents: PaymentIntentRow[] },
  held: Hold[],
  sessionPatch: SessionPatch,
  input: PayCheckoutSession,
  saveFor: string | null,
): Promise<Paid> {
  const byId = new Map(held.map((h) => [h.pi.id, { ...h.pi, ...authorizedFields(h) }]));
  const intentsNow = current.intents.map((p) => byId.get(p.id) ?? p);
  const subscriptionId = current.session.mode === "subscription" ? newId("subscription") : null;
  const patch = subscriptionId ? { ...sessionPatch, subscriptionId } : sessionPatch;
  const answer = await captureLockedSession(tx, { ...current.session, ...patch, status: "paid" }, intentsNow, null, {}, patch);
  if (subscriptionId) {
    await startSubscription(
      tx,
      { ...current.session, ...patch },
      subscriptionId,
      { regular: input.payment_method, hsa: input.hsa_fsa_payment_method },
      saveFor,
    );
  }
  return { session: answer };
}

/** Manual capture: the intents wait for the merchant's capture, the session is paid. */
async function markAuthorized(
  tx: Scope,
  current: { session: Locked["session"]; intents: PaymentIntentRow[] },
  held: Hold[],
  sessionPatch: SessionPatch,
): Promise<Paid> {
  const now = clockNow(tx);
  const authorized: PaymentIntentRow[] = [];
  for (const h of held) {
    const [row] = await tx.db
      .update(paymentIntents)
      .set({ ...authorizedFields(h), updatedAt: now })
      .where(eq(paymentIntents.id, h.pi.id))
      .returning();
    authorized.push(row);
  }
  const [sessionRow] = await tx.db
    .update(checkoutSessions)
    .set({ ...sessionPatch, status: "paid", updatedAt: now })
    .where(eq(checkoutSessions.id, current.session.id))
    .returning();
  const byId = new Map(authorized.map((p) => [p.id, p]));
  const answer = serializeCheckoutSession(sessionRow, {
    intents: current.intents.map((p) => byId.get(p.id) ?? p),
    captures: [],
    refunds: [],
    expand: NO_EXPAND,
  });
  await recordEvents(tx, [
    ...authorized.map((row): NewEvent => ({
      type: "payment_intent.amount_capturable_updated",
      key: "payment_intent",
      object: serializePaymentIntent(row),
      objectId: row.id,
    })),
    { type: "checkout.session.paid", key: "checkout_session", object: answer, objectId: current.session.id },
  ]);
  return { session: answer };
}

/** Re-prices the session with its discounts and moves the intents' amounts to the new carts. */
async function applyDiscounts(
  tx: Scope,
  session: Awaited<ReturnType<typeof lockSession>>["session"],
  intents: PaymentIntentRow[],
  discounts: SessionDiscount[],
) {
  const fees = (session.fees as { amount: number }[]).map((f) => f.amount);
  const { totals, lines } = totalsFor(session.lineItems, discounts, session.shippingOptions?.shipping_amount ?? 0, session.taxRate?.amount ?? 0, fees);
  const [updated] = await tx.db
    .update(checkoutSessions)
    .set({
      discounts,
      lineItems: lines,
      totals: totals.session,
      totalDetails: totals.totalDetails,
      splitCart: session.splitCart ? { ...session.splitCart, eligible: totals.eligible, non_eligible: totals.nonEligible } : null,
    })
    .where(eq(checkoutSessions.id, session.id))
    .returning();
  const next: PaymentIntentRow[] = [];
  for (const pi of intents) {
    const amount =
      pi.cart === "eligible"
        ? session.splitCart
          ? totals.eligible.amount_total
          : totals.session.amount_total
        : pi.cart === "non_eligible"
          ? totals.nonEligible.amount_total
          : totals.session.amount_total;
    const [row] = await tx.db.update(paymentIntents).set({ amount }).where(eq(paymentIntents.id, pi.id)).returning();
    next.push(row);
  }
  return { session: updated, intents: next };
}
