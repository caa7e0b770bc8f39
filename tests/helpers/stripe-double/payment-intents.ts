import { docUrl, invalidRequest, StripeApiError } from "./errors";
import type { FormObject } from "./form";
import {
  checkCanAttempt,
  needsAuthentication,
  offSessionParam,
  onlyWithConfirm,
  PAYMENT_INTENT,
  paymentMethodFromParams,
  paymentMethodSettings,
  rememberReturnUrl,
  requireUsable,
  unexpectedState,
  withLegacyTypes,
} from "./intent-common";
import { newId } from "./ids";
import { checkChargeAmount, checkCurrency } from "./money";
import { chargeObject, paymentIntentObject, threeDSecureNextAction } from "./objects";
import { createMetadata, mergeMetadata, Params } from "./params";
import { cardOf } from "./payment-methods";
import { byField, listObjects, present, validateExpand } from "./present";
import { versionAtLeast, type Ctx } from "./store";
import { DECLINES, type Decline, type TestCard } from "./test-cards";

// The params of each call, as the SDK's types (API 2026-10-28.endive) list them.
const CREATE_PARAMS = [
  "amount",
  "currency",
  "allowed_payment_method_types",
  "amount_details",
  "application_fee_amount",
  "automatic_payment_methods",
  "capture_method",
  "confirm",
  "confirmation_method",
  "confirmation_token",
  "customer",
  "customer_account",
  "description",
  "error_on_requires_action",
  "excluded_payment_method_types",
  "expand",
  "hooks",
  "mandate",
  "mandate_data",
  "metadata",
  "off_session",
  "on_behalf_of",
  "payment_details",
  "payment_method",
  "payment_method_configuration",
  "payment_method_data",
  "payment_method_options",
  "radar_options",
  "receipt_email",
  "return_url",
  "setup_future_usage",
  "shipping",
  "statement_descriptor",
  "statement_descriptor_suffix",
  "transfer_data",
  "transfer_group",
  "use_stripe_sdk",
];
const CONFIRM_PARAMS = [
  "allowed_payment_method_types",
  "amount_details",
  "amount_to_confirm",
  "capture_method",
  "confirmation_token",
  "error_on_requires_action",
  "excluded_payment_method_types",
  "expand",
  "hooks",
  "mandate",
  "mandate_data",
  "off_session",
  "payment_details",
  "payment_method",
  "payment_method_data",
  "payment_method_options",
  "radar_options",
  "receipt_email",
  "return_url",
  "setup_future_usage",
  "shipping",
  "use_stripe_sdk",
];
const UPDATE_PARAMS = [
  "allowed_payment_method_types",
  "amount",
  "amount_details",
  "application_fee_amount",
  "capture_method",
  "currency",
  "customer",
  "customer_account",
  "description",
  "excluded_payment_method_types",
  "expand",
  "hooks",
  "metadata",
  "payment_details",
  "payment_method",
  "payment_method_configuration",
  "payment_method_data",
  "payment_method_options",
  "receipt_email",
  "setup_future_usage",
  "shipping",
  "statement_descriptor",
  "statement_descriptor_suffix",
  "transfer_data",
  "transfer_group",
];
const CAPTURE_PARAMS = [
  "amount_details",
  "amount_to_capture",
  "application_fee_amount",
  "expand",
  "final_capture",
  "hooks",
  "metadata",
  "payment_details",
  "statement_descriptor",
  "statement_descriptor_suffix",
  "transfer_data",
];

const CONFIRMABLE = ["requires_payment_method", "requires_confirmation", "requires_action"];
const CANCELABLE = ["requires_payment_method", "requires_capture", "requires_confirmation", "requires_action", "processing"];
const UPDATABLE = ["requires_payment_method", "requires_confirmation", "requires_action"];

type Attempt = { offSession: boolean; errorOnRequiresAction: boolean };

function descriptorParams(p: Params) {
  return {
    statement_descriptor: p.string("statement_descriptor", { maxLength: 22 }),
    statement_descriptor_suffix: p.string("statement_descriptor_suffix", { maxLength: 22 }),
  };
}

function declineError(decline: Decline) {
  return { code: decline.code, decline_code: decline.declineCode, message: decline.message, ...(decline.param ? { param: decline.param } : {}) };
}

/**
 * A declined attempt: a failed charge, the intent back to requires_payment_method with
 * last_payment_error, and a 402 whose body carries the intent (as Stripe's does).
 */
function decline(ctx: Ctx, pi: any, pm: any, card: TestCard, reason: Decline, threeDSecure: boolean): StripeApiError {
  const charge = ctx.store.save("charge", chargeObject(ctx, pi, pm, card, { captured: false, decline: reason, threeDSecure }));
  pi.status = "requires_payment_method";
  pi.latest_charge = charge.id;
  pi.payment_method = null;
  pi.next_action = null;
  pi.last_payment_error = {
    charge: charge.id,
    ...declineError(reason),
    doc_url: docUrl(reason.code),
    payment_method: present(ctx, pm),
    type: "card_error",
  };
  return new StripeApiError(
    402,
    { type: "card_error", ...declineError(reason), charge: charge.id, payment_intent: present(ctx, pi), payment_method: present(ctx, pm) },
    { executed: true },
  );
}

function succeed(ctx: Ctx, pi: any, pm: any, card: TestCard, threeDSecure: boolean): void {
  const manual = pi.capture_method === "manual";
  const charge = ctx.store.save("charge", chargeObject(ctx, pi, pm, card, { captured: !manual, threeDSecure }));
  pi.latest_charge = charge.id;
  pi.last_payment_error = null;
  pi.next_action = null;
  if (manual) {
    pi.status = "requires_capture";
    pi.amount_capturable = pi.amount;
  } else {
    pi.status = "succeeded";
    pi.amount_received = pi.amount;
  }
  if (pi.setup_future_usage) {
    // Saved for later: attached to the intent's customer, and no 3-D Secure needed off-session.
    if (pi.customer && !pm.customer) pm.customer = pi.customer;
    ctx.store.setUp.add(pm.id);
  } else if (!pm.customer) {
    ctx.store.consumed.add(pm.id);
  }
}

/** Runs one payment attempt with the intent's payment method; throws the 402 of a decline. */
function attempt(ctx: Ctx, pi: any, options: Attempt): void {
  const pm = ctx.store.find("payment_method", pi.payment_method, pi.livemode, "payment_method");
  const card = cardOf(ctx, pm);
  if (needsAuthentication(ctx, pi.id, pm, card)) {
    // Off-session nobody can authenticate: the issuer's decline is authentication_required.
    if (options.offSession || options.errorOnRequiresAction) throw decline(ctx, pi, pm, card, DECLINES.authenticationRequired, false);
    pi.status = "requires_action";
    pi.next_action = threeDSecureNextAction();
    pi.last_payment_error = null;
    return;
  }
  const threeDSecure = ctx.store.authenticated.delete(pi.id);
  if (card.decline) throw decline(ctx, pi, pm, card, card.decline, threeDSecure);
  succeed(ctx, pi, pm, card, threeDSecure);
}

function checkConfirmable(pi: any, snapshot: () => unknown): void {
  if (CONFIRMABLE.includes(pi.status)) return;
  throw unexpectedState(
    "payment_intent",
    snapshot(),
    `You cannot confirm this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be confirmed: ${CONFIRMABLE.join(", ")}.`,
  );
}

export function createPaymentIntent(ctx: Ctx, raw: FormObject) {
  const p = new Params(raw, withLegacyTypes(ctx, CREATE_PARAMS));
  const amount = p.integer("amount", { required: true })!;
  const currency = checkCurrency(p.string("currency", { required: true })!);
  checkChargeAmount(amount, currency);
  const confirm = p.boolean("confirm") ?? false;
  onlyWithConfirm(p, confirm, ["off_session", "error_on_requires_action", "return_url"]);
  const options: Attempt = { offSession: offSessionParam(p) ?? false, errorOnRequiresAction: p.boolean("error_on_requires_action") ?? false };
  const returnUrl = p.string("return_url");
  const customerId = p.string("customer") ?? null;
  if (customerId) ctx.store.find("customer", customerId, ctx.livemode, "customer");
  if (p.has("confirmation_token")) throw invalidRequest("The double does not support confirmation tokens.", { param: "confirmation_token" });
  const expand = p.expand();
  validateExpand("payment_intent", expand);
  const methods = paymentMethodSettings(ctx, p);
  const pi = paymentIntentObject(ctx, {
    amount,
    currency,
    capture_method:
      p.oneOf("capture_method", ["automatic", "automatic_async", "manual"]) ?? (versionAtLeast(ctx, "2024-06-20") ? "automatic_async" : "automatic"),
    confirmation_method: p.oneOf("confirmation_method", ["automatic", "manual"]) ?? "automatic",
    customer: customerId,
    description: p.string("description", { maxLength: 1000 }) ?? null,
    metadata: createMetadata(p.metadata()),
    payment_method: null,
    receipt_email: p.string("receipt_email") ?? null,
    setup_future_usage: p.oneOf("setup_future_usage", ["off_session", "on_session"]) ?? null,
    shipping: p.hash("shipping", ["address", "carrier", "name", "phone", "tracking_number"]) ? raw.shipping : null,
    statement_descriptor: p.string("statement_descriptor", { maxLength: 22 }) ?? null,
    statement_descriptor_suffix: p.string("statement_descriptor_suffix", { maxLength: 22 }) ?? null,
    transfer_group: p.string("transfer_group") ?? null,
    methods,
  });
  const pm = paymentMethodFromParams(ctx, p);
  if (pm) {
    requireUsable(ctx, pm, customerId, "PaymentIntent");
    pi.payment_method = pm.id;
    pi.status = "requires_confirmation";
  }
  if (confirm) checkCanAttempt(ctx, pi, pm, returnUrl, PAYMENT_INTENT);
  ctx.store.save("payment_intent", pi);
  if (confirm) {
    rememberReturnUrl(ctx, pi, returnUrl);
    attempt(ctx, pi, options);
  }
  return present(ctx, pi, expand);
}

export function confirmPaymentIntent(ctx: Ctx, raw: FormObject, [id]: string[]) {
  const p = new Params(raw, withLegacyTypes(ctx, CONFIRM_PARAMS));
  const pi = ctx.store.find("payment_intent", id, ctx.livemode);
  const expand = p.expand();
  validateExpand("payment_intent", expand);
  checkConfirmable(pi, () => present(ctx, pi));
  if (p.has("confirmation_token")) throw invalidRequest("The double does not support confirmation tokens.", { param: "confirmation_token" });
  const options: Attempt = { offSession: offSessionParam(p) ?? false, errorOnRequiresAction: p.boolean("error_on_requires_action") ?? false };
  const returnUrl = p.string("return_url");
  const captureMethod = p.oneOf("capture_method", ["automatic", "automatic_async", "manual"]);
  const setupFutureUsage = p.string("setup_future_usage") === null ? null : p.oneOf("setup_future_usage", ["off_session", "on_session"]);
  const receiptEmail = p.string("receipt_email");
  const pm = paymentMethodFromParams(ctx, p);
  checkCanAttempt(ctx, pi, pm, returnUrl, PAYMENT_INTENT);

  if (pm && pm.id !== pi.payment_method) {
    ctx.store.authenticated.delete(pi.id);
    pi.payment_method = pm.id;
  }
  if (captureMethod) pi.capture_method = captureMethod;
  if (setupFutureUsage !== undefined) pi.setup_future_usage = setupFutureUsage;
  if (receiptEmail !== undefined) pi.receipt_email = receiptEmail;
  rememberReturnUrl(ctx, pi, returnUrl);
  attempt(ctx, pi, options);
  return present(ctx, pi, expand);
}

export function capturePaymentIntent(ctx: Ctx, raw: FormObject, [id]: string[]) {
  const p = new Params(raw, CAPTURE_PARAMS);
  const pi = ctx.store.find("payment_intent", id, ctx.livemode);
  const expand = p.expand();
  validateExpand("payment_intent", expand);
  if (pi.status !== "requires_capture") {
    throw unexpectedState(
      "payment_intent",
      present(ctx, pi),
      `This PaymentIntent could not be captured because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
    );
  }
  const amount = p.integer("amount_to_capture", { min: 1 }) ?? pi.amount_capturable;
  if (amount > pi.amount_capturable) {
    throw invalidRequest(
      "The payment could not be captured because the requested capture amount is greater than the authorized amount. If you are trying to collect a tip or over-capture, your account might not be configured for those features. Contact us via https://support.stripe.com/contact/",
      { param: "amount_to_capture", code: "amount_too_large" },
    );
  }
  if (p.boolean("final_capture") === false) {
    throw invalidRequest("Multicapture is not available for this PaymentIntent.", { param: "final_capture" });
  }
  const metadata = p.metadata();
  const descriptors = descriptorParams(p);

  // The rest of the authorization is released: Stripe shows it refunded on the charge.
  const charge = ctx.store.find("charge", pi.latest_charge, pi.livemode);
  charge.captured = true;
  charge.amount_captured = amount;
  charge.amount_refunded = charge.amount - amount;
  charge.balance_transaction = charge.balance_transaction ?? newId("txn");
  delete charge.payment_method_details.card.capture_before;
  pi.amount_received = amount;
  pi.amount_capturable = 0;
  pi.status = "succeeded";
  pi.metadata = mergeMetadata(pi.metadata, metadata);
  if (descriptors.statement_descriptor !== undefined) pi.statement_descriptor = descriptors.statement_descriptor;
  if (descriptors.statement_descriptor_suffix !== undefined) pi.statement_descriptor_suffix = descriptors.statement_descriptor_suffix;
  return present(ctx, pi, expand);
}

export function cancelPaymentIntent(ctx: Ctx, raw: FormObject, [id]: string[]) {
  const p = new Params(raw, ["cancellation_reason", "expand"]);
  const pi = ctx.store.find("payment_intent", id, ctx.livemode);
  const expand = p.expand();
  validateExpand("payment_intent", expand);
  const reason = p.oneOf("cancellation_reason", ["abandoned", "duplicate", "fraudulent", "requested_by_customer"]) ?? null;
  if (!CANCELABLE.includes(pi.status)) {
    throw unexpectedState(
      "payment_intent",
      present(ctx, pi),
      `You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(", ")}.`,
    );
  }
  if (pi.status === "requires_capture") {
    // The authorization is released: the uncaptured charge shows fully refunded.
    const charge = ctx.store.find("charge", pi.latest_charge, pi.livemode);
    charge.amount_refunded = charge.amount;
    charge.refunded = true;
  }
  ctx.store.authenticated.delete(pi.id);
  pi.status = "canceled";
  pi.canceled_at = ctx.now;
  pi.cancellation_reason = reason;
  pi.amount_capturable = 0;
  pi.next_action = null;
  return present(ctx, pi, expand);
}

export function retrievePaymentIntent(ctx: Ctx, raw: FormObject, [id]: string[]) {
  const p = new Params(raw, ["client_secret", "expand"]);
  return present(ctx, ctx.store.find("payment_intent", id, ctx.livemode), p.expand());
}

export function updatePaymentIntent(ctx: Ctx, raw: FormObject, [id]: string[]) {
  const p = new Params(raw, withLegacyTypes(ctx, UPDATE_PARAMS));
  const pi = ctx.store.find("payment_intent", id, ctx.livemode);
  const expand = p.expand();
  validateExpand("payment_intent", expand);
  // Metadata, description, receipt and shipping change at any time; the payment itself only before it is attempted.
  const anytime = new Set(["metadata", "description", "receipt_email", "shipping", "expand"]);
  if (Object.keys(raw).some((k) => !anytime.has(k)) && !UPDATABLE.includes(pi.status)) {
    throw unexpectedState(
      "payment_intent",
      present(ctx, pi),
      `You cannot update this PaymentIntent because it has a status of ${pi.status}. Updates are only allowed when the PaymentIntent has one of the following statuses: ${UPDATABLE.join(", ")}.`,
    );
  }
  const currency = p.has("currency") ? checkCurrency(p.string("currency")!) : pi.currency;
  const amount = p.integer("amount") ?? pi.amount;
  checkChargeAmount(amount, currency);
  const customerId = p.string("customer");
  if (customerId) ctx.store.find("customer", customerId, ctx.livemode, "customer");
  const captureMethod = p.oneOf("capture_method", ["automatic", "automatic_async", "manual"]);
  const setupFutureUsage = p.string("setup_future_usage") === null ? null : p.oneOf("setup_future_usage", ["off_session", "on_session"]);
  const description = p.string("description", { maxLength: 1000 });
  const receiptEmail = p.string("receipt_email");
  const descriptors = descriptorParams(p);
  const metadata = p.metadata();
  const pm = paymentMethodFromParams(ctx, p);
  if (pm) requireUsable(ctx, pm, customerId ?? pi.customer, "PaymentIntent");

  pi.amount = amount;
  pi.currency = currency;
  if (customerId !== undefined) pi.customer = customerId;
  if (captureMethod) pi.capture_method = captureMethod;
  if (setupFutureUsage !== undefined) pi.setup_future_usage = setupFutureUsage;
  if (description !== undefined) pi.description = description;
  if (receiptEmail !== undefined) pi.receipt_email = receiptEmail;
  if (descriptors.statement_descriptor !== undefined) pi.statement_descriptor = descriptors.statement_descriptor;
  if (descriptors.statement_descriptor_suffix !== undefined) pi.statement_descriptor_suffix = descriptors.statement_descriptor_suffix;
  if (p.has("shipping")) pi.shipping = raw.shipping === "" ? null : raw.shipping;
  pi.metadata = mergeMetadata(pi.metadata, metadata);
  if (pm) {
    ctx.store.authenticated.delete(pi.id);
    pi.payment_method = pm.id;
    pi.next_action = null;
    pi.status = "requires_confirmation";
  }
  return present(ctx, pi, expand);
}

export function listPaymentIntents(ctx: Ctx, raw: FormObject) {
  return listObjects(ctx, "payment_intent", raw, "/v1/payment_intents", { customer: byField("customer"), customer_account: byField("customer_account") });
}

/**
 * The shopper finishing (or failing) 3-D Secure in stripe.handleNextAction. With automatic
 * confirmation Stripe then confirms the intent itself (requires_capture / succeeded, or declined);
 * with manual confirmation it waits in requires_confirmation for the server's confirm.
 */
export function authenticatePaymentIntent(ctx: Ctx, pi: any, outcome: "succeed" | "fail"): void {
  if (pi.status !== "requires_action") throw new Error(`stripe-double: ${pi.id} is ${pi.status}, not requires_action`);
  const pm = ctx.store.find("payment_method", pi.payment_method, pi.livemode);
  pi.next_action = null;
  if (outcome === "fail") {
    pi.status = "requires_payment_method";
    pi.payment_method = null;
    pi.last_payment_error = {
      code: "payment_intent_authentication_failure",
      doc_url: docUrl("payment_intent_authentication_failure"),
      message:
        "The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.",
      payment_method: present(ctx, pm),
      type: "invalid_request_error",
    };
    return;
  }
  ctx.store.authenticated.add(pi.id);
  if (pi.confirmation_method === "manual") {
    pi.status = "requires_confirmation";
    return;
  }
  try {
    attempt(ctx, pi, { offSession: false, errorOnRequiresAction: false });
  } catch (error) {
    // A decline after 3-D Secure: the intent already shows it; nobody is waiting for the 402.
    if (!(error instanceof StripeApiError)) throw error;
  }
}
