import { StatusBadge } from "@/components/status-badge";
import type { WebhookAttempt } from "@/lib/schemas/webhook";

/** Delivered, or failed with the HTTP status / error that made it fail. */
export function AttemptStatus({ attempt }: { attempt: Pick<WebhookAttempt, "status" | "http_status"> }) {
  return <StatusBadge status={attempt.status} label={attempt.status === "succeeded" ? "Delivered" : "Failed"} />;
}
