import { ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";

const DETAIL: Record<string, string | undefined> = {
  letter_of_medical_necessity: "with a letter",
  prescription: "with a prescription",
  vision: "vision",
  service: "medical service",
};

/** "HSA/FSA eligible" (with what makes it eligible, when that matters to the shopper). */
export function EligibilityBadge({ eligibility }: { eligibility: string | null }) {
  const detail = eligibility ? DETAIL[eligibility] : undefined;
  return (
    <Badge tone="green" className="gap-1">
      <ShieldCheck className="size-3.5" aria-hidden />
      HSA/FSA eligible
      {detail && <span className="font-normal text-success">· {detail}</span>}
    </Badge>
  );
}
