import { DEMO, expect, signIn, test } from "./fixtures";

test("redirects to the login page, signs in with cookies set as specified, and logs out", async ({ page }) => {
  await page.goto("/dashboard/customers");
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page);
  await expect(page.getByTestId("account-name")).toHaveText("demo");
  await expect(page.getByTestId("user-email")).toHaveText(DEMO.email);

  const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c]));
  // Over plain http nothing is Secure (tests/api/login-limits.test.ts signs in over https behind a proxy).
  expect(cookies.cp_session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", secure: false });
  expect(cookies.cp_csrf).toMatchObject({ httpOnly: false, sameSite: "Strict", path: "/", secure: false });
  expect(cookies.cp_mode).toMatchObject({ value: "test", httpOnly: false, sameSite: "Lax", path: "/", secure: false });

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain("cp_session");

  // The old session is gone: the dashboard asks to sign in again.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("a wrong password shows an error and keeps the email", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(DEMO.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page.getByRole("alert").filter({ hasText: "Incorrect email or password" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Email")).toHaveValue(DEMO.email);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain("cp_session");
});

test("an invalid email is refused before any password check", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").fill("whatever");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter a valid email address.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
});
