import { HeartPulse } from "lucide-react";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const LABELS: Record<string, string> = {
  not_eligible: "Not eligible",
  auto_substantiation: "IIAS",
  letter_of_medical_necessity: "Needs LMN",
  prescription: "Prescription",
  vision: "Vision",
  service: "Medical service",
  private_label: "Private label",
};

const TITLES: Record<string, string> = {
  not_eligible: "Not HSA/FSA-eligible: paid with the regular card",
  auto_substantiation: "HSA/FSA-eligible, auto-substantiated (IIAS)",
  letter_of_medical_necessity: "HSA/FSA-eligible with a letter of medical necessity",
  prescription: "HSA/FSA-eligible with a prescription",
  vision: "HSA/FSA-eligible vision product",
  service: "HSA/FSA-eligible medical service",
  private_label: "HSA/FSA-eligible private label product",
};

export function eligibilityLabel(value: string | null | undefined): string {
  if (!value) return "Not eligible";
  return LABELS[value] ?? value;
}

/** The HSA/FSA eligibility of a line or product: green when eligible, grey otherwise. */
export function EligibilityBadge({ value, eligible }: { value: string | null | undefined; eligible?: boolean }) {
  const isEligible = eligible ?? Boolean(value && value !== "not_eligible");
  const tone: BadgeTone = isEligible ? "green" : "neutral";
  return (
    <Badge tone={tone} title={TITLES[value ?? "not_eligible"]} data-eligibility={value ?? "not_eligible"}>
      {isEligible && <HeartPulse className="size-3" aria-hidden />}
      {isEligible ? `HSA/FSA · ${eligibilityLabel(value)}` : eligibilityLabel(value)}
    </Badge>
  );
}
