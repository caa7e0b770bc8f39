import { describe, expect, it } from "vitest";
import { api, apiRaw, merchants, uniq } from "./client";

async function coupon(extra: Record<string, unknown> = {}) {
  const res = await api("POST", "/v1/coupons", { body: { coupon: { name: `C ${uniq()}`, amount_off: 500, ...extra } } });
  expect(res.status).toBe(200);
  return res.body.coupon;
}

describe("coupons", () => {
  it("creates an amount coupon with the spec's fields and computed valid/times_redeemed", async () => {
    const res = await api("POST", "/v1/coupons", {
      body: { coupon: { name: "Five off", amount_off: 500, max_redemptions: 3, metadata: { c: "1" }, valid: false, times_redeemed: 99 } },
    });
    expect(res.status).toBe(200);
    expect(res.body.coupon).toEqual({
      coupon_id: expect.stringMatching(/^fcpn_/),
      amount_off: 500,
      applies_to: null,
      duration: "once",
      duration_in_months: null,
      metadata: { c: "1" },
      name: "Five off",
      percent_off: null,
      max_redemptions: 3,
      times_redeemed: 0,
      redeem_by: null,
      valid: true,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      test_mode: true,
    });
  });

  it("creates percent, repeating coupons and the storefront plugin's applies_to.prices", async () => {
    const prod = (await api("POST", "/v1/products", { body: { product: { name: "P" } } })).body.product;
    const price = (await api("POST", "/v1/prices", { body: { price: { product: prod.product_id, unit_amount: 1000 } } })).body.price;
    const c = await coupon({
      amount_off: null,
      percent_off: 12.5,
      duration: "repeating",
      duration_in_months: 3,
      applies_to: { products: [prod.product_id], prices: [price.price_id] },
    });
    expect(c).toMatchObject({
      percent_off: 12.5,
      amount_off: null,
      duration: "repeating",
      duration_in_months: 3,
      applies_to: { products: [prod.product_id], prices: [price.price_id] },
    });
    const plugin = await api("POST", "/v1/coupons", { body: { coupon: { name: "Plugin", amount_off: 250, applies_to: { prices: [price.price_id] } } } });
    expect(plugin.body.coupon).toMatchObject({ duration: "once", applies_to: { products: [], prices: [price.price_id] } });
  });

  it.each([
    ["both amount_off and percent_off", { amount_off: 1, percent_off: 5 }, ["body", "coupon", "percent_off"], "value_error"],
    ["neither", { name: "x" }, ["body", "coupon", "amount_off"], "value_error"],
    ["amount_off of 0", { amount_off: 0 }, ["body", "coupon", "amount_off"], "coupon_amount_must_be_positive"],
    ["negative amount_off", { amount_off: -5 }, ["body", "coupon", "amount_off"], "coupon_amount_must_be_positive"],
    ["percent over 100", { percent_off: 101 }, ["body", "coupon", "percent_off"], "less_than_equal"],
    ["repeating without months", { amount_off: 1, duration: "repeating" }, ["body", "coupon", "duration_in_months"], "value_error"],
    ["an unknown duration", { amount_off: 1, duration: "sometimes" }, ["body", "coupon", "duration"], "enum"],
    [
      "an unknown product in applies_to",
      { amount_off: 1, applies_to: { products: ["fprod_nope"] } },
      ["body", "coupon", "applies_to", "products", 0],
      "product_not_found",
    ],
  ])("422 for %s", async (_l, body, loc, type) => {
    const res = await apiRaw("POST", "/v1/coupons", { body: { coupon: body } });
    expect(res.status).toBe(422);
    expect(res.error.detail[0]).toMatchObject({ loc, type });
  });

  it("deletes: answers deleted: true, then 404; gone from the list", async () => {
    const c = await coupon();
    const del = await api("DELETE", `/v1/coupons/${c.coupon_id}`, { body: { ignored: true } });
    expect(del.status).toBe(200);
    expect(del.body.coupon).toEqual({ ...c, valid: false, deleted: true });
    expect((await api("GET", `/v1/coupons/${c.coupon_id}`)).status).toBe(404);
    expect((await api("DELETE", `/v1/coupons/${c.coupon_id}`)).status).toBe(404);
    const list = await api("GET", "/v1/coupons?limit=100");
    expect(list.body.coupons.map((x: { coupon_id: string }) => x.coupon_id)).not.toContain(c.coupon_id);
  });

  it("404 across merchants and modes; idempotent create replays", async () => {
    const c = await coupon();
    expect((await api("GET", `/v1/coupons/${c.coupon_id}`, { key: merchants().other.test_secret_key })).status).toBe(404);
    expect((await api("GET", `/v1/coupons/${c.coupon_id}`, { key: merchants().demo.live_secret_key })).status).toBe(404);
    const key = `c-${uniq()}`;
    const body = { coupon: { amount_off: 100 } };
    const a = await api("POST", "/v1/coupons", { body, headers: { "Idempotency-Key": key } });
    const b = await api("POST", "/v1/coupons", { body, headers: { "Idempotency-Key": key } });
    expect(b.text).toBe(a.text);
  });
});

describe("promo codes", () => {
  it("creates with the spec's body and nests the coupon", async () => {
    const c = await coupon();
    const cus = (await api("POST", "/v1/customers", { body: { customer: { first_name: "Promo" } } })).body.customer;
    const code = `WELCOME${uniq().toUpperCase()}`;
    const res = await api("POST", "/v1/promo_codes", {
      body: { promo_code: { coupon_id: c.coupon_id, code, max_redemptions: 5, customer: cus.customer_id, metadata: { campaign: "fall" } } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      promo_code: {
        promo_code_id: expect.stringMatching(/^fpromo_/),
        code,
        coupon: c,
        max_redemptions: 5,
        times_redeemed: 0,
        created_at: expect.stringMatching(/\.\d{3}Z$/),
        customer: cus.customer_id,
        active: true,
        metadata: { campaign: "fall" },
        test_mode: true,
      },
    });
  });

  it("codes are unique per merchant and mode, case-insensitively", async () => {
    const c = await coupon();
    const code = `Dup${uniq()}`;
    expect((await api("POST", "/v1/promo_codes", { body: { promo_code: { coupon_id: c.coupon_id, code } } })).status).toBe(200);
    const dup = await api("POST", "/v1/promo_codes", { body: { promo_code: { coupon_id: c.coupon_id, code: code.toUpperCase() } } });
    expect(dup.status).toBe(400);
    expect(dup.error.detail[0]).toMatchObject({ loc: ["body", "promo_code", "code"], type: "promo_code_already_exists" });
    const otherCoupon = (await api("POST", "/v1/coupons", { key: merchants().other.test_secret_key, body: { coupon: { amount_off: 1 } } })).body.coupon;
    const elsewhere = await api("POST", "/v1/promo_codes", {
      key: merchants().other.test_secret_key,
      body: { promo_code: { coupon_id: otherCoupon.coupon_id, code } },
    });
    expect(elsewhere.status).toBe(200);
  });

  it("422 for an unknown coupon or customer, and for a bad code", async () => {
    const c = await coupon();
    const r1 = await api("POST", "/v1/promo_codes", { body: { promo_code: { coupon_id: "fcpn_nope", code: "ABCDEF" } } });
    expect(r1.status).toBe(422);
    expect(r1.error.detail[0]).toMatchObject({ loc: ["body", "promo_code", "coupon_id"], type: "coupon_not_found" });
    const r2 = await api("POST", "/v1/promo_codes", { body: { promo_code: { coupon_id: c.coupon_id, code: "ABCDEF2", customer: "fcus_nope" } } });
    expect(r2.error.detail[0]).toMatchObject({ loc: ["body", "promo_code", "customer"], type: "customer_not_found" });
    const r3 = await api("POST", "/v1/promo_codes", { body: { promo_code: { coupon_id: c.coupon_id, code: "has space" } } });
    expect(r3.status).toBe(422);
    expect(r3.error.detail[0].loc).toEqual(["body", "promo_code", "code"]);
  });

  it("PATCH deactivates and merges metadata; list filters by code case-insensitively", async () => {
    const c = await coupon();
    const code = `Find${uniq()}`;
    const promo = (await api("POST", "/v1/promo_codes", { body: { promo_code: { coupon_id: c.coupon_id, code, metadata: { a: "1" } } } })).body.promo_code;
    const res = await api("PATCH", `/v1/promo_codes/${promo.promo_code_id}`, { body: { promo_code: { active: false, metadata: { b: "2" } } } });
    expect(res.status).toBe(200);
    expect(res.body.promo_code).toEqual({ ...promo, active: false, metadata: { a: "1", b: "2" } });
    const list = await api("GET", `/v1/promo_codes?code=${code.toLowerCase()}`);
    expect(list.body.promo_codes.map((p: { promo_code_id: string }) => p.promo_code_id)).toEqual([promo.promo_code_id]);
    expect((await api("GET", `/v1/promo_codes/${promo.promo_code_id}`, { key: merchants().other.test_secret_key })).status).toBe(404);
  });
});
