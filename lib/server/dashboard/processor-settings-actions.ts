"use server";

// Settings → Payments processor: save, replace or remove the account's Stripe keys. Re-checks the
// session and validates its input with the resource's schema (server actions are public endpoints).
import { revalidatePath } from "next/cache";
import { getDatabase } from "@/lib/db/client";
import { processorSettingsInputSchema, type ProcessorSettings } from "@/lib/schemas/processor-settings";
import { ApiError } from "@/lib/server/errors";
import { removeProcessorSettings, saveProcessorSettings } from "@/lib/server/services/processor/processor-settings";
import type { ActionResult } from "./action-result";
import { getCurrentSession } from "./current-session";
import { loadProcessorSettings } from "./processor-settings";

const SIGNED_OUT = "Your session has ended. Sign in again to continue.";

export async function saveProcessorSettingsAction(raw: unknown): Promise<ActionResult<ProcessorSettings>> {
  const session = await getCurrentSession();
  if (!session) return { ok: false, error: SIGNED_OUT };
  const parsed = processorSettingsInputSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
    return { ok: false, error: "Check the highlighted fields.", fieldErrors };
  }
  const { db } = await getDatabase();
  try {
    await saveProcessorSettings(db, session.accountId, parsed.data);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      const fieldErrors: Record<string, string> = {};
      for (const d of error.detail) fieldErrors[String(d.loc[d.loc.length - 1] ?? "form")] ??= d.msg;
      return { ok: false, error: error.detail[0]?.msg ?? "Nothing was saved.", fieldErrors };
    }
    throw error;
  }
  revalidatePath("/dashboard", "layout");
  return { ok: true, data: await loadProcessorSettings(session) };
}

export async function removeProcessorSettingsAction(): Promise<ActionResult<ProcessorSettings>> {
  const session = await getCurrentSession();
  if (!session) return { ok: false, error: SIGNED_OUT };
  const { db } = await getDatabase();
  await removeProcessorSettings(db, session.accountId);
  revalidatePath("/dashboard", "layout");
  return { ok: true, data: await loadProcessorSettings(session) };
}
