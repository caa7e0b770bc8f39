// Pages paint with their data (issue 22): the server prefetches through the service layer and
// hands the answers to TanStack Query, so the HTML the browser first paints already holds the
// rows. Checked with JavaScript off (what the server sent is all there is), then with it on:
// moving from the list to a detail stays a client-side navigation.
import type { Browser, Page } from "@playwright/test";
import { createDashboardObjects, dashboardApi } from "./dashboard-objects";
import { csrfToken, expect, test, unique } from "./fixtures";

type Json = Record<string, any>;

async function api(page: Page, method: "GET" | "POST", path: string, body?: Json): Promise<Json> {
  const response = await page.request.fetch(path, { method, headers: { "X-CSRF-Token": await csrfToken(page) }, data: body });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return response.json();
}

/** A paid split cart: an eligible thermometer and a tote, so two payments. */
async function paidSession(page: Page, tag: string) {
  const price = async (name: string, eligibility: string, amount: number) => {
    const { product } = await api(page, "POST", "/v1/products", { product: { name, hsa_fsa_eligibility: eligibility } });
    return (await api(page, "POST", "/v1/prices", { price: { product: product.product_id, unit_amount: amount } })).price.price_id as string;
  };
  const lines = [
    { price: await price(`Thermometer ${tag}`, "auto_substantiation", 2499), quantity: 1 },
    { price: await price(`Tote ${tag}`, "not_eligible", 1200), quantity: 1 },
  ];
  const { checkout_session: created } = await api(page, "POST", "/v1/checkout/sessions", { checkout_session: { line_items: lines, capture_method: "manual" } });
  const { checkout_session: paid } = await api(page, "POST", `/v1/test_helpers/checkout/sessions/${created.checkout_session_id}/pay`, {
    payment: { payment_method: "pm_card_visa", hsa_fsa_payment_method: "pm_card_hsa_fsa" },
  });
  return paid as Json;
}

test("the first paint of the Payments list and of a session already shows its data, with no skeleton", async ({ signedIn: page, browser }) => {
  const tag = unique();
  const session = await paidSession(page, tag);
  const [eligible, regular] = session.payment_intents as string[];

  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const first = await noScript.newPage();
  await first.goto("/dashboard/payments");
  const rows = first.getByRole("table", { name: "Payments" }).locator("tbody tr");
  await expect(rows.filter({ has: first.locator(`a[href="/dashboard/payments/${eligible}"]`) })).toContainText("$24.99");
  await expect(rows.filter({ has: first.locator(`a[href="/dashboard/payments/${regular}"]`) })).toContainText("$12.00");
  await expect(first.locator("[data-skeleton]")).toHaveCount(0);

  await first.goto(`/dashboard/checkout-sessions/${session.checkout_session_id}`);
  await expect(first.getByTestId("session-status")).toContainText("Paid");
  await expect(first.getByTestId("line-item").filter({ hasText: `Thermometer ${tag}` })).toBeVisible();
  await expect(first.getByTestId("line-item").filter({ hasText: `Tote ${tag}` })).toBeVisible();
  // What the first screen shows is the session itself; only sections further down (its events)
  // load in the browser, so no skeleton is on screen.
  for (const skeleton of await first.locator("[data-skeleton]").all()) await expect(skeleton).not.toBeInViewport();
  await noScript.close();

  // With JavaScript: the list to a session and back are client-side (the window survives).
  await page.goto("/dashboard/payments");
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.locator(`a[href="/dashboard/payments/${eligible}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/payments/${eligible}$`));
  await page.getByRole("link", { name: session.checkout_session_id }).first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/checkout-sessions/${session.checkout_session_id}$`));
  await expect(page.getByTestId("session-status")).toContainText("Paid");
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

/** A browser context with the signed-in user's cookies and JavaScript off: what the server sent is all there is. */
async function noScriptPage(page: Page, browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  return { first: await context.newPage(), close: () => context.close() };
}

test("with JavaScript off, every list paints its rows and every detail its object, with no skeleton", async ({ signedIn: page, browser }) => {
  // Some 40 page loads after making an object of every kind.
  test.setTimeout(180_000);
  const tag = unique();
  const objects = await createDashboardObjects(page, tag);
  const { ids } = objects;
  const { event } = await dashboardApi(page, "GET", `/v1/events/${ids.events}`);
  const { first, close } = await noScriptPage(page, browser);

  // Each list, filtered from the URL where it can be (the server must prefetch with the same
  // filters), shows the object made above as a row.
  const lists: [url: string, table: string, row: string][] = [
    [`/dashboard/customers?search=${encodeURIComponent(objects.customerEmail)}`, "Customers", `/dashboard/customers/${ids.customers}`],
    [`/dashboard/products?search=${encodeURIComponent(objects.productName)}`, "Products", `/dashboard/products/${ids.products}`],
    [`/dashboard/prices?product=${ids.products}`, "Prices", `/dashboard/prices/${ids.prices}`],
    [`/dashboard/invoices?customer=${ids.customers}`, "Invoices", `/dashboard/invoices/${ids.invoices}`],
    [`/dashboard/subscriptions?customer=${ids.customers}`, "Subscriptions", `/dashboard/subscriptions/${ids.subscriptions}`],
    [`/dashboard/events?event_type=${event.event_type}`, "Events", `/dashboard/events/${ids.events}`],
    [`/dashboard/promo-codes?code=ISO${tag.toUpperCase()}`, "Promo codes", `/dashboard/promo-codes/${ids["promo-codes"]}`],
    ["/dashboard/coupons", "Coupons", `/dashboard/coupons/${ids.coupons}`],
    ["/dashboard/payment-links", "Payment links", `/dashboard/payment-links/${ids["payment-links"]}`],
    ["/dashboard/checkout-sessions", "Checkout sessions", `/dashboard/checkout-sessions/${objects.uncapturedSession}`],
    ["/dashboard/events/webhooks", "Webhook endpoints", `/dashboard/events/webhooks/${ids["events/webhooks"]}`],
    [`/dashboard/developers/logs?object_id=${ids.customers}`, "Request logs", `/dashboard/developers/logs/${ids["developers/logs"]}`],
  ];
  for (const [url, table, row] of lists) {
    await first.goto(url);
    await expect(first.getByRole("table", { name: table }).locator(`tbody tr[data-href="${row}"]`), url).toBeAttached();
    await expect(first.locator("[data-skeleton]"), url).toHaveCount(0);
  }
  await first.goto(`/dashboard/invoices?customer=${ids.customers}`);
  // The invoices table names the customer by email (it asks for the customer expanded).
  await expect(first.getByRole("table", { name: "Invoices" })).toContainText(objects.customerEmail);

  // Each detail page shows its object (a page of its own, not "Loading <noun>"); only sections
  // further down, other objects, load in the browser.
  for (const [section, id] of Object.entries(ids)) {
    if (section === "webhooks") continue; // an alias of events/webhooks
    await first.goto(`/dashboard/${section}/${id}`);
    await expect(first.getByRole("heading", { level: 1 }), section).toBeVisible();
    await expect(first.locator('[aria-busy="true"][aria-label^="Loading"]'), section).toHaveCount(0);
  }
  await first.goto(`/dashboard/customers/${ids.customers}`);
  await expect(first.getByRole("heading", { level: 1 })).toHaveText("Isolde");
  await expect(first.getByText(objects.customerEmail).first()).toBeVisible();
  await first.goto(`/dashboard/products/${ids.products}`);
  await expect(first.getByRole("heading", { level: 1 })).toHaveText(objects.productName);
  await first.goto(`/dashboard/prices/${ids.prices}`);
  // The price's product comes expanded, as the client's retrieve asks.
  await expect(first.getByText(objects.productName).first()).toBeVisible();
  await first.goto(`/dashboard/invoices/${ids.invoices}`);
  await expect(first.getByText(ids.invoices).first()).toBeVisible();
  await first.goto(`/dashboard/products/${ids.products}/edit`);
  await expect(first.getByRole("heading", { level: 1 })).toHaveText("Edit product");
  await expect(first.getByText(objects.productName).first()).toBeVisible();

  // An object that is not there keeps its not-found page (the server leaves it to the client).
  await first.goto(`/dashboard/customers/fcus_${"0".repeat(26)}`);
  await expect(first.locator('[aria-busy="true"][aria-label="Loading customer"]')).toHaveCount(1);
  await close();
  await page.goto(`/dashboard/customers/fcus_${"0".repeat(26)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Customer not found" })).toBeVisible();

  // With JavaScript: from a list to a detail and on is client-side (the window survives).
  await page.goto(`/dashboard/customers?search=${encodeURIComponent(objects.customerEmail)}`);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.locator(`a[href="/dashboard/customers/${ids.customers}"]`).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Isolde" })).toBeVisible();
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Invoices", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/invoices$/);
  await page.locator(`a[href="/dashboard/invoices/${ids.invoices}"]`).first().click();
  await expect(page.getByText(ids.invoices).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

test("a bad cursor is not prefetched: the list shows its own error, not a server error page", async ({ signedIn: page }) => {
  await page.goto(`/dashboard/payments?starting_after=fpi_${"0".repeat(26)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  await expect(page.getByText("We couldn't load this list")).toBeVisible();
});
