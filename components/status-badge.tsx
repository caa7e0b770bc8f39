import { Badge, type BadgeTone } from "./ui/badge";

// One place that decides what colour a status gets, so every table reads the same way:
// green = done/healthy, amber = waiting on someone, red = went wrong, grey = inactive.
const TONES: Record<string, BadgeTone> = {
  active: "green",
  succeeded: "green",
  paid: "green",
  complete: "green",
  completed: "green",
  delivered: "green",
  enabled: "green",
  trialing: "blue",
  open: "blue",
  processing: "blue",
  pending: "amber",
  requires_payment_method: "amber",
  requires_confirmation: "amber",
  requires_action: "amber",
  requires_capture: "amber",
  past_due: "amber",
  incomplete: "amber",
  draft: "neutral",
  failed: "red",
  declined: "red",
  uncollectible: "red",
  unpaid: "red",
  incomplete_expired: "red",
  revoked: "red",
  expired: "neutral",
  canceled: "neutral",
  cancelled: "neutral",
  void: "neutral",
  archived: "neutral",
  inactive: "neutral",
  disabled: "neutral",
  refunded: "neutral",
  partially_refunded: "amber",
};

export function statusTone(status: string): BadgeTone {
  return TONES[status.toLowerCase()] ?? "neutral";
}

/** "requires_payment_method" -> "Requires payment method" */
export function statusLabel(status: string): string {
  const s = status.replace(/_/g, " ");
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function StatusBadge({ status, label, className }: { status: string; label?: string; className?: string }) {
  return (
    <Badge tone={statusTone(status)} dot className={className} data-status={status}>
      {label ?? statusLabel(status)}
    </Badge>
  );
}
