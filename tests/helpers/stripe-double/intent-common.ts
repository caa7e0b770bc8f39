import { invalidRequest, StripeApiError } from "./errors";
import { type PaymentMethodSettings } from "./objects";
import { createMetadata, Params } from "./params";
import { cardFromParams, PREVIOUSLY_USED, resolvePaymentMethod, storePaymentMethod } from "./payment-methods";
import { present } from "./present";
import { versionAtLeast, type Ctx } from "./store";

// What PaymentIntents and SetupIntents share: payment method types, return_url, 3-D Secure.

export type IntentKind = { kind: "payment_intent" | "setup_intent"; name: "PaymentIntent" | "SetupIntent"; spaced: "Payment Intent" | "Setup Intent" };
export const PAYMENT_INTENT: IntentKind = { kind: "payment_intent", name: "PaymentIntent", spaced: "Payment Intent" };
export const SETUP_INTENT: IntentKind = { kind: "setup_intent", name: "SetupIntent", spaced: "Setup Intent" };

const PAYMENT_METHOD_DATA = ["type", "card", "billing_details", "metadata", "allow_redisplay", "radar_options"];

/** `payment_method` or `payment_method_data[type]=card&payment_method_data[card][token]=tok_visa`. */
export function paymentMethodFromParams(ctx: Ctx, p: Params): any | undefined {
  const id = p.string("payment_method");
  const data = p.hash("payment_method_data", PAYMENT_METHOD_DATA);
  if (id && data) throw invalidRequest("You may only specify one of these parameters: payment_method, payment_method_data.", { param: "payment_method_data" });
  if (id) return resolvePaymentMethod(ctx, id, "payment_method");
  if (!data) return undefined;
  const type = data.string("type", { required: true });
  if (type !== "card") throw invalidRequest(`The double supports card payment methods only (type=${type}).`, { param: "payment_method_data[type]" });
  return storePaymentMethod(ctx, cardFromParams(data), { metadata: createMetadata(data.metadata()) });
}

/** Checks that change nothing: a confirmation Stripe refuses leaves no trace. */
export function checkCanAttempt(ctx: Ctx, intent: any, pm: any | undefined, returnUrl: string | null | undefined, kind: IntentKind): void {
  const paymentMethod = pm ?? (intent.payment_method ? ctx.store.map("payment_method").get(intent.payment_method) : undefined);
  if (!paymentMethod) {
    throw unexpectedState(
      kind.kind,
      present(ctx, intent),
      `You cannot confirm this ${kind.name} because it's missing a payment method. You can either update the ${kind.name} with a payment method and then confirm it again, or confirm it again directly with a payment method.`,
    );
  }
  requireUsable(ctx, paymentMethod, intent.customer, kind.name);
  requireCardAllowed(intent, kind.name);
  requireReturnUrl(ctx, intent, returnUrl, kind.spaced);
}

/** `payment_method_types` was replaced by `allowed_payment_method_types` in 2026-09-30.endive. */
export function withLegacyTypes(ctx: Ctx, params: string[]): string[] {
  return versionAtLeast(ctx, "2026-09-30") ? params : [...params, "payment_method_types"];
}

/**
 * `automatic_payment_methods` is on by default since 2023-08-16 (with redirects allowed) unless the
 * caller names the types; the double's payment methods are cards.
 */
export function paymentMethodSettings(ctx: Ctx, p: Params): PaymentMethodSettings {
  const allowed = p.strings("allowed_payment_method_types");
  const legacy = p.strings("payment_method_types");
  const automatic = p.hash("automatic_payment_methods", ["enabled", "allow_redirects"]);
  const given = [allowed && "allowed_payment_method_types", legacy && "payment_method_types", automatic && "automatic_payment_methods"].filter(
    (x): x is string => Boolean(x),
  );
  if (given.length > 1) throw invalidRequest(`You may only specify one of these parameters: ${given.join(", ")}.`, { param: given[1] });
  if (automatic) {
    const enabled = automatic.boolean("enabled");
    if (enabled === undefined)
      throw invalidRequest("Missing required param: automatic_payment_methods[enabled].", {
        param: "automatic_payment_methods[enabled]",
        code: "parameter_missing",
      });
    const allowRedirects = automatic.oneOf("allow_redirects", ["always", "never"] as const);
    return { allowed: null, automatic: enabled ? { allow_redirects: allowRedirects ?? "always", enabled } : { enabled }, types: ["card"] };
  }
  const list = allowed ?? legacy;
  if (list) {
    if (list.length === 0) throw invalidRequest("Invalid array", { param: given[0] });
    return { allowed: allowed ?? null, automatic: null, types: list };
  }
  if (versionAtLeast(ctx, "2023-08-16")) return { allowed: null, automatic: { allow_redirects: "always", enabled: true }, types: ["card"] };
  return { allowed: null, automatic: null, types: ["card"] };
}

/**
 * With redirect-capable automatic payment methods, Stripe refuses a confirmation without a
 * `return_url` (even for a card that never redirects). The last one given for the intent counts.
 */
export function requireReturnUrl(ctx: Ctx, intent: any, returnUrl: string | null | undefined, noun: "Payment Intent" | "Setup Intent"): void {
  const apm = intent.automatic_payment_methods;
  if (returnUrl || ctx.store.returnUrls.has(intent.id) || !apm?.enabled || apm.allow_redirects === "never") return;
  throw invalidRequest(
    `A \`return_url\` must be specified because this ${noun} is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed. If you do not want to accept redirect-based payment methods, set \`automatic_payment_methods[enabled]\` to \`true\` and \`automatic_payment_methods[allow_redirects]\` to \`never\` when creating Setup Intents and Payment Intents.`,
    { param: "return_url" },
  );
}

export function rememberReturnUrl(ctx: Ctx, intent: any, returnUrl: string | null | undefined): void {
  if (returnUrl) ctx.store.returnUrls.set(intent.id, returnUrl);
}

export function requireCardAllowed(intent: any, noun: "PaymentIntent" | "SetupIntent"): void {
  if (intent.payment_method_types.includes("card")) return;
  throw invalidRequest(
    `The PaymentMethod provided (card) is not allowed for this ${noun}. Please attach a PaymentMethod of one of the following types: ${intent.payment_method_types.join(", ")}. Alternatively, update the allowed payment_method_types for this ${noun} to include "card".`,
    { param: "payment_method" },
  );
}

/** A payment method attached to a customer is used with that customer only; a one-off one once. */
export function requireUsable(ctx: Ctx, pm: any, customerId: string | null, noun: "PaymentIntent" | "SetupIntent"): void {
  if (pm.customer && pm.customer !== customerId) {
    throw invalidRequest(
      `The provided PaymentMethod ${pm.id} belongs to the Customer ${pm.customer}. Please include the Customer in the \`customer\` parameter on the ${noun}.`,
      { param: "payment_method" },
    );
  }
  if (!pm.customer && ctx.store.consumed.has(pm.id)) throw invalidRequest(PREVIOUSLY_USED, { param: "payment_method" });
}

/** Whether the issuer asks the shopper for 3-D Secure on this attempt. */
export function needsAuthentication(ctx: Ctx, intentId: string, pm: any, card: { authentication: string }): boolean {
  if (ctx.store.authenticated.has(intentId)) return false;
  return card.authentication === "always" || (card.authentication === "until_set_up" && !ctx.store.setUp.has(pm.id));
}

export function unexpectedState(kind: "payment_intent" | "setup_intent", intent: unknown, message: string): StripeApiError {
  return new StripeApiError(400, {
    type: "invalid_request_error",
    code: `${kind}_unexpected_state`,
    message,
    ...(kind === "payment_intent" ? { payment_intent: intent } : { setup_intent: intent }),
  });
}

/** `off_session` is a boolean or, for card networks' sake, `one_off` / `recurring`. */
export function offSessionParam(p: Params): boolean | undefined {
  const value = p.raw.off_session;
  if (value === undefined) return undefined;
  if (value === "one_off" || value === "recurring") return true;
  return p.boolean("off_session");
}

export function onlyWithConfirm(p: Params, confirm: boolean, names: string[]): void {
  if (confirm) return;
  for (const name of names) {
    if (p.has(name)) throw invalidRequest(`The parameter \`${name}\` can only be used with \`confirm=true\`.`, { param: name });
  }
}
