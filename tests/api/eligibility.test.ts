// The eligibility decisions over HTTP: the review fields, the review filter, the merchant's
// decision (kept across bot runs, recorded with who and when), bulk accept, GTIN/UPC eligibility
// lists (import, matching, re-classification) and their isolation between merchants and modes.
import { describe, expect, it } from "vitest";
import type { components } from "@/clients/typescript/src/schema";
import type { ApiRequestBody } from "./api-types";
import { api, apiRaw, merchants, uniq } from "./client";

type Product = components["schemas"]["Product"];

async function createProduct(product: Partial<ApiRequestBody<"POST", "/v1/products">["product"]>, key?: string): Promise<Product> {
  const res = await api("POST", "/v1/products", { key, body: { product: { name: `Product ${uniq()}`, ...product } } });
  expect(res.status).toBe(200);
  return res.body.product;
}

async function patch(id: string, product: Record<string, unknown>, key?: string) {
  const res = await api("PATCH", `/v1/products/${id}`, { key, body: { product } });
  expect(res.status).toBe(200);
  return res.body.product;
}

const get = async (id: string, key?: string) => (await api("GET", `/v1/products/${id}`, { key })).body.product;
const eventTypes = async (id: string) => (await api("GET", `/v1/events?object_id=${id}`)).body.events.map((e: { event_type: string }) => e.event_type);

/** A fresh, valid UPC-A (12 digits, GS1 check digit). */
function upc(): string {
  const body = String(Math.floor(Math.random() * 1e11)).padStart(11, "0");
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(body[10 - i]) * (i % 2 === 0 ? 3 : 1);
  return body + String((10 - (sum % 10)) % 10);
}

async function importList(csv: string, key?: string, name = `List ${uniq()}`) {
  return api("POST", "/v1/eligibility_lists", { key, body: { eligibility_list: { name, csv } } });
}

describe("the product's eligibility fields", () => {
  it("a bot decision carries source, review, confidence and signals", async () => {
    const p = await createProduct({ name: "Zyrtec 24HR Tablets, 70 ct", use_eligibility_bot: true });
    expect(p).toMatchObject({
      hsa_fsa_eligibility: "auto_substantiation",
      eligibility_source: "bot",
      eligibility_review: "not_needed",
      eligibility_confidence: 0.71,
      eligibility_decided_by: null,
      eligibility_decided_at: null,
    });
    expect(p.eligibility_signals).toEqual([
      { kind: "brand", text: "zyrtec", field: "name", weight: 2.4, rule: "brand.otc_medicine", eligibility: "auto_substantiation", category: "antihistamine" },
    ]);
    expect(p.eligibility_rationale).toMatch(/^Matched rule brand\.otc_medicine \(catalogue \d{4}\.\d+\.\d+\): "zyrtec" in the name/);
  });

  it("a merchant's eligibility is recorded with who (the API key) and when", async () => {
    const before = Date.now();
    const p = await createProduct({ hsa_fsa_eligibility: "vision" });
    expect(p).toMatchObject({
      hsa_fsa_eligibility: "vision",
      eligibility_rationale: "Set by the merchant.",
      eligibility_source: "merchant",
      eligibility_review: "not_needed",
      eligibility_confidence: null,
      eligibility_signals: null,
      eligibility_decided_by: "api_key",
    });
    expect(Date.parse(p.eligibility_decided_at!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("read-only fields copied back into a create or an update are accepted and ignored", async () => {
    const copied = {
      eligibility_source: "merchant",
      eligibility_review: "not_needed",
      eligibility_confidence: 1,
      eligibility_signals: [],
      eligibility_decided_by: "someone@example.com",
      eligibility_decided_at: "2000-01-01T00:00:00.000Z",
      eligibility_rationale: "mine",
    };
    const p = await createProduct({ name: "Sterile gauze", ...copied });
    expect(p).toMatchObject({
      hsa_fsa_eligibility: null,
      eligibility_source: null,
      eligibility_review: null,
      eligibility_confidence: null,
      eligibility_signals: null,
      eligibility_decided_by: null,
      eligibility_decided_at: null,
    });
    const updated = await patch(p.product_id, { ...copied, description: "changed" });
    expect(updated).toEqual({ ...p, description: "changed" });
  });
});

describe("GET /v1/products?eligibility_review=", () => {
  it("lists the products waiting for review (and the others), newest first", async () => {
    const tag = `Rev${uniq()}`;
    const flagged = await createProduct({ name: `${tag} item`, description: "Sterile gauze pads for wound care.", use_eligibility_bot: true });
    const unknown = await createProduct({ name: `${tag} widget`, use_eligibility_bot: true });
    const sure = await createProduct({ name: `${tag} adhesive bandages`, use_eligibility_bot: true });
    const mine = await createProduct({ name: `${tag} chosen`, hsa_fsa_eligibility: "service" });
    await createProduct({ name: `${tag} unclassified` });
    expect(flagged).toMatchObject({ hsa_fsa_eligibility: "auto_substantiation", eligibility_review: "needed", eligibility_confidence: 0.5 });
    expect(unknown).toMatchObject({ hsa_fsa_eligibility: "not_eligible", eligibility_review: "needed", eligibility_confidence: 0 });
    expect(flagged.eligibility_rationale).toContain("below the review threshold 0.6");

    const ids = async (q: string) => (await api("GET", `/v1/products?search=${tag}&${q}`)).body.products.map((p: Product) => p.product_id);
    expect(await ids("eligibility_review=needed")).toEqual([unknown.product_id, flagged.product_id]);
    expect(await ids("eligibility_review=not_needed")).toEqual([mine.product_id, sure.product_id]);
    expect(await ids("eligibility_review=needed&hsa_fsa_eligibility=not_eligible")).toEqual([unknown.product_id]);

    const bad = await api("GET", "/v1/products?eligibility_review=maybe");
    expect(bad.status).toBe(422);
    expect(bad.error.detail[0]).toMatchObject({ loc: ["query", "eligibility_review"], type: "enum" });
  });

  it("pages through the queue with cursors", async () => {
    const tag = `Page${uniq()}`;
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createProduct({ name: `${tag} thing ${i}`, use_eligibility_bot: true }));
    const first = await api("GET", `/v1/products?search=${tag}&eligibility_review=needed&limit=2`);
    expect(first.body.products.map((p: Product) => p.product_id)).toEqual([made[2].product_id, made[1].product_id]);
    expect(first.headers.get("x-has-more")).toBe("true");
    const next = await api("GET", `/v1/products?search=${tag}&eligibility_review=needed&limit=2&starting_after=${made[1].product_id}`);
    expect(next.body.products.map((p: Product) => p.product_id)).toEqual([made[0].product_id]);
  });
});

describe("the merchant's decision", () => {
  it("is kept across a bot re-run: use_eligibility_bot answers the merchant's eligibility unchanged", async () => {
    const p = await createProduct({ name: "Gift card", use_eligibility_bot: true });
    const mine = await patch(p.product_id, { hsa_fsa_eligibility: "vision" });
    expect(mine).toMatchObject({ hsa_fsa_eligibility: "vision", eligibility_source: "merchant", eligibility_decided_by: "api_key" });
    const rerun = await patch(p.product_id, { name: "Blood Pressure Monitor", use_eligibility_bot: true, hsa_fsa_eligibility: "not_eligible" });
    expect(rerun).toEqual({ ...mine, name: "Blood Pressure Monitor" });
    expect(await eventTypes(p.product_id)).toEqual(["product.updated", "product.updated", "product.created"]);
  });

  it("an echoed value changes nothing; null hands the product back to the bot", async () => {
    const p = await createProduct({ name: "Digital thermometer", use_eligibility_bot: true });
    const echoed = await patch(p.product_id, { hsa_fsa_eligibility: p.hsa_fsa_eligibility });
    expect(echoed).toEqual(p);
    await patch(p.product_id, { hsa_fsa_eligibility: "service" });
    const cleared = await patch(p.product_id, { hsa_fsa_eligibility: null });
    expect(cleared).toMatchObject({
      hsa_fsa_eligibility: null,
      eligibility_rationale: null,
      eligibility_source: null,
      eligibility_review: null,
      eligibility_decided_by: null,
    });
    const bot = await patch(p.product_id, { use_eligibility_bot: true });
    expect(bot).toMatchObject({ hsa_fsa_eligibility: "auto_substantiation", eligibility_source: "bot", eligibility_review: "not_needed" });
  });
});

describe("POST /v1/products/eligibility_review/accept", () => {
  it("makes the current eligibility the merchant's decision, takes it off the queue and emits product.updated", async () => {
    const tag = `Acc${uniq()}`;
    const a = await createProduct({ name: `${tag} a`, description: "Sterile gauze pads.", use_eligibility_bot: true });
    const b = await createProduct({ name: `${tag} b`, use_eligibility_bot: true });
    const decided = await createProduct({ name: `${tag} c`, hsa_fsa_eligibility: "vision" });
    const res = await api("POST", "/v1/products/eligibility_review/accept", {
      body: { products: [a.product_id, b.product_id, decided.product_id, a.product_id] },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["products"]);
    const [accA, accB, accDecided] = res.body.products as Product[];
    expect(res.body.products).toHaveLength(3);
    expect(accA).toMatchObject({
      product_id: a.product_id,
      hsa_fsa_eligibility: "auto_substantiation",
      eligibility_source: "merchant",
      eligibility_review: "not_needed",
      eligibility_rationale: "Set by the merchant.",
      eligibility_decided_by: "api_key",
      eligibility_confidence: null,
    });
    expect(accB).toMatchObject({ product_id: b.product_id, hsa_fsa_eligibility: "not_eligible", eligibility_source: "merchant" });
    expect(accDecided).toEqual(decided); // already the merchant's: unchanged
    expect(await get(a.product_id)).toEqual(accA);
    expect((await api("GET", `/v1/products?search=${tag}&eligibility_review=needed`)).body.products).toEqual([]);
    expect(await eventTypes(a.product_id)).toEqual(["product.updated", "product.created"]);
    expect(await eventTypes(decided.product_id)).toEqual(["product.created"]);
    // A later bot run keeps the accepted answer.
    expect(await patch(a.product_id, { name: "Sunscreen SPF 50", use_eligibility_bot: true })).toMatchObject({
      hsa_fsa_eligibility: "auto_substantiation",
      eligibility_source: "merchant",
    });
  });

  it("is all or nothing: an unknown or another merchant's product is a 404, an unclassified one a 400", async () => {
    const mine = await createProduct({ name: `Acc ${uniq()} item`, description: "Sterile gauze pads.", use_eligibility_bot: true });
    const theirs = await createProduct({ name: "Their item", use_eligibility_bot: true }, merchants().other.test_secret_key);
    const live = await createProduct({ name: "Live item", use_eligibility_bot: true }, merchants().demo.live_secret_key);
    for (const [foreign, index] of [
      [theirs.product_id, 1],
      [live.product_id, 1],
      ["fprod_doesnotexist", 1],
    ] as const) {
      const res = await api("POST", "/v1/products/eligibility_review/accept", { body: { products: [mine.product_id, foreign] } });
      expect(res.status).toBe(404);
      expect(res.error.detail).toEqual([{ loc: ["body", "products", index], msg: `No such product: '${foreign}'.`, type: "resource_not_found" }]);
    }
    const unclassified = await createProduct({ name: "Not yet" });
    const res = await api("POST", "/v1/products/eligibility_review/accept", { body: { products: [mine.product_id, unclassified.product_id] } });
    expect(res.status).toBe(400);
    expect(res.error.detail[0]).toMatchObject({ loc: ["body", "products", 1], type: "product_not_classified" });
    expect(await get(mine.product_id)).toEqual(mine);
    expect(await get(theirs.product_id, merchants().other.test_secret_key)).toEqual(theirs);

    const empty = await api("POST", "/v1/products/eligibility_review/accept", { body: { products: [] } });
    expect(empty.status).toBe(422);
    expect(empty.error.detail[0]).toMatchObject({ loc: ["body", "products"], type: "too_short" });
    const unwrapped = await apiRaw("POST", "/v1/products/eligibility_review/accept", { body: [mine.product_id] });
    expect(unwrapped.status).toBe(422);
  });
});

describe("GTIN/UPC eligibility lists", () => {
  it("importing a list re-classifies matching products (not the merchant's decisions) and names the list", async () => {
    const [codeA, codeB, codeC] = [upc(), upc(), upc()];
    const byBot = await createProduct({ name: "Widget A", gtin: `00${codeA}`, use_eligibility_bot: true }); // GTIN-14 form of a listed UPC-A
    const byMerchant = await createProduct({ name: "Widget B", upc_code: codeB, hsa_fsa_eligibility: "not_eligible" });
    const unclassified = await createProduct({ name: "Widget C", reference_gtin: `0${codeC}` }); // EAN-13 form
    const unrelated = await createProduct({ name: "Widget D", upc_code: upc(), use_eligibility_bot: true });
    const name = `Spring list ${uniq()}`;
    const res = await importList(`upc,eligibility\n${codeA},vision\n${codeB},Y\n${codeC},Rx\n${upc()},N\n`, undefined, name);
    expect(res.status).toBe(200);
    expect(res.body.eligibility_list).toEqual({
      eligibility_list_id: expect.stringMatching(/^felist_[0-9a-z]{26}$/),
      name,
      item_count: 4,
      test_mode: true,
      created_at: expect.stringMatching(/Z$/),
      products_reclassified: 2,
    });
    const listId = res.body.eligibility_list.eligibility_list_id;

    const a = await get(byBot.product_id);
    expect(a).toMatchObject({ hsa_fsa_eligibility: "vision", eligibility_source: "list", eligibility_review: "not_needed", eligibility_confidence: 1 });
    expect(a.eligibility_rationale).toMatch(
      new RegExp(`^On the merchant's eligibility list "${name}" \\(${listId}\\): the gtin 00${codeA} is listed as vision`),
    );
    expect(a.eligibility_signals![0]).toEqual({
      kind: "code",
      text: `00${codeA}`,
      field: "code",
      weight: 1,
      rule: "eligibility_list",
      eligibility: "vision",
      category: `eligibility list "${name}"`,
    });
    expect(await get(byMerchant.product_id)).toEqual(byMerchant);
    expect(await get(unclassified.product_id)).toMatchObject({ hsa_fsa_eligibility: "prescription", eligibility_source: "list" });
    expect(await get(unrelated.product_id)).toEqual(unrelated);
    expect(await eventTypes(byBot.product_id)).toEqual(["product.updated", "product.created"]);
    expect(await eventTypes(byMerchant.product_id)).toEqual(["product.created"]);

    const lists = await api("GET", "/v1/eligibility_lists?limit=100");
    expect(lists.body.eligibility_lists).toContainEqual({ ...res.body.eligibility_list, products_reclassified: null });
  });

  it("decides on create and on a bot re-run; the merchant's own choice still wins", async () => {
    const code = upc();
    expect((await importList(`gtin,category\n${code},service\n`)).status).toBe(200);
    expect(await createProduct({ name: "Bandages", upc_code: code, use_eligibility_bot: true })).toMatchObject({
      hsa_fsa_eligibility: "service",
      eligibility_source: "list",
    });
    expect(await createProduct({ name: "Bandages", upc_code: code })).toMatchObject({ hsa_fsa_eligibility: "service", eligibility_source: "list" });
    expect(await createProduct({ name: "Bandages", upc_code: code, hsa_fsa_eligibility: "not_eligible" })).toMatchObject({
      hsa_fsa_eligibility: "not_eligible",
      eligibility_source: "merchant",
    });
    const later = await createProduct({ name: "Bandages", use_eligibility_bot: true });
    expect(later).toMatchObject({ hsa_fsa_eligibility: "auto_substantiation", eligibility_source: "bot" });
    expect(await patch(later.product_id, { gtin: code, use_eligibility_bot: true })).toMatchObject({
      hsa_fsa_eligibility: "service",
      eligibility_source: "list",
    });
    // The most recent list decides when two lists hold the code.
    expect((await importList(`gtin,category\n${code},vision\n`)).status).toBe(200);
    expect(await patch(later.product_id, { use_eligibility_bot: true })).toMatchObject({ hsa_fsa_eligibility: "vision", eligibility_source: "list" });
  });

  it("validates every row: bad rows are reported by line and nothing is imported", async () => {
    const code = upc();
    const p = await createProduct({ name: "Thermometer", upc_code: code, use_eligibility_bot: true });
    const before = (await api("GET", "/v1/eligibility_lists?limit=100")).body.eligibility_lists.length;
    const res = await importList(`upc,eligibility\n${code},vision\n12345,Y\n${code.slice(0, 11)}${(Number(code[11]) + 1) % 10},Y\n${upc()},sometimes\n`);
    expect(res.status).toBe(422);
    expect(res.error.detail).toEqual([
      { loc: ["body", "eligibility_list", "csv", 3], msg: 'Line 3: "12345" has 5 digits; a GTIN/UPC has 8, 12, 13 or 14.', type: "csv_row_invalid" },
      { loc: ["body", "eligibility_list", "csv", 4], msg: expect.stringMatching(/^Line 4: "\d{12}" has a wrong check digit\.$/), type: "csv_row_invalid" },
      {
        loc: ["body", "eligibility_list", "csv", 5],
        msg: expect.stringMatching(/^Line 5: "sometimes" is not an eligibility category/),
        type: "csv_row_invalid",
      },
    ]);
    expect((await api("GET", "/v1/eligibility_lists?limit=100")).body.eligibility_lists.length).toBe(before);
    expect(await get(p.product_id)).toEqual(p);

    const noHeader = await importList("name,price\nfoo,1\n");
    expect(noHeader.status).toBe(422);
    expect(noHeader.error.detail[0]).toMatchObject({ loc: ["body", "eligibility_list", "csv", 1], type: "csv_row_invalid" });
    const missing = await apiRaw("POST", "/v1/eligibility_lists", { body: { eligibility_list: { name: "x" } } });
    expect(missing.status).toBe(422);
    expect(missing.error.detail[0]).toMatchObject({ loc: ["body", "eligibility_list", "csv"], type: "missing" });
  });

  it("another merchant's list, or the other mode's, never applies", async () => {
    const code = upc();
    const demoTest = await createProduct({ name: "Sterile gauze pads", upc_code: code, use_eligibility_bot: true });
    const demoLive = await createProduct({ name: "Sterile gauze pads", upc_code: code, use_eligibility_bot: true }, merchants().demo.live_secret_key);
    const theirs = await importList(`upc,category\n${code},not_eligible\n`, merchants().other.test_secret_key);
    expect(theirs.status).toBe(200);
    expect(theirs.body.eligibility_list.products_reclassified).toBe(0);
    const live = await importList(`upc,category\n${code},vision\n`, merchants().demo.live_secret_key);
    expect(live.body.eligibility_list).toMatchObject({ test_mode: false, products_reclassified: 1 });

    expect(await get(demoTest.product_id)).toEqual(demoTest);
    expect(await get(demoLive.product_id, merchants().demo.live_secret_key)).toMatchObject({ hsa_fsa_eligibility: "vision", eligibility_source: "list" });
    expect(await createProduct({ name: "Sterile gauze pads", upc_code: code, use_eligibility_bot: true })).toMatchObject({
      hsa_fsa_eligibility: "auto_substantiation",
      eligibility_source: "bot",
    });
    const mine = (await api("GET", "/v1/eligibility_lists?limit=100")).body.eligibility_lists.map(
      (l: { eligibility_list_id: string }) => l.eligibility_list_id,
    );
    expect(mine).not.toContain(theirs.body.eligibility_list.eligibility_list_id);
    expect(mine).not.toContain(live.body.eligibility_list.eligibility_list_id);
  });
});
