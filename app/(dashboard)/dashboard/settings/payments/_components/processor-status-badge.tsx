import { Badge } from "@/components/ui/badge";
import type { ProcessorSettings } from "@/lib/schemas/processor-settings";

/** Live mode's state at a glance: not set up, live Stripe, or a Stripe test account (staging). */
export function ProcessorStatusBadge({ settings }: { settings: ProcessorSettings }) {
  if (!settings.source)
    return (
      <Badge tone="amber" dot data-testid="processor-status">
        Not set up
      </Badge>
    );
  if (settings.key_mode === "test")
    return (
      <Badge tone="blue" dot data-testid="processor-status">
        Stripe test account
      </Badge>
    );
  return (
    <Badge tone="green" dot data-testid="processor-status">
      Stripe connected
    </Badge>
  );
}
