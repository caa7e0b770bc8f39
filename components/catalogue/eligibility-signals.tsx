// The evidence behind the eligibility bot's answer, shown where a merchant decides: the signals
// (ingredient, brand, category word, context, code) with their weights, the confidence, the review
// flag, and who decided when the merchant did.
import { CircleAlert, FlaskConical, Barcode, Tag, Type, Ban } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/components/ui/cn";
import { DateTime } from "@/components/date-time";
import type { EligibilitySignal, Product } from "@/lib/schemas/product";

const KIND: Record<EligibilitySignal["kind"], { label: string; icon: typeof Tag }> = {
  ingredient: { label: "Ingredient", icon: FlaskConical },
  brand: { label: "Brand", icon: Tag },
  category_word: { label: "Word", icon: Type },
  context_override: { label: "Context", icon: Ban },
  code: { label: "Code", icon: Barcode },
};

const FIELD: Record<EligibilitySignal["field"], string> = { name: "name", description: "description", url: "URL", code: "code" };

export { shortRationale } from "@/lib/client/eligibility-rationale";

export function EligibilitySignals({ signals, className }: { signals: EligibilitySignal[] | null; className?: string }) {
  if (!signals?.length) return <p className={cn("text-[13px] text-subtle", className)}>No signal: nothing in the product matched the catalogue.</p>;
  return (
    <ul aria-label="Signals" className={cn("flex flex-wrap gap-1.5", className)}>
      {signals.map((s, i) => {
        const kind = KIND[s.kind];
        const Icon = kind.icon;
        return (
          <li
            key={`${s.rule}-${s.field}-${i}`}
            data-signal-kind={s.kind}
            title={`${kind.label} in the ${FIELD[s.field]} (rule ${s.rule}) → ${s.eligibility}${s.overridden ? ", not counted" : ""}; weight ${s.weight}`}
            className={cn(
              "inline-flex max-w-full items-center gap-1 rounded-md px-1.5 py-0.5 text-xs whitespace-nowrap ring-1 ring-inset",
              s.kind === "context_override" ? "bg-rose-50 text-danger-strong ring-danger/20" : "bg-white text-fg-secondary ring-slate-200",
              s.overridden && "text-subtle",
            )}
          >
            <Icon className="size-3 shrink-0" aria-hidden />
            <span className="sr-only">{kind.label}:</span>
            <span className={cn("max-w-48 truncate font-medium", s.overridden && "line-through")}>{s.text}</span>
            {s.overridden && <span className="sr-only">(not counted)</span>}
            {s.category && <span className="max-w-40 truncate text-subtle">({s.category})</span>}
            <span className="text-subtle">in {FIELD[s.field]}</span>
            <span className="font-mono text-[11px] text-subtle">+{s.weight}</span>
          </li>
        );
      })}
    </ul>
  );
}

export function ConfidenceBadge({ confidence, className }: { confidence: number | null; className?: string }) {
  if (confidence === null) return null;
  const pct = Math.round(confidence * 100);
  return (
    <Badge tone={confidence >= 0.75 ? "green" : confidence >= 0.6 ? "blue" : "amber"} className={className} data-confidence={confidence.toFixed(2)}>
      {pct}% confident
    </Badge>
  );
}

export function ReviewBadge({ className }: { className?: string }) {
  return (
    <Badge tone="amber" className={className} data-review="needed">
      <CircleAlert className="size-3.5" aria-hidden /> Needs review
    </Badge>
  );
}

/** "Set by alice@example.com on Dec 3, 2026" for a merchant's decision; null otherwise. */
export function DecidedBy({
  product,
  className,
}: {
  product: Pick<Product, "eligibility_source" | "eligibility_decided_by" | "eligibility_decided_at">;
  className?: string;
}) {
  if (product.eligibility_source !== "merchant" || !product.eligibility_decided_by) return null;
  const who = product.eligibility_decided_by === "api_key" ? "an API key" : product.eligibility_decided_by;
  return (
    <p className={cn("text-[13px] text-muted", className)} data-testid="eligibility-decided-by">
      Set by <span className="font-medium text-fg">{who}</span>
      {product.eligibility_decided_at && (
        <>
          {" "}
          on <DateTime value={product.eligibility_decided_at} />
        </>
      )}
    </p>
  );
}
