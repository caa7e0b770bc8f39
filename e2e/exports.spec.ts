// Exports from the dashboard (issue 10): "Export" on the Payments page opens the dialog with the
// page's filters, the Exports page shows the export until it completes, and the file downloads.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { csrfToken, expect, test, unique } from "./fixtures";

type Json = Record<string, any>;

async function api(page: Page, method: "GET" | "POST", path: string, body?: Json): Promise<Json> {
  const response = await page.request.fetch(path, { method, headers: { "X-CSRF-Token": await csrfToken(page) }, data: body });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return response.json();
}

/** A customer with three paid split carts: six succeeded payments (one per card). */
async function customerWithPayments(page: Page, tag: string) {
  const { customer } = await api(page, "POST", "/v1/customers", {
    customer: { first_name: "Export, E2E", last_name: `"${tag}"`, email: `export.${tag}@example.com` },
  });
  const { product: eligible } = await api(page, "POST", "/v1/products", {
    product: { name: `Test strips ${tag}`, hsa_fsa_eligibility: "auto_substantiation" },
  });
  const { product: other } = await api(page, "POST", "/v1/products", { product: { name: `Gift wrap ${tag}`, hsa_fsa_eligibility: "not_eligible" } });
  const { price: p1 } = await api(page, "POST", "/v1/prices", { price: { product: eligible.product_id, unit_amount: 2999 } });
  const { price: p2 } = await api(page, "POST", "/v1/prices", { price: { product: other.product_id, unit_amount: 450 } });
  for (let i = 0; i < 3; i++) {
    const { checkout_session: s } = await api(page, "POST", "/v1/checkout/sessions", {
      checkout_session: {
        customer: customer.customer_id,
        line_items: [
          { price: p1.price_id, quantity: i + 1 },
          { price: p2.price_id, quantity: 1 },
        ],
      },
    });
    await api(page, "POST", `/v1/test_helpers/checkout/sessions/${s.checkout_session_id}/pay`, {
      payment: { payment_method: "pm_card_visa", hsa_fsa_payment_method: "pm_card_hsa_fsa" },
    });
  }
  return customer.customer_id as string;
}

test("export succeeded payments from the Payments page, watch it complete, download the CSV", async ({ signedIn: page }) => {
  const tag = unique();
  const customerId = await customerWithPayments(page, tag);

  await page.goto("/dashboard/payments?status=succeeded");
  await page.getByRole("button", { name: "Export" }).click();
  const dialog = page.getByRole("dialog", { name: "New export" });
  // The page's filter comes along.
  await expect(dialog.getByLabel("Records")).toHaveValue("payment");
  await expect(dialog.getByLabel("Status")).toHaveValue("succeeded");
  await dialog.getByLabel("Customer ID").fill(customerId);
  await dialog.getByLabel("Description").fill(`E2E ${tag}`);
  await dialog.getByRole("button", { name: "Start export" }).click();

  await expect(page).toHaveURL(/\/dashboard\/exports$/);
  const row = page
    .getByRole("table", { name: "Exports" })
    .locator("tbody tr")
    .filter({ hasText: `E2E ${tag}` });
  await expect(row).toHaveCount(1);
  // It runs in the background; the list follows it to completion.
  await expect(row).toContainText("Completed", { timeout: 30_000 });
  // Rows column.
  await expect(row.getByRole("cell").nth(2)).toHaveText("6");

  const [download] = await Promise.all([page.waitForEvent("download"), row.getByRole("link", { name: /Download/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^payments-fexp_[0-9a-z]+\.csv$/);
  const text = readFileSync((await download.path())!, "utf8");
  const [header, ...rows] = parse(text) as string[][];
  expect(header.slice(0, 3)).toEqual(["payment_intent_id", "amount", "amount_dollars"]);
  expect(rows).toHaveLength(6);
  const records: Record<string, string>[] = parse(text, { columns: true });
  expect(records.every((r) => r.status === "succeeded" && r.customer === customerId)).toBe(true);
  expect(records.map((r) => r["customer.first_name"])).toEqual(Array(6).fill("Export, E2E"));
  // Dollars beside cents: the eligible part of the largest cart, 3 x $29.99.
  expect(records.find((r) => r.amount === "8997")?.amount_dollars).toBe("89.97");
});
