import "server-only";
import { getDatabase } from "@/lib/db/client";
import { listApiKeys, type ApiKeySummary } from "@/lib/server/services/accounts/api-keys";
import type { DashboardSession } from "./current-session";

export type { ApiKeySummary };

/** The secret keys of the session's account in the session's mode, newest first. */
export async function listSessionApiKeys(session: DashboardSession): Promise<ApiKeySummary[]> {
  const { db } = await getDatabase();
  return listApiKeys(db, session.accountId, session.testMode);
}
