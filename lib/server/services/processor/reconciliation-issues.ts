import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import { reconciliationIssues } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import type { ReconciliationIssue } from "@/lib/schemas/reconciliation-issue";
import type { Scope } from "../../scope";

export type ReconciliationIssueInput = {
  objectType: "payment_intent" | "refund";
  objectId: string;
  processorObjectId: string | null;
  /** amount_mismatch, status_mismatch, missing_at_processor, captured_outside, refund_outside, orphan_hold_released, ... */
  kind: string;
  detail: Record<string, unknown>;
};

/** Records (or refreshes) what differs between one of our objects and the processor's. */
export async function recordReconciliationIssue(scope: Scope, issue: ReconciliationIssueInput): Promise<void> {
  const now = new Date();
  await scope.db
    .insert(reconciliationIssues)
    .values({ id: newId("reconciliationIssue"), accountId: scope.accountId, ...issue, detectedAt: now, resolvedAt: null })
    .onConflictDoUpdate({
      target: [reconciliationIssues.accountId, reconciliationIssues.objectId, reconciliationIssues.kind],
      set: { detail: issue.detail, processorObjectId: issue.processorObjectId, detectedAt: now, resolvedAt: null },
    });
}

/** What reconciliation found no longer differs. */
export async function resolveReconciliationIssue(scope: Scope, objectId: string, kind: string): Promise<void> {
  await scope.db
    .update(reconciliationIssues)
    .set({ resolvedAt: new Date() })
    .where(
      and(
        eq(reconciliationIssues.accountId, scope.accountId),
        eq(reconciliationIssues.objectId, objectId),
        eq(reconciliationIssues.kind, kind),
        isNull(reconciliationIssues.resolvedAt),
      ),
    );
}

/** The open (and recently resolved) issues of one payment intent, newest first, for its page. */
export async function listReconciliationIssues(scope: Scope, objectId: string): Promise<ReconciliationIssue[]> {
  const rows = await scope.db
    .select()
    .from(reconciliationIssues)
    .where(and(eq(reconciliationIssues.accountId, scope.accountId), eq(reconciliationIssues.objectId, objectId)))
    .orderBy(desc(reconciliationIssues.detectedAt));
  return rows.map((r) => ({
    kind: r.kind,
    processor_object_id: r.processorObjectId,
    detail: r.detail,
    detected_at: r.detectedAt.toISOString(),
    resolved_at: r.resolvedAt?.toISOString() ?? null,
  }));
}
