"use server";

// Sign-in, sign-out and password change for the dashboard (server actions; Next checks the Origin
// of every call). They are public endpoints: each validates its input and, where it acts for a
// user, re-checks the session.
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";
import { getDatabase } from "@/lib/db/client";
import { passwordChangeSchema, type PasswordChangeField } from "@/lib/schemas/password-change";
import { clientAddress } from "@/lib/server/http/client-address";
import { beginLoginAttempt, cancelLoginAttempt, loginRefusalMessage, recordLoginFailure, recordLoginSuccess } from "@/lib/server/http/login-limits";
import { changeUserPassword, createDashboardSession, deleteDashboardSession, verifyLogin } from "@/lib/server/services/accounts/dashboard-sessions";
import { isPasswordHashBusy } from "@/lib/server/services/accounts/passwords";
import type { ActionResult } from "./action-result";
import { getCurrentSession } from "./current-session";
import { clearSessionCookies, readSessionToken, setSessionCookies } from "./session-cookies";

const loginSchema = z.object({
  email: z.string().trim().pipe(z.email("Enter a valid email address.").max(254)),
  // Bounded so a huge body cannot make scrypt hash megabytes.
  password: z.string().min(1, "Enter your password.").max(1024, "That password is too long."),
});

const BUSY = "Sign-in is busy right now. Try again in a few seconds.";
const SIGNED_OUT = "Your session has ended. Sign in again to continue.";

export type LoginState = {
  error?: string;
  fieldErrors?: { email?: string; password?: string };
  /** Echoed back so the form keeps what was typed. */
  email?: string;
};

export async function loginAction(_previous: LoginState, formData: FormData): Promise<LoginState> {
  const email = String(formData.get("email") ?? "");
  const parsed = loginSchema.safeParse({ email, password: formData.get("password") ?? "" });
  if (!parsed.success) {
    const fields = z.flattenError(parsed.error).fieldErrors;
    return { email, fieldErrors: { email: fields.email?.[0], password: fields.password?.[0] } };
  }
  // The limits come first: a refused attempt costs no password hash.
  const refusal = await beginLoginAttempt(parsed.data.email, clientAddress(await headers()));
  if (refusal) return { email, error: loginRefusalMessage(refusal) };

  const { db } = await getDatabase();
  let user: Awaited<ReturnType<typeof verifyLogin>>;
  try {
    user = await verifyLogin(db, parsed.data.email, parsed.data.password);
  } catch (error) {
    if (!isPasswordHashBusy(error)) throw error;
    await cancelLoginAttempt(parsed.data.email);
    return { email, error: BUSY };
  }
  if (!user) {
    const lockout = await recordLoginFailure(parsed.data.email);
    return { email, error: lockout ? loginRefusalMessage(lockout) : "Incorrect email or password. Check them and try again." };
  }
  await recordLoginSuccess(parsed.data.email);

  // A new session at every sign-in. Whatever session cookie the browser brought (planted by
  // someone else, or an older sign-in) is ended, never adopted.
  const previous = await readSessionToken();
  if (previous) await deleteDashboardSession(db, previous);
  const session = await createDashboardSession(db, user.id);
  await setSessionCookies(session);
  redirect("/dashboard");
}

/** Ends the session on the server (its cookie is worthless from now on) and clears the cookies. */
export async function logoutAction(): Promise<void> {
  const token = await readSessionToken();
  if (token) {
    const { db } = await getDatabase();
    await deleteDashboardSession(db, token);
  }
  await clearSessionCookies();
  redirect("/login");
}

/**
 * Changes the signed-in user's password. Every other session of the user ends; this one goes on.
 * A wrong current password counts against the email's sign-in limit (a stolen session cannot be
 * used to guess the password faster than the login page could).
 */
export async function changePasswordAction(raw: unknown): Promise<ActionResult<{ endedSessions: number }>> {
  const session = await getCurrentSession();
  const token = await readSessionToken();
  if (!session || !token) return { ok: false, error: SIGNED_OUT };
  const parsed = passwordChangeSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<PasswordChangeField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as PasswordChangeField | undefined;
      if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
    return { ok: false, error: "Check the highlighted fields.", fieldErrors };
  }
  const refusal = await beginLoginAttempt(session.email, clientAddress(await headers()));
  if (refusal) return { ok: false, error: loginRefusalMessage(refusal, "password attempts") };

  const { db } = await getDatabase();
  let result: Awaited<ReturnType<typeof changeUserPassword>>;
  try {
    result = await changeUserPassword(db, {
      userId: session.userId,
      currentPassword: parsed.data.current_password,
      newPassword: parsed.data.new_password,
      keepToken: token,
    });
  } catch (error) {
    if (!isPasswordHashBusy(error)) throw error;
    await cancelLoginAttempt(session.email);
    return { ok: false, error: "The server is busy right now. Try again in a few seconds." };
  }
  if (!result.ok) {
    if (result.reason === "unknown_user") return { ok: false, error: SIGNED_OUT };
    const lockout = await recordLoginFailure(session.email);
    if (lockout) return { ok: false, error: loginRefusalMessage(lockout, "password attempts") };
    const message = "That is not your current password.";
    return { ok: false, error: message, fieldErrors: { current_password: message } };
  }
  await recordLoginSuccess(session.email);
  return { ok: true, data: { endedSessions: result.endedSessions } };
}
