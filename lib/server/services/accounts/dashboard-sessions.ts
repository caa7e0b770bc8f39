import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { accounts, dashboardSessions, users } from "@/lib/db/schema";
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from "./passwords";

const SESSION_DAYS = 7;
const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Checks email and password; returns the user or null (same answer for unknown email and wrong
 * password). Throws PasswordHashBusyError when too many password checks are already waiting.
 */
export async function verifyLogin(db: Db, email: string, password: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  // Hash anyway for unknown emails, with the same parameters and through the same queue, so that
  // neither the answer nor its timing reveals which emails exist.
  const ok = await verifyPassword(password, user?.passwordHash ?? UNKNOWN_USER_HASH);
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

/** Ends every session of the user (all browsers signed out). */
export async function deleteUserDashboardSessions(db: Db, userId: string) {
  await db.delete(dashboardSessions).where(eq(dashboardSessions.userId, userId));
}

export type PasswordChangeResult = { ok: true; endedSessions: number } | { ok: false; reason: "wrong_current_password" | "unknown_user" };

/**
 * Changes a user's password after checking the current one, and ends every other session of the
 * user (the one whose token is `keepToken` goes on). Both hashes wait in the password-hash queue
 * (PasswordHashBusyError when it is full).
 */
export async function changeUserPassword(
  db: Db,
  input: { userId: string; currentPassword: string; newPassword: string; keepToken: string },
): Promise<PasswordChangeResult> {
  const [user] = await db.select().from(users).where(eq(users.id, input.userId)).limit(1);
  if (!user) return { ok: false, reason: "unknown_user" };
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) return { ok: false, reason: "wrong_current_password" };
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    return tx
      .delete(dashboardSessions)
      .where(and(eq(dashboardSessions.userId, user.id), ne(dashboardSessions.tokenHash, hash(input.keepToken))))
      .returning({ tokenHash: dashboardSessions.tokenHash });
  });
  return { ok: true, endedSessions: ended.length };
}
