"use server";

// Create and revoke secret keys from the Developers page. Each action re-checks the session
// and validates its input: server actions are public endpoints, whatever the UI allows.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { text } from "@/lib/schemas/common";
import { getDatabase } from "@/lib/db/client";
import { ApiError } from "@/lib/server/errors";
import { createApiKey, revokeApiKey, type ApiKeySummary } from "@/lib/server/services/accounts/api-keys";
import type { ActionResult } from "./action-result";
import { getCurrentSession } from "./current-session";

const DEVELOPERS_PATH = "/dashboard/developers";
const SIGNED_OUT = "Your session has ended. Sign in again to continue.";

const createInput = z.object({
  name: text().trim().min(1, "Give the key a name so you can recognise it later.").max(100, "Use at most 100 characters."),
});
const revokeInput = z.object({ id: z.string().regex(/^fkey_[a-z0-9]{26}$/, "Unknown key.") });

export async function createApiKeyAction(raw: { name: unknown }): Promise<ActionResult<{ secret: string; key: ApiKeySummary }>> {
  const session = await getCurrentSession();
  if (!session) return { ok: false, error: SIGNED_OUT };
  const parsed = createInput.safeParse(raw);
  if (!parsed.success) {
    const msg = parsed.error.issues[0]?.message ?? "Invalid name.";
    return { ok: false, error: msg, fieldErrors: { name: msg } };
  }
  const { db } = await getDatabase();
  const created = await createApiKey(db, session.accountId, session.testMode, parsed.data.name);
  revalidatePath(DEVELOPERS_PATH);
  return { ok: true, data: created };
}

export async function revokeApiKeyAction(raw: { id: unknown }): Promise<ActionResult<ApiKeySummary>> {
  const session = await getCurrentSession();
  if (!session) return { ok: false, error: SIGNED_OUT };
  const parsed = revokeInput.safeParse(raw);
  if (!parsed.success) return { ok: false, error: "That key does not exist." };
  const { db } = await getDatabase();
  try {
    const key = await revokeApiKey(db, session.accountId, session.testMode, parsed.data.id);
    revalidatePath(DEVELOPERS_PATH);
    return { ok: true, data: key };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { ok: false, error: "That key does not exist or is already revoked." };
    throw error;
  }
}
