import "server-only";
import { cookies, headers } from "next/headers";
import { CSRF_COOKIE, MODE_COOKIE, SESSION_COOKIE } from "@/lib/server/http/cookies";
import type { DashboardMode } from "./current-session";

const YEAR_SECONDS = 365 * 86_400;

/** Secure cookies only over https: a plain-http local server must still be able to log in. */
async function isHttps(): Promise<boolean> {
  const h = await headers();
  const proto = h.get("x-forwarded-proto")?.split(",")[0]?.trim();
  if (proto) return proto === "https";
  return (h.get("origin") ?? "").startsWith("https:");
}

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
  for (const name of [SESSION_COOKIE, CSRF_COOKIE, MODE_COOKIE]) jar.delete({ name, path: "/" });
}

export async function readSessionToken(): Promise<string | undefined> {
  return (await cookies()).get(SESSION_COOKIE)?.value;
}
