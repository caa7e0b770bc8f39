import "server-only";
import { getDatabase } from "@/lib/db/client";
import type { ProcessorSettings } from "@/lib/schemas/processor-settings";
import { getProcessorSettings } from "@/lib/server/services/processor/processor-settings";
import { apiBaseUrl } from "./base-url";
import type { DashboardSession } from "./current-session";

/** The signed-in account's live processor settings (masked), for Settings → Payments processor. */
export async function loadProcessorSettings(session: DashboardSession): Promise<ProcessorSettings> {
  const { db } = await getDatabase();
  return getProcessorSettings(db, session.accountId, await apiBaseUrl());
}

/** For the live-mode banner: whether live payments can be taken (a processor is set up). */
export async function liveProcessorReady(session: DashboardSession): Promise<boolean> {
  return (await loadProcessorSettings(session)).source !== null;
}
