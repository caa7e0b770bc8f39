"use server";

// Sign-in and sign-out for the dashboard (server actions; Next checks the Origin of every call).
import { redirect } from "next/navigation";
import { z } from "zod";
import { getDatabase } from "@/lib/db/client";
import { createDashboardSession, deleteDashboardSession, verifyLogin } from "@/lib/server/services/accounts/dashboard-sessions";
import { clearSessionCookies, readSessionToken, setSessionCookies } from "./session-cookies";

const loginSchema = z.object({
  email: z.string().trim().pipe(z.email("Enter a valid email address.").max(254)),
  // Bounded so a huge body cannot make scrypt hash megabytes.
  password: z.string().min(1, "Enter your password.").max(1024, "That password is too long."),
});

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
  const { db } = await getDatabase();
  const user = await verifyLogin(db, parsed.data.email, parsed.data.password);
  if (!user) return { email, error: "Incorrect email or password. Check them and try again." };
  const session = await createDashboardSession(db, user.id);
  await setSessionCookies(session);
  redirect("/dashboard");
}

export async function logoutAction(): Promise<void> {
  const token = await readSessionToken();
  if (token) {
    const { db } = await getDatabase();
    await deleteDashboardSession(db, token);
  }
  await clearSessionCookies();
  redirect("/login");
}
