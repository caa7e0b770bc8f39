// Subscriptions end to end (issue 9): a shopper subscribes on the hosted checkout with an HSA/FSA
// card and a regular card; the merchant advances the test clock a month in the dashboard, sees
// the renewal invoice paid, cancels at period end, advances again and sees it canceled.
import type { Page } from "@playwright/test";
import { csrfToken, expect, hostedPath, test, unique } from "./fixtures";

type Json = Record<string, any>;

async function api(page: Page, method: "GET" | "POST", path: string, body?: Json): Promise<Json> {
  const response = await page.request.fetch(path, { method, headers: { "X-CSRF-Token": await csrfToken(page) }, data: body });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return response.json();
}

async function monthlyPrice(page: Page, name: string, eligibility: string, amount: number): Promise<string> {
  const { product } = await api(page, "POST", "/v1/products", { product: { name, hsa_fsa_eligibility: eligibility } });
  const { price } = await api(page, "POST", "/v1/prices", {
    price: { product: product.product_id, unit_amount: amount, type: "recurring", recurring: { interval: "monthly" } },
  });
  return price.price_id;
}

async function fillCard(page: Page, prefix: "HSA/FSA card" | "Regular card", number: string) {
  await page.getByLabel(`${prefix} number`, { exact: true }).fill(number);
  await page.getByLabel(`${prefix} expiration date`, { exact: true }).fill("12 / 34");
  await page.getByLabel(`${prefix} security code`, { exact: true }).fill("123");
}

async function advanceMonth(page: Page) {
  await page.goto("/dashboard/subscriptions");
  await page.getByRole("button", { name: "Advance clock" }).click();
  const dialog = page.getByRole("dialog", { name: "Advance the test clock" });
  await dialog.getByRole("button", { name: "+ 1 month (31 days)" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Test clock now at/)).toBeVisible();
}

test("subscribe on the hosted page, renew with the test clock, cancel at period end", async ({ signedIn: page }) => {
  // A long story (checkout, three clock moves, a price change, cancellation): more than the default 45 s on a busy machine.
  test.setTimeout(120_000);
  const tag = unique();
  const strips = await monthlyPrice(page, `Test strips ${tag}`, "auto_substantiation", 2999);
  const club = await monthlyPrice(page, `Wellness club ${tag}`, "not_eligible", 999);
  const { customer } = await api(page, "POST", "/v1/customers", { customer: { email: `subscriber.${tag}@example.com` } });
  const { checkout_session: created } = await api(page, "POST", "/v1/checkout/sessions", {
    checkout_session: {
      mode: "subscription",
      customer: customer.customer_id,
      line_items: [
        { price: strips, quantity: 1 },
        { price: club, quantity: 1 },
      ],
    },
  });

  // The shopper's page.
  await page.goto(hostedPath(created));
  await expect(page.getByText("Subscribe to demo")).toBeVisible();
  await expect(page.getByTestId("amount-due")).toHaveText("$39.98");
  await expect(page.getByTestId("renewal-note")).toContainText("Renews automatically");
  await fillCard(page, "HSA/FSA card", "4000 0566 5566 5556");
  await fillCard(page, "Regular card", "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Subscribe · $39.98" }).click();
  await expect(page.getByRole("heading", { name: "Subscription started" })).toBeVisible();
  const { checkout_session: paid } = await api(page, "GET", `/v1/checkout/sessions/${created.checkout_session_id}`);
  const id: string = paid.subscription;
  expect(id).toMatch(/^fsub_/);

  // The merchant's view: active, the first invoice paid.
  await page.goto(`/dashboard/subscriptions/${id}`);
  await expect(page.getByTestId("subscription-status")).toContainText("Active");
  await expect(page.getByTestId("subscription-item")).toHaveCount(2);
  await expect(page.getByTestId("next-invoice")).toContainText("$39.98");
  // The customer as the lists name them: the email, with the id, linking to the customer.
  await expect(page.getByTestId("customer-link")).toContainText(`subscriber.${tag}@example.com`);
  await expect(page.getByTestId("customer-link")).toHaveAttribute("href", `/dashboard/customers/${customer.customer_id}`);
  const invoices = page.getByRole("table", { name: "Invoices" }).getByTestId("invoice-row");
  await expect(invoices).toHaveCount(1);
  await expect(invoices.first()).toContainText("First invoice");
  await expect(invoices.first()).toContainText("Paid");

  // A month later: the renewal is invoiced and paid, on both cards.
  await advanceMonth(page);
  await page.goto(`/dashboard/subscriptions/${id}`);
  await expect(invoices).toHaveCount(2);
  const renewal = invoices.filter({ hasText: "Renewal" });
  await expect(renewal).toContainText("Paid");
  await expect(renewal).toContainText("$39.98");
  await renewal.getByRole("link", { name: "Renewal" }).click();
  await expect(page.getByTestId("invoice-status")).toContainText("Paid");
  await expect(page.getByTestId("customer-link")).toContainText(`subscriber.${tag}@example.com`);
  await expect(page.getByTestId("invoice-amount-paid")).toContainText("$39.98");
  await expect(page.getByTestId("invoice-line").filter({ hasText: `Test strips ${tag}` })).toContainText("HSA/FSA eligible");
  await expect(page.getByText("Split: the HSA/FSA card paid the eligible lines.")).toBeVisible();

  // A price change shows the server's proration before it is confirmed; the invoice charges exactly that.
  const premium = await monthlyPrice(page, `Premium club ${tag}`, "not_eligible", 1999);
  await page.goto(`/dashboard/subscriptions/${id}`);
  await page
    .getByTestId("subscription-item")
    .filter({ hasText: `Wellness club ${tag}` })
    .getByRole("button", { name: "Change price" })
    .click();
  const change = page.getByRole("dialog", { name: "Change price" });
  await change.getByLabel("New price").selectOption(premium);
  const net = change.getByTestId("proration-net");
  await expect(net).toContainText("Charged now");
  await expect(change.getByTestId("proration-preview")).toContainText(`Unused time on 1 × Wellness club ${tag}`);
  const charged = (await net.locator("dd").textContent())!.trim();
  expect(charged).toMatch(/^\$\d+\.\d{2}$/);
  await change.getByRole("button", { name: "Change price" }).click();
  await expect(change).toBeHidden();
  await expect(invoices).toHaveCount(3);
  await expect(invoices.filter({ hasText: "Proration" })).toContainText(charged);
  await expect(page.getByTestId("next-invoice")).toContainText("$49.98");

  // Cancel at period end, after confirming.
  await page.goto(`/dashboard/subscriptions/${id}`);
  await page.getByRole("button", { name: "Cancel at period end" }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel at the end of the period?" });
  await confirm.getByRole("button", { name: "Cancel at period end" }).click();
  await expect(page.getByTestId("subscription-status")).toContainText("Cancels");
  await expect(page.getByRole("button", { name: "Resume" })).toBeVisible();
  await expect(page.getByTestId("next-invoice")).toContainText("No next invoice");

  // The next period end: canceled, nothing more billed.
  await advanceMonth(page);
  await page.goto(`/dashboard/subscriptions/${id}`);
  await expect(page.getByTestId("subscription-status")).toContainText("Canceled");
  await expect(invoices).toHaveCount(3);
  await page.goto("/dashboard/subscriptions?status=canceled");
  await expect(page.getByRole("table", { name: "Subscriptions" }).locator(`a[href="/dashboard/subscriptions/${id}"]`)).toBeVisible();

  // The customer filter: picked by email, kept in the URL, and the list holds that customer's subscriptions only.
  await page.goto("/dashboard/subscriptions");
  await page.getByRole("button", { name: "Customer" }).click();
  await page.getByRole("combobox", { name: "Search by name, email or ID" }).fill(`subscriber.${tag}`);
  await page
    .getByRole("option")
    .filter({ hasText: `subscriber.${tag}@example.com` })
    .click();
  await expect(page).toHaveURL(new RegExp(`customer=${customer.customer_id}`));
  const rows = page.getByRole("table", { name: "Subscriptions" }).locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator(`a[href="/dashboard/subscriptions/${id}"]`)).toBeVisible();
  await expect(rows.first().getByRole("link", { name: `subscriber.${tag}@example.com` })).toBeVisible();

  // The Invoices list names the customer by email too, linked to the customer.
  await page.goto(`/dashboard/invoices?customer=${customer.customer_id}`);
  const invoiceRows = page.getByRole("table", { name: "Invoices" }).locator("tbody tr");
  await expect(invoiceRows).toHaveCount(3);
  const email = invoiceRows.first().getByRole("link", { name: `subscriber.${tag}@example.com` });
  await expect(email).toHaveAttribute("href", `/dashboard/customers/${customer.customer_id}`);
  await expect(invoiceRows.getByText(customer.customer_id, { exact: true })).toHaveCount(0);
});
