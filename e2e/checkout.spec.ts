// The shopper's hosted checkout (/pay/c/{id}) and payment links (/pay/l/{id}), in a real browser.
// Catalogue and sessions are made through /v1 with the demo merchant's test key, which
// e2e/start-server.mjs writes to e2e/.seed-<port>.json when it seeds the database.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { hostedPath, unique } from "./fixtures";

type Json = Record<string, any>;

let key: string | undefined;
function testKey(): string {
  if (key) return key;
  // The same port as playwright.config.ts: the runner's environment reaches the workers.
  const file = `.seed-${process.env.E2E_PORT || 3210}.json`;
  const raw = readFileSync(fileURLToPath(new URL(file, import.meta.url)), "utf8");
  const line = raw.split("\n").find((l) => l.trim().startsWith("{"));
  if (!line) throw new Error(`e2e/${file} holds no seed output: is the server started by e2e/start-server.mjs?`);
  key = (JSON.parse(line) as { test_secret_key: string }).test_secret_key;
  return key;
}

const money = (cents: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

/** A /v1 call with the test key; fails the test on any non-200 answer. */
async function api(request: APIRequestContext, method: "GET" | "POST" | "PATCH", path: string, body?: Json): Promise<Json> {
  const response = await request.fetch(path, { method, headers: { Authorization: `Bearer ${testKey()}` }, data: body });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return response.json();
}

async function priceFor(request: APIRequestContext, name: string, eligibility: string, unitAmount: number): Promise<string> {
  const { product } = await api(request, "POST", "/v1/products", { product: { name, hsa_fsa_eligibility: eligibility } });
  const { price } = await api(request, "POST", "/v1/prices", { price: { product: product.product_id, unit_amount: unitAmount } });
  return price.price_id;
}

async function fillCard(page: Page, prefix: "" | "HSA/FSA card" | "Regular card", number: string) {
  const label = (plain: string, suffix: string) => (prefix ? `${prefix} ${suffix}` : plain);
  await page.getByLabel(label("Card number", "number"), { exact: true }).fill(number);
  await page.getByLabel(label("Expiration date", "expiration date"), { exact: true }).fill("12 / 34");
  await page.getByLabel(label("Security code", "security code"), { exact: true }).fill("123");
}

test("a shopper pays a mixed cart with an HSA/FSA card and a regular card, retrying after a decline", async ({ page, request }) => {
  const tag = unique();
  const thermometer = await priceFor(request, `Digital thermometer ${tag}`, "auto_substantiation", 2499);
  const tote = await priceFor(request, `Canvas tote ${tag}`, "not_eligible", 1850);
  const { checkout_session: created } = await api(request, "POST", "/v1/checkout/sessions", {
    checkout_session: {
      line_items: [
        { price: thermometer, quantity: 1 },
        { price: tote, quantity: 2 },
      ],
      tax_rate: { amount: 311 },
      cancel_url: "https://shop.example.com/cart",
    },
  });
  const id: string = created.checkout_session_id;
  const eligibleTotal: number = created.split_cart.eligible_cart.amount_total;
  const regularTotal: number = created.split_cart.non_eligible_cart.amount_total;
  expect(eligibleTotal + regularTotal).toBe(created.amount_total);
  expect(created.redirect_url).toMatch(new RegExp(`/pay/c/${id}\\?secret=[A-Za-z0-9_-]{43}$`));

  await page.goto(hostedPath(created));
  await expect(page.getByTestId("merchant-name")).toHaveText("demo");
  await expect(page.getByText("Test mode", { exact: true })).toBeVisible();
  await expect(page.getByTestId("amount-due")).toHaveText(money(created.amount_total));
  const items = page.getByRole("list", { name: "Items" }).getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: `Digital thermometer ${tag}` })).toContainText("HSA/FSA eligible");
  await expect(items.filter({ hasText: `Canvas tote ${tag}` })).toContainText(`Qty 2 · ${money(1850)} each`);
  await expect(items.filter({ hasText: `Canvas tote ${tag}` })).toContainText("Not HSA/FSA eligible");
  await expect(page.getByTestId("split-explainer")).toHaveText(
    `Your HSA/FSA card pays ${money(eligibleTotal)} for eligible items; a regular card pays ${money(regularTotal)} for the rest.`,
  );
  await expect(page.getByRole("link", { name: "Cancel and return" })).toHaveAttribute("href", "https://shop.example.com/cart");

  await page.getByLabel("Email").fill(`shopper.${tag}@example.com`);
  await fillCard(page, "HSA/FSA card", "4000 0566 5566 5556");
  await fillCard(page, "Regular card", "4000 0000 0000 0002");
  await page.getByRole("button", { name: `Pay ${money(created.amount_total)}` }).click();

  // The decline lands on the regular card; the session stays open and the HSA/FSA hold is released.
  const regularNumber = page.getByLabel("Regular card number", { exact: true });
  await expect(page.getByTestId("card-error")).toHaveText("Your card was declined. Try another card.");
  await expect(regularNumber).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("HSA/FSA card number", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(new RegExp(`/pay/c/${id}\\?secret=`));
  const afterDecline = (await api(request, "GET", `/v1/checkout/sessions/${id}?expand=payment_intents`)).checkout_session;
  expect(afterDecline.status).toBe("open");
  expect(afterDecline.amount_received).toBe(0);
  for (const pi of afterDecline.payment_intents) expect(pi.status).toBe("requires_payment_method");

  await regularNumber.fill("4242 4242 4242 4242");
  await expect(page.getByTestId("card-error")).toBeHidden();
  await page.getByRole("button", { name: `Pay ${money(created.amount_total)}` }).click();

  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(page.getByTestId("amount-paid")).toHaveText(money(created.amount_total));
  const cards = page.getByRole("list", { name: "Cards charged" }).getByRole("listitem");
  await expect(cards.filter({ hasText: "HSA/FSA card" })).toContainText("•••• ending in 5556");
  await expect(cards.filter({ hasText: "HSA/FSA card" })).toContainText(money(eligibleTotal));
  await expect(cards.filter({ hasText: "Regular card" })).toContainText("•••• ending in 4242");
  await expect(cards.filter({ hasText: "Regular card" })).toContainText(money(regularTotal));

  const { checkout_session: paid } = await api(request, "GET", `/v1/checkout/sessions/${id}?expand=payment_intents`);
  expect(paid.status).toBe("complete");
  expect(paid.amount_received).toBe(paid.amount_total);
  expect(paid.defaults?.email).toBe(`shopper.${tag}@example.com`);
  expect(paid.payment_intents).toHaveLength(2);
  const byCart = Object.fromEntries(paid.payment_intents.map((pi: Json) => [pi.cart, pi]));
  expect(byCart.eligible).toMatchObject({ status: "succeeded", amount_received: eligibleTotal, payment_method: "pm_card_hsa_fsa" });
  expect(byCart.non_eligible).toMatchObject({ status: "succeeded", amount_received: regularTotal, payment_method: "pm_card_visa" });

  // Coming back to the page shows the confirmation, not a second payment form.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
});

test("intake, promo code and a retried decline: the letter is approved and the code counts once", async ({ page, request }) => {
  const tag = unique();
  const programme = await priceFor(request, `Sleep programme ${tag}`, "letter_of_medical_necessity", 12000);
  const { coupon } = await api(request, "POST", "/v1/coupons", { coupon: { name: `Ten ${tag}`, percent_off: 10 } });
  const code = `SLEEP${tag}`.toUpperCase().slice(0, 40);
  await api(request, "POST", "/v1/promo_codes", { promo_code: { coupon_id: coupon.coupon_id, code } });
  const { checkout_session: created } = await api(request, "POST", "/v1/checkout/sessions", {
    checkout_session: {
      line_items: [{ price: programme, quantity: 1 }],
      visit_type: "cbtSleep",
      allow_promotion_codes: true,
      success_url: "https://shop.example.com/thanks",
    },
  });
  const id: string = created.checkout_session_id;
  expect(created.letter_of_medical_necessity_required).toBe(true);

  // The merchant's site is not reachable from the test: answer for it.
  await page.route("https://shop.example.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<h1>Thanks from the shop</h1>" }));

  await page.goto(hostedPath(created));
  await expect(page.getByText("A clinician reviews your answers; in test mode the letter is approved immediately.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Items" })).toContainText(/HSA\/FSA eligible\s*· with a letter/);
  await expect(page.getByTestId("split-explainer")).toHaveCount(0);

  // Nothing filled in: every required answer is asked for, nothing is sent.
  await page.getByRole("button", { name: `Pay ${money(12000)}` }).click();
  await expect(page.getByText("Tell the clinician what this is for.")).toBeVisible();
  await expect(page.getByText("Your consent is needed for a clinician to review your answers.")).toBeVisible();

  await page.getByLabel("Email").fill(`sleeper.${tag}@example.com`);
  await page.getByLabel("Describe your sleep difficulties").fill("Waking at 3am most nights, tired all day");
  await page.getByLabel("How long have you had trouble sleeping?").selectOption({ label: "6 to 12 months" });
  await page.getByLabel("Which medications do you currently take?").fill("None");
  await page.getByRole("checkbox", { name: /I consent to a licensed clinician/ }).check();
  await page.getByRole("button", { name: "Add promotion code" }).click();
  await page.getByLabel("Promotion code").fill(code);

  // A number that is not a test card is refused before anything is charged.
  await fillCard(page, "", "5555 5555 5555 4444");
  await page.getByRole("button", { name: `Pay ${money(12000)}` }).click();
  await expect(page.getByTestId("card-error")).toHaveText("Use a test card such as 4242 4242 4242 4242");

  await page.getByLabel("Card number", { exact: true }).fill("4000 0000 0000 9995");
  await page.getByRole("button", { name: `Pay ${money(12000)}` }).click();
  await expect(page.getByTestId("card-error")).toHaveText("Your card has insufficient funds. Try another card.");
  // The code was accepted with the attempt: the summary now shows the discount.
  await expect(page.getByTestId("amount-due")).toHaveText(money(10800));

  await page.getByLabel("Card number", { exact: true }).fill("4000 0566 5566 5556");
  await page.getByRole("button", { name: `Pay ${money(10800)}` }).click();
  await expect(page).toHaveURL(`https://shop.example.com/thanks?checkout_session_id=${id}`);
  await expect(page.getByText("Thanks from the shop")).toBeVisible();

  const { checkout_session: paid } = await api(request, "GET", `/v1/checkout/sessions/${id}?expand=payment_intents`);
  expect(paid.status).toBe("complete");
  expect(paid.total_details.amount_discount).toBe(1200);
  expect(paid.amount_total).toBe(10800);
  expect(paid.amount_received).toBe(10800);
  expect(paid.payment_intents).toHaveLength(1);
  expect(paid.payment_intents[0]).toMatchObject({ status: "succeeded", amount_received: 10800 });
});

test("a payment link shows what it sells, starts a checkout on Continue (once per browser); a deactivated link explains itself", async ({ page, request }) => {
  const tag = unique();
  const kit = await priceFor(request, `First aid kit ${tag}`, "auto_substantiation", 1299);
  const { payment_link: link } = await api(request, "POST", "/v1/payment_links", { payment_link: { line_items: [{ price: kit, quantity: 2 }] } });
  expect(link.url).toMatch(new RegExp(`/pay/l/${link.payment_link_id}$`));

  // Opening the link makes no checkout session: the shopper's Continue does.
  await page.goto(new URL(link.url).pathname);
  await expect(page.getByRole("list", { name: "Items" })).toContainText(`First aid kit ${tag}`);
  await expect(page.getByTestId("link-total")).toHaveText(money(2598));
  const sessionsOfLink = async () =>
    (await api(request, "GET", "/v1/checkout/sessions?limit=100")).checkout_sessions.filter(
      (s: { metadata: Record<string, string> }) => s.metadata.payment_link === link.payment_link_id,
    );
  expect(await sessionsOfLink()).toHaveLength(0);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/pay\/c\/fcs_[0-9a-z]{26}\?secret=[A-Za-z0-9_-]{43}$/);
  const checkoutUrl = page.url();
  await expect(page.getByRole("list", { name: "Items" })).toContainText(`First aid kit ${tag}`);
  await expect(page.getByTestId("amount-due")).toHaveText(money(2598));
  await expect(page.getByRole("button", { name: `Pay ${money(2598)}` })).toBeVisible();
  // Back to the link and Continue again: the same session.
  await page.goBack();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(checkoutUrl);
  expect(await sessionsOfLink()).toHaveLength(1);

  await api(request, "PATCH", `/v1/payment_links/${link.payment_link_id}`, { payment_link: { active: false } });
  await page.goto(new URL(link.url).pathname);
  await expect(page.getByRole("heading", { name: "This link is no longer active" })).toBeVisible();

  await page.goto(`/pay/l/fplink_${"0".repeat(26)}`);
  await expect(page.getByRole("heading", { name: "This link is no longer active" })).toBeVisible();
});

test("return URLs: the session id fills a raw or percent-encoded placeholder, app deep links included", async ({ page, request }) => {
  const tag = unique();
  const balm = await priceFor(request, `Lip balm SPF 30 ${tag}`, "auto_substantiation", 650);
  const { checkout_session: created } = await api(request, "POST", "/v1/checkout/sessions", {
    checkout_session: {
      line_items: [{ price: balm, quantity: 1 }],
      success_url: "https://shop.example.com/done?session=%7BCHECKOUT_SESSION_ID%7D&raw={CHECKOUT_SESSION_ID}",
      cancel_url: "myapp://checkout/cart?session={CHECKOUT_SESSION_ID}",
    },
  });
  const id: string = created.checkout_session_id;
  expect(created.cancel_url).toBe("myapp://checkout/cart?session={CHECKOUT_SESSION_ID}");
  await page.route("https://shop.example.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<h1>Order placed</h1>" }));

  await page.goto(hostedPath(created));
  await expect(page.getByRole("link", { name: "Cancel and return" })).toHaveAttribute("href", `myapp://checkout/cart?session=${id}`);
  await page.getByLabel("Email").fill(`balm.${tag}@example.com`);
  await fillCard(page, "", "4242 4242 4242 4242");
  await page.getByRole("button", { name: `Pay ${money(650)}` }).click();
  await expect(page).toHaveURL(`https://shop.example.com/done?session=${id}&raw=${id}`);
  await expect(page.getByText("Order placed")).toBeVisible();
});
