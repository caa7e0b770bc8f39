import { csrfToken, expect, test, unique } from "./fixtures";

test("creates a customer, edits it, and the table shows the change", async ({ signedIn: page }) => {
  const tag = unique();
  const lastName = `Lovelace-${tag}`;
  const email = `ada.${tag}@example.com`;

  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: /^Customers/ })
    .click();
  await page.getByRole("link", { name: "Add customer" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Add customer" })).toBeVisible();

  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill(lastName);
  // A validation error lands on its field and nothing is saved.
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Create customer" }).click();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter a valid email address.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/customers\/new$/);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Add a shipping address").check();
  await page.getByLabel("Address line 1").fill("1 Analytical Way");
  await page.getByLabel("City").fill("London");
  await page.getByLabel("Postal code").fill("N1 9GU");
  await page.getByLabel("Country").fill("gb");
  await page.getByRole("button", { name: "Add metadata" }).click();
  await page.getByLabel("Metadata key 1").fill("crm_id");
  await page.getByLabel("Metadata value 1").fill("A-1815");
  await page.getByRole("button", { name: "Create customer" }).click();

  await expect(page.getByText("Customer created")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/customers\/fcus_[a-z0-9]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Ada ${lastName}`);
  await expect(page.getByTestId("shipping-address")).toContainText("1 Analytical Way");
  await expect(page.getByTestId("shipping-address")).toContainText("GB");
  await expect(page.getByText("A-1815")).toBeVisible();

  await page.getByRole("link", { name: "Edit customer" }).click();
  await expect(page.getByLabel("Last name")).toHaveValue(lastName);
  await page.getByLabel("First name").fill("Augusta Ada");
  await page.getByLabel("Employer").fill("Analytical Engines Ltd");
  await page.getByRole("button", { name: "Save changes" }).click();

  await expect(page.getByText("Customer updated")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Augusta Ada ${lastName}`);
  await expect(page.getByText("Analytical Engines Ltd")).toBeVisible();

  await page.getByRole("link", { name: "Customers", exact: true }).first().click();
  await page.getByRole("searchbox").fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  const rows = page.getByRole("table", { name: "Customers" }).getByRole("row");
  await expect(rows).toHaveCount(2); // header + the one match
  await expect(rows.nth(1)).toContainText(`Augusta Ada ${lastName}`);
  await expect(rows.nth(1)).toContainText(email);
  await expect(rows.nth(1)).toContainText("London, GB");
});

test("API validation errors land on the field they name, others above the form", async ({ signedIn: page }) => {
  await page.goto("/dashboard/customers/new");
  let calls = 0;
  await page.route("**/v1/customers", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    calls++;
    expect(route.request().headers()["x-csrf-token"]).toBeTruthy();
    await route.fulfill({
      status: 422,
      contentType: "application/json",
      body: JSON.stringify({
        detail: [
          { loc: ["body", "customer", "phone"], msg: "This phone number cannot receive texts.", type: "value_error" },
          { loc: [], msg: "Customers are temporarily read-only.", type: "maintenance" },
        ],
      }),
    });
  });
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Phone").fill("+1 555 0100");
  await page.getByRole("button", { name: "Create customer" }).click();

  // (The failure toast repeats the messages; the field's own message is the exact match.)
  await expect(page.getByText("This phone number cannot receive texts.", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").filter({ hasText: "Customers are temporarily read-only." })).toBeVisible();
  await expect(page).toHaveURL(/\/customers\/new$/);
  expect(calls).toBe(1);
});

test("search and cursor pagination keep their state in the URL", async ({ signedIn: page }) => {
  const tag = unique();
  const csrf = await csrfToken(page);
  // 22 matching customers: one full page of 20, then 2 more.
  for (let i = 0; i < 22; i++) {
    const res = await page.request.post("/v1/customers", {
      headers: { "X-CSRF-Token": csrf },
      data: { customer: { first_name: `Page${String(i).padStart(2, "0")}`, last_name: tag } },
    });
    expect(res.status()).toBe(200);
  }

  await page.goto(`/dashboard/customers?search=${tag}`);
  const table = page.getByRole("table", { name: "Customers" });
  const bodyRows = table.locator("tbody tr");
  await expect(bodyRows).toHaveCount(20);
  await expect(bodyRows.first()).toContainText("Page21"); // newest first
  await expect(page.getByRole("button", { name: "Previous page" })).toBeDisabled();

  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/starting_after=fcus_/);
  await expect(bodyRows).toHaveCount(2);
  await expect(bodyRows.last()).toContainText("Page00");
  await expect(page.getByRole("button", { name: "Next page" })).toBeDisabled();

  await page.getByRole("button", { name: "Previous page" }).click();
  await expect(page).toHaveURL(/ending_before=fcus_/);
  await expect(bodyRows).toHaveCount(20);
  await expect(bodyRows.first()).toContainText("Page21");
  await expect(page.getByRole("button", { name: "Previous page" })).toBeDisabled();

  // The URL alone restores the view.
  await page.reload();
  await expect(bodyRows).toHaveCount(20);
  await expect(page.getByRole("searchbox")).toHaveValue(tag);
});

test("an empty search shows a clear empty state", async ({ signedIn: page }) => {
  await page.goto("/dashboard/customers?search=zz-no-such-customer");
  await expect(page.getByText("No customers match your search")).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/customers$/);
  await expect(page.getByRole("searchbox")).toHaveValue("");
  await expect(page.getByText("No customers match your search")).toBeHidden();
  await expect(page.getByRole("table", { name: "Customers" }).locator("tbody tr").first()).toContainText(/\S/);
});
