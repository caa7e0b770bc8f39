// Shared helpers for the dashboard specs: the demo login and a signed-in page fixture.
import { expect, test as base, type Page } from "@playwright/test";

export const DEMO = { email: "demo@example.com", password: "demo-password" };

export async function signIn(page: Page, email = DEMO.email, password = DEMO.password) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
}

/** A short suffix that keeps names unique across runs and parallel workers. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The CSRF cookie, for API writes made with page.request on behalf of the signed-in user. */
export async function csrfToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "cp_csrf");
  if (!cookie) throw new Error("no cp_csrf cookie: sign in first");
  return decodeURIComponent(cookie.value);
}

export const test = base.extend<{ signedIn: Page }>({
  signedIn: async ({ page }, use) => {
    await signIn(page);
    await use(page);
  },
});

export { expect };
