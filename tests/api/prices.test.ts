import { describe, expect, it } from "vitest";
import { api, merchants, uniq } from "./client";

async function product(extra: Record<string, unknown> = {}) {
  const res = await api("POST", "/v1/products", { body: { product: { name: `Prod ${uniq()}`, hsa_fsa_eligibility: "auto_substantiation", ...extra } } });
  return res.body.product;
}

describe("POST /v1/prices", () => {
  it("creates a one-time price that inherits the product's eligibility", async () => {
    const p = await product();
    const res = await api("POST", "/v1/prices", {
      body: { price: { product: p.product_id, unit_amount: 1299, description: "Box of 100", metadata: { a: "b" } } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      price: {
        price_id: expect.stringMatching(/^fprice_[0-9a-z]{26}$/),
        description: "Box of 100",
        trial_period_days: null,
        unit_amount: 1299,
        recurring: null,
        active: true,
        product: p.product_id,
        created_at: expect.stringMatching(/Z$/),
        type: "one_time",
        metadata: { a: "b" },
        hsa_fsa_eligibility: "auto_substantiation",
        test_mode: true,
      },
    });
  });

  it("creates a recurring price with interval, count and trial; its own eligibility wins", async () => {
    const p = await product();
    const res = await api("POST", "/v1/prices", {
      body: {
        price: {
          product: p.product_id,
          unit_amount: 4900,
          recurring: { interval: "monthly", interval_count: 3, trial_period_days: 14 },
          hsa_fsa_eligibility: "letter_of_medical_necessity",
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.price).toMatchObject({
      type: "recurring",
      recurring: { interval: "monthly", interval_count: 3, trial_period_days: 14 },
      trial_period_days: 14,
      hsa_fsa_eligibility: "letter_of_medical_necessity",
    });
  });

  it("creates the product from product_data, with the bot", async () => {
    const res = await api("POST", "/v1/prices", {
      body: { price: { product_data: { name: "Reading Glasses +2.0", use_eligibility_bot: true }, unit_amount: 2500 } },
    });
    expect(res.status).toBe(200);
    const prod = await api("GET", `/v1/products/${res.body.price.product}`);
    expect(prod.body.product.name).toBe("Reading Glasses +2.0");
    expect(res.body.price.hsa_fsa_eligibility).toBe(prod.body.product.hsa_fsa_eligibility);
  });

  it("expand=product nests the product", async () => {
    const p = await product();
    const created = await api("POST", "/v1/prices", { body: { price: { product: p.product_id, unit_amount: 100 } } });
    const res = await api("GET", `/v1/prices/${created.body.price.price_id}?expand=product`);
    expect(res.body.price.product).toEqual(p);
  });

  it.each([
    ["an unknown product", (_pid: string) => ({ product: "fprod_unknown", unit_amount: 1 }), ["body", "price", "product"], "product_not_found", 422],
    ["a negative amount", (pid: string) => ({ product: pid, unit_amount: -1 }), ["body", "price", "unit_amount"], "greater_than_equal", 422],
    ["a fractional amount", (pid: string) => ({ product: pid, unit_amount: 12.5 }), ["body", "price", "unit_amount"], "int_type", 422],
    [
      "an unknown interval",
      (pid: string) => ({ product: pid, unit_amount: 1, recurring: { interval: "hourly" } }),
      ["body", "price", "recurring", "interval"],
      "enum",
      422,
    ],
    ["neither product nor product_data", () => ({ unit_amount: 1 }), ["body", "price", "product"], "value_error", 422],
  ])("422 for %s", async (_l, make, loc, type, status) => {
    const p = await product();
    const res = await api("POST", "/v1/prices", { body: { price: make(p.product_id) } });
    expect(res.status).toBe(status);
    expect(res.error.detail[0]).toMatchObject({ loc, type });
  });

  it("another merchant's product is a 422 product_not_found, not a leak", async () => {
    const p = await product();
    const res = await api("POST", "/v1/prices", { key: merchants().other.test_secret_key, body: { price: { product: p.product_id, unit_amount: 100 } } });
    expect(res.status).toBe(422);
    expect(res.error.detail[0].type).toBe("product_not_found");
  });
});

describe("PATCH /v1/prices/{id} and GET /v1/prices", () => {
  it("updates active, description and metadata; null or unchanged amounts are accepted, changed ones refused", async () => {
    const p = await product();
    const price = (await api("POST", "/v1/prices", { body: { price: { product: p.product_id, unit_amount: 700 } } })).body.price;
    const res = await api("PATCH", `/v1/prices/${price.price_id}`, {
      body: { price: { active: false, description: "Old", unit_amount: null, recurring: null, metadata: { k: "v" } } },
    });
    expect(res.status).toBe(200);
    expect(res.body.price).toEqual({ ...price, active: false, description: "Old", metadata: { k: "v" } });
    const same = await api("POST", `/v1/prices/${price.price_id}`, { body: { price: { unit_amount: 700 } } });
    expect(same.status).toBe(200);
    const changed = await api("PATCH", `/v1/prices/${price.price_id}`, { body: { price: { unit_amount: 800 } } });
    expect(changed.status).toBe(400);
    expect(changed.error.detail[0]).toMatchObject({ loc: ["body", "price", "unit_amount"], type: "price_immutable" });
    expect((await api("GET", `/v1/prices/${price.price_id}`)).body.price.unit_amount).toBe(700);
  });

  it("lists with product, active and type filters", async () => {
    const p = await product();
    const one = (await api("POST", "/v1/prices", { body: { price: { product: p.product_id, unit_amount: 100 } } })).body.price;
    const rec = (await api("POST", "/v1/prices", { body: { price: { product: p.product_id, unit_amount: 200, recurring: { interval: "yearly" } } } })).body
      .price;
    await api("PATCH", `/v1/prices/${one.price_id}`, { body: { price: { active: false } } });
    const ids = async (q: string) => (await api("GET", `/v1/prices?product=${p.product_id}${q}`)).body.prices.map((x: { price_id: string }) => x.price_id);
    expect(await ids("")).toEqual([rec.price_id, one.price_id]);
    expect(await ids("&type=recurring")).toEqual([rec.price_id]);
    expect(await ids("&active=false")).toEqual([one.price_id]);
  });
});
