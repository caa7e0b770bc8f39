import { CreditCard, HeartPulse, ShoppingBag, Split } from "lucide-react";
import { statusLabel } from "@/components/status-badge";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { PaymentIntent } from "@/lib/schemas/payment-intent";

const SESSION_TONES: Record<string, BadgeTone> = { open: "blue", paid: "amber", complete: "green", canceled: "neutral" };
const SESSION_TITLES: Record<string, string> = {
  open: "Waiting for the shopper to pay",
  paid: "Authorized: capture it, or a letter of medical necessity is outstanding",
  complete: "Captured, nothing outstanding",
  canceled: "Canceled or expired; any hold was released",
};

/** open (blue) -> paid (amber: money held) -> complete (green); canceled (grey). */
export function SessionStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge tone={SESSION_TONES[status] ?? "neutral"} dot className={className} data-status={status} title={SESSION_TITLES[status]}>
      {statusLabel(status)}
    </Badge>
  );
}

type IntentLike = Pick<PaymentIntent, "status" | "amount_received" | "amount_refunded">;

/** A payment's state as a merchant reads it: Uncaptured, Succeeded, Partially refunded, Refunded... */
export function paymentStatus(pi: IntentLike): { key: string; label: string; tone: BadgeTone } {
  if (pi.status === "succeeded" && pi.amount_refunded > 0) {
    return pi.amount_refunded >= pi.amount_received
      ? { key: "refunded", label: "Refunded", tone: "neutral" }
      : { key: "partially_refunded", label: "Partially refunded", tone: "amber" };
  }
  switch (pi.status) {
    case "succeeded":
      return { key: "succeeded", label: "Succeeded", tone: "green" };
    case "requires_capture":
      return { key: "requires_capture", label: "Uncaptured", tone: "amber" };
    case "requires_payment_method":
      return { key: "requires_payment_method", label: "Incomplete", tone: "neutral" };
    case "canceled":
      return { key: "canceled", label: "Canceled", tone: "neutral" };
    case "processing":
      return { key: "processing", label: "Processing", tone: "blue" };
    default:
      return { key: pi.status, label: statusLabel(pi.status), tone: "amber" };
  }
}

export function PaymentStatusBadge({ intent, className }: { intent: IntentLike; className?: string }) {
  const s = paymentStatus(intent);
  return (
    <Badge tone={s.tone} dot className={className} data-status={intent.status} title={statusLabel(intent.status)}>
      {s.label}
    </Badge>
  );
}

const CART = {
  eligible: { label: "HSA/FSA card", icon: HeartPulse, tone: "green" as BadgeTone },
  non_eligible: { label: "Regular card", icon: CreditCard, tone: "blue" as BadgeTone },
  whole: { label: "Whole cart", icon: ShoppingBag, tone: "neutral" as BadgeTone },
};

/** Which cart of a session an intent pays. */
export function CartBadge({ cart }: { cart: PaymentIntent["cart"] }) {
  const c = CART[cart] ?? CART.whole;
  const Icon = c.icon;
  return (
    <Badge tone={c.tone} data-cart={cart}>
      <Icon className="size-3" aria-hidden />
      {c.label}
    </Badge>
  );
}

export function SplitCartBadge() {
  return (
    <Badge tone="brand" title="Paid with an HSA/FSA card (eligible items) and a regular card (the rest)">
      <Split className="size-3" aria-hidden />
      Split cart
    </Badge>
  );
}
