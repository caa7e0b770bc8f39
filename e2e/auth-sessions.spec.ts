// Sign-in limits and session lifecycle, on users of their own (AUTH_USERS): a lockout, a logout
// or a password change here never touches the demo login that the other specs share.
import { AUTH_USERS, expect, sessionCookie, signIn, test } from "./fixtures";
import type { Page } from "@playwright/test";

async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  const button = page.getByRole("button", { name: "Sign in", exact: true });
  // Wait for the action's answer and for React to show it (the button is "Signing in…" until
  // then, and the form is reset then), so that the previous message cannot pass for this one.
  await Promise.all([page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/login"), button.click()]);
  await expect(button).toBeEnabled();
}

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test("five wrong passwords lock the email: 'try again in 15 minutes', and even the right password is refused meanwhile", async ({ page, context }) => {
  const { email, password } = AUTH_USERS.lockout;
  await page.goto("/login");
  for (let attempt = 1; attempt <= 4; attempt++) {
    await submitLogin(page, email, `wrong-password-${attempt}`);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Incorrect email or password. Check them and try again.");
  }
  await submitLogin(page, email, "wrong-password-5");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Too many sign-in attempts. Try again in 15 minutes.");

  await submitLogin(page, email, password);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(/^Too many sign-in attempts\. Try again in 1[45] minutes\.$/);
  await expect(page).toHaveURL(/\/login$/);
  expect(await sessionCookie(context)).toBeUndefined();
  // The form keeps the email, so the user sees which account is locked.
  await expect(page.getByLabel("Email")).toHaveValue(email);
});

test("every sign-in is a new session: a planted cookie is never adopted, and the cookie changes at each sign-in", async ({ page, context, baseURL }) => {
  const { email, password } = AUTH_USERS.sessions;
  // Someone plants a session cookie they know in the browser (session fixation)...
  await context.addCookies([{ name: "cp_session", value: "planted-by-someone-else", url: baseURL! }]);
  await signIn(page, email, password);
  const first = await sessionCookie(context);
  // ...signing in replaces it with a session only this browser knows.
  expect(first).toBeDefined();
  expect(first).not.toBe("planted-by-someone-else");
  expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);

  await logOut(page);
  await signIn(page, email, password);
  const second = await sessionCookie(context);
  expect(second).toBeDefined();
  expect(second).not.toBe(first);
});

test("logging out ends the session on the server: its cookie, replayed, leads to the login page", async ({ page, browser, baseURL }) => {
  const { email, password } = AUTH_USERS.sessions;
  await signIn(page, email, password);
  const token = await sessionCookie(page.context());
  expect(token).toBeDefined();
  await logOut(page);
  expect(await sessionCookie(page.context())).toBeUndefined();

  // Someone who copied the cookie before the logout replays it in another browser.
  const replay = await browser.newContext();
  try {
    await replay.addCookies([{ name: "cp_session", value: token!, url: baseURL! }]);
    const other = await replay.newPage();
    await other.goto("/dashboard/customers");
    await expect(other).toHaveURL(/\/login$/);
    expect((await other.request.get("/v1/customers")).status()).toBe(401);
  } finally {
    await replay.close();
  }
});

test("changing the password signs the user out of every other browser and keeps this one signed in", async ({ page, browser }) => {
  // Four sign-ins (two browsers, then the old and the new password), each hashing a password.
  test.setTimeout(90_000);
  const { email, password } = AUTH_USERS.password;
  const newPassword = "a much longer passphrase";
  const elsewhere = await browser.newContext();
  try {
    const otherPage = await elsewhere.newPage();
    await signIn(otherPage, email, password);
    await signIn(page, email, password);

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Account and password" }).click();
    await expect(page).toHaveURL(/\/dashboard\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
    const form = page.getByRole("form", { name: "Change password" });
    const current = form.getByLabel("Current password");
    const next = form.getByLabel("New password", { exact: true });
    const confirm = form.getByLabel("Confirm new password");
    const submit = form.getByRole("button", { name: "Change password" });

    // Checked in the browser with the server action's own schema...
    await current.fill("not my password");
    await next.fill("short");
    await confirm.fill("short");
    await submit.click();
    await expect(form.getByText("Use at least 10 characters.")).toBeVisible();
    await expect(next).toHaveAttribute("aria-invalid", "true");
    await next.fill(newPassword);
    await confirm.fill(`${newPassword}!`);
    await expect(form.getByText("The passwords do not match.")).toBeVisible();
    await confirm.fill(newPassword);
    // ...and on the server, which alone knows the current password.
    await submit.click();
    await expect(form.getByText("That is not your current password.")).toBeVisible();
    await expect(current).toHaveAttribute("aria-invalid", "true");

    await current.fill(password);
    await submit.click();
    await expect(form.getByRole("status")).toHaveText("Your password was changed and 1 other session was signed out.");
    await expect(current).toHaveValue("");

    // This browser goes on; the other one is signed out.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
    await otherPage.goto("/dashboard");
    await expect(otherPage).toHaveURL(/\/login$/);

    // The old password no longer opens the account; the new one does.
    await submitLogin(otherPage, email, password);
    await expect(otherPage.getByRole("main").getByRole("alert")).toHaveText("Incorrect email or password. Check them and try again.");
    await signIn(otherPage, email, newPassword);
  } finally {
    await elsewhere.close();
  }
});
