// Settings → Payments processor (issue 19): the merchant's Stripe keys for live mode. Saved keys are
// checked with Stripe (the suite's double, started by e2e/start-server.mjs), shown masked from then
// on, replaceable with a blank secret keeping the saved one, and removed only after a confirmation.
// With keys saved, a live hosted checkout loads Stripe.js, which cannot load here (no network): the
// page says so and shows no card form of ours.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page } from "@playwright/test";
import { acquireProcessorLock } from "./processor-lock";
import { expect, hostedPath, signIn, test, unique } from "./fixtures";

type Json = Record<string, any>;
type Seed = { account_id: string; live_secret_key: string };

/** The key the suite's Stripe double refuses as revoked (REVOKED_STRIPE_KEY in e2e/start-server.mjs). */
const REVOKED_KEY = "rk_live_e2eRevokedByStripe0000000000";
const REFUSED = "Stripe refused this secret key. Check that you copied it whole, and that a restricted key has the permissions listed below.";
const SETTINGS = "/dashboard/settings/payments";

function seed(): Seed {
  // The same port as playwright.config.ts: the runner's environment reaches the workers.
  const file = `.seed-${process.env.E2E_PORT || 3210}.json`;
  const line = readFileSync(fileURLToPath(new URL(file, import.meta.url)), "utf8")
    .split("\n")
    .find((l) => l.trim().startsWith("{"));
  if (!line) throw new Error(`e2e/${file} holds no seed output: is the server started by e2e/start-server.mjs?`);
  return JSON.parse(line) as Seed;
}

/** Keys shaped like Stripe's, unique per run: `rk_live_` + 30 letters and digits, and so on. */
function stripeKeys(mode: "live" | "test" = "live") {
  const body = () =>
    `51E2e${unique()}${unique()}`
      .replace(/[^A-Za-z0-9]/g, "")
      .padEnd(30, "0")
      .slice(0, 30);
  return { secret: `rk_${mode}_${body()}`, publishable: `pk_${mode}_${body()}`, webhook: `whsec_${body()}` };
}

/** A /v1 call with the live key; fails the test on any non-200 answer. */
async function live(request: APIRequestContext, method: "GET" | "POST", url: string, body?: Json): Promise<Json> {
  const response = await request.fetch(url, { method, headers: { Authorization: `Bearer ${seed().live_secret_key}` }, data: body });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(200);
  return response.json();
}

async function toLiveMode(page: Page) {
  const modeSwitch = page.getByRole("switch", { name: "Test mode" });
  await modeSwitch.click();
  await expect(modeSwitch).toHaveAttribute("aria-checked", "false");
}

async function saveKeys(page: Page, keys: { secret: string; publishable: string; webhook: string }) {
  await page.getByLabel("Secret key", { exact: true }).fill(keys.secret);
  await page.getByLabel("Publishable key", { exact: true }).fill(keys.publishable);
  await page.getByLabel(/^Webhook signing secret/).fill(keys.webhook);
  await page.getByRole("button", { name: "Save and verify" }).click();
  await expect(page.getByText("Stripe keys saved and verified")).toBeVisible();
  await expect(page.getByTestId("secret-key-masked")).toHaveText(`${keys.secret.slice(0, keys.secret.indexOf("_", 3) + 1)}••••${keys.secret.slice(-4)}`);
}

async function removeKeys(page: Page) {
  await page.getByRole("button", { name: "Remove", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Remove your Stripe keys?" });
  await dialog.getByRole("button", { name: "Remove keys" }).click();
  await expect(page.getByText("Stripe keys removed")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("processor-status")).toHaveText("Not set up");
}

// Holds the processor lock (e2e/processor-lock.ts) while this file runs.
let releaseLock: (() => void) | undefined;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  releaseLock = await acquireProcessorLock(seed().account_id);
});

// Whatever happened, the merchant leaves without keys (live-mode.spec.ts expects none).
test.afterAll(async ({ browser }) => {
  test.setTimeout(60_000);
  try {
    const page = await browser.newPage();
    await signIn(page);
    await page.goto(SETTINGS);
    await expect(page.getByRole("heading", { level: 1, name: "Payment processor" })).toBeVisible();
    if (await page.getByRole("button", { name: "Remove", exact: true }).isVisible()) await removeKeys(page);
    await page.close();
  } finally {
    releaseLock?.();
  }
});

test("save Stripe keys: masked from then on; replace keeps the saved secret; Stripe's refusal on its field; remove after confirming", async ({
  signedIn: page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const keys = stripeKeys();
  const masked = `rk_live_••••${keys.secret.slice(-4)}`;
  const liveBanner = page.getByRole("status", { name: "Live payments" });
  await toLiveMode(page);
  await expect(liveBanner).toBeVisible();

  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Payment processor" }).click();
  await expect(page).toHaveURL(new RegExp(`${SETTINGS}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Payment processor" })).toBeVisible();
  await expect(page.getByTestId("processor-status")).toHaveText("Not set up");
  // What each mode charges with.
  await expect(page.getByRole("region", { name: "Test mode" })).toContainText("The built-in test processor.");
  await expect(page.getByRole("region", { name: "Live mode" })).toContainText("Real cards, charged through Stripe.");
  // The endpoint to add in Stripe, and its events; the restricted key's permissions.
  await expect(page.getByTestId("stripe-webhook-url")).toHaveText(`${baseURL}/webhooks/stripe/${seed().account_id}`);
  const events = page.getByTestId("stripe-webhook-events").getByRole("listitem");
  for (const event of [
    "payment_intent.succeeded",
    "payment_intent.payment_failed",
    "payment_intent.canceled",
    "payment_intent.amount_capturable_updated",
    "charge.refunded",
    "refund.updated",
    "charge.dispute.created",
  ]) {
    await expect(events.filter({ hasText: new RegExp(`^${event.replaceAll(".", "\\.")}$`) })).toHaveCount(1);
  }
  const permissions = page.getByTestId("restricted-key-permissions");
  for (const text of ["PaymentIntents", "SetupIntents", "Customers", "Refunds", "PaymentMethods", "Balance", "Charges", "Disputes"])
    await expect(permissions).toContainText(text);
  await expect(page.getByLabel("Secret key", { exact: true })).toHaveAttribute("type", "password");
  await expect(page.getByLabel(/^Webhook signing secret/)).toHaveAttribute("type", "password");

  // The form checks with the action's schema before anything is sent.
  const secretField = page.getByLabel("Secret key", { exact: true });
  await page.getByRole("button", { name: "Save and verify" }).click();
  await expect(secretField).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#processor-secret-key-message")).toHaveText("Enter your Stripe secret key.");
  await secretField.fill(keys.publishable);
  await expect(page.locator("#processor-secret-key-message")).toContainText("A Stripe secret key starts with rk_live_");

  // Saved: checked with Stripe, then only the masked key is ever shown.
  await saveKeys(page, keys);
  await expect(page.getByTestId("processor-status")).toHaveText("Stripe connected");
  await expect(page.getByTestId("publishable-key")).toHaveText(keys.publishable);
  await expect(page.getByTestId("webhook-secret-status")).toHaveText("Saved");
  await expect(page.getByTestId("verified-at").locator("time")).toBeVisible();
  await expect(page.getByText("Live mode is connected to a Stripe test account")).toHaveCount(0);
  await expect(liveBanner).toHaveCount(0);
  for (const html of [await page.content(), await (await page.request.get(SETTINGS)).text()]) {
    expect(html).toContain(masked);
    expect(html).not.toContain(keys.secret);
    expect(html).not.toContain(keys.webhook);
  }
  const verifiedAt = await page.getByTestId("verified-at").locator("time").getAttribute("datetime");
  expect(Date.now() - Date.parse(verifiedAt!)).toBeLessThan(60_000);

  // Replace the publishable key only: the secret inputs are empty, a blank secret keeps the saved one.
  await page.getByRole("button", { name: "Replace keys" }).click();
  const form = page.getByRole("form", { name: "Replace Stripe keys" });
  await expect(form.getByLabel("New secret key")).toHaveValue("");
  await expect(form.getByLabel("New webhook signing secret")).toHaveValue("");
  await expect(form.getByLabel("Publishable key")).toHaveValue(keys.publishable);
  await expect(form).toContainText(`Leave blank to keep ${masked}.`);
  const replacement = stripeKeys().publishable;
  await form.getByLabel("Publishable key").fill(replacement);
  await form.getByRole("button", { name: "Save keys" }).click();
  await expect(page.getByText("Stripe keys updated")).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByTestId("publishable-key")).toHaveText(replacement);
  await expect(page.getByTestId("secret-key-masked")).toHaveText(masked);
  await expect(page.getByTestId("webhook-secret-status")).toHaveText("Saved");
  await expect(page.getByTestId("verified-at").locator("time")).toHaveAttribute("datetime", verifiedAt!);

  // A key Stripe refuses: the action's message on the secret key's field, and nothing changes.
  await page.getByRole("button", { name: "Replace keys" }).click();
  await form.getByLabel("New secret key").fill(REVOKED_KEY);
  await form.getByRole("button", { name: "Save keys" }).click();
  await expect(form.getByLabel("New secret key")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#processor-secret-key-message")).toHaveText(REFUSED);
  // A test secret key with a live publishable key: the action's message on the publishable key's field.
  await form.getByLabel("New secret key").fill(stripeKeys("test").secret);
  await form.getByRole("button", { name: "Save keys" }).click();
  await expect(page.locator("#processor-publishable-key-message")).toHaveText("The publishable key must be a test key, like the secret key.");
  await expect(form.getByLabel("Publishable key")).toHaveAttribute("aria-invalid", "true");
  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("secret-key-masked")).toHaveText(masked);
  await expect(page.getByTestId("publishable-key")).toHaveText(replacement);
  await page.reload();
  await expect(page.getByTestId("secret-key-masked")).toHaveText(masked);
  await expect(page.getByTestId("verified-at").locator("time")).toHaveAttribute("datetime", verifiedAt!);

  // Remove asks first; Cancel keeps the keys.
  await page.getByRole("button", { name: "Remove", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Remove your Stripe keys?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(masked);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("secret-key-masked")).toHaveText(masked);
  await removeKeys(page);
  await expect(page.getByLabel("Secret key", { exact: true })).toHaveValue("");
  await expect(liveBanner).toBeVisible();
  await expect(liveBanner.getByRole("link", { name: "Set up a payments processor" })).toHaveAttribute("href", SETTINGS);
});

test("a Stripe test-mode key backs live mode on staging: the page says so", async ({ signedIn: page }) => {
  const keys = stripeKeys("test");
  await page.goto(SETTINGS);
  await saveKeys(page, keys);
  await expect(page.getByTestId("stripe-test-account")).toContainText("Live mode is connected to a Stripe test account");
  await expect(page.getByTestId("processor-status")).toHaveText("Stripe test account");
  await expect(page.getByTestId("live-mode-status")).toHaveText("Connected to a Stripe test account (staging).");
  await removeKeys(page);
  await expect(page.getByTestId("stripe-test-account")).toHaveCount(0);
});

test("with keys saved, a live checkout whose Stripe.js cannot load says so and shows no card form of ours", async ({ signedIn: page, request }) => {
  test.setTimeout(90_000);
  const keys = stripeKeys();
  await page.goto(SETTINGS);
  await saveKeys(page, keys);

  const tag = unique();
  const { product } = await live(request, "POST", "/v1/products", { product: { name: `Live bandages ${tag}`, hsa_fsa_eligibility: "auto_substantiation" } });
  const { price } = await live(request, "POST", "/v1/prices", { price: { product: product.product_id, unit_amount: 1299 } });
  const { checkout_session: created } = await live(request, "POST", "/v1/checkout/sessions", {
    checkout_session: { line_items: [{ price: price.price_id, quantity: 1 }] },
  });
  expect(created.test_mode).toBe(false);

  const shopper = await page.context().browser()!.newPage();
  const stripeJs: string[] = [];
  shopper.on("request", (r) => void (r.url().includes("js.stripe.com") && stripeJs.push(r.url())));
  const response = await shopper.goto(hostedPath(created));
  const html = await response!.text();
  expect(html).not.toContain(keys.secret);
  // No network here: Stripe.js fails to load (or times out), and the page says so plainly.
  const unavailable = shopper.getByTestId("stripe-unavailable");
  await expect(unavailable).toBeVisible({ timeout: 20_000 });
  await expect(unavailable).toContainText("The secure card form could not load.");
  expect(stripeJs.length, "the page asked js.stripe.com for Stripe.js").toBeGreaterThan(0);
  await expect(shopper.getByRole("heading", { name: "This store can't take payments yet" })).toHaveCount(0);
  // No card form of ours stands in for Stripe's.
  await expect(shopper.getByLabel(/card number/i)).toHaveCount(0);
  await expect(shopper.locator('input[autocomplete="cc-number"], input[autocomplete="cc-csc"], input[autocomplete="cc-exp"]')).toHaveCount(0);
  await expect(shopper.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
  await expect(shopper.getByTestId("stripe-card-field")).toHaveCount(0);
  await shopper.close();

  const { checkout_session: after } = await live(request, "GET", `/v1/checkout/sessions/${created.checkout_session_id}`);
  expect(after.status).toBe("open");
  expect(after.amount_received).toBe(0);

  await removeKeys(page);
});
