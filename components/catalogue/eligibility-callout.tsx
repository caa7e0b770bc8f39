import { Bot, ShieldAlert, ShieldCheck, ShieldQuestion, ShieldX, UserPen } from "lucide-react";
import { cn } from "@/components/ui/cn";
import type { EligibilityValue } from "@/lib/eligibility/eligibility-values";
import type { Product } from "@/lib/schemas/product";
import { EligibilityBadge } from "./eligibility-badge";
import { ConfidenceBadge, DecidedBy, EligibilitySignals, ReviewBadge, shortRationale } from "./eligibility-signals";
import { ELIGIBILITY } from "./labels";

const FRAME: Record<EligibilityValue | "none", { box: string; icon: string }> = {
  auto_substantiation: { box: "bg-emerald-50/70 ring-success/20", icon: "bg-emerald-100 text-success" },
  letter_of_medical_necessity: { box: "bg-amber-50/70 ring-warning/25", icon: "bg-amber-100 text-warning" },
  prescription: { box: "bg-sky-50/70 ring-info/20", icon: "bg-sky-100 text-info" },
  vision: { box: "bg-sky-50/70 ring-info/20", icon: "bg-sky-100 text-info" },
  service: { box: "bg-sky-50/70 ring-info/20", icon: "bg-sky-100 text-info" },
  private_label: { box: "bg-brand-50/70 ring-accent/20", icon: "bg-brand-100 text-accent" },
  not_eligible: { box: "bg-slate-50 ring-subtle/15", icon: "bg-slate-200/70 text-muted" },
  none: { box: "bg-slate-50 ring-subtle/15", icon: "bg-slate-200/70 text-muted" },
};

/** The rule id in a bot rationale ("Matched rule iias.first_aid (catalogue …)") set in code type. */
function Rationale({ text }: { text: string }) {
  const m = /^(Matched rule )(\S+)( .*)$/s.exec(text);
  if (!m) return <>{text}</>;
  return (
    <>
      {m[1]}
      <code className="rounded bg-white/80 px-1 py-px font-mono text-[12.5px] text-fg ring-1 ring-fg/10">{m[2]}</code>
      {m[3]}
    </>
  );
}

/**
 * The product's HSA/FSA classification and, prominently, why: the bot's rationale (rule id,
 * catalogue version, what matched) or "Set by the merchant.".
 */
export function EligibilityCallout({
  value,
  rationale,
  decision,
  compact = false,
  className,
}: {
  value: EligibilityValue | null;
  rationale: string | null;
  /** Who decided and the bot's evidence: shows the review flag, confidence, signals and "Set by …". */
  decision?: Pick<
    Product,
    "eligibility_source" | "eligibility_review" | "eligibility_confidence" | "eligibility_signals" | "eligibility_decided_by" | "eligibility_decided_at"
  >;
  /** For side cards: badge and a clamped rationale, no icon or explanation. */
  compact?: boolean;
  className?: string;
}) {
  const frame = FRAME[value ?? "none"];
  if (compact) {
    return (
      <div className={cn("rounded-md p-3 ring-1 ring-inset", frame.box, className)} data-testid="eligibility-callout">
        <p className="flex flex-wrap items-center gap-2 text-[13px] font-medium text-fg">
          HSA/FSA <EligibilityBadge value={value} />
        </p>
        {rationale && (
          <p className="mt-1.5 line-clamp-4 text-[12.5px] leading-relaxed text-muted" title={rationale}>
            <strong className="font-semibold text-fg-secondary">Why: </strong>
            {rationale}
          </p>
        )}
      </div>
    );
  }
  const Icon = !value ? ShieldQuestion : value === "not_eligible" ? ShieldX : value === "letter_of_medical_necessity" ? ShieldAlert : ShieldCheck;
  const byMerchant = rationale === "Set by the merchant." || decision?.eligibility_source === "merchant";
  const shown = decision ? shortRationale(rationale) : rationale;
  return (
    <section
      aria-label="HSA/FSA eligibility"
      data-testid="eligibility-callout"
      className={cn("flex gap-4 rounded-lg p-4 ring-1 ring-inset", frame.box, className)}
    >
      <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-full", frame.icon)} aria-hidden>
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-sm font-semibold text-fg">{value ? ELIGIBILITY[value].label : "Not classified"}</h2>
          <EligibilityBadge value={value} />
          {value && <code className="font-mono text-xs text-subtle">{value}</code>}
          {decision?.eligibility_review === "needed" && <ReviewBadge />}
          {decision && decision.eligibility_source !== "merchant" && <ConfidenceBadge confidence={decision.eligibility_confidence} />}
        </div>
        <p className="mt-0.5 text-[13px] text-muted">
          {value ? ELIGIBILITY[value].description : "Edit the product and classify it with the eligibility bot, or choose its eligibility yourself."}
        </p>
        {rationale && (
          <p className="mt-2.5 flex gap-2 text-[13px] leading-relaxed text-fg" data-testid="eligibility-rationale">
            {byMerchant ? (
              <UserPen className="mt-0.5 size-4 shrink-0 text-subtle" aria-hidden />
            ) : (
              <Bot className="mt-0.5 size-4 shrink-0 text-subtle" aria-hidden />
            )}
            <span>
              <strong className="font-semibold">Why: </strong>
              <Rationale text={shown ?? rationale} />
            </span>
          </p>
        )}
        {decision && <DecidedBy product={decision} className="mt-1.5 pl-6" />}
        {decision && decision.eligibility_source !== "merchant" && decision.eligibility_signals && (
          <EligibilitySignals signals={decision.eligibility_signals} className="mt-2.5 pl-6" />
        )}
      </div>
    </section>
  );
}
