import { StatusBadge } from "@/components/status-badge";
import type { Webhook } from "@/lib/schemas/webhook";

export function WebhookStatus({ webhook }: { webhook: Pick<Webhook, "disabled"> }) {
  return <StatusBadge status={webhook.disabled ? "disabled" : "enabled"} label={webhook.disabled ? "Disabled" : "Enabled"} />;
}

/** "All events", or the types, shortened. */
export function eventsSummary(events: string[]): string {
  if (events.includes("*")) return "All events";
  return events.length <= 2 ? events.join(", ") : `${events.slice(0, 2).join(", ")} and ${events.length - 2} more`;
}
