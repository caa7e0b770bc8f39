// The dashboard's half of the isolation matrix (issue 12): every detail and edit page of the
// dashboard, found on disk (so a new page cannot be missed), shows a test-mode object in test mode
// and "not found" for it in live mode, without a trace of the object. The other merchant's side is
// the API matrix (tests/api/isolation-matrix.test.ts): the dashboard reads through the same /v1.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { csrfToken, expect, test, unique } from "./fixtures";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DASHBOARD = path.join(import.meta.dirname, "..", "app", "(dashboard)", "dashboard");

/** Every page under a dynamic [id] segment, as its URL template ("customers/[id]/edit"). */
function idPages(dir = DASHBOARD, prefix = ""): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory() || name.startsWith("_")) continue;
    const rel = prefix ? `${prefix}/${name}` : name;
    if (rel.includes("[id]") && readdirSync(full).includes("page.tsx")) out.push(rel);
    out.push(...idPages(full, rel));
  }
  return out.sort();
}

async function api(page: Page, method: "GET" | "POST", url: string, body?: Json): Promise<Json> {
  const response = await page.request.fetch(url, { method, headers: { "X-CSRF-Token": await csrfToken(page) }, data: body });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(200);
  return response.json();
}

test("every dashboard page with an id: the object in its own mode, not found in the other", async ({ signedIn: page }) => {
  test.setTimeout(120_000);
  const tag = unique();
  const { customer } = await api(page, "POST", "/v1/customers", { customer: { email: `iso.${tag}@example.com`, first_name: "Isolde" } });
  const { product } = await api(page, "POST", "/v1/products", { product: { name: `Iso bandage ${tag}`, hsa_fsa_eligibility: "auto_substantiation" } });
  const { price } = await api(page, "POST", "/v1/prices", { price: { product: product.product_id, unit_amount: 1299 } });
  const { product: planProduct } = await api(page, "POST", "/v1/products", { product: { name: `Iso plan ${tag}`, hsa_fsa_eligibility: "auto_substantiation" } });
  const { price: monthly } = await api(page, "POST", "/v1/prices", { price: { product: planProduct.product_id, unit_amount: 1500, type: "recurring", recurring: { interval: "monthly" } } });
  const { coupon } = await api(page, "POST", "/v1/coupons", { coupon: { name: `Iso ${tag}`, amount_off: 100 } });
  const { promo_code: promo } = await api(page, "POST", "/v1/promo_codes", { promo_code: { coupon_id: coupon.coupon_id, code: `ISO${tag.toUpperCase()}` } });
  const { payment_link: link } = await api(page, "POST", "/v1/payment_links", { payment_link: { line_items: [{ price: price.price_id, quantity: 1 }] } });
  const { checkout_session: session } = await api(page, "POST", "/v1/checkout/sessions", { checkout_session: { line_items: [{ price: price.price_id, quantity: 1 }], customer: customer.customer_id } });
  const pay = { payment: { hsa_fsa_payment_method: "pm_card_hsa_fsa" } };
  await api(page, "POST", `/v1/test_helpers/checkout/sessions/${session.checkout_session_id}/pay`, pay);
  const { payment_intents: intents } = await api(page, "GET", `/v1/payment_intents?checkout_session=${session.checkout_session_id}`);
  const { checkout_session: subSession } = await api(page, "POST", "/v1/checkout/sessions", { checkout_session: { mode: "subscription", customer: customer.customer_id, line_items: [{ price: monthly.price_id, quantity: 1 }] } });
  const { checkout_session: subscribed } = await api(page, "POST", `/v1/test_helpers/checkout/sessions/${subSession.checkout_session_id}/pay`, pay);
  const { subscription } = await api(page, "GET", `/v1/subscriptions/${subscribed.subscription}`);
  const { webhook } = await api(page, "POST", "/v1/webhooks", { webhook: { url: `http://127.0.0.1:9/iso-${tag}`, events: ["*"] } });
  const { events } = await api(page, "GET", `/v1/events?limit=1`);

  const ids: Record<string, string> = {
    "checkout-sessions": session.checkout_session_id, coupons: coupon.coupon_id, customers: customer.customer_id, events: events[0].event_id,
    "events/webhooks": webhook.webhook_id, invoices: subscription.latest_invoice, "payment-links": link.payment_link_id, payments: intents[0].payment_intent_id,
    prices: price.price_id, products: product.product_id, "promo-codes": promo.promo_code_id, subscriptions: subscription.subscription_id, webhooks: webhook.webhook_id,
  };
  const pages = idPages().map((template) => {
    const section = template.slice(0, template.indexOf("/[id]"));
    expect(ids[section], `no test-mode object for the dashboard page ${template}: add one`).toBeDefined();
    return { template, url: `/dashboard/${template.replace("[id]", ids[section])}`, id: ids[section] };
  });
  expect(pages.length).toBeGreaterThanOrEqual(17);

  // Test mode: each page shows its object.
  for (const p of pages) {
    await page.goto(p.url);
    await expect(page.getByRole("heading", { level: 1 }), p.template).toBeVisible();
    await expect(page.getByRole("heading", { name: /not found/i }), p.template).toHaveCount(0);
  }

  // Live mode: the same URLs are "not found", and the object's details are nowhere on the page.
  const url = new URL(page.url());
  await page.context().addCookies([{ name: "cp_mode", value: "live", domain: url.hostname, path: "/" }]);
  for (const p of pages) {
    await page.goto(p.url);
    await expect(page.getByRole("heading", { name: /not found/i }), p.template).toBeVisible();
    await expect(page.getByText(`Iso bandage ${tag}`)).toHaveCount(0);
    await expect(page.getByText(`iso.${tag}@example.com`)).toHaveCount(0);
  }
});
