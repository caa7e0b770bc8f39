import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { passwordChangeSchema } from "@/lib/schemas/password-change";
import {
  changeUserPassword,
  createDashboardSession,
  deleteDashboardSession,
  findDashboardSession,
  verifyLogin,
} from "@/lib/server/services/accounts/dashboard-sessions";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function newUser() {
  const m = await newMerchantScope(database);
  const user = await verifyLogin(database.db, m.merchant.email, m.merchant.password);
  return { ...m.merchant, id: user!.id };
}

describe("dashboard sessions", () => {
  it("each sign-in is a new session; deleting one ends only that one", async () => {
    const user = await newUser();
    const a = await createDashboardSession(database.db, user.id);
    const b = await createDashboardSession(database.db, user.id);
    expect(a.token).not.toBe(b.token);
    expect(a.csrfToken).not.toBe(b.csrfToken);
    await deleteDashboardSession(database.db, a.token);
    expect(await findDashboardSession(database.db, a.token)).toBeNull();
    expect(await findDashboardSession(database.db, b.token)).not.toBeNull();
  });

  it("a password change checks the current password, then ends every other session of the user and keeps this one", async () => {
    const user = await newUser();
    const other = await newUser();
    const current = await createDashboardSession(database.db, user.id);
    const elsewhere = [await createDashboardSession(database.db, user.id), await createDashboardSession(database.db, user.id)];
    const bystander = await createDashboardSession(database.db, other.id);

    const wrong = await changeUserPassword(database.db, {
      userId: user.id,
      currentPassword: "not it",
      newPassword: "a brand new password",
      keepToken: current.token,
    });
    expect(wrong).toEqual({ ok: false, reason: "wrong_current_password" });
    expect(await findDashboardSession(database.db, elsewhere[0].token)).not.toBeNull();

    const done = await changeUserPassword(database.db, {
      userId: user.id,
      currentPassword: user.password,
      newPassword: "a brand new password",
      keepToken: current.token,
    });
    expect(done).toEqual({ ok: true, endedSessions: 2 });
    expect(await findDashboardSession(database.db, current.token)).not.toBeNull();
    for (const s of elsewhere) expect(await findDashboardSession(database.db, s.token)).toBeNull();
    expect(await findDashboardSession(database.db, bystander.token)).not.toBeNull();
    expect(await verifyLogin(database.db, user.email, user.password)).toBeNull();
    expect(await verifyLogin(database.db, user.email, "a brand new password")).toMatchObject({ id: user.id });
  });
});

describe("the change-password schema (shared by the form and the server action)", () => {
  const ok = { current_password: "old password", new_password: "new password!", confirm_password: "new password!" };
  const issues = (input: Record<string, unknown>) => {
    const r = passwordChangeSchema.safeParse(input);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };
  it("accepts a good change and explains each refusal", () => {
    expect(passwordChangeSchema.safeParse(ok).success).toBe(true);
    expect(issues({ ...ok, current_password: "" })).toMatchObject({ current_password: "Enter your current password." });
    expect(issues({ ...ok, new_password: "short", confirm_password: "short" })).toMatchObject({ new_password: "Use at least 10 characters." });
    expect(issues({ ...ok, confirm_password: "something else" })).toEqual({ confirm_password: "The passwords do not match." });
    expect(issues({ ...ok, new_password: "old password", confirm_password: "old password" })).toEqual({
      new_password: "Choose a password different from the current one.",
    });
    expect(issues({ ...ok, new_password: " ".repeat(12), confirm_password: " ".repeat(12) })).toMatchObject({
      new_password: "The new password cannot be only spaces.",
    });
    expect(issues({ ...ok, new_password: "x".repeat(1025), confirm_password: "x".repeat(1025) })).toMatchObject({
      new_password: "Use at most 1024 characters.",
    });
    expect(issues({ current_password: 1, new_password: null })).not.toEqual({});
  });
});
