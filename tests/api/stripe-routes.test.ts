// The live hosted page's routes over HTTP (issue 19): the page loads Stripe.js under its CSP,
// POST {redirect_url}/confirm pays through Stripe (a local double of Stripe's API, reached by the
// server through STRIPE_API_BASE), and POST /webhooks/stripe/{account_id} verifies signatures.
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed, startServer, type Merchant, type StartedServer } from "../helpers/start-server";
import { startStripeDouble, type StripeDouble } from "../helpers/stripe-double";

const PORT = Number(process.env.API_TEST_PORT || 3250) + 22;
const WEBHOOK_SECRET = "whsec_routestestsecret01";
let double: StripeDouble;
let server: StartedServer;
let merchant: Merchant;

beforeAll(async () => {
  double = await startStripeDouble({ port: PORT + 1 });
  server = await startServer({
    port: PORT,
    env: {
      STRIPE_API_BASE: double.url,
      STRIPE_SECRET_KEY: "sk_live_51Hroutestestkey000001",
      STRIPE_PUBLISHABLE_KEY: "pk_live_51Hroutestestpk01",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      JOBS_DISABLED: "1",
      LOG_REQUESTS: "0",
    },
    prepare: (env) => (merchant = seed(env, "stripe-routes-merchant")),
  });
});
afterAll(async () => {
  await server?.stop();
  await double?.close();
});

async function v1(key: string, method: string, path: string, body?: unknown) {
  const res = await fetch(server.baseUrl + path, {
    method,
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function session(key: string) {
  const product = (await v1(key, "POST", "/v1/products", { product: { name: "Thermometer", hsa_fsa_eligibility: "auto_substantiation" } })).body.product;
  const tote = (await v1(key, "POST", "/v1/products", { product: { name: "Tote", hsa_fsa_eligibility: "not_eligible" } })).body.product;
  const p1 = (await v1(key, "POST", "/v1/prices", { price: { product: product.product_id, unit_amount: 2000 } })).body.price;
  const p2 = (await v1(key, "POST", "/v1/prices", { price: { product: tote.product_id, unit_amount: 500 } })).body.price;
  return (await v1(key, "POST", "/v1/checkout/sessions", { checkout_session: { line_items: [{ price: p1.price_id }, { price: p2.price_id }] } })).body
    .checkout_session;
}

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

describe("live hosted checkout routes", () => {
  it("only a live session's page lets Stripe.js in (script, frames, API) and carries the publishable key", async () => {
    const live = await session(merchant.live_secret_key);
    const page = await fetch(server.baseUrl + pathOf(live.redirect_url));
    expect(page.status).toBe(200);
    const csp = page.headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com [^;]*https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    expect(await page.text()).toContain("pk_live_51Hroutestestpk01");
    const test = await session(merchant.test_secret_key);
    const testCsp = (await fetch(server.baseUrl + pathOf(test.redirect_url))).headers.get("content-security-policy")!;
    expect(testCsp).not.toContain("stripe.com");
    expect(testCsp).toContain("frame-src 'none'");
  });

  it("POST {redirect_url}/confirm pays the split cart through Stripe; without the secret, or from another site, it does nothing", async () => {
    const live = await session(merchant.live_secret_key);
    const confirmUrl = (url: string) => {
      const u = new URL(url);
      return `${server.baseUrl}${u.pathname}/confirm${u.search}`;
    };
    const body = JSON.stringify({ email: "shopper@example.com", payment_methods: { hsa_fsa: "pm_card_hsa_fsa", card: "pm_card_visa" } });
    const noSecret = await fetch(`${server.baseUrl}/pay/c/${live.checkout_session_id}/confirm`, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json" },
    });
    expect(noSecret.status).toBe(404);
    const cross = await fetch(confirmUrl(live.redirect_url), {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
    });
    expect(cross.status).toBe(403);
    expect([...double.state.paymentIntents.values()].filter((p) => p.metadata?.checkout_session === live.checkout_session_id)).toHaveLength(0);

    const res = await fetch(confirmUrl(live.redirect_url), { method: "POST", body, headers: { "Content-Type": "application/json", Origin: server.baseUrl } });
    const answer = await res.json();
    expect(res.status, JSON.stringify(answer)).toBe(200);
    expect(answer.checkout_session).toMatchObject({
      checkout_session_id: live.checkout_session_id,
      status: "complete",
      amount_received: 2500,
      test_mode: false,
    });
    expect(
      [...double.state.paymentIntents.values()]
        .filter((p) => p.metadata?.checkout_session === live.checkout_session_id)
        .map((p) => p.amount_received)
        .sort((a, b) => a - b),
    ).toEqual([500, 2000]);
  });

  it("POST /webhooks/stripe/{account_id}: a bad signature is a 400, a good one is applied once", async () => {
    const url = `${server.baseUrl}/webhooks/stripe/${merchant.account_id}`;
    const { payload } = double.event(
      "payment_intent.succeeded",
      { id: "pi_unknown", object: "payment_intent", amount_received: 100, status: "succeeded" },
      { livemode: true, id: "evt_routes_1" },
    );
    const post = (secret: string) =>
      fetch(url, {
        method: "POST",
        body: payload,
        headers: { "Content-Type": "application/json", "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
      });
    const bad = await post("whsec_notthesecret");
    expect(bad.status).toBe(400);
    expect((await bad.json()).detail[0].type).toBe("signature_invalid");
    const good = await post(WEBHOOK_SECRET);
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ received: true, event: "evt_routes_1", result: "ignored" });
    expect(await (await post(WEBHOOK_SECRET)).json()).toEqual({ received: true, event: "evt_routes_1", result: "duplicate" });
  });
});
