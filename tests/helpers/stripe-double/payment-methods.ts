import { invalidRequest, StripeApiError } from "./errors";
import type { FormObject } from "./form";
import { emptyAddress, paymentMethodObject, type BillingDetails } from "./objects";
import { createMetadata, mergeMetadata, Params } from "./params";
import { present } from "./present";
import type { Ctx } from "./store";
import { testCardForPaymentMethodId, testCardForToken, type TestCard } from "./test-cards";

const CREATE_PARAMS = ["type", "card", "billing_details", "metadata", "allow_redisplay", "expand", "customer", "payment_method", "radar_options"];

const RAW_CARD_DATA =
  "Sending credit card numbers directly to the Stripe API is generally unsafe. We suggest you use test tokens that map to the test card you are using, see https://stripe.com/docs/testing. To enable testing raw card data APIs, see https://support.stripe.com/questions/enabling-access-to-raw-card-data-apis.";

export const PREVIOUSLY_USED =
  "The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.";

export function storePaymentMethod(ctx: Ctx, card: TestCard, fields: { billing_details?: BillingDetails; metadata?: Record<string, string> } = {}) {
  const pm = paymentMethodObject(ctx, card, fields);
  ctx.store.cards.set(pm.id, card);
  return ctx.store.save("payment_method", pm);
}

/**
 * A payment method named in a request: a test id (`pm_card_visa`) becomes a new payment method
 * each time, as at Stripe; any other id must exist in this mode.
 */
export function resolvePaymentMethod(ctx: Ctx, id: string, param: string): any {
  const card = testCardForPaymentMethodId(id);
  if (card) return storePaymentMethod(ctx, card);
  return ctx.store.find("payment_method", id, ctx.livemode, param);
}

export function cardOf(ctx: Ctx, pm: any): TestCard {
  const card = ctx.store.cards.get(pm.id);
  if (!card) throw new Error(`stripe-double: no test card behind ${pm.id}`);
  return card;
}

function billingDetails(p: Params | undefined): BillingDetails {
  const out: BillingDetails = { address: emptyAddress(), email: null, name: null, phone: null, tax_id: null };
  if (!p) return out;
  out.email = p.string("email") ?? null;
  out.name = p.string("name") ?? null;
  out.phone = p.string("phone") ?? null;
  out.tax_id = p.string("tax_id") ?? null;
  const address = p.hash("address", ["city", "country", "line1", "line2", "postal_code", "state"]);
  if (address) {
    for (const key of Object.keys(out.address) as (keyof BillingDetails["address"])[]) out.address[key] = address.string(key) ?? null;
  }
  return out;
}

/** The card of `card[token]=tok_visa` (raw card numbers are refused, as for accounts without raw card access). */
export function cardFromParams(p: Params, param = "card"): TestCard {
  const card = p.hash(param, ["token", "number", "exp_month", "exp_year", "cvc", "networks"], { required: true })!;
  if (card.has("number")) throw new StripeApiError(402, { type: "card_error", message: RAW_CARD_DATA });
  const token = card.string("token", { required: true })!;
  const found = testCardForToken(token);
  if (!found) throw invalidRequest(`No such token: '${token}'`, { param: `${param}[token]`, code: "resource_missing" });
  return found;
}

export function createPaymentMethod(ctx: Ctx, raw: FormObject) {
  const p = new Params(raw, CREATE_PARAMS);
  if (p.has("payment_method") || p.has("customer")) {
    throw invalidRequest("Cloning payment methods to connected accounts is not supported by the double.", { param: "payment_method" });
  }
  const type = p.string("type", { required: true });
  if (type !== "card") throw invalidRequest(`The double supports card payment methods only (type=${type}).`, { param: "type" });
  const card = cardFromParams(p);
  const pm = storePaymentMethod(ctx, card, {
    billing_details: billingDetails(p.hash("billing_details", ["address", "email", "name", "phone", "tax_id"])),
    metadata: createMetadata(p.metadata()),
  });
  p.oneOf("allow_redisplay", ["always", "limited", "unspecified"]);
  return present(ctx, pm, p.expand());
}

export function retrievePaymentMethod(ctx: Ctx, raw: FormObject, [id]: string[]) {
  const p = new Params(raw, ["expand"]);
  const card = testCardForPaymentMethodId(id);
  const pm = card ? storePaymentMethod(ctx, card) : ctx.store.find("payment_method", id, ctx.livemode);
  return present(ctx, pm, p.expand());
}

export function updatePaymentMethod(ctx: Ctx, raw: FormObject, [id]: string[]) {
  const p = new Params(raw, ["metadata", "billing_details", "allow_redisplay", "expand"]);
  const pm = ctx.store.find("payment_method", id, ctx.livemode);
  pm.metadata = mergeMetadata(pm.metadata, p.metadata());
  const billing = p.hash("billing_details", ["address", "email", "name", "phone", "tax_id"]);
  if (billing) pm.billing_details = billingDetails(billing);
  pm.allow_redisplay = p.oneOf("allow_redisplay", ["always", "limited", "unspecified"]) ?? pm.allow_redisplay;
  return present(ctx, pm, p.expand());
}

/**
 * Attaches a payment method to a customer. Stripe checks the card with the issuer first, so a
 * declining card fails here with a card_error.
 */
export function attachToCustomer(ctx: Ctx, pm: any, customerId: string): void {
  if (pm.customer === customerId) return;
  if (pm.customer) throw invalidRequest("The payment method you provided has already been attached to a customer.", { param: "payment_method" });
  if (ctx.store.consumed.has(pm.id)) throw invalidRequest(PREVIOUSLY_USED, { param: "payment_method" });
  const card = cardOf(ctx, pm);
  if (card.declinesSetup && card.decline) {
    throw new StripeApiError(
      402,
      { type: "card_error", code: card.decline.code, decline_code: card.decline.declineCode, message: card.decline.message, param: card.decline.param },
      { executed: true },
    );
  }
  pm.customer = customerId;
}

export function attachPaymentMethod(ctx: Ctx, raw: FormObject, [id]: string[]) {
  const p = new Params(raw, ["customer", "customer_account", "expand"]);
  const customerId = p.string("customer", { required: true })!;
  ctx.store.find("customer", customerId, ctx.livemode, "customer");
  const pm = resolvePaymentMethod(ctx, id, "payment_method");
  attachToCustomer(ctx, pm, customerId);
  return present(ctx, pm, p.expand());
}

export function detachPaymentMethod(ctx: Ctx, raw: FormObject, [id]: string[]) {
  const p = new Params(raw, ["expand"]);
  const pm = ctx.store.find("payment_method", id, ctx.livemode);
  if (!pm.customer) throw invalidRequest("The payment method you provided is not attached to a customer so detachment is impossible.");
  pm.customer = null;
  ctx.store.consumed.add(pm.id);
  return present(ctx, pm, p.expand());
}

export function listCustomerPaymentMethods(ctx: Ctx, raw: FormObject, [customerId]: string[]) {
  const p = new Params(raw, ["type", "limit", "starting_after", "ending_before", "expand", "allow_redisplay"]);
  ctx.store.find("customer", customerId, ctx.livemode);
  const type = p.string("type");
  const limit = p.integer("limit", { min: 1, max: 100 }) ?? 10;
  const all = ctx.store.list("payment_method", ctx.livemode).filter((pm) => pm.customer === customerId && (!type || pm.type === type));
  return {
    object: "list",
    data: all.slice(0, limit).map((pm) => present(ctx, pm)),
    has_more: all.length > limit,
    url: `/v1/customers/${customerId}/payment_methods`,
  };
}
