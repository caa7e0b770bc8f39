import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startStripeDouble, type StripeDouble } from "../helpers/stripe-double";

// The real `stripe` SDK against the double, as the product's Stripe adapter will use it.

let double: StripeDouble;
let stripe: Stripe;

beforeAll(async () => {
  double = await startStripeDouble();
  stripe = new Stripe("sk_test_123", { ...double.sdkOptions, maxNetworkRetries: 0 });
});
afterEach(() => double.reset());
afterAll(() => double.close());

// Cards only: no redirect-based methods, so Stripe asks for no return_url.
const CARD = { allowed_payment_method_types: ["card"] };

async function rejection(promise: Promise<unknown>): Promise<any> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

async function authorize(amount: number, extra: Stripe.PaymentIntentCreateParams | object = {}) {
  return stripe.paymentIntents.create({
    amount,
    currency: "usd",
    capture_method: "manual",
    payment_method: "pm_card_visa",
    confirm: true,
    ...CARD,
    ...extra,
  });
}

describe("keys and plumbing", () => {
  it("answers GET /v1/balance to a good key, with Request-Id and the SDK's Stripe-Version", async () => {
    const balance = await stripe.balance.retrieve();
    expect(balance.object).toBe("balance");
    expect(balance.livemode).toBe(false);
    expect(balance.available).toEqual([{ amount: 0, currency: "usd", source_types: { card: 0 } }]);
    expect(balance.lastResponse.requestId).toMatch(/^req_\w{14}$/);
    expect(balance.lastResponse.apiVersion).toBe(Stripe.API_VERSION);
    expect(double.state.requests).toEqual([{ method: "GET", path: "/v1/balance", idempotencyKey: null, apiKey: "sk_test_123", params: {} }]);
  });

  it("answers 401 with Stripe's body without a key, and to an unknown or revoked key", async () => {
    const response = await fetch(`${double.url}/v1/balance`);
    expect(response.status).toBe(401);
    const body = await response.json();
    expect(body.error.type).toBe("invalid_request_error");
    expect(body.error.message).toMatch(/^You did not provide an API key\./);

    const bad = new Stripe("xk_test_abcdefgh1234", { ...double.sdkOptions, maxNetworkRetries: 0 });
    const error = await rejection(bad.balance.retrieve());
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error.statusCode).toBe(401);
    expect(error.message).toBe("Invalid API Key provided: xk_test_********1234");

    double.revokeKey("sk_test_rolled");
    const rolled = new Stripe("sk_test_rolled", { ...double.sdkOptions, maxNetworkRetries: 0 });
    const expired = await rejection(rolled.balance.retrieve());
    expect(expired).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(expired.code).toBe("api_key_expired");
    expect(expired.message).toBe("Expired API Key provided: sk_test_**lled");

    // A publishable key creates payment methods (as Stripe.js does) and nothing else.
    const publishable = new Stripe("pk_test_abc", { ...double.sdkOptions, maxNetworkRetries: 0 });
    expect((await publishable.paymentMethods.create({ type: "card", card: { token: "tok_visa" } })).id).toMatch(/^pm_/);
    const refused = await rejection(publishable.balance.retrieve());
    expect(refused.statusCode).toBe(401);
    expect(refused.message).toMatch(/^This API call cannot be made with a publishable API key\./);
  });

  it("answers GET /v1/account", async () => {
    const account = await stripe.accounts.retrieveCurrent();
    expect(account.object).toBe("account");
    expect(account.id).toMatch(/^acct_/);
    expect(account.charges_enabled).toBe(true);
  });

  it("parses bracket notation into nested params, strings kept as sent", async () => {
    await authorize(1234, { metadata: { order: "7", line: "2" }, expand: ["latest_charge"] });
    const create = double.state.requests.find((r) => r.path === "/v1/payment_intents")!;
    expect(create.params).toEqual({
      amount: "1234",
      currency: "usd",
      capture_method: "manual",
      payment_method: "pm_card_visa",
      confirm: "true",
      allowed_payment_method_types: { 0: "card" },
      metadata: { order: "7", line: "2" },
      expand: { 0: "latest_charge" },
    });
    // The SDK keys every POST, so a retry of its own can never charge twice.
    expect(create.idempotencyKey).toMatch(/^stripe-node-retry-/);
  });

  it("refuses unknown params, and payment_method_types since API 2026-09-30 (accepted by older versions)", async () => {
    const unknown = await rejection(stripe.rawRequest("POST", "/v1/payment_intents", { amount: 1000, currency: "usd", colour: "red" }));
    expect(unknown).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(unknown.code).toBe("parameter_unknown");
    expect(unknown.param).toBe("colour");

    const legacy = { amount: 1000, currency: "usd", payment_method_types: ["card"] };
    const refused = await rejection(stripe.rawRequest("POST", "/v1/payment_intents", legacy));
    expect(refused.code).toBe("parameter_unknown");
    expect(refused.param).toBe("payment_method_types");
    const old = await stripe.rawRequest("POST", "/v1/payment_intents", legacy, { apiVersion: "2024-06-20" });
    const pi = JSON.parse(JSON.stringify(old));
    expect(pi.payment_method_types).toEqual(["card"]);
    expect(pi.automatic_payment_methods).toBeNull();
    expect(old.lastResponse.apiVersion).toBe("2024-06-20");
  });

  it("answers 404 resource_missing for unknown ids and 404 for unknown routes", async () => {
    const missing = await rejection(stripe.paymentIntents.retrieve("pi_nope"));
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing.statusCode).toBe(404);
    expect(missing.code).toBe("resource_missing");
    expect(missing.message).toBe("No such payment_intent: 'pi_nope'");
    expect(missing.doc_url).toBe("https://stripe.com/docs/error-codes/resource-missing");

    const byParam = await rejection(stripe.refunds.create({ payment_intent: "pi_nope" }));
    expect(byParam.statusCode).toBe(400);
    expect(byParam.param).toBe("payment_intent");

    const route = await rejection(stripe.rawRequest("GET", "/v1/teleporters", {}));
    expect(route.statusCode).toBe(404);
    expect(route.message).toMatch(/^Unrecognized request URL \(GET: \/v1\/teleporters\)/);
  });

  it("validates amounts and currencies as Stripe does", async () => {
    const small = await rejection(stripe.paymentIntents.create({ amount: 49, currency: "usd", ...CARD }));
    expect(small.code).toBe("amount_too_small");
    expect(small.message).toBe("Amount must be at least $0.50 usd");
    const currency = await rejection(stripe.paymentIntents.create({ amount: 1000, currency: "xyz", ...CARD }));
    expect(currency.param).toBe("currency");
    const missing = await rejection(stripe.rawRequest("POST", "/v1/payment_intents", { currency: "usd" }));
    expect(missing.code).toBe("parameter_missing");
    expect(missing.message).toBe("Missing required param: amount.");
    expect(double.state.paymentIntents.size).toBe(0);
  });
});

describe("payment intents", () => {
  it("authorizes with manual capture, then a partial capture releases the rest", async () => {
    const pi = await authorize(10_000, { metadata: { order: "7" }, statement_descriptor_suffix: "ORDER 7", description: "Order 7" });
    expect(pi).toMatchObject({
      object: "payment_intent",
      amount: 10_000,
      amount_capturable: 10_000,
      amount_received: 0,
      capture_method: "manual",
      currency: "usd",
      livemode: false,
      metadata: { order: "7" },
      next_action: null,
      last_payment_error: null,
      status: "requires_capture",
      statement_descriptor_suffix: "ORDER 7",
    });
    expect(pi.id).toMatch(/^pi_\w{24}$/);
    expect(pi.client_secret).toMatch(new RegExp(`^${pi.id}_secret_\\w+$`));
    expect(pi.latest_charge).toMatch(/^ch_/);
    expect(pi.payment_method).toMatch(/^pm_\w{24}$/); // pm_card_visa became a payment method of its own

    const captured = await stripe.paymentIntents.capture(pi.id, { amount_to_capture: 6_000, expand: ["latest_charge"] });
    expect(captured.status).toBe("succeeded");
    expect(captured.amount_received).toBe(6_000);
    expect(captured.amount_capturable).toBe(0);
    const charge = captured.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({ object: "charge", amount: 10_000, amount_captured: 6_000, amount_refunded: 4_000, captured: true, paid: true });
    expect(charge.payment_method_details?.card).toMatchObject({ brand: "visa", last4: "4242", funding: "credit" });

    const again = await rejection(stripe.paymentIntents.capture(pi.id));
    expect(again.code).toBe("payment_intent_unexpected_state");
    expect(again.message).toBe(
      "This PaymentIntent could not be captured because it has a status of succeeded. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.",
    );
    expect(again.payment_intent.id).toBe(pi.id);
  });

  it("creates, then confirms in a second call; automatic capture receives the amount", async () => {
    const pi = await stripe.paymentIntents.create({ amount: 2_500, currency: "usd", ...CARD });
    expect(pi.status).toBe("requires_payment_method");
    expect(pi.capture_method).toBe("automatic_async"); // Stripe's default since 2024-06-20
    const confirmed = await stripe.paymentIntents.confirm(pi.id, { payment_method: "pm_card_mastercard" });
    expect(confirmed.status).toBe("succeeded");
    expect(confirmed.amount_received).toBe(2_500);
    const pm = await stripe.paymentMethods.retrieve(confirmed.payment_method as string);
    expect(pm.card).toMatchObject({ brand: "mastercard", last4: "4444" });
  });

  it("refuses a capture above the authorization and cancels with the authorization released", async () => {
    const pi = await authorize(5_000);
    const over = await rejection(stripe.paymentIntents.capture(pi.id, { amount_to_capture: 5_001 }));
    expect(over.code).toBe("amount_too_large");
    expect(over.param).toBe("amount_to_capture");

    const canceled = await stripe.paymentIntents.cancel(pi.id, { cancellation_reason: "abandoned" });
    expect(canceled).toMatchObject({ status: "canceled", cancellation_reason: "abandoned", amount_capturable: 0, amount_received: 0 });
    expect(canceled.canceled_at).toBeGreaterThan(0);
    const charge = await stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge).toMatchObject({ captured: false, refunded: true, amount_refunded: 5_000 });

    const cancelAgain = await rejection(stripe.paymentIntents.cancel(pi.id));
    expect(cancelAgain.code).toBe("payment_intent_unexpected_state");
  });

  it("asks for a return_url when automatic payment methods may redirect", async () => {
    const error = await rejection(stripe.paymentIntents.create({ amount: 1_000, currency: "usd", payment_method: "pm_card_visa", confirm: true }));
    expect(error.param).toBe("return_url");
    expect(error.message).toMatch(/^A `return_url` must be specified/);
    expect(double.state.paymentIntents.size).toBe(0);

    const ok = await stripe.paymentIntents.create({
      amount: 1_000,
      currency: "usd",
      payment_method: "pm_card_visa",
      confirm: true,
      return_url: "https://shop.example/return",
    });
    expect(ok.automatic_payment_methods).toEqual({ allow_redirects: "always", enabled: true });
    expect(ok.status).toBe("succeeded");
    const never = await stripe.paymentIntents.create({
      amount: 1_000,
      currency: "usd",
      payment_method: "pm_card_visa",
      confirm: true,
      automatic_payment_methods: { enabled: true, allow_redirects: "never" },
    });
    expect(never.status).toBe("succeeded");
  });

  it("lists newest first with limit, starting_after and created[gte]", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await authorize(1_000 + i)).id);
    const first = await stripe.paymentIntents.list({ limit: 2, created: { gte: Math.floor(Date.now() / 1000) - 60 } });
    expect(first.object).toBe("list");
    expect(first.url).toBe("/v1/payment_intents");
    expect(first.data.map((p) => p.id)).toEqual([ids[2], ids[1]]);
    expect(first.has_more).toBe(true);
    const second = await stripe.paymentIntents.list({ limit: 2, starting_after: ids[1] });
    expect(second.data.map((p) => p.id)).toEqual([ids[0]]);
    expect(second.has_more).toBe(false);
    const future = await stripe.paymentIntents.list({ created: { gte: Math.floor(Date.now() / 1000) + 3600 } });
    expect(future.data).toEqual([]);
  });
});

describe("declines", () => {
  it.each([
    ["pm_card_chargeDeclined", "card_declined", "generic_decline", "Your card was declined."],
    ["pm_card_chargeDeclinedInsufficientFunds", "card_declined", "insufficient_funds", "Your card has insufficient funds."],
    ["pm_card_chargeDeclinedExpiredCard", "expired_card", "expired_card", "Your card has expired."],
  ])("%s: StripeCardError %s/%s carrying the intent", async (pm, code, declineCode, message) => {
    const error = await rejection(authorize(3_000, { payment_method: pm }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error.statusCode).toBe(402);
    expect(error).toMatchObject({ code, decline_code: declineCode, message });
    expect(error.charge).toMatch(/^ch_/);
    expect(error.payment_intent).toMatchObject({ object: "payment_intent", status: "requires_payment_method", payment_method: null });
    expect(error.payment_intent.last_payment_error).toMatchObject({ type: "card_error", code, decline_code: declineCode, charge: error.charge });
    expect(error.payment_method.object).toBe("payment_method");

    const stored = double.state.paymentIntents.get(error.payment_intent.id);
    expect(stored.status).toBe("requires_payment_method");
    expect(double.state.charges.get(error.charge)).toMatchObject({ status: "failed", paid: false, failure_code: code });
  });

  it("lets a new attempt with another card succeed after a decline", async () => {
    const error = await rejection(authorize(3_000, { payment_method: "pm_card_chargeDeclined" }));
    const retried = await stripe.paymentIntents.confirm(error.payment_intent.id, { payment_method: "pm_card_visa_debit" });
    expect(retried.status).toBe("requires_capture");
    expect(retried.last_payment_error).toBeNull();
    const pm = await stripe.paymentMethods.retrieve(retried.payment_method as string);
    expect(pm.card).toMatchObject({ brand: "visa", funding: "debit" });
  });

  it("maps tokens to the same behaviours, and pm_card_hsa_fsa is a Visa debit card", async () => {
    const declining = await stripe.paymentMethods.create({ type: "card", card: { token: "tok_chargeDeclined" } });
    const error = await rejection(authorize(1_000, { payment_method: declining.id }));
    expect(error.decline_code).toBe("generic_decline");

    const hsa = await authorize(1_000, { payment_method: "pm_card_hsa_fsa", expand: ["payment_method"] });
    expect(hsa.status).toBe("requires_capture");
    expect((hsa.payment_method as Stripe.PaymentMethod).card).toMatchObject({ brand: "visa", funding: "debit" });
  });
});

describe("3-D Secure", () => {
  it("requires_action, then the shopper authenticates and Stripe confirms the intent itself", async () => {
    const pi = await authorize(4_000, { payment_method: "pm_card_threeDSecure2Required" });
    expect(pi.status).toBe("requires_action");
    expect(pi.next_action?.type).toBe("use_stripe_sdk");
    expect(pi.latest_charge).toBeNull();

    double.authenticate(pi.id);
    const after = await stripe.paymentIntents.retrieve(pi.id, { expand: ["latest_charge"] });
    expect(after.status).toBe("requires_capture");
    expect(after.next_action).toBeNull();
    expect((after.latest_charge as Stripe.Charge).payment_method_details?.card?.three_d_secure?.result).toBe("authenticated");

    const confirmAgain = await rejection(stripe.paymentIntents.confirm(pi.id));
    expect(confirmAgain.code).toBe("payment_intent_unexpected_state");
  });

  it("with manual confirmation: requires_action, authenticate(), then the server's confirm → requires_capture", async () => {
    const pi = await authorize(4_000, { payment_method: "pm_card_authenticationRequired", confirmation_method: "manual" });
    expect(pi.status).toBe("requires_action");
    double.authenticate(pi.id);
    expect((await stripe.paymentIntents.retrieve(pi.id)).status).toBe("requires_confirmation");
    const confirmed = await stripe.paymentIntents.confirm(pi.id);
    expect(confirmed.status).toBe("requires_capture");
    expect(confirmed.amount_capturable).toBe(4_000);
  });

  it("a failed authentication leaves requires_payment_method with payment_intent_authentication_failure", async () => {
    const pi = await authorize(4_000, { payment_method: "pm_card_authenticationRequired" });
    double.authenticate(pi.id, "fail");
    const after = await stripe.paymentIntents.retrieve(pi.id);
    expect(after.status).toBe("requires_payment_method");
    expect(after.last_payment_error).toMatchObject({ code: "payment_intent_authentication_failure", type: "invalid_request_error" });
  });

  it("off-session, a card that needs authentication is declined with authentication_required", async () => {
    const error = await rejection(authorize(4_000, { payment_method: "pm_card_authenticationRequired", off_session: true }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ code: "authentication_required", decline_code: "authentication_required" });
    expect(error.payment_intent.status).toBe("requires_payment_method");
  });
});

describe("idempotency", () => {
  it("replays the first answer to the same key and params: one intent, same id", async () => {
    const params = { amount: 7_000, currency: "usd", capture_method: "manual" as const, payment_method: "pm_card_visa", confirm: true, ...CARD };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: "confirm-ipi_1-attempt-1" });
    const second = await stripe.paymentIntents.create(params, { idempotencyKey: "confirm-ipi_1-attempt-1" });
    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(first.lastResponse.headers["idempotent-replayed"]).toBeUndefined();
    expect(double.state.paymentIntents.size).toBe(1);
    expect(double.state.charges.size).toBe(1);
  });

  it("refuses the same key with other params (StripeIdempotencyError), but not with another API key", async () => {
    await stripe.paymentIntents.create({ amount: 1_000, currency: "usd", ...CARD }, { idempotencyKey: "k1" });
    const error = await rejection(stripe.paymentIntents.create({ amount: 1_001, currency: "usd", ...CARD }, { idempotencyKey: "k1" }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error.statusCode).toBe(400);
    expect(error.rawType).toBe("idempotency_error");
    expect(error.message).toBe(
      "Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than 'k1' if you meant to execute a different request.",
    );

    const other = new Stripe("sk_test_456", { ...double.sdkOptions, maxNetworkRetries: 0 });
    await other.paymentIntents.create({ amount: 1_001, currency: "usd", ...CARD }, { idempotencyKey: "k1" });
    expect(double.state.paymentIntents.size).toBe(2);
  });

  it("replays a decline (one failed charge) but not a validation error", async () => {
    const declined = { amount: 2_000, currency: "usd", payment_method: "pm_card_chargeDeclined", confirm: true, ...CARD };
    const first = await rejection(stripe.paymentIntents.create(declined, { idempotencyKey: "k2" }));
    const second = await rejection(stripe.paymentIntents.create(declined, { idempotencyKey: "k2" }));
    expect(second).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(second.payment_intent.id).toBe(first.payment_intent.id);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(double.state.charges.size).toBe(1);

    const tooSmall = await rejection(stripe.paymentIntents.create({ amount: 10, currency: "usd", ...CARD }, { idempotencyKey: "k3" }));
    expect(tooSmall.code).toBe("amount_too_small");
    const fixed = await stripe.paymentIntents.create({ amount: 1_000, currency: "usd", ...CARD }, { idempotencyKey: "k3" });
    expect(fixed.amount).toBe(1_000);
  });
});

describe("refunds", () => {
  it("refunds pending, then settleRefund gives the ARN; beyond the captured amount is refused", async () => {
    const pi = await authorize(5_000);
    await stripe.paymentIntents.capture(pi.id);
    const refund = await stripe.refunds.create({ payment_intent: pi.id, amount: 2_000, reason: "requested_by_customer", metadata: { refund: "r1" } });
    expect(refund).toMatchObject({
      object: "refund",
      amount: 2_000,
      charge: pi.latest_charge,
      currency: "usd",
      payment_intent: pi.id,
      status: "pending",
      reason: "requested_by_customer",
      metadata: { refund: "r1" },
      destination_details: { type: "card", card: { reference_status: "pending", reference_type: "acquirer_reference_number", type: "refund" } },
    });
    expect(refund.id).toMatch(/^re_/);

    const settled = double.settleRefund(refund.id, { status: "succeeded", arn: "74567890123456789012345" });
    expect(settled.status).toBe("succeeded");
    expect(settled.destination_details.card).toEqual({
      reference: "74567890123456789012345",
      reference_status: "available",
      reference_type: "acquirer_reference_number",
      type: "refund",
    });
    expect((await stripe.refunds.retrieve(refund.id)).destination_details?.card?.reference).toBe("74567890123456789012345");

    const tooMuch = await rejection(stripe.refunds.create({ payment_intent: pi.id, amount: 3_001 }));
    expect(tooMuch).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooMuch).toMatchObject({ statusCode: 400, code: "amount_too_large", param: "amount" });
    expect(tooMuch.message).toBe("Refund amount ($30.01) is greater than unrefunded amount on charge ($30.00)");

    const rest = await stripe.refunds.create({ payment_intent: pi.id });
    expect(rest.amount).toBe(3_000);
    const more = await rejection(stripe.refunds.create({ payment_intent: pi.id, amount: 1 }));
    expect(more.code).toBe("charge_already_refunded");
    const charge = await stripe.charges.retrieve(pi.latest_charge as string);
    expect(charge).toMatchObject({ amount_refunded: 5_000, refunded: true });

    const listed = await stripe.refunds.list({ payment_intent: pi.id });
    expect(listed.data.map((r) => r.id)).toEqual([rest.id, refund.id]);
  });

  it("refunds only what was captured after a partial capture; a failed refund gives its amount back", async () => {
    const pi = await authorize(10_000);
    const first = await rejection(stripe.refunds.create({ payment_intent: pi.id, amount: 100 }));
    expect(first.message).toBe(`This PaymentIntent (${pi.id}) does not have a successful charge to refund.`);

    await stripe.paymentIntents.capture(pi.id, { amount_to_capture: 6_000 });
    const over = await rejection(stripe.refunds.create({ payment_intent: pi.id, amount: 6_001 }));
    expect(over.code).toBe("amount_too_large");
    const refund = await stripe.refunds.create({ payment_intent: pi.id, amount: 6_000 });
    const failed = double.settleRefund(refund.id, { status: "failed", reason: "expired_or_canceled_card" });
    expect(failed).toMatchObject({ status: "failed", failure_reason: "expired_or_canceled_card" });
    expect(failed.destination_details.card.reference_status).toBe("unavailable");
    const again = await stripe.refunds.create({ payment_intent: pi.id, amount: 6_000 });
    expect(again.status).toBe("pending");
  });

  it("concurrent refunds never exceed the captured amount", async () => {
    const pi = await authorize(10_000);
    await stripe.paymentIntents.capture(pi.id);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => stripe.refunds.create({ payment_intent: pi.id, amount: 3_000 })));
    const ok = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(ok).toHaveLength(3);
    expect(refused.map((r) => r.reason.code)).toEqual(["amount_too_large", "amount_too_large"]);
    expect([...double.state.refunds.values()].reduce((sum, r) => sum + r.amount, 0)).toBe(9_000);
  });
});

describe("saved cards and off-session payments", () => {
  it("a SetupIntent saves the card to the customer; an off-session payment with it succeeds", async () => {
    const customer = await stripe.customers.create({ email: "shopper@example.com", metadata: { account: "acct_1" } });
    expect(customer.id).toMatch(/^cus_\w{14}$/);
    const si = await stripe.setupIntents.create({ customer: customer.id, payment_method: "pm_card_visa", confirm: true, usage: "off_session", ...CARD });
    expect(si).toMatchObject({ object: "setup_intent", status: "succeeded", usage: "off_session", customer: customer.id });
    const pm = await stripe.paymentMethods.retrieve(si.payment_method as string);
    expect(pm.customer).toBe(customer.id);

    const renewal = await stripe.paymentIntents.create({
      amount: 2_999,
      currency: "usd",
      customer: customer.id,
      payment_method: pm.id,
      off_session: true,
      confirm: true,
      ...CARD,
    });
    expect(renewal.status).toBe("succeeded");
    expect(renewal.amount_received).toBe(2_999);

    const withoutCustomer = await rejection(authorize(1_000, { payment_method: pm.id }));
    expect(withoutCustomer.param).toBe("payment_method");
  });

  it("authenticationRequired: set up with 3-D Secure, still declined off-session with authentication_required", async () => {
    const customer = await stripe.customers.create({});
    const si = await stripe.setupIntents.create({ customer: customer.id, payment_method: "pm_card_authenticationRequired", confirm: true, ...CARD });
    expect(si.status).toBe("requires_action");
    double.authenticate(si.id);
    const done = await stripe.setupIntents.retrieve(si.id);
    expect(done.status).toBe("succeeded");

    const error = await rejection(
      stripe.paymentIntents.create({
        amount: 2_999,
        currency: "usd",
        customer: customer.id,
        payment_method: done.payment_method as string,
        off_session: true,
        confirm: true,
        ...CARD,
      }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ code: "authentication_required", decline_code: "authentication_required" });
  });

  it("authenticationRequiredOnSetup: once set up, off-session payments need no authentication", async () => {
    const customer = await stripe.customers.create({});
    const si = await stripe.setupIntents.create({ customer: customer.id, payment_method: "pm_card_authenticationRequiredOnSetup", confirm: true, ...CARD });
    double.authenticate(si.id);
    const pmId = (await stripe.setupIntents.retrieve(si.id)).payment_method as string;
    const renewal = await stripe.paymentIntents.create({
      amount: 1_500,
      currency: "usd",
      customer: customer.id,
      payment_method: pmId,
      off_session: true,
      confirm: true,
      ...CARD,
    });
    expect(renewal.status).toBe("succeeded");
  });

  it("a declining card cannot be set up (402 with the SetupIntent)", async () => {
    const customer = await stripe.customers.create({});
    const error = await rejection(stripe.setupIntents.create({ customer: customer.id, payment_method: "pm_card_chargeDeclined", confirm: true, ...CARD }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error.setup_intent).toMatchObject({ status: "requires_payment_method", last_setup_error: { code: "card_declined" } });
  });

  it("attaches a payment method created from a token", async () => {
    const customer = await stripe.customers.create({});
    const pm = await stripe.paymentMethods.create({ type: "card", card: { token: "tok_visa" }, billing_details: { name: "Ada" } });
    expect(pm.card).toMatchObject({ brand: "visa", last4: "4242" });
    const attached = await stripe.paymentMethods.attach(pm.id, { customer: customer.id });
    expect(attached.customer).toBe(customer.id);
    expect(attached.billing_details.name).toBe("Ada");
  });
});

describe("injected failures", () => {
  it("failNext 500: StripeAPIError, nothing created, and the same key replays the 500", async () => {
    double.failNext({ method: "POST", path: /^\/v1\/payment_intents$/ }, { status: 500 });
    const params = { amount: 1_000, currency: "usd", ...CARD };
    const error = await rejection(stripe.paymentIntents.create(params, { idempotencyKey: "k500" }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(error.statusCode).toBe(500);
    expect(error.rawType).toBe("api_error");
    expect(double.state.paymentIntents.size).toBe(0);
    const replay = await rejection(stripe.paymentIntents.create(params, { idempotencyKey: "k500" }));
    expect(replay.statusCode).toBe(500);
    const fresh = await stripe.paymentIntents.create(params, { idempotencyKey: "k500-b" });
    expect(fresh.status).toBe("requires_payment_method");
  });

  it("failNext 503 twice: a retry with the same key runs once the failures are spent", async () => {
    double.failNext({ path: /\/capture$/ }, { status: 503 }, 2);
    const pi = await authorize(1_000);
    for (let i = 0; i < 2; i++) {
      const error = await rejection(stripe.paymentIntents.capture(pi.id, {}, { idempotencyKey: "cap-1" }));
      expect(error.statusCode).toBe(503);
    }
    const captured = await stripe.paymentIntents.capture(pi.id, {}, { idempotencyKey: "cap-1" });
    expect(captured.status).toBe("succeeded");
  });

  it("a delay makes the SDK's timeout throw StripeConnectionError; the request ran, and a retry with its key replays it", async () => {
    const impatient = new Stripe("sk_test_123", { ...double.sdkOptions, maxNetworkRetries: 0, timeout: 300 });
    const pi = await stripe.paymentIntents.create({ amount: 1_000, currency: "usd", capture_method: "manual", ...CARD });
    double.failNext({ path: /\/confirm$/ }, { delayMs: 5_000 });
    const error = await rejection(impatient.paymentIntents.confirm(pi.id, { payment_method: "pm_card_visa" }, { idempotencyKey: "confirm-1" }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    expect(error.message).toBe("Request aborted due to timeout being reached (300ms)");
    expect(double.state.paymentIntents.get(pi.id).status).toBe("requires_capture");

    const retried = await stripe.paymentIntents.confirm(pi.id, { payment_method: "pm_card_visa" }, { idempotencyKey: "confirm-1" });
    expect(retried.status).toBe("requires_capture");
    expect(retried.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(double.state.charges.size).toBe(1);
  });
});

describe("live mode", () => {
  it("objects made with a live key are live and invisible to test keys", async () => {
    const live = new Stripe("sk_live_123", { ...double.sdkOptions, maxNetworkRetries: 0 });
    const pi = await live.paymentIntents.create({
      amount: 1_000,
      currency: "usd",
      capture_method: "manual",
      payment_method: "pm_card_visa",
      confirm: true,
      ...CARD,
    });
    expect(pi.livemode).toBe(true);
    expect(pi.status).toBe("requires_capture");
    expect((await live.charges.retrieve(pi.latest_charge as string)).livemode).toBe(true);
    expect((await live.balance.retrieve()).livemode).toBe(true);

    const hidden = await rejection(stripe.paymentIntents.retrieve(pi.id));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.message).toBe(`No such payment_intent: '${pi.id}'; a similar object exists in live mode, but a test mode key was used to make this request.`);

    const restricted = new Stripe("rk_live_abc", { ...double.sdkOptions, maxNetworkRetries: 0 });
    expect((await restricted.paymentIntents.retrieve(pi.id)).id).toBe(pi.id);
  });
});

describe("webhooks", () => {
  const secret = "whsec_test_double";

  async function startReceiver() {
    const received: { status: number; event?: Stripe.Event; error?: string }[] = [];
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        try {
          const event = stripe.webhooks.constructEvent(Buffer.concat(chunks), req.headers["stripe-signature"] as string, secret);
          received.push({ status: 200, event });
          res.writeHead(200).end("ok");
        } catch (error) {
          received.push({ status: 400, error: (error as Error).constructor.name });
          res.writeHead(400).end("bad signature");
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe/acct_1`;
    return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  it("an event sent with sendEvent verifies with constructEvent; a bad signature does not", async () => {
    const receiver = await startReceiver();
    try {
      const pi = await authorize(1_000);
      const sent = await double.sendEvent(receiver.url, secret, "payment_intent.amount_capturable_updated", pi, { id: "evt_fixed_1" });
      expect(sent).toEqual({ status: 200, body: "ok" });
      const event = receiver.received[0].event!;
      expect(event).toMatchObject({
        id: "evt_fixed_1",
        object: "event",
        type: "payment_intent.amount_capturable_updated",
        api_version: Stripe.API_VERSION,
        livemode: false,
      });
      expect(event.created).toBeGreaterThan(0);
      expect((event.data.object as Stripe.PaymentIntent).id).toBe(pi.id);
      expect((await stripe.events.retrieve("evt_fixed_1")).type).toBe("payment_intent.amount_capturable_updated");

      const bad = await double.sendEvent(receiver.url, secret, "payment_intent.succeeded", pi, { badSignature: true });
      expect(bad.status).toBe(400);
      expect(receiver.received[1]).toEqual({ status: 400, error: "StripeSignatureVerificationError" });
    } finally {
      await receiver.close();
    }
  });

  it("event() builds Stripe's event JSON; livemode follows the object unless given", () => {
    const { payload, event } = double.event("refund.updated", { id: "re_1", object: "refund", livemode: true });
    expect(JSON.parse(payload)).toEqual(event);
    expect(event.id).toMatch(/^evt_/);
    expect(event.livemode).toBe(true);
    expect(event.data.object).toEqual({ id: "re_1", object: "refund", livemode: true });
    expect(double.event("charge.dispute.created", { id: "dp_1" }, { livemode: true }).event.livemode).toBe(true);
  });
});
