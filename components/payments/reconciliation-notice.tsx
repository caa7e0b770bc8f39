import { Scale, ShieldAlert } from "lucide-react";
import type { ReconciliationIssue } from "@/lib/schemas/reconciliation-issue";

const KIND: Record<string, string> = {
  status_mismatch: "Stripe shows another status for this payment",
  amount_mismatch: "Stripe shows other amounts for this payment",
  missing_at_processor: "Stripe does not know this payment",
  captured_outside: "This payment was captured outside the dashboard (in Stripe)",
  refund_outside: "A refund was made outside the dashboard (in Stripe)",
};

function describe(kind: string): string {
  if (kind.startsWith("orphan_hold_released:")) return `A hold Stripe kept for this payment was released (${kind.split(":")[1]})`;
  if (kind.startsWith("refund_mismatch:")) return `Stripe shows another status or amount for refund ${kind.split(":")[1]}`;
  if (kind.startsWith("refund_missing:")) return `Stripe does not know refund ${kind.split(":")[1]}`;
  return KIND[kind] ?? kind;
}

const side = (d: unknown) =>
  d && typeof d === "object"
    ? Object.entries(d as Record<string, unknown>)
        .map(([k, v]) => `${k} ${String(v)}`)
        .join(", ")
    : "";

/** Live payments: a dispute, and what the hourly reconciliation with Stripe found (docs/processors.md). */
export function ReconciliationNotice({ issues, disputeStatus }: { issues: ReconciliationIssue[]; disputeStatus: string | null }) {
  const open = issues.filter((i) => !i.resolved_at);
  if (!open.length && !disputeStatus) return null;
  return (
    <div className="mb-6 space-y-3">
      {disputeStatus && (
        <div
          role="status"
          data-testid="dispute-notice"
          className="flex items-start gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm text-danger-strong ring-1 ring-danger/20 ring-inset"
        >
          <ShieldAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden />
          <p>
            <span className="font-medium">Disputed by the shopper&apos;s bank</span> ({disputeStatus.replaceAll("_", " ")}). Answer the dispute in your Stripe
            dashboard.
          </p>
        </div>
      )}
      {open.length > 0 && (
        <section
          aria-labelledby="reconciliation-heading"
          data-testid="reconciliation-issues"
          className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-warning-strong ring-1 ring-warning/25 ring-inset"
        >
          <h2 id="reconciliation-heading" className="flex items-center gap-2 font-medium">
            <Scale className="size-4 shrink-0 text-warning" aria-hidden /> Reconciliation with Stripe found{" "}
            {open.length === 1 ? "a difference" : `${open.length} differences`}
          </h2>
          <ul className="mt-1.5 list-disc space-y-1 pl-6">
            {open.map((i) => (
              <li key={i.kind}>
                {describe(i.kind)}.{" "}
                {"ours" in i.detail && "stripe" in i.detail && (
                  <span className="text-warning-strong">
                    Here: {side(i.detail.ours)}; Stripe: {side(i.detail.stripe)}.
                  </span>
                )}{" "}
                <span className="text-warning-strong">Found {new Date(i.detected_at).toUTCString()}.</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
