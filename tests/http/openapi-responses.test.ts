// What the services answer matches the OpenAPI document's schemas exactly (issue 21, item 3): each
// object is validated against its component with Ajv, where every object schema forbids keys it
// does not name. The fields that used to be documented as free-form objects are filled here:
// expanded references, last_payment_error, a session's fees, defaults and subscription_data, a
// payment link line's price_data and shipping_options, a setup intent's payment method.
import { Ajv2020 } from "ajv/dist/2020.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { newId } from "@/lib/db/ids";
import { paymentMethods, setupIntents } from "@/lib/db/schema";
import { buildOpenApiDocument } from "@/lib/server/http/openapi";
import type { Scope } from "@/lib/server/scope";
import { createCheckoutSession } from "@/lib/server/services/checkout/create-checkout-session";
import { getCheckoutSession } from "@/lib/server/services/checkout/get-checkout-session";
import { payCheckoutSession } from "@/lib/server/services/checkout/pay-checkout-session";
import { createCustomer } from "@/lib/server/services/customers/create-customer";
import { createPaymentLink } from "@/lib/server/services/payment-links/create-payment-link";
import { getPaymentIntent } from "@/lib/server/services/payment-intents/get-payment-intent";
import { createPrice } from "@/lib/server/services/prices/create-price";
import { createSetupIntent } from "@/lib/server/services/setup-intents/create-setup-intent";
import { getSetupIntent } from "@/lib/server/services/setup-intents/get-setup-intent";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";

const doc = buildOpenApiDocument("https://payments.example");
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema({ $id: "https://payments.example/openapi.json", components: doc.components });

function expectMatches(component: string, value: unknown) {
  const validate = ajv.getSchema(`https://payments.example/openapi.json#/components/schemas/${component}`);
  if (!validate) throw new Error(`no component ${component}`);
  const ok = validate(JSON.parse(JSON.stringify(value)));
  expect(ok ? [] : validate.errors, component).toEqual([]);
}

let database: Database;
let scope: Scope;
beforeAll(async () => {
  database = await openTestDatabase();
  scope = await newMerchantScope(database);
});
afterAll(() => database.close());

describe("responses match the document's schemas exactly", () => {
  it("the check refuses a key the schema does not name, and a missing one", () => {
    const error = { code: "card_declined", decline_code: null, message: "Declined", payment_method: "pm_card_visa" };
    expectMatches("PaymentError", error);
    const validate = ajv.getSchema("https://payments.example/openapi.json#/components/schemas/PaymentError")!;
    expect(validate({ ...error, extra: 1 })).toBe(false);
    expect(validate({ code: "card_declined", message: "Declined" })).toBe(false);
  });

  it("a checkout session with fees, defaults, an expanded customer and intents, a declined card", async () => {
    const customer = await createCustomer(scope, { email: "ada@example.com", first_name: "Ada" });
    const eligible = await createPrice(scope, { product_data: { name: "Thermometer", hsa_fsa_eligibility: "auto_substantiation" }, unit_amount: 1500 });
    const session = await createCheckoutSession(scope, {
      line_items: [{ price: eligible.price_id }, { price_data: { product: eligible.product as string, unit_amount: 700, description: null } }],
      customer: customer.customer_id,
      defaults: { email: "ada@example.com", phone: "" },
      fees: [{ amount: 150, name: "Handling" }],
      shipping_options: { shipping_amount: 500 },
    });
    expectMatches("CheckoutSession", session);
    expect(session.fees).toEqual([{ amount: 150, fee_type: "custom", name: "Handling", description: null }]);
    await expect(payCheckoutSession(scope, session.checkout_session_id, { payment_method: "pm_card_chargeDeclined" })).rejects.toMatchObject({ status: 400 });
    const expanded = await getCheckoutSession(scope, session.checkout_session_id, new Set(["customer", "payment_intents"]));
    expectMatches("CheckoutSession", expanded);
    const declined = expanded.payment_intents.find((p) => typeof p === "object" && p.last_payment_error);
    expect(declined, "an intent with last_payment_error").toBeTruthy();
    const intent = await getPaymentIntent(scope, typeof declined === "object" ? declined.payment_intent_id : "", new Set(["customer"]));
    expectMatches("PaymentIntent", intent);
    expect(intent.last_payment_error).toMatchObject({ code: "card_declined", decline_code: "generic_decline" });
    expect(typeof intent.customer).toBe("object");
  });

  it("a subscription-mode session keeps subscription_data as sent, other keys too", async () => {
    const price = await createPrice(scope, { product_data: { name: "Lenses" }, unit_amount: 2500, recurring: { interval: "monthly" } });
    const session = await createCheckoutSession(scope, {
      mode: "subscription",
      line_items: [{ price: price.price_id }],
      subscription_data: { trial_period_days: 7, metadata: { plan: "gold" }, something_else: { kept: true } },
    });
    expectMatches("CheckoutSession", session);
    expect(session.subscription_data).toMatchObject({ trial_period_days: 7, something_else: { kept: true } });
  });

  it("a payment link with price_data and per-line shipping options", async () => {
    const price = await createPrice(scope, { product_data: { name: "Bandages" }, unit_amount: 900 });
    const link = await createPaymentLink(scope, {
      line_items: [
        { price: price.price_id, shipping_options: { shipping_rate_data: { display_name: "Ground", amount: 300 } } },
        { price_data: { product: price.product as string, unit_amount: 1200, recurring: null, metadata: { a: 1 } }, quantity: 2, tax_rate: { amount: 50 } },
      ],
      shipping_options: { shipping_amount: 400 },
    });
    expectMatches("PaymentLink", link);
    expect(link.line_items[1].price_data).toMatchObject({ unit_amount: 1200 });
  });

  it("a setup intent with its customer and saved card expanded", async () => {
    const customer = await createCustomer(scope, { email: "grace@example.com" });
    const setup = await createSetupIntent(scope, { customer: customer.customer_id });
    expectMatches("SetupIntent", setup);
    const pm = newId("paymentMethod");
    await scope.db.insert(paymentMethods).values({
      id: pm,
      accountId: scope.accountId,
      testMode: true,
      customerId: customer.customer_id,
      processorToken: "pm_card_visa",
      brand: "visa",
      last4: "4242",
      hsaFsa: false,
    });
    await scope.db.update(setupIntents).set({ paymentMethod: pm, status: "succeeded" }).where(eq(setupIntents.id, setup.setup_intent_id));
    const got = await getSetupIntent(scope, setup.setup_intent_id, new Set(["customer", "payment_method"]));
    expectMatches("SetupIntent", got);
    expect(got.payment_method).toMatchObject({ payment_method_id: pm, brand: "visa", hsa_fsa: false });
  });
});
