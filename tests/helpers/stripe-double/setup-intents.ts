import { docUrl, invalidRequest, StripeApiError } from "./errors";
import type { FormObject } from "./form";
import { newId } from "./ids";
import {
  checkCanAttempt,
  needsAuthentication,
  onlyWithConfirm,
  paymentMethodFromParams,
  paymentMethodSettings,
  rememberReturnUrl,
  requireUsable,
  SETUP_INTENT,
  unexpectedState,
  withLegacyTypes,
} from "./intent-common";
import { setupIntentObject, threeDSecureNextAction } from "./objects";
import { createMetadata, mergeMetadata, Params } from "./params";
import { cardOf } from "./payment-methods";
import { present, validateExpand } from "./present";
import type { Ctx } from "./store";

const CREATE_PARAMS = [
  "allowed_payment_method_types",
  "attach_to_self",
  "automatic_payment_methods",
  "confirm",
  "confirmation_token",
  "customer",
  "customer_account",
  "description",
  "excluded_payment_method_types",
  "expand",
  "flow_directions",
  "mandate_data",
  "metadata",
  "on_behalf_of",
  "payment_method",
  "payment_method_configuration",
  "payment_method_data",
  "payment_method_options",
  "return_url",
  "single_use",
  "usage",
  "use_stripe_sdk",
];
const CONFIRM_PARAMS = [
  "allowed_payment_method_types",
  "confirmation_token",
  "expand",
  "mandate_data",
  "payment_method",
  "payment_method_data",
  "payment_method_options",
  "return_url",
  "use_stripe_sdk",
];
const CONFIRMABLE = ["requires_payment_method", "requires_confirmation", "requires_action"];
const CANCELABLE = ["requires_payment_method", "requires_confirmation", "requires_action"];

/** Sets the card up: a declining card fails (402, error.setup_intent), 3-D Secure cards ask for it. */
function attempt(ctx: Ctx, si: any): void {
  const pm = ctx.store.find("payment_method", si.payment_method, si.livemode, "payment_method");
  const card = cardOf(ctx, pm);
  if (needsAuthentication(ctx, si.id, pm, card)) {
    si.status = "requires_action";
    si.next_action = threeDSecureNextAction();
    si.last_setup_error = null;
    return;
  }
  ctx.store.authenticated.delete(si.id);
  si.latest_attempt = newId("setatt");
  if (card.declinesSetup && card.decline) {
    const reason = card.decline;
    si.status = "requires_payment_method";
    si.payment_method = null;
    si.next_action = null;
    si.last_setup_error = {
      code: reason.code,
      decline_code: reason.declineCode,
      doc_url: docUrl(reason.code),
      message: reason.message,
      ...(reason.param ? { param: reason.param } : {}),
      payment_method: present(ctx, pm),
      type: "card_error",
    };
    throw new StripeApiError(
      402,
      {
        type: "card_error",
        code: reason.code,
        decline_code: reason.declineCode,
        message: reason.message,
        param: reason.param,
        payment_method: present(ctx, pm),
        setup_intent: present(ctx, si),
      },
      { executed: true },
    );
  }
  si.status = "succeeded";
  si.next_action = null;
  si.last_setup_error = null;
  if (si.customer && !pm.customer) pm.customer = si.customer;
  if (si.usage === "off_session") ctx.store.setUp.add(pm.id);
}

export function createSetupIntent(ctx: Ctx, raw: FormObject) {
  const p = new Params(raw, withLegacyTypes(ctx, CREATE_PARAMS));
  const confirm = p.boolean("confirm") ?? false;
  onlyWithConfirm(p, confirm, ["return_url"]);
  const returnUrl = p.string("return_url");
  const customerId = p.string("customer") ?? null;
  if (customerId) ctx.store.find("customer", customerId, ctx.livemode, "customer");
  if (p.has("confirmation_token")) throw invalidRequest("The double does not support confirmation tokens.", { param: "confirmation_token" });
  const expand = p.expand();
  validateExpand("setup_intent", expand);
  const si = setupIntentObject(ctx, {
    customer: customerId,
    description: p.string("description", { maxLength: 1000 }) ?? null,
    metadata: createMetadata(p.metadata()),
    payment_method: null,
    usage: p.oneOf("usage", ["off_session", "on_session"]) ?? "off_session",
    methods: paymentMethodSettings(ctx, p),
  });
  const pm = paymentMethodFromParams(ctx, p);
  if (pm) {
    requireUsable(ctx, pm, customerId, "SetupIntent");
    si.payment_method = pm.id;
    si.status = "requires_confirmation";
  }
  if (confirm) checkCanAttempt(ctx, si, pm, returnUrl, SETUP_INTENT);
  ctx.store.save("setup_intent", si);
  if (confirm) {
    rememberReturnUrl(ctx, si, returnUrl);
    attempt(ctx, si);
  }
  return present(ctx, si, expand);
}

export function confirmSetupIntent(ctx: Ctx, raw: FormObject, [id]: string[]) {
  const p = new Params(raw, withLegacyTypes(ctx, CONFIRM_PARAMS));
  const si = ctx.store.find("setup_intent", id, ctx.livemode);
  const expand = p.expand();
  validateExpand("setup_intent", expand);
  if (!CONFIRMABLE.includes(si.status)) {
    const message =
      si.status === "succeeded"
        ? "You cannot confirm this SetupIntent because it has already succeeded."
        : `You cannot confirm this SetupIntent because it has a status of ${si.status}. Only a SetupIntent with one of the following statuses may be confirmed: ${CONFIRMABLE.join(", ")}.`;
    throw unexpectedState("setup_intent", present(ctx, si), message);
  }
  if (p.has("confirmation_token")) throw invalidRequest("The double does not support confirmation tokens.", { param: "confirmation_token" });
  const returnUrl = p.string("return_url");
  const pm = paymentMethodFromParams(ctx, p);
  checkCanAttempt(ctx, si, pm, returnUrl, SETUP_INTENT);
  if (pm && pm.id !== si.payment_method) {
    ctx.store.authenticated.delete(si.id);
    si.payment_method = pm.id;
  }
  rememberReturnUrl(ctx, si, returnUrl);
  attempt(ctx, si);
  return present(ctx, si, expand);
}

export function retrieveSetupIntent(ctx: Ctx, raw: FormObject, [id]: string[]) {
  const p = new Params(raw, ["client_secret", "expand"]);
  return present(ctx, ctx.store.find("setup_intent", id, ctx.livemode), p.expand());
}

export function updateSetupIntent(ctx: Ctx, raw: FormObject, [id]: string[]) {
  const p = new Params(raw, ["description", "expand", "metadata"]);
  const si = ctx.store.find("setup_intent", id, ctx.livemode);
  const description = p.string("description", { maxLength: 1000 });
  if (description !== undefined) si.description = description;
  si.metadata = mergeMetadata(si.metadata, p.metadata());
  return present(ctx, si, p.expand());
}

export function cancelSetupIntent(ctx: Ctx, raw: FormObject, [id]: string[]) {
  const p = new Params(raw, ["cancellation_reason", "expand"]);
  const si = ctx.store.find("setup_intent", id, ctx.livemode);
  const reason = p.oneOf("cancellation_reason", ["abandoned", "duplicate", "requested_by_customer"]) ?? null;
  if (!CANCELABLE.includes(si.status)) {
    throw unexpectedState(
      "setup_intent",
      present(ctx, si),
      `You cannot cancel this SetupIntent because it has a status of ${si.status}. Only a SetupIntent with one of the following statuses may be canceled: ${CANCELABLE.join(", ")}.`,
    );
  }
  ctx.store.authenticated.delete(si.id);
  si.status = "canceled";
  si.cancellation_reason = reason;
  si.next_action = null;
  return present(ctx, si, p.expand());
}

/** The shopper completing 3-D Secure for a SetupIntent: Stripe finishes the setup itself. */
export function authenticateSetupIntent(ctx: Ctx, si: any, outcome: "succeed" | "fail"): void {
  if (si.status !== "requires_action") throw new Error(`stripe-double: ${si.id} is ${si.status}, not requires_action`);
  const pm = ctx.store.find("payment_method", si.payment_method, si.livemode);
  si.next_action = null;
  if (outcome === "fail") {
    si.status = "requires_payment_method";
    si.payment_method = null;
    si.latest_attempt = newId("setatt");
    si.last_setup_error = {
      code: "setup_intent_authentication_failure",
      doc_url: docUrl("setup_intent_authentication_failure"),
      message: "The latest attempt to set up the payment method has failed because authentication failed.",
      payment_method: present(ctx, pm),
      type: "invalid_request_error",
    };
    return;
  }
  ctx.store.authenticated.add(si.id);
  try {
    attempt(ctx, si);
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
  }
}
