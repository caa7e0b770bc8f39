import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { accounts, dashboardSessions, users } from "@/lib/db/schema";
import { verifyPassword } from "./passwords";

const SESSION_DAYS = 7;
const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Checks email and password; returns the user or null (same answer for unknown email and wrong password). */
export async function verifyLogin(db: Db, email: string, password: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  // Hash anyway for unknown emails so timing does not reveal which emails exist.
  const ok = await verifyPassword(password, user?.passwordHash ?? "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA");
  return user && ok ? user : null;
}

export async function createDashboardSession(db: Db, userId: string) {
  const token = randomBytes(32).toString("base64url");
  const csrfToken = randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.insert(dashboardSessions).values({ tokenHash: hash(token), userId, csrfToken, expiresAt });
  return { token, csrfToken, expiresAt };
}

export async function findDashboardSession(db: Db, token: string) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      accountId: users.accountId,
      accountName: accounts.name,
      csrfToken: dashboardSessions.csrfToken,
      expiresAt: dashboardSessions.expiresAt,
      tokenHash: dashboardSessions.tokenHash,
    })
    .from(dashboardSessions)
    .innerJoin(users, eq(users.id, dashboardSessions.userId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(dashboardSessions.tokenHash, hash(token)))
    .limit(1);
  if (!row || row.expiresAt.getTime() < Date.now()) return null;
  return row;
}

export async function deleteDashboardSession(db: Db, token: string) {
  await db.delete(dashboardSessions).where(eq(dashboardSessions.tokenHash, hash(token)));
}
