// Dunning's end follows the account setting (issue 9): unpaid keeps the subscription (later
// renewals are invoiced, not charged), canceled ends it and its open invoice is uncollectible.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { checkoutSessionCreateSchema } from "@/lib/schemas/checkout-session";
import { advanceTestClock } from "@/lib/server/billing/advance-test-clock";
import { updateBillingSettings } from "@/lib/server/services/accounts/billing-settings";
import { createCheckoutSession } from "@/lib/server/services/checkout/create-checkout-session";
import { payCheckoutSession } from "@/lib/server/services/checkout/pay-checkout-session";
import { checkMoneyInvariants } from "@/lib/server/services/invariants/check-money-invariants";
import { listInvoices } from "@/lib/server/services/invoices/list-invoices";
import { createPrice } from "@/lib/server/services/prices/create-price";
import { createProduct } from "@/lib/server/services/products/create-product";
import { getSubscription } from "@/lib/server/services/subscriptions/get-subscription";
import { setPaymentMethodOutcome } from "@/lib/server/services/subscriptions/set-payment-method-outcome";
import type { Scope } from "@/lib/server/scope";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** A $20.00 monthly subscription on a regular card that starts failing right after checkout. */
async function failingSubscription(scope: Scope) {
  const product = await createProduct(scope, { name: "Membership", hsa_fsa_eligibility: "not_eligible" });
  const price = await createPrice(scope, { product: product.product_id, unit_amount: 2000, type: "recurring", recurring: { interval: "monthly" } });
  const session = await createCheckoutSession(scope, checkoutSessionCreateSchema.parse({ mode: "subscription", line_items: [{ price: price.price_id }] }));
  const paid = await payCheckoutSession(scope, session.checkout_session_id, { payment_method: "pm_card_visa" });
  const sub = await getSubscription(scope, paid.subscription as string);
  await setPaymentMethodOutcome(scope, sub.default_payment_method!, "card_declined");
  return sub;
}

const afterRetries = (periodEnd: string) => new Date(Date.parse(periodEnd) + 6 * 86_400_000).toISOString();

describe("the end of dunning", () => {
  it("canceled: the subscription ends at the last retry and its invoice is uncollectible", async () => {
    const scope = await newMerchantScope(database);
    await updateBillingSettings(scope.db, scope.accountId, { dunning_final_status: "canceled" });
    const sub = await failingSubscription(scope);
    await advanceTestClock(scope, { to: afterRetries(sub.current_period_end) });
    const ended = await getSubscription(scope, sub.subscription_id);
    expect(ended.status).toBe("canceled");
    const [last] = (await listInvoices(scope, { subscription: sub.subscription_id })).data;
    expect(last).toMatchObject({ status: "uncollectible", attempt_count: 4, amount_paid: 0, next_payment_attempt: null });
    // Nothing more is billed, however long the clock runs.
    await advanceTestClock(scope, { seconds: 90 * 86_400 });
    expect((await listInvoices(scope, { subscription: sub.subscription_id })).data).toHaveLength(2);
    expect(await checkMoneyInvariants(database.db, scope.accountId)).toEqual([]);
  });

  it("unpaid (the default): renewals are invoiced but not charged until the card is fixed", async () => {
    const scope = await newMerchantScope(database);
    const sub = await failingSubscription(scope);
    await advanceTestClock(scope, { to: afterRetries(sub.current_period_end) });
    expect((await getSubscription(scope, sub.subscription_id)).status).toBe("unpaid");
    await advanceTestClock(scope, { seconds: 31 * 86_400 });
    const invoices = (await listInvoices(scope, { subscription: sub.subscription_id })).data;
    expect(invoices.map((i) => [i.status, i.attempt_count])).toEqual([
      ["open", 0],
      ["open", 4],
      ["paid", 1],
    ]);
    expect((await getSubscription(scope, sub.subscription_id)).status).toBe("unpaid");
    expect(await checkMoneyInvariants(database.db, scope.accountId)).toEqual([]);
  });
});
