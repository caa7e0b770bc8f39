import { describe, expect, it } from "vitest";
import { api, apiRaw, merchants, uniq } from "./client";

async function createProduct(product: Record<string, unknown>, key?: string) {
  const res = await api("POST", "/v1/products", { key, body: { product: { name: `Product ${uniq()}`, ...product } } });
  expect(res.status).toBe(200);
  return res.body.product;
}

describe("POST /v1/products", () => {
  it("creates a product with every field of the spec", async () => {
    const res = await api("POST", "/v1/products", {
      body: {
        product: {
          name: "Digital Thermometer",
          description: "Fast oral thermometer",
          upc_code: "036000291452",
          gtin: "00036000291452",
          reference_gtin: "036000291452",
          visit_type: "notApplicable",
          url: "https://shop.example/thermometer",
          hsa_fsa_eligibility: "auto_substantiation",
          metadata: { sku: "TH-1" },
          use_eligibility_bot: false,
          client_reference_id: "sku-th-1",
        },
      },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["product"]);
    expect(res.body.product).toEqual({
      product_id: expect.stringMatching(/^fprod_[0-9a-z]{26}$/),
      name: "Digital Thermometer",
      description: "Fast oral thermometer",
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      visit_type: "notApplicable",
      active: true,
      upc_code: "036000291452",
      gtin: "00036000291452",
      reference_gtin: "036000291452",
      hsa_fsa_eligibility: "auto_substantiation",
      eligibility_rationale: "Set by the merchant.",
      eligibility_source: "merchant",
      eligibility_review: "not_needed",
      eligibility_confidence: null,
      eligibility_signals: null,
      eligibility_decided_by: "api_key",
      eligibility_decided_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      client_reference_id: "sku-th-1",
      test_mode: true,
      metadata: { sku: "TH-1" },
      url: "https://shop.example/thermometer",
    });
  });

  it("the eligibility bot classifies and explains, overriding a copied-in eligibility", async () => {
    const p = await createProduct({
      name: "Adhesive Bandages, 100 ct",
      description: "Sterile first aid bandages",
      use_eligibility_bot: true,
      hsa_fsa_eligibility: "not_eligible",
    });
    expect(p.hsa_fsa_eligibility).toBe("auto_substantiation");
    expect(p.eligibility_rationale).toMatch(/^Matched rule iias\.first_aid \(catalogue \d{4}\.\d+\.\d+\)/);
    const lens = await createProduct({ name: "Daily Disposable Contact Lenses, 30 pack", use_eligibility_bot: true });
    expect(lens.hsa_fsa_eligibility).toBe("vision");
    const whitening = await createProduct({ name: "Teeth Whitening Strips", use_eligibility_bot: true });
    expect(whitening.hsa_fsa_eligibility).toBe("not_eligible");
    const visit = await createProduct({ name: "Telehealth visit with a physician", use_eligibility_bot: true });
    expect(visit.hsa_fsa_eligibility).toBe("service");
  });

  it("unset fields are null, and read-only fields copied from a response are ignored", async () => {
    const p = await createProduct({
      product_id: "fprod_x",
      test_mode: false,
      created_at: "2000-01-01T00:00:00.000Z",
      eligibility_rationale: "mine",
      active: true,
    });
    expect(p).toMatchObject({
      description: null,
      visit_type: null,
      upc_code: null,
      gtin: null,
      hsa_fsa_eligibility: null,
      eligibility_rationale: null,
      url: null,
      test_mode: true,
      active: true,
    });
    expect(p.product_id).not.toBe("fprod_x");
  });

  it.each([
    ["a missing name", {}, ["body", "product", "name"], "missing"],
    ["an empty name", { name: " " }, ["body", "product", "name"], "string_too_short"],
    ["an unknown eligibility", { name: "x", hsa_fsa_eligibility: "maybe" }, ["body", "product", "hsa_fsa_eligibility"], "enum"],
    ["an unknown visit type", { name: "x", visit_type: "cbt_sleep" }, ["body", "product", "visit_type"], "enum"],
    ["a short UPC", { name: "x", upc_code: "123" }, ["body", "product", "upc_code"], "string_pattern_mismatch"],
    ["a non-http url", { name: "x", url: "ftp://x" }, ["body", "product", "url"], "string_pattern_mismatch"],
    ["a string for use_eligibility_bot", { name: "x", use_eligibility_bot: "yes" }, ["body", "product", "use_eligibility_bot"], "bool_type"],
    ["an unknown field", { name: "x", colour: "red" }, ["body", "product", "colour"], "extra_forbidden"],
  ])("422 for %s", async (_l, product, loc, type) => {
    const res = await apiRaw("POST", "/v1/products", { body: { product } });
    expect(res.status).toBe(422);
    expect(res.error.detail).toHaveLength(1);
    expect(res.error.detail[0]).toMatchObject({ loc, type });
  });

  it("replays an idempotent create", async () => {
    const key = `p-${uniq()}`;
    const body = { product: { name: `Replay ${uniq()}` } };
    const a = await api("POST", "/v1/products", { body, headers: { "Idempotency-Key": key } });
    const b = await api("POST", "/v1/products", { body, headers: { "Idempotency-Key": key } });
    expect(b.status).toBe(200);
    expect(b.text).toBe(a.text);
    expect(b.headers.get("idempotent-replayed")).toBe("true");
  });
});

describe("GET and PATCH /v1/products/{id}", () => {
  it("retrieves; 404 across merchants and modes", async () => {
    const p = await createProduct({});
    expect((await api("GET", `/v1/products/${p.product_id}`)).body).toEqual({ product: p });
    expect((await api("GET", `/v1/products/${p.product_id}`, { key: merchants().other.test_secret_key })).status).toBe(404);
    expect((await api("GET", `/v1/products/${p.product_id}`, { key: merchants().demo.live_secret_key })).status).toBe(404);
    const res = await api("PATCH", `/v1/products/${p.product_id}`, { key: merchants().other.test_secret_key, body: { product: { active: false } } });
    expect(res.status).toBe(404);
  });

  it("archives with active: false, keeps absent fields, and emits product.updated", async () => {
    const p = await createProduct({ description: "keep me" });
    const res = await api("PATCH", `/v1/products/${p.product_id}`, { body: { product: { active: false, name: null } } });
    expect(res.status).toBe(200);
    expect(res.body.product).toEqual({ ...p, active: false });
    const events = await api("GET", `/v1/events?object_id=${p.product_id}`);
    expect(events.body.events.map((e: { event_type: string }) => e.event_type)).toEqual(["product.updated", "product.created"]);
    expect(events.body.events[0].object).toEqual({ product: res.body.product });
  });

  it("re-classifies with use_eligibility_bot on update; a manual eligibility says so", async () => {
    const p = await createProduct({ name: "Gift card", use_eligibility_bot: true });
    expect(p.hsa_fsa_eligibility).toBe("not_eligible");
    const bot = await api("PATCH", `/v1/products/${p.product_id}`, { body: { product: { name: "Blood Pressure Monitor", use_eligibility_bot: true } } });
    expect(bot.body.product.hsa_fsa_eligibility).toBe("auto_substantiation");
    expect(bot.body.product.eligibility_rationale).toContain("Matched rule");
    const manual = await api("PATCH", `/v1/products/${p.product_id}`, { body: { product: { hsa_fsa_eligibility: "private_label" } } });
    expect(manual.body.product).toMatchObject({ hsa_fsa_eligibility: "private_label", eligibility_rationale: "Set by the merchant." });
  });
});

describe("GET /v1/products", () => {
  it("filters by active, eligibility, visit type, client reference and name search", async () => {
    const tag = `Flt${uniq()}`;
    const a = await createProduct({
      name: `${tag} sleep programme`,
      visit_type: "cbtSleep",
      hsa_fsa_eligibility: "letter_of_medical_necessity",
      client_reference_id: `${tag}-a`,
    });
    const b = await createProduct({ name: `${tag} bandage`, hsa_fsa_eligibility: "auto_substantiation" });
    const c = await createProduct({ name: `${tag} candle`, hsa_fsa_eligibility: "not_eligible" });
    await api("PATCH", `/v1/products/${c.product_id}`, { body: { product: { active: false } } });
    const ids = async (q: string) => (await api("GET", `/v1/products?search=${tag}&${q}`)).body.products.map((p: { product_id: string }) => p.product_id);
    expect(await ids("")).toEqual([c.product_id, b.product_id, a.product_id]);
    expect(await ids("active=true")).toEqual([b.product_id, a.product_id]);
    expect(await ids("active=false")).toEqual([c.product_id]);
    expect(await ids("hsa_fsa_eligibility=auto_substantiation")).toEqual([b.product_id]);
    expect(await ids("visit_type=cbtSleep")).toEqual([a.product_id]);
    expect(await ids(`client_reference_id=${tag}-a`)).toEqual([a.product_id]);
    const bad = await api("GET", "/v1/products?hsa_fsa_eligibility=sometimes");
    expect(bad.status).toBe(422);
    expect(bad.error.detail[0]).toMatchObject({ loc: ["query", "hsa_fsa_eligibility"], type: "enum" });
    const badBool = await api("GET", "/v1/products?active=yes");
    expect(badBool.status).toBe(422);
  });

  it("never lists another merchant's products", async () => {
    const tag = `Iso${uniq()}`;
    await createProduct({ name: `${tag} mine` });
    const theirs = await api("GET", `/v1/products?search=${tag}`, { key: merchants().other.test_secret_key });
    expect(theirs.body).toEqual({ products: [] });
  });
});
