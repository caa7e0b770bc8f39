import { expect, test } from "./fixtures";

test("switches to live mode and back; the banner and the data follow", async ({ signedIn: page }) => {
  const banner = page.getByTestId("test-mode-banner");
  const modeSwitch = page.getByRole("switch", { name: "Test mode" });

  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: /^Customers/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/customers$/);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("Test mode");
  await expect(modeSwitch).toHaveAttribute("aria-checked", "true");
  // The seeded demo customers are test-mode objects (searched for: other tests add customers too).
  await page.getByRole("searchbox").fill("Okafor");
  await expect(page).toHaveURL(/search=Okafor/);
  await expect(page.getByRole("link", { name: "Maya Okafor" })).toBeVisible();

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
  await page.getByRole("searchbox").fill("Okafor");
  await expect(page.getByRole("link", { name: "Maya Okafor" })).toBeVisible();
});

test("every sidebar section opens a page (built or coming soon), never a 404", async ({ signedIn: page }) => {
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  const sections = ["Products", "Prices", "Coupons", "Promo codes", "Payment links", "Checkout sessions", "Payments", "Subscriptions", "Invoices", "Exports", "Events and webhooks"];
  for (const name of sections) {
    await nav.getByRole("link", { name: new RegExp(`^${name}`) }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("This page doesn't exist")).toHaveCount(0);
  }
});
