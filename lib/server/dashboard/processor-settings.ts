import "server-only";
import { getDatabase } from "@/lib/db/client";
import type { ProcessorSettings } from "@/lib/schemas/processor-settings";
import { getProcessorSettings, hasLiveProcessor } from "@/lib/server/services/processor/processor-settings";
import { apiBaseUrl } from "./base-url";
import type { DashboardSession } from "./current-session";

/** The signed-in account's live processor settings (masked), for Settings → Payments processor. */
export async function loadProcessorSettings(session: DashboardSession): Promise<ProcessorSettings> {
  const { db } = await getDatabase();
  return getProcessorSettings(db, session.accountId, await apiBaseUrl());
}

/** For the live-mode banner, on every live page: whether live payments can be taken (one indexed read, no decryption). */
export async function liveProcessorReady(session: DashboardSession): Promise<boolean> {
  const { db } = await getDatabase();
  return hasLiveProcessor(db, session.accountId);
}
