import { invalidRequest } from "./errors";
import type { FormObject } from "./form";
import { newArn, newId } from "./ids";
import { formatAmount } from "./money";
import { refundObject } from "./objects";
import { createMetadata, mergeMetadata, Params } from "./params";
import { byField, listObjects, present, validateExpand } from "./present";
import type { Ctx, Store } from "./store";
import type { RefundOutcome } from "./types";

const CREATE_PARAMS = [
  "amount",
  "charge",
  "currency",
  "customer",
  "expand",
  "instructions_email",
  "metadata",
  "origin",
  "payment_intent",
  "reason",
  "refund_application_fee",
  "reverse_transfer",
];

/** The charge a refund draws on: the intent's successful charge. */
function chargeToRefund(ctx: Ctx, p: Params): any {
  const piId = p.string("payment_intent");
  const chargeId = p.string("charge");
  if (!piId && !chargeId) {
    throw invalidRequest("One of the following params should be provided for this request: payment_intent or charge.");
  }
  if (piId) {
    const pi = ctx.store.find("payment_intent", piId, ctx.livemode, "payment_intent");
    const charge = pi.latest_charge ? ctx.store.map("charge").get(pi.latest_charge) : undefined;
    if (pi.status !== "succeeded" || !charge || (chargeId && charge.id !== chargeId)) {
      throw invalidRequest(`This PaymentIntent (${pi.id}) does not have a successful charge to refund.`, { param: "payment_intent" });
    }
    return charge;
  }
  const charge = ctx.store.find("charge", chargeId!, ctx.livemode, "charge");
  if (charge.status !== "succeeded" || !charge.captured) {
    throw invalidRequest(`Charge ${charge.id} has not been captured; cancel its PaymentIntent to release the authorization instead.`, { param: "charge" });
  }
  return charge;
}

/**
 * Refunds at most what was captured and not yet refunded (pending and succeeded refunds count; a
 * failed one gives its amount back). New card refunds are `pending` until settleRefund().
 */
export function createRefund(ctx: Ctx, raw: FormObject) {
  const p = new Params(raw, CREATE_PARAMS);
  const expand = p.expand();
  validateExpand("refund", expand);
  const charge = chargeToRefund(ctx, p);
  const remaining = charge.amount - charge.amount_refunded;
  if (remaining <= 0) {
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: "charge_already_refunded" });
  }
  const amount = p.integer("amount", { min: 1 }) ?? remaining;
  if (amount > remaining) {
    // Stripe compares with the charge amount until something was refunded (or released at capture).
    const message =
      charge.amount_refunded === 0
        ? `Refund amount (${formatAmount(amount, charge.currency)}) is greater than charge amount (${formatAmount(charge.amount, charge.currency)})`
        : `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(remaining, charge.currency)})`;
    throw invalidRequest(message, { param: "amount", code: "amount_too_large" });
  }
  const currency = p.string("currency");
  if (currency && currency.toLowerCase() !== charge.currency) {
    throw invalidRequest(`The refund currency (${currency}) must match the charge currency (${charge.currency}).`, { param: "currency" });
  }
  const refund = refundObject(ctx, charge, {
    amount,
    reason: p.oneOf("reason", ["duplicate", "fraudulent", "requested_by_customer"]) ?? null,
    metadata: createMetadata(p.metadata()),
    instructions_email: p.string("instructions_email") ?? null,
  });
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  ctx.store.save("refund", refund, ctx.livemode);
  return present(ctx, refund, expand);
}

export function retrieveRefund(ctx: Ctx, raw: FormObject, [id]: string[]) {
  const p = new Params(raw, ["expand"]);
  return present(ctx, ctx.store.find("refund", id, ctx.livemode), p.expand());
}

export function updateRefund(ctx: Ctx, raw: FormObject, [id]: string[]) {
  const p = new Params(raw, ["expand", "metadata"]);
  const refund = ctx.store.find("refund", id, ctx.livemode);
  refund.metadata = mergeMetadata(refund.metadata, p.metadata());
  return present(ctx, refund, p.expand());
}

export function listRefunds(ctx: Ctx, raw: FormObject) {
  return listObjects(ctx, "refund", raw, "/v1/refunds", { payment_intent: byField("payment_intent"), charge: byField("charge") });
}

const FAILURE_REASONS = [
  "lost_or_stolen_card",
  "expired_or_canceled_card",
  "charge_for_pending_refund_disputed",
  "insufficient_funds",
  "declined",
  "merchant_request",
  "unknown",
];

/**
 * The card network's answer to a refund. Succeeded: the acquirer reference number appears in
 * destination_details.card.reference. Failed (also after succeeded, as at Stripe): the amount
 * returns to the charge's refundable amount.
 */
export function settleRefund(store: Store, refundId: string, outcome: RefundOutcome): any {
  const refund = store.state.refunds.get(refundId);
  if (!refund) throw new Error(`stripe-double: no refund ${refundId}`);
  const card = refund.destination_details.card;
  if (outcome.status === "succeeded") {
    if (refund.status !== "pending") throw new Error(`stripe-double: ${refundId} is ${refund.status}; only a pending refund can succeed`);
    refund.status = "succeeded";
    delete refund.pending_reason;
    card.reference = outcome.arn ?? newArn();
    card.reference_status = "available";
  } else {
    if (refund.status !== "pending" && refund.status !== "succeeded") {
      throw new Error(`stripe-double: ${refundId} is ${refund.status}; only a pending or succeeded refund can fail`);
    }
    const reason = outcome.reason ?? "expired_or_canceled_card";
    if (!FAILURE_REASONS.includes(reason)) throw new Error(`stripe-double: unknown refund failure_reason ${reason}`);
    refund.status = "failed";
    delete refund.pending_reason;
    refund.failure_reason = reason;
    refund.failure_balance_transaction = newId("txn");
    card.reference_status = "unavailable";
    const charge = store.state.charges.get(refund.charge);
    charge.amount_refunded -= refund.amount;
    charge.refunded = charge.amount_refunded === charge.amount;
  }
  return structuredClone(refund);
}
