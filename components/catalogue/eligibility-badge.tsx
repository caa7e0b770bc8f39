import { ShieldAlert, ShieldCheck, ShieldQuestion, ShieldX } from "lucide-react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { EligibilityValue } from "@/lib/eligibility/eligibility-values";
import { ELIGIBILITY } from "./labels";

const TONES: Record<EligibilityValue, BadgeTone> = {
  auto_substantiation: "green",
  letter_of_medical_necessity: "amber",
  prescription: "blue",
  vision: "blue",
  service: "blue",
  private_label: "brand",
  not_eligible: "neutral",
};

/** HSA/FSA eligibility at a glance: green IIAS, amber needs a letter, blue other eligible kinds. */
export function EligibilityBadge({ value, className }: { value: EligibilityValue | null | undefined; className?: string }) {
  if (!value) {
    return (
      <Badge tone="neutral" className={className} data-eligibility="none" title="Not classified yet">
        <ShieldQuestion className="size-3.5" aria-hidden /> Unclassified
      </Badge>
    );
  }
  const info = ELIGIBILITY[value];
  const Icon = value === "not_eligible" ? ShieldX : value === "letter_of_medical_necessity" ? ShieldAlert : ShieldCheck;
  return (
    <Badge tone={TONES[value]} className={className} data-eligibility={value} title={`${info.label}: ${info.description}`}>
      <Icon className="size-3.5" aria-hidden /> {info.short}
    </Badge>
  );
}
