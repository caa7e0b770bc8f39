/** What reconciliation found differing between a live payment of ours and Stripe's (docs/processors.md). */
export type ReconciliationIssue = {
  kind: string;
  processor_object_id: string | null;
  detail: Record<string, unknown>;
  detected_at: string;
  resolved_at: string | null;
};
