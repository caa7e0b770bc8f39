// WCAG 2.1 A and AA (issue 24), checked by axe-core in Chromium on every page route of the app,
// found on disk (app/**/page.tsx, e2e/page-routes.ts), so that a page added later is checked
// without anyone remembering to: a dashboard page without an id is visited as it is, a dashboard
// page with an id is visited with a test object of its section (e2e/dashboard-objects.ts), and
// any other route must say here how it is visited, or its test fails and says so. Pages with
// dialogs, menus or error states are checked again in each of them (STATES below).
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Cookie, Page } from "@playwright/test";
import { createDashboardObjects, dashboardApi, dashboardUrl, type DashboardObjects } from "./dashboard-objects";
import { SCALAR_RENDER_MS, expect, signIn, test, unique } from "./fixtures";
import { isDynamic, pageRoutes } from "./page-routes";

/** The rules checked: WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

type Ctx = { page: Page; objects: () => Promise<DashboardObjects> };

/** One state of a page that axe checks: how to get there, and what shows it is ready. */
type Check = {
  name: string;
  /** Signed out (the sign-in page); every other check signs in first. */
  signedOut?: boolean;
  /** The URL to open (made from the test objects when the route has an id). */
  url: (ctx: Ctx) => Promise<string> | string;
  /** What to do on the page before the check (open a dialog, submit an empty form). */
  act?: (page: Page) => Promise<void>;
};

/** A dialog opened by a button, checked with the dialog open. */
function dialog(button: string | RegExp, dialogName: string | RegExp): Check["act"] {
  return async (page) => {
    await page
      .getByRole("main")
      .getByRole("button", { name: button, exact: typeof button === "string" })
      .first()
      .click();
    await expect(page.getByRole("dialog", { name: dialogName })).toBeVisible();
  };
}

/** A new session's id and its hosted page (redirect_url's path and query: its URL secret). */
async function checkoutSession(ctx: Ctx, body: Record<string, unknown> = {}): Promise<{ id: string; path: string }> {
  const { productName } = await ctx.objects();
  const { products } = await dashboardApi(ctx.page, "GET", `/v1/products?search=${encodeURIComponent(productName)}`);
  const { prices } = await dashboardApi(ctx.page, "GET", `/v1/prices?product=${products[0].product_id}`);
  const { checkout_session: session } = await dashboardApi(ctx.page, "POST", "/v1/checkout/sessions", {
    checkout_session: {
      line_items: [{ price: prices[0].price_id, quantity: 1 }],
      success_url: "https://shop.example/thanks",
      cancel_url: "https://shop.example/cart",
      ...body,
    },
  });
  const url = new URL(session.redirect_url);
  return { id: session.checkout_session_id, path: url.pathname + url.search };
}

const visit = (url: string): Check => ({ name: url, url: () => url });
const detail =
  (template: string): Check["url"] =>
  async (ctx) =>
    dashboardUrl(template, await ctx.objects());

/**
 * How each route is checked, beyond the default. Routes under /dashboard need an entry only for
 * extra states (a dialog open, a form's errors); every other route needs one to be checked at all.
 */
const STATES: Record<string, Check[]> = {
  "/": [{ name: "redirects to the dashboard", url: () => "/" }],
  "/login": [
    { name: "sign-in form", signedOut: true, url: () => "/login" },
    {
      name: "sign-in refused",
      signedOut: true,
      url: () => "/login",
      act: async (page) => {
        await page.getByLabel("Email").fill("nobody@example.com");
        await page.getByLabel("Password").fill("not-the-password");
        await page.getByRole("button", { name: "Sign in" }).click();
        await expect(page.getByRole("alert")).toBeVisible();
      },
    },
  ],
  "/api-reference": [
    {
      name: "API reference",
      url: () => "/api-reference",
      act: async (page) => {
        await expect(page.getByRole("heading", { name: /Commerce Payments/i }).first()).toBeVisible({ timeout: SCALAR_RENDER_MS });
      },
    },
  ],
  "/pay/link-inactive": [visit("/pay/link-inactive")],
  "/pay/c/[id]": [
    { name: "open", url: (ctx) => checkoutSession(ctx).then((s) => s.path) },
    {
      name: "errors shown",
      url: (ctx) => checkoutSession(ctx).then((s) => s.path),
      act: async (page) => {
        await page.getByRole("button", { name: /^Pay / }).click();
        await expect(page.getByRole("alert").first()).toBeVisible();
      },
    },
    {
      name: "paid",
      url: async (ctx) => {
        const { id, path } = await checkoutSession(ctx);
        await dashboardApi(ctx.page, "POST", `/v1/test_helpers/checkout/sessions/${id}/pay`, { payment: { hsa_fsa_payment_method: "pm_card_hsa_fsa" } });
        return path;
      },
    },
    {
      name: "canceled",
      url: async (ctx) => {
        const { id, path } = await checkoutSession(ctx);
        await dashboardApi(ctx.page, "POST", `/v1/checkout/sessions/${id}/cancel`);
        return path;
      },
    },
    visit("/pay/c/cs_test_no_such_session"),
  ],
  "/pay/l/[id]": [
    {
      name: "a payment link's page",
      url: async (ctx) => {
        const { productName } = await ctx.objects();
        const { products } = await dashboardApi(ctx.page, "GET", `/v1/products?search=${encodeURIComponent(productName)}`);
        const { prices } = await dashboardApi(ctx.page, "GET", `/v1/prices?product=${products[0].product_id}`);
        const { payment_link: link } = await dashboardApi(ctx.page, "POST", "/v1/payment_links", {
          payment_link: { line_items: [{ price: prices[0].price_id, quantity: 2 }] },
        });
        return new URL(link.url).pathname;
      },
    },
    visit("/pay/l/fplink_00000000000000000000000000"),
  ],
  "/dashboard/[...section]": [visit("/dashboard/no-such-section")],

  // Dialogs and error states of dashboard pages (the page itself is checked by default).
  "/dashboard": [
    {
      name: "account menu open",
      url: () => "/dashboard",
      act: async (page) => {
        await page.getByRole("button", { name: "Account menu" }).click();
        await expect(page.getByRole("menu")).toBeVisible();
      },
    },
  ],
  "/dashboard/developers": [{ name: "create key dialog", url: () => "/dashboard/developers", act: dialog("Create secret key", "Create secret key") }],
  "/dashboard/events/webhooks": [{ name: "add endpoint dialog", url: () => "/dashboard/events/webhooks", act: dialog("Add endpoint", /endpoint/i) }],
  "/dashboard/events/webhooks/[id]": [
    { name: "delete dialog", url: detail("/dashboard/events/webhooks/[id]"), act: dialog("Delete", "Delete this endpoint?") },
    { name: "edit dialog", url: detail("/dashboard/events/webhooks/[id]"), act: dialog("Edit", /endpoint/i) },
  ],
  "/dashboard/exports": [{ name: "new export dialog", url: () => "/dashboard/exports", act: dialog(/Export|New export/, "New export") }],
  "/dashboard/payments": [{ name: "export dialog", url: () => "/dashboard/payments", act: dialog(/Export/, "New export") }],
  "/dashboard/payments/[id]": [
    { name: "refund dialog", url: detail("/dashboard/payments/[id]"), act: dialog("Refund", "Refund payment") },
    {
      name: "cancel dialog",
      url: async (ctx) => `/dashboard/payments/${(await ctx.objects()).uncapturedPayment}`,
      act: dialog("Cancel payment", /Cancel this payment/),
    },
  ],
  "/dashboard/checkout-sessions/[id]": [
    { name: "refund dialog", url: detail("/dashboard/checkout-sessions/[id]"), act: dialog("Refund", "Refund payment") },
    {
      name: "capture dialog",
      url: async (ctx) => `/dashboard/checkout-sessions/${(await ctx.objects()).uncapturedSession}`,
      act: dialog("Capture", "Capture payment"),
    },
  ],
  "/dashboard/coupons/[id]": [{ name: "delete dialog", url: detail("/dashboard/coupons/[id]"), act: dialog("Delete", "Delete coupon?") }],
  "/dashboard/subscriptions/[id]": [{ name: "change price dialog", url: detail("/dashboard/subscriptions/[id]"), act: dialog("Change price", "Change price") }],
  "/dashboard/products": [{ name: "import dialog", url: () => "/dashboard/products", act: dialog(/Import/, /Import/) }],
  "/dashboard/products/new": [{ name: "errors shown", url: () => "/dashboard/products/new", act: submitEmpty }],
  // Every field of a customer is optional (an empty form creates one): a bad email shows the error.
  "/dashboard/customers/new": [
    {
      name: "errors shown",
      url: () => "/dashboard/customers/new",
      act: async (page) => {
        await page.getByRole("main").getByLabel("Email").fill("not-an-email");
        await submitEmpty(page);
        await expect(page).toHaveURL(/\/dashboard\/customers\/new$/);
      },
    },
  ],
  "/dashboard/coupons/new": [{ name: "errors shown", url: () => "/dashboard/coupons/new", act: submitEmpty }],
  "/dashboard/account": [{ name: "errors shown", url: () => "/dashboard/account", act: submitEmpty }],
  "/dashboard/settings/payments": [{ name: "errors shown", url: () => "/dashboard/settings/payments", act: submitEmpty }],
};

/** Submits the page's form (untouched, unless the state filled something in): its field errors show. */
async function submitEmpty(page: Page) {
  await page.getByRole("main").locator("form button[type=submit]").first().click();
  await expect(page.getByRole("main").getByRole("alert").first()).toBeVisible();
}

/** The checks of a route: the page as it is (dashboard routes) and its STATES. */
function checksFor(route: string): Check[] {
  const extra = STATES[route] ?? [];
  if (!route.startsWith("/dashboard") || route === "/dashboard/[...section]") return extra;
  const base: Check = { name: "page", url: isDynamic(route) ? detail(route) : () => route };
  return [base, ...extra];
}

/** Waits until the page shows its content rather than a skeleton. */
async function settled(page: Page) {
  await page.waitForLoadState("load");
  // The API reference draws its h1 only once it has fetched and laid out /openapi.json (slow on a
  // cold server); every other page has it in its HTML.
  await expect(page.locator("h1").first()).toBeVisible({ timeout: SCALAR_RENDER_MS });
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await expect(page.getByTestId("table-skeleton-row")).toHaveCount(0);
}

async function axeViolations(page: Page): Promise<string[]> {
  // (Not .options(): it replaces the rule selection withTags makes, and every rule would run.)
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}: ${n.failureSummary?.replace(/\n/g, " ")}`).join("\n")}`,
  );
}

/**
 * What axe leaves to judgement, checked here: each page has a title of its own (2.4.2), and each
 * field marked invalid says why, in a message tied to it with aria-describedby (3.3.1).
 */
async function beyondAxe(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const title = await page.title();
  if (!title.trim() || title === "Commerce Payments") problems.push(`page-title: "${title}" does not say which page this is`);
  const undescribed = await page
    .locator("[aria-invalid=true]")
    .evaluateAll((fields) =>
      fields
        .filter((f) => !(f.getAttribute("aria-describedby") ?? "").split(/\s+/).some((id) => document.getElementById(id)?.textContent?.trim()))
        .map((f) => f.getAttribute("aria-label") ?? f.id ?? f.tagName),
    );
  for (const field of undescribed) problems.push(`error-message: the invalid field ${field} has no message tied to it (aria-describedby)`);
  return problems;
}

const ROUTES = pageRoutes();

test("the route walk finds every kind of page", () => {
  for (const route of ["/login", "/api-reference", "/pay/c/[id]", "/dashboard", "/dashboard/payments", "/dashboard/payments/[id]", "/dashboard/products/new"]) {
    expect(ROUTES).toContain(route);
  }
  expect(ROUTES.length).toBeGreaterThanOrEqual(45);
});

// One sign-in and one set of test objects per worker, made by the first test that needs them.
let session: Promise<Cookie[]> | undefined;
let objects: Promise<DashboardObjects> | undefined;

/** Signs in once, in a context of its own, and keeps its cookies for every test of the worker. */
async function signedInCookies(browser: Browser, baseURL: string | undefined): Promise<Cookie[]> {
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await signIn(other);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

for (const route of ROUTES) {
  test(`WCAG 2.1 AA: ${route}`, async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const checks = checksFor(route);
    expect(checks.length, `${route} is not checked: say how to visit it in STATES in e2e/accessibility.spec.ts`).toBeGreaterThan(0);
    let signedIn = false;
    const ctx: Ctx = { page, objects: () => (objects ??= createDashboardObjects(page, unique())) };
    const failures: string[] = [];
    for (const check of checks) {
      if (check.signedOut && signedIn) await page.context().clearCookies();
      if (!check.signedOut && !signedIn) {
        await page.context().addCookies(await (session ??= signedInCookies(browser, baseURL)));
        signedIn = true;
      }
      await page.goto(await check.url(ctx));
      await settled(page);
      await check.act?.(page);
      const violations = [...(await axeViolations(page)), ...(await beyondAxe(page))];
      if (violations.length) failures.push(`${route} (${check.name}) at ${page.url()}:\n${violations.join("\n")}`);
    }
    expect(failures.join("\n\n"), `${failures.length} of ${checks.length} states of ${route} have WCAG violations`).toBe("");
  });
}
