// Input the database cannot hold is a 4xx naming what is wrong, never a 500 (docs/api.md, "Input
// limits"): the cases issue #12 reported, each pinned. fuzz.test.ts looks for the ones nobody wrote.
import { describe, expect, it } from "vitest";
import { api, baseUrl, merchants, uniq } from "./client";
import { makePrice } from "./fixtures";

const raw = async (method: string, path: string, body?: string, headers: Record<string, string> = {}) => {
  const res = await fetch(baseUrl() + path, {
    method,
    headers: { Authorization: `Bearer ${merchants().demo.test_secret_key}`, ...(body !== undefined ? { "Content-Type": "application/json" } : {}), ...headers },
    body,
  });
  const text = await res.text();
  return { status: res.status, contentType: res.headers.get("content-type"), body: JSON.parse(text), requestId: res.headers.get("x-request-id") };
};

describe("strings PostgreSQL cannot store", () => {
  it.each([
    ["last_name", { last_name: "Smith\u0000" }, ["body", "customer", "last_name"]],
    ["employer", { employer: "\u0000" }, ["body", "customer", "employer"]],
    ["a lone surrogate", { first_name: "Ann\ud800" }, ["body", "customer", "first_name"]],
    ["a nested metadata value", { metadata: { notes: [{ deep: "x\u0000" }] } }, ["body", "customer", "metadata", "notes", 0, "deep"]],
    ["a metadata key", { metadata: { "k\u0000": "v" } }, ["body", "customer", "metadata", "k\u0000"]],
    ["a shipping line", { shipping: { line1: "\udc00", city: "C", postal_code: "1", country: "US" } }, ["body", "customer", "shipping", "line1"]],
  ])("%s: 422 string_invalid_character at the field, nothing written", async (_label, customer, loc) => {
    const before = await api("GET", "/v1/customers?limit=1");
    const res = await api("POST", "/v1/customers", { body: { customer } });
    expect(res.status, res.text).toBe(422);
    expect(res.error.detail).toContainEqual(expect.objectContaining({ loc, type: "string_invalid_character" }));
    const after = await api("GET", "/v1/customers?limit=1");
    expect(after.body.customers[0]?.customer_id).toBe(before.body.customers[0]?.customer_id);
  });

  it("keeps every other character as sent: emoji, RTL marks, noncharacters", async () => {
    const name = `\u202eÅsa 😀 \u200f\ufffe ${uniq()}`;
    const res = await api("POST", "/v1/customers", { body: { customer: { last_name: name, metadata: { ключ: ["\u2028", { x: "é" }] } } } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.customer.last_name).toBe(name);
    const got = await api("GET", `/v1/customers/${res.body.customer.customer_id}`);
    expect(got.body.customer.metadata).toEqual({ ключ: ["\u2028", { x: "é" }] });
  });

  it.each(["search", "starting_after", "customer", "email", "unknown"])("a NUL in ?%s: 422 at the parameter", async (param) => {
    const path = param === "customer" ? "/v1/payment_intents" : "/v1/customers";
    const res = await api("GET", `${path}?${param}=a%00b`);
    expect(res.status, res.text).toBe(422);
    expect(res.error.detail).toEqual([expect.objectContaining({ loc: ["query", param], type: "string_invalid_character" })]);
  });
});

describe("path ids", () => {
  it.each([
    ["%00", "/v1/customers/%00"],
    ["not an id", "/v1/customers/not%20an%20id"],
    ["10 KB long", `/v1/customers/${"a".repeat(10_000)}`],
    ["unicode", "/v1/customers/%C3%BC%F0%9F%98%80"],
    ["a lone surrogate's bytes", "/v1/prices/%ED%A0%80"],
    ["a malformed escape", "/v1/products/%E0%A4%A"],
    ["a bad escape", "/v1/refunds/%ZZ/x"],
    ["dots", "/v1/coupons/.."],
  ])("%s: JSON 404 resource_not_found, never a 500", async (_label, path) => {
    for (const method of ["GET", "POST"]) {
      const res = await raw(method, path, method === "POST" ? "{}" : undefined);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.contentType).toMatch(/^application\/json/);
      expect(res.body.detail[0].type).toBe("resource_not_found");
      expect(res.requestId).toMatch(/^req_/);
    }
  });
});

describe("page paths", () => {
  it.each([["/pay/l/%ZZ"], ["/pay/c/%E0%A4%A"], ["/dashboard/customers/%ZZ"], ["/dashboard/checkout-sessions/%ED%A0%80"], ["/login%ZZ"]])(
    "%s: the not-found page (404 HTML with the page headers), never a 500",
    async (path) => {
      const res = await fetch(baseUrl() + path, { redirect: "manual" });
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("content-security-policy")).toContain("script-src");
      expect(await res.text()).toMatch(/not found|could not be found/i);
    },
  );
});

describe("JSON size and depth", () => {
  it("413 past 32 levels of nesting, however deep, and past 1 MiB", async () => {
    const nest = (d: number) => "[".repeat(d) + "]".repeat(d);
    const ok = await raw("POST", "/v1/customers", `{"customer":{"metadata":{"k":${nest(29)}}}}`);
    expect(ok.status).toBe(200);
    for (const depth of [30, 1000, 300_000]) {
      const res = await raw("POST", "/v1/customers", `{"customer":{"metadata":{"k":${nest(depth)}}}}`);
      expect(res.status, `depth ${depth}`).toBe(413);
      expect(res.body.detail[0]).toMatchObject({ loc: ["body"], type: "body_too_large" });
    }
    const big = await raw("POST", "/v1/customers", JSON.stringify({ customer: { metadata: { k: "x".repeat(1024 * 1024) } } }));
    expect(big.status).toBe(413);
  });
});

describe("integers and totals the columns can hold", () => {
  it("refuses counts beyond a 32-bit column", async () => {
    const res = await api("POST", "/v1/coupons", { body: { coupon: { amount_off: 100, max_redemptions: 2_147_483_648 } } });
    expect(res.status).toBe(422);
    expect(res.error.detail).toEqual([expect.objectContaining({ loc: ["body", "coupon", "max_redemptions"], type: "less_than_equal" })]);
  });

  it("a session of 50 lines at the largest amount and quantity is 400 amount_too_large, not an overflow", async () => {
    const price = await makePrice(99_999_999, "not_eligible");
    const res = await api("POST", "/v1/checkout/sessions", {
      body: {
        checkout_session: { line_items: Array.from({ length: 50 }, () => ({ price: price.price_id, quantity: 999 })), success_url: "https://shop.example/ok" },
      },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.error.detail).toEqual([expect.objectContaining({ loc: ["body", "checkout_session", "line_items"], type: "amount_too_large" })]);
    const fees = await api("POST", "/v1/checkout/sessions", {
      body: { checkout_session: { line_items: [{ price: price.price_id, quantity: 1 }], fees: [{ amount: 1 }], success_url: "https://shop.example/ok" } },
    });
    expect(fees.status).toBe(400);
    const link = await api("POST", "/v1/payment_links", { body: { payment_link: { line_items: [{ price: price.price_id, quantity: 2 }] } } });
    expect(link.status).toBe(400);
    expect(link.error.detail[0].type).toBe("amount_too_large");
  });

  it("timestamps outside years 1 to 9999 are 422 datetime_out_of_range", async () => {
    const res = await api("GET", `/v1/events?created_gte=${encodeURIComponent("0000-01-01T00:00:00Z")}`);
    expect(res.status).toBe(422);
    expect(res.error.detail[0]).toMatchObject({ loc: ["query", "created_gte"], type: "datetime_out_of_range" });
    const coupon = await api("POST", "/v1/coupons", { body: { coupon: { amount_off: 100, redeem_by: "0000-12-31T23:00:00+02:00" } } });
    expect(coupon.status).toBe(422);
    expect(coupon.error.detail[0]).toMatchObject({ loc: ["body", "coupon", "redeem_by"], type: "datetime_out_of_range" });
  });
});

describe("headers", () => {
  it("an Authorization or session cookie with odd bytes is 401", async () => {
    for (const headers of <Record<string, string>[]>[
      { Authorization: "Bearer fsk_test_\u00e9\u00ff\u00fe" },
      { Authorization: `Bearer ${"\u00ff".repeat(3000)}` },
      { Authorization: "Basic \u00ff" },
      { Cookie: "cp_session=%E0%A4%A; cp_mode=%ZZ" },
    ]) {
      const res = await fetch(baseUrl() + "/v1/customers", { headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect((await res.json()).detail[0].loc).toEqual(["header", "Authorization"]);
    }
  });
});
