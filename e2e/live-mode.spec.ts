// Live mode before a payments processor is set up (issue 19): the dashboard says so on every live
// page with a link to Settings → Payments processor, and a live checkout session can be created but
// not paid: its hosted page says so and has no card form; the test helpers refuse live objects.
// Catalogue and session are made through /v1 with the demo merchant's LIVE key, which
// e2e/start-server.mjs writes to e2e/.seed-<port>.json when it seeds the database.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { APIRequestContext } from "@playwright/test";
import { acquireProcessorLock } from "./processor-lock";
import { expect, hostedPath, test, unique } from "./fixtures";

type Json = Record<string, any>;
type Seed = { account_id: string; live_secret_key: string };

function seed(): Seed {
  // The same port as playwright.config.ts: the runner's environment reaches the workers.
  const file = `.seed-${process.env.E2E_PORT || 3210}.json`;
  const line = readFileSync(fileURLToPath(new URL(file, import.meta.url)), "utf8")
    .split("\n")
    .find((l) => l.trim().startsWith("{"));
  if (!line) throw new Error(`e2e/${file} holds no seed output: is the server started by e2e/start-server.mjs?`);
  return JSON.parse(line) as Seed;
}

/** A /v1 call with the live key; fails the test on any non-200 answer. */
async function live(request: APIRequestContext, method: "GET" | "POST", url: string, body?: Json): Promise<Json> {
  const response = await request.fetch(url, { method, headers: { Authorization: `Bearer ${seed().live_secret_key}` }, data: body });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(200);
  return response.json();
}

// Holds the processor lock (e2e/processor-lock.ts) while this file runs.
let releaseLock: (() => void) | undefined;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  releaseLock = await acquireProcessorLock(seed().account_id);
});
test.afterAll(() => releaseLock?.());

test("live mode without a processor: a banner on every live page links to the settings", async ({ signedIn: page }) => {
  const liveBanner = page.getByRole("status", { name: "Live payments" });
  const modeSwitch = page.getByRole("switch", { name: "Test mode" });
  // Test mode has its own processor: no live banner there.
  await expect(page.getByTestId("test-mode-banner")).toBeVisible();
  await expect(liveBanner).toHaveCount(0);

  await modeSwitch.click();
  await expect(modeSwitch).toHaveAttribute("aria-checked", "false");
  await expect(page.getByTestId("test-mode-banner")).toBeHidden();
  await expect(liveBanner).toBeVisible();
  await expect(liveBanner).toHaveText(/^Live payments are not set up: shoppers cannot pay live checkouts yet\.\s*Set up a payments processor$/);
  const setUp = liveBanner.getByRole("link", { name: "Set up a payments processor" });
  await expect(setUp).toHaveAttribute("href", "/dashboard/settings/payments");

  // Every live page, not only the home page.
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: /^Checkout sessions/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout sessions" })).toBeVisible();
  await expect(liveBanner).toBeVisible();

  await setUp.click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/payments$/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment processor" })).toBeVisible();
  await expect(page.getByTestId("processor-status")).toHaveText("Not set up");
  await expect(page.getByTestId("live-mode-status")).toHaveText("Not set up yet: live checkouts cannot be paid.");
  await expect(page.getByLabel("Secret key", { exact: true })).toBeVisible();
  await expect(liveBanner).toBeVisible();

  // Back in test mode the banner goes.
  await modeSwitch.click();
  await expect(modeSwitch).toHaveAttribute("aria-checked", "true");
  await expect(page.getByTestId("test-mode-banner")).toBeVisible();
  await expect(liveBanner).toHaveCount(0);
});

test("a live checkout without a processor: the hosted page says so, shows no card form, and a test card cannot pay it", async ({ page, request }) => {
  const tag = unique();
  const { product } = await live(request, "POST", "/v1/products", { product: { name: `Live thermometer ${tag}`, hsa_fsa_eligibility: "auto_substantiation" } });
  const { price } = await live(request, "POST", "/v1/prices", { price: { product: product.product_id, unit_amount: 2499 } });
  const { checkout_session: created } = await live(request, "POST", "/v1/checkout/sessions", {
    checkout_session: { line_items: [{ price: price.price_id, quantity: 1 }], cancel_url: "https://shop.example.com/cart" },
  });
  const id: string = created.checkout_session_id;
  expect(created.test_mode).toBe(false);
  expect(created.status).toBe("open");

  await page.goto(hostedPath(created));
  await expect(page.getByRole("heading", { name: "This store can't take payments yet" })).toBeVisible();
  await expect(page.getByText("demo has not finished setting up card payments. Nothing was charged.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to demo" })).toHaveAttribute("href", "https://shop.example.com/cart");
  // No card form of any kind: no form, no card number field, no Pay button, no Stripe frame.
  await expect(page.locator("form")).toHaveCount(0);
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  await expect(page.locator('input[autocomplete="cc-number"]')).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.getByText("Test mode", { exact: true })).toHaveCount(0);

  // The test helper that pays as the hosted page would is test mode only: a live key gets a 404.
  const helper = await request.post(`/v1/test_helpers/checkout/sessions/${id}/pay`, {
    headers: { Authorization: `Bearer ${seed().live_secret_key}` },
    data: { payment: { hsa_fsa_payment_method: "pm_card_hsa_fsa" } },
  });
  expect(helper.status()).toBe(404);
  expect((await helper.json()).detail).toEqual([{ loc: [], msg: "This endpoint exists in test mode only.", type: "resource_not_found" }]);

  // Nothing was paid.
  const { checkout_session: after } = await live(request, "GET", `/v1/checkout/sessions/${id}`);
  expect(after.status).toBe("open");
  expect(after.amount_received).toBe(0);
});
