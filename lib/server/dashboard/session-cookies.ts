import "server-only";
import { cookies, headers } from "next/headers";
import { requestIsHttps } from "@/lib/server/http/client-address";
import { CSRF_COOKIE, MODE_COOKIE, SESSION_COOKIE } from "@/lib/server/http/cookies";
import type { DashboardMode } from "./current-session";

const YEAR_SECONDS = 365 * 86_400;

/**
 * Secure cookies whenever the browser came over https (see requestIsHttps: PUBLIC_BASE_URL, a
 * trusted proxy's x-forwarded-proto, or the page's Origin); not over plain http, where a local
 * server must still be able to sign in.
 */
async function isHttps(): Promise<boolean> {
  return requestIsHttps(await headers());
}

/**
 * Cookies: the session is HttpOnly (no script reads it), SameSite=Lax (sent on top-level
 * navigations from other sites, never on their subrequests or form posts), Path=/, Secure over
 * https. The CSRF token must be readable by the dashboard's scripts, so it is not HttpOnly, and
 * SameSite=Strict. All of them are replaced at each sign-in (a new session, never the old one).
 */
export async function setSessionCookies(session: { token: string; csrfToken: string; expiresAt: Date }) {
  const jar = await cookies();
  const secure = await isHttps();
  jar.set(SESSION_COOKIE, session.token, { httpOnly: true, sameSite: "lax", path: "/", secure, expires: session.expiresAt });
  // Readable by the dashboard's scripts, which echo it in X-CSRF-Token on /v1 writes.
  jar.set(CSRF_COOKIE, session.csrfToken, { httpOnly: false, sameSite: "strict", path: "/", secure, expires: session.expiresAt });
  if (!jar.get(MODE_COOKIE)) await setModeCookie("test");
}

export async function setModeCookie(mode: DashboardMode) {
  const jar = await cookies();
  jar.set(MODE_COOKIE, mode, { httpOnly: false, sameSite: "lax", path: "/", secure: await isHttps(), maxAge: YEAR_SECONDS });
}

/** Signs the browser out: session, CSRF token and mode all go (the next login starts in test mode). */
export async function clearSessionCookies() {
  const jar = await cookies();
  const secure = await isHttps();
  // Expired copies with the attributes they were set with, so that every browser replaces them.
  jar.set(SESSION_COOKIE, "", { httpOnly: true, sameSite: "lax", path: "/", secure, maxAge: 0 });
  jar.set(CSRF_COOKIE, "", { httpOnly: false, sameSite: "strict", path: "/", secure, maxAge: 0 });
  jar.set(MODE_COOKIE, "", { httpOnly: false, sameSite: "lax", path: "/", secure, maxAge: 0 });
}

export async function readSessionToken(): Promise<string | undefined> {
  return (await cookies()).get(SESSION_COOKIE)?.value;
}
