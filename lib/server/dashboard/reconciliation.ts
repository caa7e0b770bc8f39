import "server-only";
import type { ReconciliationIssue } from "@/lib/schemas/reconciliation-issue";
import { listReconciliationIssues } from "@/lib/server/services/processor/reconciliation-issues";
import { type DashboardSession, sessionScope } from "./current-session";

/** What reconciliation found about one live payment (nothing in test mode), for its page. */
export async function loadReconciliationIssues(session: DashboardSession, paymentIntentId: string): Promise<ReconciliationIssue[]> {
  if (session.testMode) return [];
  return listReconciliationIssues(await sessionScope(session), paymentIntentId);
}
