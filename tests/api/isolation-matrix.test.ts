// The isolation matrix (issue 12), generated from the endpoint registry: for EVERY operation with
// an id in its path, and every method it answers (POST aliases of PATCH included), another
// merchant's object and the other mode's object are 404 resource_not_found, and nothing of the
// owner's changes. A new endpoint cannot slip past: its path must map to a fixture below, and its
// body (if required) must be one the table knows, or this test fails and says which. The same
// matrix runs with the dashboard's credentials (a signed-in session cookie and its CSRF token, as
// the dashboard's pages and forms call /v1): another merchant's session, and the owner's own
// session switched to live mode.
import { beforeAll, describe, expect, it } from "vitest";
import type { EndpointSpec } from "@/lib/server/http/endpoint";
import { endpoints } from "@/lib/server/http/endpoints";
import type { Merchant } from "../helpers/start-server";
import type { ApiMethod, ApiPath, ApiRequestBody } from "./api-types";
import { api, apiRaw, baseUrl, merchants, uniq } from "./client";
import { idOf, makePrice, pay } from "./fixtures";

/** The demo merchant's test-mode objects, one per resource that appears in a path. */
const owned: Record<string, string> = {};
/** Per caller: a webhook of its own, for bodies that must name one (event retry). */
const ownWebhook: Record<string, string> = {};

async function ok<M extends ApiMethod, P extends ApiPath<M>>(method: M, path: P, body?: ApiRequestBody<M, P>, key?: string) {
  const res = await api(method, path, { body, key });
  expect(res.status, `${method} ${path}: ${res.text}`).toBe(200);
  return res.body;
}

/** Signs in through the login form as a browser does: the dashboard's cookies (in `mode`) and CSRF header. */
async function dashboardHeaders(merchant: Merchant, mode: "test" | "live"): Promise<Record<string, string>> {
  const page = await (await fetch(`${baseUrl()}/login`)).text();
  const form = page.slice(page.indexOf("<form"), page.indexOf("</form>"));
  const body = new FormData();
  for (const m of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)) {
    body.append(m[1], (m[2] ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&"));
  }
  body.append("email", merchant.email);
  body.append("password", merchant.password);
  const res = await fetch(`${baseUrl()}/login`, { method: "POST", body, redirect: "manual", headers: { Origin: baseUrl() } });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  const session = cookies.find((c) => c.startsWith("cp_session="));
  const csrf = cookies.find((c) => c.startsWith("cp_csrf="))?.slice("cp_csrf=".length);
  expect(res.status, `sign-in of ${merchant.email}`).toBe(303);
  expect(session && csrf, `sign-in cookies of ${merchant.email}: ${cookies.join(", ")}`).toBeTruthy();
  return { Cookie: `${session}; cp_csrf=${csrf}; cp_mode=${mode}`, "X-CSRF-Token": decodeURIComponent(csrf!) };
}

/** Which fixture a path template names, by the resource path before its id. */
const RESOURCE_OF: [string, string][] = [
  ["/v1/customers/", "customer"],
  ["/v1/events/", "event"],
  ["/v1/products/", "product"],
  ["/v1/prices/", "price"],
  ["/v1/coupons/", "coupon"],
  ["/v1/promo_codes/", "promo_code"],
  ["/v1/payment_links/", "payment_link"],
  ["/v1/checkout/sessions/", "checkout_session"],
  ["/v1/test_helpers/checkout/sessions/", "checkout_session"],
  ["/v1/payment_intents/", "payment_intent"],
  ["/v1/setup_intents/", "setup_intent"],
  ["/v1/captures/", "capture"],
  ["/v1/refunds/", "refund"],
  ["/v1/webhooks/", "webhook"],
  ["/v1/exports/", "export"],
  ["/v1/subscriptions/", "subscription"],
  ["/v1/invoices/", "invoice"],
  ["/v1/test_helpers/payment_methods/", "payment_method"],
  ["/v1/request_logs/", "request_log"],
];

/** Where the owner reads each fixture (the positive control: the id is right, the 404s are isolation). */
const HOME: Record<string, (id: string) => string | null> = {
  customer: (id) => `/v1/customers/${id}`,
  event: (id) => `/v1/events/${id}`,
  product: (id) => `/v1/products/${id}`,
  price: (id) => `/v1/prices/${id}`,
  coupon: (id) => `/v1/coupons/${id}`,
  promo_code: (id) => `/v1/promo_codes/${id}`,
  payment_link: (id) => `/v1/payment_links/${id}`,
  checkout_session: (id) => `/v1/checkout/sessions/${id}`,
  payment_intent: (id) => `/v1/payment_intents/${id}`,
  setup_intent: (id) => `/v1/setup_intents/${id}`,
  capture: (id) => `/v1/captures/${id}`,
  refund: (id) => `/v1/refunds/${id}`,
  webhook: (id) => `/v1/webhooks/${id}`,
  export: (id) => `/v1/exports/${id}`,
  subscription: (id) => `/v1/subscriptions/${id}`,
  invoice: (id) => `/v1/invoices/${id}`,
  request_log: (id) => `/v1/request_logs/${id}`,
  // Saved cards have no GET; the subscription that holds it is checked instead.
  payment_method: () => null,
};

/** A valid body for each operation that requires one (so that validation is never what answers). */
const BODIES: Record<string, (caller: string) => unknown> = {
  updateCustomer: () => ({ customer: { metadata: { isolation: "breached" } } }),
  updateProduct: () => ({ product: { metadata: { isolation: "breached" } } }),
  updatePrice: () => ({ price: { metadata: { isolation: "breached" } } }),
  updatePromoCode: () => ({ promo_code: { metadata: { isolation: "breached" } } }),
  updatePaymentLink: () => ({ payment_link: { label: "breached" } }),
  payCheckoutSessionTestHelper: () => ({ payment: { payment_method: "pm_card_visa", hsa_fsa_payment_method: "pm_card_hsa_fsa" } }),
  refundCheckoutSession: () => ({ checkout_session: { amount: 1 } }),
  captureCheckoutSession: () => ({ capture: {} }),
  updateCapture: () => ({ capture: { metadata: { isolation: "breached" } } }),
  updateWebhook: () => ({ webhook: { description: "breached" } }),
  retryEvent: (caller) => ({ event: { webhook_id: ownWebhook[caller] } }),
  updateSubscription: () => ({ subscription: { metadata: { isolation: "breached" } } }),
  previewSubscription: () => ({ subscription: {} }),
  setPaymentMethodOutcomeTestHelper: () => ({ payment_method: { outcome: "card_declined" } }),
};

function resourceOf(path: string): string {
  const hit = RESOURCE_OF.filter(([prefix]) => path.startsWith(prefix)).sort((a, b) => b[0].length - a[0].length)[0];
  if (!hit) throw new Error(`No isolation fixture for ${path}: add its resource to RESOURCE_OF and create one in beforeAll.`);
  return hit[1];
}

const withIds = (Object.entries(endpoints) as [string, EndpointSpec][]).filter(([, e]) => e.path.includes("{"));

beforeAll(async () => {
  const demo = merchants().demo;
  const createdCustomer = await api("POST", "/v1/customers", { body: { customer: { email: `iso-${uniq()}@example.com` } } });
  expect(createdCustomer.status).toBe(200);
  owned.customer = createdCustomer.body.customer.customer_id;
  // Request logs are named by the request id the answer carried.
  owned.request_log = createdCustomer.headers.get("x-request-id")!;
  const eligible = await makePrice(2500, "auto_substantiation");
  const other = await makePrice(900, "not_eligible");
  owned.product = idOf(eligible.product);
  owned.price = eligible.price_id;
  owned.coupon = (await ok("POST", "/v1/coupons", { coupon: { name: "Iso", amount_off: 100 } })).coupon.coupon_id;
  owned.promo_code = (
    await ok("POST", "/v1/promo_codes", { promo_code: { coupon_id: owned.coupon, code: `ISO${uniq().toUpperCase()}` } })
  ).promo_code.promo_code_id;
  owned.payment_link = (
    await ok("POST", "/v1/payment_links", { payment_link: { line_items: [{ price: other.price_id, quantity: 1 }] } })
  ).payment_link.payment_link_id;
  const { checkout_session: session } = await ok("POST", "/v1/checkout/sessions", {
    checkout_session: {
      line_items: [
        { price: eligible.price_id, quantity: 1 },
        { price: other.price_id, quantity: 1 },
      ],
      customer: owned.customer,
      success_url: "https://shop.example/ok",
    },
  });
  const paid = (await pay(session.checkout_session_id)).body.checkout_session;
  owned.checkout_session = paid.checkout_session_id;
  owned.capture = paid.captures[0].capture_id;
  const intents = (await ok("GET", `/v1/payment_intents?checkout_session=${paid.checkout_session_id}`)).payment_intents;
  owned.payment_intent = intents.find((p) => p.cart === "eligible")!.payment_intent_id;
  owned.refund = (await ok("POST", "/v1/refunds", { refund: { payment_intent_id: owned.payment_intent, amount: 100 } })).refund.refund_id;
  const { checkout_session: setup } = await ok("POST", "/v1/checkout/sessions", {
    checkout_session: { mode: "setup", line_items: [], customer: owned.customer, success_url: "https://shop.example/ok" },
  });
  owned.setup_intent = (
    await ok("POST", "/v1/setup_intents", { setup_intent: { partner_id: "iso", checkout_session: setup.checkout_session_id } })
  ).setup_intent.setup_intent_id;
  owned.webhook = (await ok("POST", "/v1/webhooks", { webhook: { url: "http://127.0.0.1:9/iso", events: ["*"] } })).webhook.webhook_id;
  owned.event = (await ok("GET", `/v1/events?limit=1`)).events[0].event_id;
  owned.export = (await ok("POST", "/v1/exports", { export: { type: "customer" } })).export.export_id;
  const { product: plan } = await ok("POST", "/v1/products", { product: { name: `Iso plan ${uniq()}`, hsa_fsa_eligibility: "auto_substantiation" } });
  const { price: monthly } = await ok("POST", "/v1/prices", {
    price: { product: plan.product_id, unit_amount: 1500, type: "recurring", recurring: { interval: "monthly" } },
  });
  const { checkout_session: sub } = await ok("POST", "/v1/checkout/sessions", {
    checkout_session: { mode: "subscription", customer: owned.customer, line_items: [{ price: monthly.price_id, quantity: 1 }] },
  });
  const subscribed = (await pay(sub.checkout_session_id, { hsa_fsa_payment_method: "pm_card_hsa_fsa" })).body.checkout_session;
  const { subscription } = await ok("GET", `/v1/subscriptions/${subscribed.subscription}`);
  owned.subscription = subscription.subscription_id;
  owned.invoice = idOf(subscription.latest_invoice);
  owned.payment_method = idOf(subscription.hsa_fsa_payment_method);
  // Each caller's own webhook, for the event retry body.
  ownWebhook[merchants().other.test_secret_key] = (
    await ok("POST", "/v1/webhooks", { webhook: { url: "http://127.0.0.1:9/iso-other", events: ["*"] } }, merchants().other.test_secret_key)
  ).webhook.webhook_id;
  ownWebhook[demo.live_secret_key] = (
    await ok("POST", "/v1/webhooks", { webhook: { url: "https://example.com/iso-live", events: ["*"] } }, demo.live_secret_key)
  ).webhook.webhook_id;
});

describe("the isolation matrix, from the endpoint registry", () => {
  it("covers every operation with an id in its path, and the owner sees each fixture", async () => {
    expect(withIds.length).toBeGreaterThanOrEqual(40);
    for (const [name, e] of withIds) {
      const resource = resourceOf(e.path);
      expect(owned[resource], `${name}: no ${resource} fixture`).toMatch(/^(f[a-z]+|req)_/);
      if (e.body && !e.bodyOptional) expect(BODIES[name], `${name} needs a valid body in BODIES`).toBeDefined();
      const home = HOME[resource](owned[resource]);
      if (home) expect((await apiRaw("GET", home)).status, `${resource} ${owned[resource]} at ${home}`).toBe(200);
    }
  });

  // Each caller: how it authenticates, and the key whose own webhook an event retry names.
  type Caller = { auth: () => { key: string | null; headers?: Record<string, string> }; webhookOf: () => string };
  const dashboard: Record<string, Record<string, string>> = {};
  const callers: [string, Caller][] = [
    ["another merchant", { auth: () => ({ key: merchants().other.test_secret_key }), webhookOf: () => merchants().other.test_secret_key }],
    ["the other mode", { auth: () => ({ key: merchants().demo.live_secret_key }), webhookOf: () => merchants().demo.live_secret_key }],
    ["another merchant's dashboard", { auth: () => ({ key: null, headers: dashboard.other }), webhookOf: () => merchants().other.test_secret_key }],
    ["the dashboard in the other mode", { auth: () => ({ key: null, headers: dashboard.live }), webhookOf: () => merchants().demo.live_secret_key }],
  ];

  it("signs in to the dashboard as another merchant, and as the owner in live mode", async () => {
    dashboard.other = await dashboardHeaders(merchants().other, "test");
    dashboard.live = await dashboardHeaders(merchants().demo, "live");
    // The sessions work: each lists its own customers (and the live one sees none of test mode's).
    const mine = await api("GET", `/v1/customers/${owned.customer}`, { key: null, headers: dashboard.live });
    expect(mine.status).toBe(404);
    expect((await api("GET", "/v1/customers?limit=1", { key: null, headers: dashboard.other })).status).toBe(200);
  });

  for (const [callerName, caller] of callers) {
    it(`${callerName}: every method on every owned object is 404 resource_not_found`, async () => {
      const { key, headers } = caller.auth();
      expect(key ?? headers, `${callerName}: no credentials (signed in first?)`).toBeDefined();
      for (const [name, e] of withIds) {
        const path = e.path.replace(/\{[a-z_]+\}/, owned[resourceOf(e.path)]);
        const body = BODIES[name]?.(caller.webhookOf());
        // PATCH endpoints answer POST too (the older clients' alias): both are checked.
        for (const method of e.method === "PATCH" ? ["PATCH", "POST"] : [e.method]) {
          const res = await apiRaw(method, path, { key, body, headers });
          expect(res.status, `${callerName}: ${method} ${path} (${name}): ${res.text}`).toBe(404);
          expect(res.error.detail[0].type, `${method} ${path}`).toBe("resource_not_found");
        }
      }
    });
  }

  it("nothing of the owner's changed", async () => {
    const objects = {
      customer: (await ok("GET", `/v1/customers/${owned.customer}`)).customer,
      product: (await ok("GET", `/v1/products/${owned.product}`)).product,
      price: (await ok("GET", `/v1/prices/${owned.price}`)).price,
      promo_code: (await ok("GET", `/v1/promo_codes/${owned.promo_code}`)).promo_code,
      subscription: (await ok("GET", `/v1/subscriptions/${owned.subscription}`)).subscription,
    };
    for (const [resource, object] of Object.entries(objects)) expect(object.metadata?.isolation, `${resource} ${owned[resource]}`).toBeUndefined();
    expect((await ok("GET", `/v1/payment_links/${owned.payment_link}`)).payment_link.label).not.toBe("breached");
    expect((await ok("GET", `/v1/coupons/${owned.coupon}`)).coupon.coupon_id).toBe(owned.coupon);
    expect((await ok("GET", `/v1/webhooks/${owned.webhook}`)).webhook.description).not.toBe("breached");
    const session = (await ok("GET", `/v1/checkout/sessions/${owned.checkout_session}`)).checkout_session;
    expect(session.amount_refunded).toBe(100);
    const subscription = (await ok("GET", `/v1/subscriptions/${owned.subscription}`)).subscription;
    expect(subscription.cancel_at_period_end).toBe(false);
    expect((await ok("GET", `/v1/invoices/${owned.invoice}`)).invoice.status).toBe("paid");
    expect((await ok("GET", `/v1/exports/${owned.export}`)).export.status).not.toBe("canceled");
  });
});
