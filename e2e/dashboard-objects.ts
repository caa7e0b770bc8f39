// One test-mode object of every kind a dashboard page shows by id, made through /v1 with the
// signed-in dashboard session (cookie + CSRF token), the way the dashboard itself calls it. The
// page walks (isolation, accessibility) visit each "/dashboard/<section>/[id]" page with the id
// made here for its section, and fail for a section that has none.
import type { Page } from "@playwright/test";
import { csrfToken, expect } from "./fixtures";

type Json = Record<string, any>;

/** A /v1 call as the signed-in merchant; fails the test on any answer but 200. */
export async function dashboardApi(page: Page, method: "GET" | "POST", url: string, body?: Json): Promise<Json> {
  const response = await page.request.fetch(url, { method, headers: { "X-CSRF-Token": await csrfToken(page) }, data: body });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(200);
  return response.json();
}

export type DashboardObjects = {
  /** The id each "/dashboard/<section>/[id]" page is visited with, by section ("events/webhooks"). */
  ids: Record<string, string>;
  productName: string;
  customerEmail: string;
  /** A paid session with manual capture, not captured yet (the Capture dialog). */
  uncapturedSession: string;
  /** Its HSA/FSA card's payment, authorized only (Cancel payment). */
  uncapturedPayment: string;
};

const PAY = { payment: { hsa_fsa_payment_method: "pm_card_hsa_fsa" } };

export async function createDashboardObjects(page: Page, tag: string): Promise<DashboardObjects> {
  const api = (method: "GET" | "POST", url: string, body?: Json) => dashboardApi(page, method, url, body);
  const customerEmail = `iso.${tag}@example.com`;
  const productName = `Iso bandage ${tag}`;
  const { customer } = await api("POST", "/v1/customers", { customer: { email: customerEmail, first_name: "Isolde" } });
  const { product } = await api("POST", "/v1/products", { product: { name: productName, hsa_fsa_eligibility: "auto_substantiation" } });
  const { price } = await api("POST", "/v1/prices", { price: { product: product.product_id, unit_amount: 1299 } });
  const { product: planProduct } = await api("POST", "/v1/products", { product: { name: `Iso plan ${tag}`, hsa_fsa_eligibility: "auto_substantiation" } });
  const { price: monthly } = await api("POST", "/v1/prices", {
    price: { product: planProduct.product_id, unit_amount: 1500, type: "recurring", recurring: { interval: "monthly" } },
  });
  const { coupon } = await api("POST", "/v1/coupons", { coupon: { name: `Iso ${tag}`, amount_off: 100 } });
  const { promo_code: promo } = await api("POST", "/v1/promo_codes", { promo_code: { coupon_id: coupon.coupon_id, code: `ISO${tag.toUpperCase()}` } });
  const { payment_link: link } = await api("POST", "/v1/payment_links", { payment_link: { line_items: [{ price: price.price_id, quantity: 1 }] } });
  const { checkout_session: session } = await api("POST", "/v1/checkout/sessions", {
    checkout_session: { line_items: [{ price: price.price_id, quantity: 1 }], customer: customer.customer_id },
  });
  await api("POST", `/v1/test_helpers/checkout/sessions/${session.checkout_session_id}/pay`, PAY);
  const { payment_intents: intents } = await api("GET", `/v1/payment_intents?checkout_session=${session.checkout_session_id}`);
  const { checkout_session: manual } = await api("POST", "/v1/checkout/sessions", {
    checkout_session: { line_items: [{ price: price.price_id, quantity: 2 }], customer: customer.customer_id, capture_method: "manual" },
  });
  await api("POST", `/v1/test_helpers/checkout/sessions/${manual.checkout_session_id}/pay`, PAY);
  const { payment_intents: held } = await api("GET", `/v1/payment_intents?checkout_session=${manual.checkout_session_id}`);
  const { checkout_session: subSession } = await api("POST", "/v1/checkout/sessions", {
    checkout_session: { mode: "subscription", customer: customer.customer_id, line_items: [{ price: monthly.price_id, quantity: 1 }] },
  });
  const { checkout_session: subscribed } = await api("POST", `/v1/test_helpers/checkout/sessions/${subSession.checkout_session_id}/pay`, PAY);
  const { subscription } = await api("GET", `/v1/subscriptions/${subscribed.subscription}`);
  const { webhook } = await api("POST", "/v1/webhooks", { webhook: { url: `http://127.0.0.1:9/iso-${tag}`, events: ["*"] } });
  const { events } = await api("GET", `/v1/events?limit=1`);
  // The dashboard's own write that made the customer (its writes are in the request log too).
  const { request_logs: customerLogs } = await api("GET", `/v1/request_logs?object_id=${customer.customer_id}&limit=1`);

  return {
    ids: {
      "checkout-sessions": session.checkout_session_id,
      coupons: coupon.coupon_id,
      customers: customer.customer_id,
      "developers/logs": customerLogs[0].request_id,
      events: events[0].event_id,
      "events/webhooks": webhook.webhook_id,
      invoices: subscription.latest_invoice,
      "payment-links": link.payment_link_id,
      payments: intents[0].payment_intent_id,
      prices: price.price_id,
      products: product.product_id,
      "promo-codes": promo.promo_code_id,
      subscriptions: subscription.subscription_id,
      webhooks: webhook.webhook_id,
    },
    productName,
    customerEmail,
    uncapturedSession: manual.checkout_session_id,
    uncapturedPayment: held[0].payment_intent_id,
  };
}

/** The URL of a "/dashboard/<section>/[id]..." page for the objects made above; fails for a section without one. */
export function dashboardUrl(template: string, objects: DashboardObjects): string {
  const section = template.slice("/dashboard/".length, template.indexOf("/[id]"));
  expect(objects.ids[section], `no test-mode object for the dashboard page ${template}: add one to e2e/dashboard-objects.ts`).toBeDefined();
  return template.replace("[id]", objects.ids[section]);
}
