import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getDatabase } from "@/lib/db/client";
import { MODE_COOKIE, SESSION_COOKIE } from "@/lib/server/http/cookies";
import { findDashboardSession } from "@/lib/server/services/accounts/dashboard-sessions";
import type { Scope } from "@/lib/server/scope";

export type DashboardMode = "test" | "live";

export type DashboardSession = {
  userId: string;
  email: string;
  accountId: string;
  accountName: string;
  mode: DashboardMode;
  testMode: boolean;
};

export function parseMode(value: string | undefined): DashboardMode {
  return value === "live" ? "live" : "test";
}

/**
 * The signed-in user of this request, or null. Cached per request, so the layout and the page
 * can both ask without a second database round trip.
 */
export const getCurrentSession = cache(async (): Promise<DashboardSession | null> => {
  const jar = await cookies();
  const token = jar.get(SESSION_COOKIE)?.value;
  if (!token) return null;
  const { db } = await getDatabase();
  const row = await findDashboardSession(db, token);
  if (!row) return null;
  const mode = parseMode(jar.get(MODE_COOKIE)?.value);
  return { userId: row.userId, email: row.email, accountId: row.accountId, accountName: row.accountName, mode, testMode: mode === "test" };
});

/** For pages and layouts: the session, or a redirect to the login page. */
export async function requireSession(): Promise<DashboardSession> {
  const session = await getCurrentSession();
  if (!session) redirect("/login");
  return session;
}

/** The service-layer scope (account + mode) of a dashboard session. */
export async function sessionScope(session: DashboardSession): Promise<Scope> {
  const { db } = await getDatabase();
  return { db, accountId: session.accountId, testMode: session.testMode };
}
