import { csrfToken, expect, test, unique } from "./fixtures";

test("switches to live mode and back; the banner and the data follow", async ({ signedIn: page }) => {
  const banner = page.getByTestId("test-mode-banner");
  const modeSwitch = page.getByRole("switch", { name: "Test mode" });
  // A test-mode customer of our own (the e2e merchant starts without demo data).
  const surname = `Okafor${unique()}`;
  const made = await page.request.post("/v1/customers", {
    headers: { "X-CSRF-Token": await csrfToken(page) },
    data: { customer: { first_name: "Maya", last_name: surname } },
  });
  expect(made.status()).toBe(200);

  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: /^Customers/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/customers$/);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("Test mode");
  await expect(modeSwitch).toHaveAttribute("aria-checked", "true");
  // Searched for: other tests add customers too.
  await page.getByRole("searchbox").fill(surname);
  await expect(page).toHaveURL(new RegExp(`search=${surname}`));
  await expect(page.getByRole("link", { name: `Maya ${surname}` })).toBeVisible();

  await modeSwitch.click();
  await expect(banner).toBeHidden();
  await expect(modeSwitch).toHaveAttribute("aria-checked", "false");
  await expect(page).toHaveURL(/\/dashboard\/customers$/);
  await expect(page.getByText("No customers yet")).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === "cp_mode")?.value).toBe("live");

  // The choice survives a reload.
  await page.reload();
  await expect(banner).toBeHidden();

  await modeSwitch.click();
  await expect(banner).toBeVisible();
  await expect(modeSwitch).toHaveAttribute("aria-checked", "true");
  await page.getByRole("searchbox").fill(surname);
  await expect(page.getByRole("link", { name: `Maya ${surname}` })).toBeVisible();
});

test("every sidebar section opens its page, never a 404", async ({ signedIn: page }) => {
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  const sections = [
    "Products",
    "Prices",
    "Coupons",
    "Promo codes",
    "Payment links",
    "Checkout sessions",
    "Payments",
    "Subscriptions",
    "Invoices",
    "Exports",
    "Events and webhooks",
  ];
  for (const name of sections) {
    await nav.getByRole("link", { name: new RegExp(`^${name}`) }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("This page doesn't exist")).toHaveCount(0);
  }
});
