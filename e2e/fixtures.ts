// Shared helpers for the dashboard specs: the demo login and a signed-in page fixture.
import { readFileSync } from "node:fs";
import { expect, test as base, type BrowserContext, type Page } from "@playwright/test";

export const DEMO = { email: "demo@example.com", password: "demo-password" };

/**
 * The sign-in specs' own users (seeded by e2e/start-server.mjs): they get locked out, signed out
 * everywhere or a new password, which must never happen to the demo login the other specs share.
 */
export const AUTH_USERS = {
  lockout: { email: "e2e-lockout@example.com", password: "demo-password" },
  sessions: { email: "e2e-sessions@example.com", password: "demo-password" },
  password: { email: "e2e-password@example.com", password: "demo-password" },
};

export async function signIn(page: Page, email = DEMO.email, password = DEMO.password) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Signing in hashes the password and answers with the dashboard already rendered (its summary and
  // recent lists read on the server): on a loaded two-core runner that can take more than 10 s.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
}

/** The demo merchant's API keys, from the seed e2e/start-server.mjs wrote for this port (its first JSON line). */
export function seededKeys(): { test_secret_key: string } {
  const raw = readFileSync(new URL(`.seed-${process.env.E2E_PORT || 3210}.json`, import.meta.url), "utf8");
  return JSON.parse(raw.split("\n").find((l) => l.trim().startsWith("{"))!);
}

/** How long the API reference (Scalar, which renders the whole OpenAPI document first) may take to show up. */
export const SCALAR_RENDER_MS = 30_000;

/** The hosted page of a session as the shopper opens it: redirect_url's path and query (its URL secret). */
export function hostedPath(session: { redirect_url: string }): string {
  const url = new URL(session.redirect_url);
  return url.pathname + url.search;
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

/** The session cookie's value in this browser context (undefined when signed out). */
export async function sessionCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === "cp_session")?.value;
}

/**
 * Collects every Content Security Policy violation in the context's pages: the DOM's
 * securitypolicyviolation events and Chromium's "Refused to ..." console errors.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding("__cspViolation", (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI || "inline"} on ${e.documentURI} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  context.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

export const test = base.extend<{ signedIn: Page }>({
  signedIn: async ({ page }, use) => {
    await signIn(page);
    await use(page);
  },
});

export { expect };
