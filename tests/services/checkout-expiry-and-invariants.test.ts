import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { checkoutSessions, paymentIntents } from "@/lib/db/schema";
import type { Scope } from "@/lib/server/scope";
import { createCheckoutSession } from "@/lib/server/services/checkout/create-checkout-session";
import { expireCheckoutSession } from "@/lib/server/services/checkout/expire-checkout-session";
import { payCheckoutSession } from "@/lib/server/services/checkout/pay-checkout-session";
import { checkMoneyInvariants } from "@/lib/server/services/invariants/check-money-invariants";
import { createPrice } from "@/lib/server/services/prices/create-price";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";

let database: Database;
let scope: Scope;
beforeAll(async () => {
  database = await openTestDatabase();
  scope = await newMerchantScope(database);
});
afterAll(() => database.close());

async function session(capture: "automatic" | "manual" = "automatic") {
  const a = await createPrice(scope, { product_data: { name: "Thermometer", hsa_fsa_eligibility: "auto_substantiation" }, unit_amount: 1500 });
  const b = await createPrice(scope, { product_data: { name: "Mug" }, unit_amount: 700 });
  return createCheckoutSession(scope, { line_items: [{ price: a.price_id }, { price: b.price_id }], capture_method: capture });
}

describe("session expiry job", () => {
  it("cancels an open session once it is due, and leaves paid sessions alone", async () => {
    const open = await session();
    const payload = { checkout_session_id: open.checkout_session_id, account_id: scope.accountId, test_mode: true };
    await expect(expireCheckoutSession(database.db, payload)).rejects.toThrow("not due yet");
    await database.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.id, open.checkout_session_id));
    await expireCheckoutSession(database.db, payload);
    const [row] = await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, open.checkout_session_id));
    expect(row.status).toBe("canceled");
    const intents = await database.db.select().from(paymentIntents).where(eq(paymentIntents.checkoutSessionId, open.checkout_session_id));
    expect(intents.map((p) => p.status)).toEqual(["canceled", "canceled"]);

    const paid = await session();
    await payCheckoutSession(scope, paid.checkout_session_id, { payment_method: "pm_card_visa", hsa_fsa_payment_method: "pm_card_hsa_fsa" });
    await database.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.id, paid.checkout_session_id));
    await expireCheckoutSession(database.db, { ...payload, checkout_session_id: paid.checkout_session_id });
    const [after] = await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, paid.checkout_session_id));
    expect(after.status).toBe("complete");
  });

  it("an expired session cannot be paid", async () => {
    const s = await session();
    await database.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.id, s.checkout_session_id));
    await expect(payCheckoutSession(scope, s.checkout_session_id, { payment_method: "pm_card_visa" })).rejects.toMatchObject({ status: 400 });
  });
});

describe("checkMoneyInvariants", () => {
  it("is clean for real activity and names each kind of corruption", async () => {
    const s = await session();
    await payCheckoutSession(scope, s.checkout_session_id, { payment_method: "pm_card_visa", hsa_fsa_payment_method: "pm_card_hsa_fsa" });
    expect(await checkMoneyInvariants(database.db, scope.accountId)).toEqual([]);
    const [pi] = await database.db.select().from(paymentIntents).where(eq(paymentIntents.checkoutSessionId, s.checkout_session_id));
    // Captured more than authorized, and refunded without refunds.
    await database.db
      .update(paymentIntents)
      .set({ amountReceived: pi.amount + 1 })
      .where(eq(paymentIntents.id, pi.id));
    const violations = await checkMoneyInvariants(database.db, scope.accountId);
    expect(violations).toContain(`captured <= authorized and refunded <= captured: ${pi.id}`);
    expect(violations).toContain(`a session's received and refunded amounts are its intents': ${s.checkout_session_id}`);
    await database.db.update(paymentIntents).set({ amountReceived: pi.amount, amountRefunded: 5 }).where(eq(paymentIntents.id, pi.id));
    expect(await checkMoneyInvariants(database.db, scope.accountId)).toContain(`an intent's refunded amount is the sum of its non-failed refunds: ${pi.id}`);
    await database.db.update(paymentIntents).set({ amountRefunded: 0 }).where(eq(paymentIntents.id, pi.id));
    const [row] = await database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, s.checkout_session_id));
    await database.db
      .update(checkoutSessions)
      .set({ splitCart: { ...row.splitCart!, eligible: { ...row.splitCart!.eligible, amount_total: row.splitCart!.eligible.amount_total + 1 } } })
      .where(eq(checkoutSessions.id, s.checkout_session_id));
    expect(await checkMoneyInvariants(database.db, scope.accountId)).toContain(`the two carts of a split cart add up to the session: ${s.checkout_session_id}`);
    await database.db.update(checkoutSessions).set({ splitCart: row.splitCart }).where(eq(checkoutSessions.id, s.checkout_session_id));
    expect(await checkMoneyInvariants(database.db, scope.accountId)).toEqual([]);
  });
});
