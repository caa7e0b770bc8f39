"use server";

// The billing setting of the Subscriptions page: what dunning ends in. Re-checks the session and
// validates its input (server actions are public endpoints, whatever the UI allows).
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { getDatabase } from "@/lib/db/client";
import { DUNNING_FINAL_STATUSES, updateBillingSettings } from "@/lib/server/services/accounts/billing-settings";
import type { ActionResult } from "./action-result";
import { getCurrentSession } from "./current-session";

const input = z.object({ dunning_final_status: z.enum(DUNNING_FINAL_STATUSES) });

export async function updateBillingSettingsAction(raw: { dunning_final_status: unknown }): Promise<ActionResult<{ dunning_final_status: string }>> {
  const session = await getCurrentSession();
  if (!session) return { ok: false, error: "Your session has ended. Sign in again to continue." };
  const parsed = input.safeParse(raw);
  if (!parsed.success) return { ok: false, error: "Choose unpaid or canceled." };
  const { db } = await getDatabase();
  const settings = await updateBillingSettings(db, session.accountId, parsed.data);
  revalidatePath("/dashboard/subscriptions");
  return { ok: true, data: settings };
}
