"use client";

import { Ban, PackageCheck, ShieldAlert, Undo2 } from "lucide-react";
import { Money } from "@/components/money";
import { PageHeader } from "@/components/page-header";
import { CopyableId } from "@/components/resource/copyable-id";
import { SessionStatusBadge, SplitCartBadge } from "@/components/payments/payment-badges";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import type { CheckoutSession } from "@/lib/schemas/checkout-session";
import type { SessionAbilities, SessionDialog } from "./session-abilities";

export const SESSIONS_BACK = { href: "/dashboard/checkout-sessions", label: "Checkout sessions" };

/** Amount, status and the actions the session allows now. */
export function SessionHeader({
  session,
  abilities,
  onAction,
}: {
  session: CheckoutSession;
  abilities: SessionAbilities;
  onAction: (d: SessionDialog) => void;
}) {
  const { canCancel, canRefund, canCapture } = abilities;
  return (
    <PageHeader
      back={SESSIONS_BACK}
      requestsFor={session.checkout_session_id}
      title={<Money amount={session.amount_total} />}
      meta={
        <span className="flex items-center gap-2">
          <span data-testid="session-status">
            <SessionStatusBadge status={session.status} />
          </span>
          {session.split_cart && <SplitCartBadge />}
        </span>
      }
      description={<CopyableId id={session.checkout_session_id} label="Copy session ID" />}
      actions={
        <>
          {canCancel && (
            <Button variant="secondary" onClick={() => onAction("cancel")}>
              <Ban aria-hidden /> Cancel session
            </Button>
          )}
          {canRefund && (
            <Button variant={canCapture ? "secondary" : "primary"} onClick={() => onAction("refund")}>
              <Undo2 aria-hidden /> Refund
            </Button>
          )}
          {canCapture && (
            <Button onClick={() => onAction("capture")}>
              <PackageCheck aria-hidden /> Capture
            </Button>
          )}
        </>
      }
    />
  );
}

/** Card testing was suspected: the checkout page takes no payment attempt until then. */
export function AttemptsPausedNotice({ until }: { until: number }) {
  return (
    <div
      className="mb-6 flex items-start gap-3 rounded-lg bg-red-50 px-4 py-3 text-sm text-danger-strong ring-1 ring-danger/20 ring-inset"
      role="status"
      data-testid="attempts-paused"
    >
      <ShieldAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden />
      <p>
        <span className="font-medium">Payment attempts paused until {formatDateTime(new Date(until * 1000))}.</span> Too many cards were declined on this
        checkout&apos;s page, a sign of card testing. The shopper can try again after that, or you can cancel the session.
      </p>
    </div>
  );
}

export function AwaitingCaptureNotice({ held }: { held: number }) {
  return (
    <div className="mb-6 flex items-start gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-warning-strong ring-1 ring-warning/20 ring-inset" role="status">
      <PackageCheck className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
      <p>
        <span className="font-medium">
          <Money amount={held} /> is authorized and waiting to be captured.
        </span>{" "}
        Capture what you ship; the rest is released to the shopper.
      </p>
    </div>
  );
}
