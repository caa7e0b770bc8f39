// The pages' security headers on the production build: a nonce-based CSP that every script of the
// page satisfies, no framing, a referrer policy, nosniff everywhere; and the pages still work
// under them (no violation while signing in, paying a checkout or reading the API reference).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { DEMO, expect, hostedPath, SCALAR_RENDER_MS, signIn, test, unique, watchCspViolations } from "./fixtures";

function testKey(): string {
  const file = `.seed-${process.env.E2E_PORT || 3210}.json`;
  const raw = readFileSync(fileURLToPath(new URL(file, import.meta.url)), "utf8");
  return (JSON.parse(raw.split("\n").find((l) => l.trim().startsWith("{"))!) as { test_secret_key: string }).test_secret_key;
}

/** A one-item checkout session (HSA/FSA-eligible, so one card pays it). */
async function newCheckout(request: APIRequestContext): Promise<{ id: string; path: string; amount: number }> {
  const headers = { Authorization: `Bearer ${testKey()}` };
  const post = async (path: string, data: object) => {
    const res = await request.post(path, { headers, data });
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  };
  const { product } = await post("/v1/products", { product: { name: `Bandages ${unique()}`, hsa_fsa_eligibility: "auto_substantiation" } });
  const { price } = await post("/v1/prices", { price: { product: product.product_id, unit_amount: 1299 } });
  const { checkout_session } = await post("/v1/checkout/sessions", { checkout_session: { line_items: [{ price: price.price_id, quantity: 1 }] } });
  return { id: checkout_session.checkout_session_id, path: hostedPath(checkout_session), amount: 1299 };
}

const directives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

/** The headers every page has, and a script-src that admits exactly this response's nonce. */
async function expectPageHeaders(response: APIResponse | null | undefined, referrerPolicy: string): Promise<string> {
  expect(response, "a response").toBeTruthy();
  const headers = response!.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe(referrerPolicy);
  const policy = directives(headers["content-security-policy"]);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'none'"]);
  const scriptSrc = policy.get("script-src")!;
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).toContain("'strict-dynamic'");
  const nonces = scriptSrc.filter((s) => s.startsWith("'nonce-"));
  expect(nonces).toHaveLength(1);
  const nonce = nonces[0].slice("'nonce-".length, -1);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  // Every script of the HTML (Next's inline RSC payload included) carries this response's nonce.
  const html = await response!.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="application\/(?:json|ld\+json)"/.test(tag));
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  return nonce;
}

test("the login page, a dashboard page and a hosted checkout page send the security headers, a new nonce each time", async ({ page, request }) => {
  const login = await expectPageHeaders(await request.get("/login"), "strict-origin-when-cross-origin");
  expect(await expectPageHeaders(await request.get("/login"), "strict-origin-when-cross-origin")).not.toBe(login);
  expect(directives((await request.get("/login")).headers()["content-security-policy"]).get("script-src")).not.toContain("'unsafe-eval'");

  const { path } = await newCheckout(request);
  // The checkout's URL is the shopper's key to the session: it never leaves in a Referer.
  await expectPageHeaders(await request.get(path), "same-origin");

  await signIn(page);
  const dashboard = await page.request.get("/dashboard/customers");
  expect(dashboard.url()).toMatch(/\/dashboard\/customers$/);
  await expectPageHeaders(dashboard, "strict-origin-when-cross-origin");
});

test("the JSON API gets nosniff and no page policy; its answers are unchanged", async ({ request }) => {
  const res = await request.get("/v1/customers", { headers: { Authorization: `Bearer ${testKey()}` } });
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^application\/json/);
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(res.headers()["content-security-policy"]).toBeUndefined();
  expect(await res.json()).toHaveProperty("customers");
  const unauthenticated = await request.get("/v1/customers");
  expect(unauthenticated.status()).toBe(401);
  expect(unauthenticated.headers()["x-content-type-options"]).toBe("nosniff");
});

test("no CSP violation while signing in, using the dashboard and opening the API reference", async ({ page, context }) => {
  // Many pages and the API reference's large bundle: more than the default time on a busy machine.
  test.slow();
  const violations = await watchCspViolations(context);
  await signIn(page, DEMO.email, DEMO.password);
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Customers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  // A form checked in the browser by zod (which must not try to compile code under this policy).
  await page.goto("/dashboard/account");
  await page.getByRole("form", { name: "Change password" }).getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Enter your current password.")).toBeVisible();
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Developers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Developers" })).toBeVisible();

  const [reference] = await Promise.all([page.waitForEvent("popup"), page.getByRole("main").getByRole("link", { name: "API reference" }).click()]);
  await expect(reference.getByRole("heading", { name: "Commerce Payments API" })).toBeVisible({ timeout: SCALAR_RENDER_MS });
  const sidebar = reference.getByRole("navigation", { name: "Sidebar for Commerce Payments API" });
  await sidebar.getByRole("button", { name: /^Checkout sessions/ }).click();
  await expect(reference.getByRole("heading", { name: /^Create a checkout session/ })).toBeVisible();
  // The reference has its own policy: the same, plus 'unsafe-eval' for the viewer's bundled zod.
  const referencePolicy = directives((await page.request.get("/api-reference")).headers()["content-security-policy"]);
  expect(referencePolicy.get("script-src")).toContain("'unsafe-eval'");
  expect(referencePolicy.get("frame-ancestors")).toEqual(["'none'"]);

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(violations).toEqual([]);
});

test("no CSP violation while a shopper pays a hosted checkout", async ({ page, context, request }) => {
  const violations = await watchCspViolations(context);
  const { path } = await newCheckout(request);
  await page.goto(path);
  await page.getByLabel("Email").fill(`csp.${unique()}@example.com`);
  await page.getByLabel("Card number", { exact: true }).fill("4242 4242 4242 4242");
  await page.getByLabel("Expiration date", { exact: true }).fill("12 / 34");
  await page.getByLabel("Security code", { exact: true }).fill("123");
  await page.getByRole("button", { name: "Pay $12.99" }).click();
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("no other site can frame the checkout or the dashboard (clickjacking)", async ({ page, request, baseURL }) => {
  const { path } = await newCheckout(request);
  const refused: string[] = [];
  page.on("console", (m) => {
    if (/frame-ancestors/.test(m.text())) refused.push(m.text());
  });
  // A page of another origin (the test's about:blank host) embedding ours.
  await page.setContent(`<iframe src="${baseURL}${path}"></iframe><iframe src="${baseURL}/login"></iframe>`);
  await expect.poll(() => refused.length).toBe(2);
  for (const frame of page.frames().slice(1)) {
    await expect(frame.locator("body")).not.toContainText(/Pay|Sign in/);
  }
});
