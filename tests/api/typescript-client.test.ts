// The typed client (clients/typescript) against the started server: the README's quickstart runs
// and answers exactly what the API promises; retries keep one Idempotency-Key and stop at a 422.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { quickstart } from "@/clients/typescript/examples/quickstart";
import { createCommercePaymentsClient } from "@/clients/typescript/src/index";
import { api, baseUrl, merchants } from "./client";

const ID = (prefix: string) => new RegExp(`^${prefix}_[0-9a-z]{26}$`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("the README quickstart, through the typed client", () => {
  it("creates a product, a price and a checkout session, and reads the same session back", async () => {
    const { product, price, session, retrieved } = await quickstart({ baseUrl: baseUrl(), apiKey: merchants().demo.test_secret_key });

    expect(product).toEqual({
      product_id: expect.stringMatching(ID("fprod")),
      name: "Digital thermometer",
      description: "Oral and underarm, 10-second reading",
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      visit_type: null,
      active: true,
      upc_code: null,
      gtin: null,
      reference_gtin: null,
      hsa_fsa_eligibility: "auto_substantiation",
      eligibility_rationale: "Set by the merchant.",
      eligibility_source: "merchant",
      eligibility_review: "not_needed",
      eligibility_confidence: null,
      eligibility_signals: null,
      eligibility_decided_by: "api_key",
      eligibility_decided_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      client_reference_id: null,
      test_mode: true,
      metadata: {},
      url: null,
    });
    expect(price).toMatchObject({
      price_id: expect.stringMatching(ID("fprice")),
      product: product.product_id,
      unit_amount: 2499,
      type: "one_time",
      recurring: null,
      active: true,
      hsa_fsa_eligibility: "auto_substantiation",
      test_mode: true,
    });

    const id = session.checkout_session_id;
    expect(id).toMatch(ID("fcs"));
    expect(session).toMatchObject({
      status: "open",
      mode: "payment",
      origin: "api",
      amount_subtotal: 4998,
      amount_total: 4998,
      amount_received: 0,
      amount_refunded: 0,
      success_url: "https://shop.example/thanks?session={CHECKOUT_SESSION_ID}",
      cancel_url: "https://shop.example/cart",
      redirect_url: expect.stringMatching(new RegExp(`^${baseUrl()}/pay/c/${id}\\?secret=[A-Za-z0-9_-]{43}$`)),
      client_reference_id: "order-1001",
      capture_method: "automatic",
      hsa_fsa_eligible: true,
      split_cart: null,
      test_mode: true,
      total_details: {
        amount_discount: 0,
        amount_tax: 0,
        amount_shipping: 0,
        amount_iias: 4998,
        amount_vision: 0,
        amount_prescription: 0,
        amount_service: 0,
        amount_fee: 0,
      },
    });
    expect(session.expires_at - session.created_at).toBe(24 * 3600);
    // Every line eligible: one intent, for the whole amount.
    expect(session.payment_intents).toEqual([expect.stringMatching(ID("fpi"))]);
    expect(session.payment_intent).toBe(session.payment_intents[0]);
    expect(session.line_items).toEqual([
      expect.objectContaining({
        price: price.price_id,
        product: product.product_id,
        name: "Digital thermometer",
        quantity: 2,
        unit_amount: 2499,
        amount_subtotal: 4998,
        amount_discount: 0,
        eligible: true,
      }),
    ]);
    expect(retrieved).toEqual(session);

    // What the client made is what a plain HTTP read sees.
    const plain = await api("GET", `/v1/checkout/sessions/${id}`);
    expect(plain.status).toBe(200);
    expect(plain.body.checkout_session).toEqual(session);
  });

  it("sends an Idempotency-Key on writes: the server records the create once", async () => {
    const client = createCommercePaymentsClient({ baseUrl: baseUrl(), apiKey: merchants().demo.test_secret_key });
    const key = `client-${Date.now()}`;
    const body = { customer: { email: `idem-${key}@example.com` } };
    const first = await client.POST("/v1/customers", { body, params: { header: { "Idempotency-Key": key } } });
    const again = await client.POST("/v1/customers", { body, params: { header: { "Idempotency-Key": key } } });
    expect(first.response.status).toBe(200);
    expect(again.response.headers.get("idempotent-replayed")).toBe("true");
    expect(again.data).toEqual(first.data);
  });

  it("answers API errors as data, not exceptions: a 422 with the detail entries", async () => {
    const client = createCommercePaymentsClient({ baseUrl: baseUrl(), apiKey: merchants().demo.test_secret_key });
    const { data, error, response } = await client.POST("/v1/prices", { body: { price: { product: "fprod_nope", unit_amount: 100 } } });
    expect(response.status).toBe(422);
    expect(data).toBeUndefined();
    expect(error).toEqual({ detail: [{ loc: ["body", "price", "product"], msg: expect.stringMatching(/^product_not_found: /), type: "product_not_found" }] });
  });
});

describe("retries, against a scripted local server", () => {
  type Seen = { method: string; url: string; idempotencyKey: string | undefined; authorization: string | undefined; body: string };
  let server: http.Server | undefined;

  /** Serves the scripted answers in order (the last one again once the script runs out). */
  async function scriptedServer(answers: { status: number; headers?: Record<string, string>; body: unknown }[]) {
    const seen: Seen[] = [];
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        seen.push({
          method: req.method!,
          url: req.url!,
          idempotencyKey: req.headers["idempotency-key"] as string | undefined,
          authorization: req.headers.authorization,
          body,
        });
        const answer = answers[Math.min(seen.length, answers.length) - 1];
        res.writeHead(answer.status, { "Content-Type": "application/json", ...answer.headers });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}`, seen };
  }

  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  it("retries a 429 after its Retry-After with the same Idempotency-Key, and answers the 200", async () => {
    const product = { product_id: "fprod_scripted", name: "Thermometer" };
    const { url, seen } = await scriptedServer([
      { status: 429, headers: { "Retry-After": "0" }, body: { detail: [{ loc: [], msg: "Too many requests", type: "rate_limited" }] } },
      { status: 200, body: { product } },
    ]);
    const client = createCommercePaymentsClient({ baseUrl: url, apiKey: "fsk_test_scripted" });
    const { data, error, response } = await client.POST("/v1/products", { body: { product: { name: "Thermometer" } } });

    expect(response.status).toBe(200);
    expect(error).toBeUndefined();
    expect(data).toEqual({ product });
    expect(seen).toHaveLength(2);
    expect(seen[0].idempotencyKey).toMatch(UUID);
    expect(seen[1].idempotencyKey).toBe(seen[0].idempotencyKey);
    for (const request of seen) {
      expect(request).toMatchObject({
        method: "POST",
        url: "/v1/products",
        authorization: "Bearer fsk_test_scripted",
        body: JSON.stringify({ product: { name: "Thermometer" } }),
      });
    }
  });

  it("does not retry a 422: one request, the error answered", async () => {
    const detail = [{ loc: ["body", "product", "name"], msg: "Field required", type: "missing" }];
    const { url, seen } = await scriptedServer([
      { status: 422, body: { detail } },
      { status: 200, body: { product: {} } },
    ]);
    const client = createCommercePaymentsClient({ baseUrl: url, apiKey: "fsk_test_scripted" });
    const { data, error, response } = await client.POST("/v1/products", { body: { product: { name: "" } } });

    expect(response.status).toBe(422);
    expect(data).toBeUndefined();
    expect(error).toEqual({ detail });
    expect(seen).toHaveLength(1);
  });
});
