import { Money } from "@/components/money";
import { cn } from "@/components/ui/cn";

export type AmountRow = {
  label: React.ReactNode;
  amount: number | null | undefined;
  /** Shown as "−$5.00" (discounts, refunds). */
  negative?: boolean;
  /** The row that sums the ones above (bold, with a rule above). */
  total?: boolean;
  /** Hidden when the amount is 0. */
  hideZero?: boolean;
  hint?: React.ReactNode;
  testId?: string;
};

/** Label / amount rows, amounts right-aligned in tabular figures, e.g. a cart's totals. */
export function AmountRows({ rows, className }: { rows: AmountRow[]; className?: string }) {
  return (
    <dl className={cn("space-y-1.5 text-sm", className)}>
      {rows
        .filter((r) => !(r.hideZero && !r.amount))
        .map((r, i) => (
          <div
            key={i}
            className={cn("flex items-baseline justify-between gap-4", r.total && "mt-2 border-t border-slate-200 pt-2.5 font-semibold text-fg")}
            data-testid={r.testId}
          >
            <dt className={cn(r.total ? "text-fg" : "text-subtle")}>
              {r.label}
              {r.hint && <span className="ml-1.5 text-xs font-normal text-subtle">{r.hint}</span>}
            </dt>
            <dd className={cn("tabular-nums", r.total ? "text-fg" : "text-fg-secondary")}>
              {r.negative && r.amount ? <span className="tabular-nums">−</span> : null}
              <Money amount={r.amount} />
            </dd>
          </div>
        ))}
    </dl>
  );
}
