// The merchant's payments pages: a split-cart checkout session captured in part and refunded,
// and an uncaptured payment canceled from the Payments list. Data is made through /v1 with the
// signed-in dashboard session (cookie + CSRF token), the same way the dashboard itself calls it.
import type { Page } from "@playwright/test";
import { csrfToken, expect, test, unique } from "./fixtures";

type Json = Record<string, any>;

/** A /v1 call as the signed-in merchant (test mode); fails the test on any non-200 answer. */
async function api(page: Page, method: "GET" | "POST", path: string, body?: Json): Promise<Json> {
  const response = await page.request.fetch(path, { method, headers: { "X-CSRF-Token": await csrfToken(page) }, data: body });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return response.json();
}

async function priceFor(page: Page, name: string, eligibility: string, unitAmount: number): Promise<string> {
  const { product } = await api(page, "POST", "/v1/products", { product: { name, hsa_fsa_eligibility: eligibility } });
  const { price } = await api(page, "POST", "/v1/prices", { price: { product: product.product_id, unit_amount: unitAmount } });
  return price.price_id;
}

/** A manual-capture split cart (2 eligible thermometers at $24.99 + 1 tote at $12.00), paid with both cards. */
async function paidSplitSession(page: Page, tag: string) {
  const thermometer = await priceFor(page, `Digital thermometer ${tag}`, "auto_substantiation", 2499);
  const tote = await priceFor(page, `Canvas tote ${tag}`, "not_eligible", 1200);
  const { checkout_session: created } = await api(page, "POST", "/v1/checkout/sessions", {
    checkout_session: {
      line_items: [
        { price: thermometer, quantity: 2 },
        { price: tote, quantity: 1 },
      ],
      capture_method: "manual",
      client_reference_id: `e2e-${tag}`,
      defaults: { email: `shopper.${tag}@example.com` },
    },
  });
  expect(created.split_cart).not.toBeNull();
  const { checkout_session: paid } = await api(page, "POST", `/v1/test_helpers/checkout/sessions/${created.checkout_session_id}/pay`, {
    payment: { payment_method: "pm_card_visa", hsa_fsa_payment_method: "pm_card_hsa_fsa" },
  });
  expect(paid.status).toBe("paid");
  return { id: created.checkout_session_id as string, thermometerName: `Digital thermometer ${tag}`, toteName: `Canvas tote ${tag}` };
}

test("a split cart is captured in part and refunded, the refund settling from pending to succeeded", async ({ signedIn: page }) => {
  const tag = unique();
  const session = await paidSplitSession(page, tag);

  // Find it in the list by its client reference.
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: /^Checkout sessions/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout sessions" })).toBeVisible();
  await page.getByRole("searchbox").fill(`e2e-${tag}`);
  await expect(page).toHaveURL(new RegExp(`search=e2e-${tag}`));
  const rows = page.getByRole("table", { name: "Checkout sessions" }).locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("$61.98");
  await expect(rows.first()).toContainText("Paid");
  await expect(rows.first()).toContainText("Split cart");
  await expect(rows.first()).toContainText(`shopper.${tag}@example.com`);
  await rows.first().getByRole("link", { name: session.id }).click();

  // Two carts side by side: the eligible cart on the HSA/FSA card, the rest on the regular card.
  await expect(page).toHaveURL(new RegExp(`/dashboard/checkout-sessions/${session.id}$`));
  await expect(page.getByTestId("session-status")).toHaveText("Paid");
  const eligible = page.getByTestId("eligible-cart");
  const regular = page.getByTestId("non-eligible-cart");
  await expect(eligible).toContainText("HSA/FSA card");
  await expect(eligible.getByTestId("cart-total")).toContainText("$49.98");
  await expect(eligible.getByTestId("cart-intent")).toContainText("Uncaptured");
  await expect(regular).toContainText("Regular card");
  await expect(regular.getByTestId("cart-total")).toContainText("$12.00");
  await expect(page.getByTestId("session-total")).toContainText("$61.98");

  // Capture 1 of the 2 thermometers and the tote: $24.99 + $12.00.
  await page.getByRole("button", { name: "Capture", exact: true }).click();
  const choose = page.getByRole("dialog", { name: "Capture payment" });
  await choose.getByRole("radio", { name: /Choose items/ }).check();
  await choose.getByLabel(`Quantity of ${session.thermometerName} to capture`).fill("1");
  await expect(choose.getByLabel(`Quantity of ${session.toteName} to capture`)).toHaveValue("1");
  await expect(choose.getByTestId("capture-total")).toHaveText("$36.99");
  await choose.getByRole("button", { name: "Review capture" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm capture" });
  await expect(confirm.getByTestId("capture-confirm-total")).toHaveText("$36.99");
  await confirm.getByRole("button", { name: "Capture $36.99" }).click();
  await expect(confirm).toBeHidden();

  await expect(page.getByTestId("session-status")).toHaveText("Complete");
  await expect(page.getByTestId("session-received")).toContainText("$36.99");
  await expect(eligible.getByTestId("intent-captured")).toHaveText("$24.99");
  await expect(regular.getByTestId("intent-captured")).toHaveText("$12.00");
  await expect(page.getByTestId("line-item").filter({ hasText: session.thermometerName }).getByTestId("line-captured")).toHaveText("1 of 2");
  await expect(page.getByTestId("capture")).toContainText("$36.99");
  await expect(page.getByRole("button", { name: "Capture", exact: true })).toHaveCount(0);

  // Refund: more than was captured is refused before anything is sent; then $5.00.
  await page.getByRole("button", { name: "Refund" }).first().click();
  const refund = page.getByRole("dialog", { name: "Refund payment" });
  await expect(refund.getByTestId("refundable-amount")).toHaveText("$36.99");
  await refund.getByLabel("Amount").fill("37.00");
  await refund.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(refund.getByText("You can refund at most $36.99.")).toBeVisible();
  await refund.getByLabel("Amount").fill("5.00");
  await refund.getByLabel("Reason").selectOption("requested_by_customer");
  await refund.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(refund).toBeHidden();

  const refundRow = page.getByTestId("refund-row");
  await expect(refundRow).toHaveCount(1);
  await expect(refundRow).toContainText("$5.00");
  await expect(refundRow).toContainText("Pending");
  await expect(page.getByTestId("session-refunded")).toContainText("$5.00");
  // The HSA/FSA card is refunded first.
  await expect(eligible.getByTestId("intent-refunded")).toHaveText("$5.00");

  // Settlement is asynchronous: the page polls until the refund succeeds with its ARN.
  await expect(refundRow).toContainText("Succeeded", { timeout: 30_000 });
  await expect(refundRow.getByTestId("refund-arn")).toHaveText(/^\d{23}$/);
  await expect(page.getByTestId("session-net")).toContainText("$31.99");
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText("Refund succeeded");
});

test("an uncaptured payment is found by status and canceled after confirmation", async ({ signedIn: page }) => {
  const tag = unique();
  const session = await paidSplitSession(page, tag);
  const { payment_intents: intents } = await api(page, "GET", `/v1/payment_intents?checkout_session=${session.id}`);
  const eligibleIntent = intents.find((p: Json) => p.cart === "eligible");

  await page.goto("/dashboard/payments?status=requires_capture");
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("requires_capture");
  const row = page
    .getByRole("table", { name: "Payments" })
    .locator("tbody tr")
    .filter({ has: page.locator(`a[href="/dashboard/checkout-sessions/${session.id}"]`) });
  await expect(row).toHaveCount(2);

  await page.goto(`/dashboard/payments/${eligibleIntent.payment_intent_id}`);
  await expect(page.getByTestId("payment-status")).toHaveText("Uncaptured");
  await expect(page.getByRole("link", { name: session.id })).toBeVisible();
  await expect(page.getByRole("button", { name: "Refund" })).toHaveCount(0);
  await page.getByRole("button", { name: "Cancel payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this payment?" });
  await expect(dialog).toContainText("$49.98 held on the card is released");
  await dialog.getByRole("button", { name: "Cancel payment" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("payment-status")).toHaveText("Canceled");
  await expect(page.getByRole("button", { name: "Cancel payment" })).toHaveCount(0);
});
