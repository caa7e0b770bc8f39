import { expect, test, unique } from "./fixtures";

test("creates a secret key shown once, which works until it is revoked", async ({ signedIn: page, request }) => {
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Developers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Developers" })).toBeVisible();
  await expect(page.getByTestId("api-base-url")).toContainText("/v1");
  await expect(page.getByRole("link", { name: /openapi\.json/ })).toHaveAttribute("href", "/openapi.json");

  const name = `E2E key ${unique()}`;
  await page.getByRole("button", { name: "Create secret key" }).first().click();
  const createDialog = page.getByRole("dialog", { name: "Create secret key" });
  await createDialog.getByLabel("Name").fill(name);
  await createDialog.getByRole("button", { name: "Create key" }).click();

  const reveal = page.getByRole("dialog", { name: "Save your secret key" });
  await expect(reveal).toBeVisible();
  await expect(reveal).toContainText("won't be shown again");
  await expect(reveal.getByRole("button", { name: "Copy secret key" })).toBeVisible();
  const secret = (await reveal.getByTestId("new-secret-key").textContent())!.trim();
  expect(secret).toMatch(/^fsk_test_[A-Za-z0-9]{32}$/);

  // The key authenticates API calls.
  const ok = await request.get("/v1/customers", { headers: { Authorization: `Bearer ${secret}` } });
  expect(ok.status()).toBe(200);

  await reveal.getByRole("button", { name: "Done" }).click();
  await expect(reveal).toBeHidden();

  // From now on only the redacted form exists, also after a reload.
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(`fsk_test_…${secret.slice(-4)}`);
  await expect(row).toContainText("Active");
  await expect(page.getByText(secret)).toHaveCount(0);
  await page.reload();
  await expect(row).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  await row.getByRole("button", { name: "Revoke" }).click();
  const confirm = page.getByRole("dialog", { name: "Revoke secret key?" });
  await expect(confirm).toContainText(name);
  await confirm.getByRole("button", { name: "Revoke key" }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText("Revoked");
  await expect(row.getByRole("button", { name: "Revoke" })).toHaveCount(0);

  const refused = await request.get("/v1/customers", { headers: { Authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
});

test("a key needs a name", async ({ signedIn: page }) => {
  await page.goto("/dashboard/developers");
  await page.getByRole("button", { name: "Create secret key" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create secret key" });
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(dialog.getByText("Give the key a name")).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
});
