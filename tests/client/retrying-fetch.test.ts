// The client's fetch wrapper with a scripted fetch: which answers are retried, how often, and
// that a write keeps one Idempotency-Key across its retries.
import { describe, expect, it } from "vitest";
import { createCommercePaymentsClient, retryAfterMs, retryingFetch } from "@/clients/typescript/src/index";

type Seen = { method: string; url: string; headers: Headers; body: string };

/** A fetch that answers from a script, one entry per call (an Error is thrown as a network error). */
function scriptedFetch(script: (Response | Error)[]) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({ method: request.method, url: request.url, headers: request.headers, body: await request.text() });
    const next = script[seen.length - 1];
    if (!next) throw new Error(`unexpected call ${seen.length}`);
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("createCommercePaymentsClient", () => {
  it("sends the bearer key and a JSON body to baseUrl (a trailing slash is dropped)", async () => {
    const { fetch, seen } = scriptedFetch([json(200, { customer: { customer_id: "fcus_1" } })]);
    const api = createCommercePaymentsClient({ baseUrl: "https://pay.example/", apiKey: "fsk_test_abc", fetch });
    const { data } = await api.POST("/v1/customers", { body: { customer: { email: "a@b.co" } } });
    expect(data).toEqual({ customer: { customer_id: "fcus_1" } });
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe("https://pay.example/v1/customers");
    expect(seen[0].headers.get("authorization")).toBe("Bearer fsk_test_abc");
    expect(seen[0].headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(seen[0].body)).toEqual({ customer: { email: "a@b.co" } });
    expect(seen[0].headers.get("idempotency-key")).toMatch(UUID);
  });

  it("gives every write its own key, keeps a caller's key, and sends none on GET", async () => {
    const { fetch, seen } = scriptedFetch([json(200, {}), json(200, {}), json(200, {}), json(200, {})]);
    const api = createCommercePaymentsClient({ baseUrl: "https://pay.example", apiKey: "k", fetch });
    await api.POST("/v1/products", { body: { product: { name: "A" } } });
    await api.POST("/v1/products", { body: { product: { name: "A" } } });
    await api.POST("/v1/products", { body: { product: { name: "A" } }, params: { header: { "Idempotency-Key": "order-42" } } });
    await api.GET("/v1/products", { params: { query: { limit: 5 } } });
    const [a, b, mine, list] = seen.map((s) => s.headers.get("idempotency-key"));
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
    expect(mine).toBe("order-42");
    expect(list).toBeNull();
    expect(seen[3].url).toBe("https://pay.example/v1/products?limit=5");
  });

  it("retries 500 and 503 with the same key and body, then answers the success", async () => {
    const { fetch, seen } = scriptedFetch([
      json(500, { detail: [] }),
      json(503, { detail: [] }, { "Retry-After": "0" }),
      json(200, { product: { product_id: "fprod_1" } }),
    ]);
    const api = createCommercePaymentsClient({ baseUrl: "https://pay.example", apiKey: "k", fetch });
    const { data, response } = await api.POST("/v1/products", { body: { product: { name: "A" } } });
    expect(response.status).toBe(200);
    expect(data).toEqual({ product: { product_id: "fprod_1" } });
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((s) => s.headers.get("idempotency-key"))).size).toBe(1);
    expect(seen.map((s) => s.body)).toEqual(Array(3).fill(JSON.stringify({ product: { name: "A" } })));
  });

  it("stops after maxRetries and answers the last error", async () => {
    const { fetch, seen } = scriptedFetch([json(502, { detail: [] }), json(502, { detail: [] })]);
    const api = createCommercePaymentsClient({ baseUrl: "https://pay.example", apiKey: "k", maxRetries: 1, fetch });
    const { error, response } = await api.GET("/v1/products");
    expect(response.status).toBe(502);
    expect(error).toEqual({ detail: [] });
    expect(seen).toHaveLength(2);
  });

  it("retries network errors, and throws the last one when they persist", async () => {
    const ok = scriptedFetch([new TypeError("fetch failed"), json(200, { products: [] })]);
    const api = createCommercePaymentsClient({ baseUrl: "https://pay.example", apiKey: "k", fetch: ok.fetch });
    expect((await api.GET("/v1/products")).data).toEqual({ products: [] });
    expect(ok.seen).toHaveLength(2);

    const down = scriptedFetch([new TypeError("fetch failed"), new TypeError("fetch failed")]);
    const failing = createCommercePaymentsClient({ baseUrl: "https://pay.example", apiKey: "k", maxRetries: 1, fetch: down.fetch });
    await expect(failing.GET("/v1/products")).rejects.toThrow("fetch failed");
    expect(down.seen).toHaveLength(2);
  });

  it("answers 400, 401, 404, 409 and 422 at once", async () => {
    for (const status of [400, 401, 404, 409, 422]) {
      const { fetch, seen } = scriptedFetch([json(status, { detail: [{ loc: ["body"], msg: "no", type: "x" }] })]);
      const api = createCommercePaymentsClient({ baseUrl: "https://pay.example", apiKey: "k", fetch });
      const { error, response } = await api.POST("/v1/products", { body: { product: { name: "A" } } });
      expect(response.status).toBe(status);
      expect(error).toEqual({ detail: [{ loc: ["body"], msg: "no", type: "x" }] });
      expect(seen).toHaveLength(1);
    }
  });

  it("answers a 429 whose Retry-After is over a minute instead of waiting", async () => {
    const { fetch, seen } = scriptedFetch([json(429, { detail: [] }, { "Retry-After": "120" })]);
    const api = createCommercePaymentsClient({ baseUrl: "https://pay.example", apiKey: "k", fetch });
    expect((await api.GET("/v1/products")).response.status).toBe(429);
    expect(seen).toHaveLength(1);
  });

  it("maxRetries: 0 never retries", async () => {
    const { fetch, seen } = scriptedFetch([json(503, { detail: [] })]);
    const wrapped = retryingFetch(fetch, 0);
    expect((await wrapped(new Request("https://pay.example/v1/products"))).status).toBe(503);
    expect(seen).toHaveLength(1);
  });
});

describe("retryAfterMs", () => {
  it("reads seconds and HTTP dates", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterMs("0", now)).toBe(0);
    expect(retryAfterMs("3", now)).toBe(3000);
    expect(retryAfterMs("1.5", now)).toBe(1500);
    expect(retryAfterMs("Thu, 01 Jan 2026 00:00:05 GMT", now)).toBe(5000);
    expect(retryAfterMs("Wed, 31 Dec 2025 23:59:00 GMT", now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs("soon", now)).toBeUndefined();
  });
});
