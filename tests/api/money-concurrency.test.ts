import { describe, expect, it } from "vitest";
import { api, uniq } from "./client";
import { createSession, createSplitSession, intentsOf, makePrice, pay } from "./fixtures";

// On the PostgreSQL pass these are real parallel connections (pool of 10 per server).
describe("money under concurrency", () => {
  it("50 concurrent refunds of 30% of one captured payment: never more than captured, losers get 400", async () => {
    const price = await makePrice(10000, null);
    const session = await createSession({ line_items: [{ price: price.price_id }] });
    await pay(session.checkout_session_id, { payment_method: "pm_card_visa" });
    const { all } = await intentsOf(session.checkout_session_id);
    const pi = all[0].payment_intent_id;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => api("POST", "/v1/refunds", { body: { refund: { payment_intent_id: pi, amount: 3000 } } })),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 400);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const r of refused) expect(["amount_too_large"]).toContain(r.error.detail[0].type);
    const after = await api("GET", `/v1/payment_intents/${pi}`);
    expect(after.body.payment_intent).toMatchObject({ amount_received: 10000, amount_refunded: 9000 });
    const list = await api("GET", `/v1/refunds?payment_intent=${pi}&limit=100`);
    expect(list.body.refunds.reduce((s: number, r: { amount: number }) => s + r.amount, 0)).toBe(9000);
  });

  it("20 concurrent capture and cancel calls on one authorized payment end in one consistent state", async () => {
    for (let round = 0; round < 3; round++) {
      const { session } = await createSplitSession({ capture_method: "manual", client_reference_id: `race-${uniq()}` });
      await pay(session.checkout_session_id);
      const id = session.checkout_session_id;
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => api("POST", `/v1/checkout/sessions/${id}/${i % 2 ? "cancel" : "capture"}`, { body: {} })),
      );
      const final = (await api("GET", `/v1/checkout/sessions/${id}`)).body.checkout_session;
      const { all } = await intentsOf(id);
      const captures = results.filter((r, i) => i % 2 === 0 && r.status === 200);
      if (final.status === "complete") {
        // The first capture won: everything captured once, cancels refused.
        expect(captures).toHaveLength(1);
        expect(final.amount_received).toBe(final.amount_total);
        expect(final.captures).toHaveLength(1);
        expect(all.every((p) => p.status === "succeeded" && p.amount_received === p.amount)).toBe(true);
        for (const [i, r] of results.entries()) if (i % 2 === 1) expect(r.status).toBe(400);
      } else {
        // A cancel won: nothing captured, holds released, every capture refused.
        expect(final.status).toBe("canceled");
        expect(captures).toHaveLength(0);
        expect(final.amount_received).toBe(0);
        expect(final.captures).toEqual([]);
        expect(all.every((p) => p.status === "canceled" && p.amount_received === 0 && p.amount_capturable === 0)).toBe(true);
      }
      for (const r of results) expect([200, 400]).toContain(r.status);
    }
  });

  it("100 concurrent promo redemptions against max_redemptions 10 redeem exactly 10", async () => {
    const price = await makePrice(2000, null);
    const coupon = (await api("POST", "/v1/coupons", { body: { coupon: { amount_off: 500 } } })).body.coupon;
    const code = `RUSH${uniq()}`;
    const promo = (await api("POST", "/v1/promo_codes", { body: { promo_code: { coupon_id: coupon.coupon_id, code, max_redemptions: 10 } } })).body.promo_code;
    const sessions = await Promise.all(
      Array.from({ length: 100 }, () => createSession({ line_items: [{ price: price.price_id }], allow_promotion_codes: true })),
    );
    const results = await Promise.all(sessions.map((s) => pay(s.checkout_session_id, { payment_method: "pm_card_visa", promo_code: code })));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(10);
    for (const r of ok) expect(r.body.checkout_session).toMatchObject({ amount_total: 1500, amount_received: 1500, status: "complete" });
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.error.detail[0].type).toBe("promo_code_max_redemptions_reached");
    }
    const after = await api("GET", `/v1/promo_codes/${promo.promo_code_id}`);
    expect(after.body.promo_code.times_redeemed).toBe(10);
  });
});
