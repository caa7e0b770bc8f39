// Card testing on the hosted page (issue 18, part 4): declines per session pause the session's
// attempts (recorded, with an event), attempts per client address and per merchant are limited,
// and a refused attempt never reaches the processor.
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setDatabase, type Database } from "@/lib/db/client";
import { checkoutSessions, events } from "@/lib/db/schema";
import type { Scope } from "@/lib/server/scope";
import { createCheckoutSession } from "@/lib/server/services/checkout/create-checkout-session";
import { getCheckoutSession } from "@/lib/server/services/checkout/get-checkout-session";
import { createPrice } from "@/lib/server/services/prices/create-price";
import { createProduct } from "@/lib/server/services/products/create-product";
import { resetCheckoutLimits } from "@/lib/server/shopper/checkout-limits";
import { loadShopperCheckout } from "@/lib/server/shopper/load-shopper-checkout";
import { payAsShopper } from "@/lib/server/shopper/pay-as-shopper";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";

const DECLINED = "4000 0000 0000 0002";
const GOOD = "4242 4242 4242 4242";
const LIMIT_ENV = ["PAY_DECLINES_PER_SESSION", "PAY_PAUSE_MINUTES", "PAY_ATTEMPTS_PER_ADDRESS_PER_HOUR", "PAY_ATTEMPTS_PER_MERCHANT_PER_MINUTE", "REDIS_URL"];

let database: Database;
let scope: Scope;
let priceId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  setDatabase(database);
  scope = await newMerchantScope(database);
  const product = await createProduct(scope, { name: "Tote bag", hsa_fsa_eligibility: "not_eligible" });
  priceId = (await createPrice(scope, { product: product.product_id, unit_amount: 1500 })).price_id;
});
afterAll(async () => {
  setDatabase(undefined);
  await database?.close();
});
afterEach(() => {
  for (const k of LIMIT_ENV) delete process.env[k];
  resetCheckoutLimits();
});

function limits(env: Record<string, string>) {
  for (const k of LIMIT_ENV) delete process.env[k];
  Object.assign(process.env, { PAY_ATTEMPTS_PER_ADDRESS_PER_HOUR: "0", PAY_ATTEMPTS_PER_MERCHANT_PER_MINUTE: "0", ...env });
  resetCheckoutLimits();
}

async function newSession() {
  const s = await createCheckoutSession(scope, { line_items: [{ price: priceId, quantity: 1 }] });
  return { id: s.checkout_session_id, secret: new URL(s.redirect_url).searchParams.get("secret")! };
}

const form = (number: string) => ({ email: "shopper@example.com", card: { number, expiry: "12 / 34", cvc: "123" } });

async function failedEvents(sessionId: string) {
  const session = await getCheckoutSession(scope, sessionId);
  const ids = session.payment_intents.map((p) => (typeof p === "string" ? p : String((p as { payment_intent_id: string }).payment_intent_id)));
  const rows = await database.db
    .select()
    .from(events)
    .where(and(eq(events.accountId, scope.accountId), eq(events.eventType, "payment_intent.payment_failed")));
  return rows.filter((e) => ids.includes(e.objectId)).length;
}

describe("card testing on the hosted page", () => {
  it("the 5th declined card pauses the session for 60 minutes: recorded, shown, and no further attempt reaches the processor", async () => {
    limits({ PAY_DECLINES_PER_SESSION: "5", PAY_PAUSE_MINUTES: "60" });
    const { id, secret } = await newSession();
    for (let i = 1; i <= 4; i++) {
      const r = await payAsShopper(id, secret, form(DECLINED), "203.0.113.9");
      expect(r).toMatchObject({ ok: false, fieldErrors: { "card.number": "Your card was declined. Try another card." } });
      expect(r.ok === false && r.error).toBeFalsy();
    }
    const before = Date.now();
    const fifth = await payAsShopper(id, secret, form(DECLINED), "203.0.113.9");
    expect(fifth.ok).toBe(false);
    expect(fifth.ok === false && fifth.error).toMatch(
      /^Too many cards were declined on this checkout\. For your security, payment attempts are paused until .+\. Try again then, or contact test-/,
    );

    const session = await getCheckoutSession(scope, id);
    expect(session.status).toBe("open");
    expect(session.payment_attempts_paused_until! * 1000).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 60 * 60_000 - 1000);
    expect(session.payment_attempts_paused_until! * 1000).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
    const paused = await database.db
      .select()
      .from(events)
      .where(and(eq(events.objectId, id), eq(events.eventType, "checkout.session.attempts_paused")));
    expect(paused).toHaveLength(1);
    expect(await failedEvents(id)).toBe(5);

    // A good card now: refused before the processor (no 6th failure, nothing paid).
    const sixth = await payAsShopper(id, secret, form(GOOD), "198.51.100.7");
    expect(sixth).toMatchObject({ ok: false, error: expect.stringMatching(/payment attempts are paused until/) });
    expect((await getCheckoutSession(scope, id)).amount_received).toBe(0);
    expect(await failedEvents(id)).toBe(5);
    // The page says so before the shopper types anything.
    expect((await loadShopperCheckout(id, secret))!.pausedNotice).toMatch(/payment attempts are paused until/);

    // Once the pause has passed, a good card pays.
    await database.db
      .update(checkoutSessions)
      .set({ attemptsPausedUntil: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.id, id));
    expect(await payAsShopper(id, secret, form(GOOD), "198.51.100.7")).toEqual({ ok: true, redirectTo: null });
  });

  it("limits attempts per client address across sessions; another address is not affected", async () => {
    limits({ PAY_ATTEMPTS_PER_ADDRESS_PER_HOUR: "3" });
    for (let i = 0; i < 3; i++) {
      const s = await newSession();
      expect((await payAsShopper(s.id, s.secret, form(DECLINED), "203.0.113.50")).ok).toBe(false);
    }
    const s = await newSession();
    const refused = await payAsShopper(s.id, s.secret, form(GOOD), "203.0.113.50");
    expect(refused).toEqual({ ok: false, error: expect.stringMatching(/^Too many payment attempts from your network\. Try again in (60|59) minutes\.$/) });
    expect(await failedEvents(s.id)).toBe(0);
    expect((await getCheckoutSession(scope, s.id)).amount_received).toBe(0);
    expect(await payAsShopper(s.id, s.secret, form(GOOD), "203.0.113.51")).toEqual({ ok: true, redirectTo: null });
  });

  it("limits attempts per merchant a minute, whatever the address", async () => {
    limits({ PAY_ATTEMPTS_PER_MERCHANT_PER_MINUTE: "2" });
    for (let i = 0; i < 2; i++) {
      const s = await newSession();
      expect((await payAsShopper(s.id, s.secret, form(DECLINED), `192.0.2.${i + 1}`)).ok).toBe(false);
    }
    const s = await newSession();
    expect(await payAsShopper(s.id, s.secret, form(GOOD), "192.0.2.99")).toEqual({
      ok: false,
      error: "This store is receiving too many payment attempts right now. Try again in 1 minute.",
    });
    expect(await failedEvents(s.id)).toBe(0);
  });
});
