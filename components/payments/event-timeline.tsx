"use client";

import { Ban, CircleCheck, CircleDollarSign, CircleX, Clock, CreditCard, History, PackageCheck, ShoppingCart, Undo2, type LucideIcon } from "lucide-react";
import { DateTime } from "@/components/date-time";
import { EmptyState } from "@/components/empty-state";
import { cn } from "@/components/ui/cn";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { useObjectEvents } from "@/lib/client/resources/use-object-events";
import { CART_LABELS } from "@/lib/client/resources/payment-intents";
import { formatMoney } from "@/lib/format";
import type { Event } from "@/lib/schemas/event";

type Described = { title: string; detail?: string; icon: LucideIcon; tone: "brand" | "green" | "amber" | "red" | "slate" };

const money = (v: unknown) => (typeof v === "number" ? formatMoney(v) : "");

/** A sentence a merchant understands for each event type the payments flow records. */
export function describeEvent(event: Event): Described {
  const o = (Object.values(event.object)[0] ?? {}) as Record<string, unknown>;
  const cart = typeof o.cart === "string" ? (CART_LABELS[o.cart as keyof typeof CART_LABELS] ?? "Payment") : "Payment";
  switch (event.event_type) {
    case "checkout.session.created":
      return { title: "Checkout session created", detail: `Total ${money(o.amount_total)}`, icon: ShoppingCart, tone: "slate" };
    case "checkout.session.paid":
      return { title: "Shopper paid", detail: "Payment authorized and waiting to be captured", icon: CreditCard, tone: "amber" };
    case "checkout.session.completed":
      return { title: "Checkout completed", icon: CircleCheck, tone: "green" };
    case "checkout.session.canceled":
      return { title: "Checkout session canceled", icon: Ban, tone: "slate" };
    case "checkout.session.expired":
      return { title: "Checkout session expired", icon: Clock, tone: "slate" };
    case "payment_intent.amount_capturable_updated":
      return { title: `${cart} authorized`, detail: `${money(o.amount_capturable)} held`, icon: CreditCard, tone: "amber" };
    case "payment_intent.succeeded":
      return { title: `${cart} captured`, detail: money(o.amount_received), icon: CircleDollarSign, tone: "green" };
    case "payment_intent.canceled":
      return { title: `${cart} canceled`, detail: "Any hold was released", icon: Ban, tone: "slate" };
    case "payment_intent.payment_failed": {
      const err = (o.last_payment_error ?? {}) as Record<string, unknown>;
      return { title: `${cart} payment failed`, detail: typeof err.message === "string" ? err.message : undefined, icon: CircleX, tone: "red" };
    }
    case "capture.created":
      return { title: "Capture recorded", detail: `${money(o.amount_captured)} captured`, icon: PackageCheck, tone: "green" };
    case "refund.created":
      return { title: "Refund created", detail: `${money(o.amount)}, pending settlement`, icon: Undo2, tone: "amber" };
    case "refund.updated": {
      const status = String(o.status ?? "");
      if (status === "succeeded")
        return { title: "Refund succeeded", detail: `${money(o.amount)}${o.reference_id ? ` · ARN ${o.reference_id}` : ""}`, icon: Undo2, tone: "green" };
      if (status === "failed") return { title: "Refund failed", detail: `${money(o.amount)} returned to the payment`, icon: CircleX, tone: "red" };
      return { title: "Refund updated", detail: money(o.amount), icon: Undo2, tone: "slate" };
    }
    default:
      return { title: event.event_type, icon: History, tone: "slate" };
  }
}

const TONES: Record<Described["tone"], string> = {
  brand: "bg-brand-50 text-accent ring-brand-100",
  green: "bg-emerald-50 text-success ring-emerald-100",
  amber: "bg-amber-50 text-warning ring-amber-100",
  red: "bg-red-50 text-danger ring-red-100",
  slate: "bg-slate-100 text-subtle ring-slate-200",
};

export type EventTimelineProps = {
  /** Objects whose events make up the timeline (a session, its intents, captures and refunds). */
  objectIds: string[];
  /** Changes when the objects change (e.g. the detail's updatedAt): the timeline refetches. */
  refreshKey?: unknown;
};

/** The events of several objects, merged newest first. */
export function EventTimeline({ objectIds, refreshKey }: EventTimelineProps) {
  const { events, loading, failed } = useObjectEvents(objectIds, refreshKey);

  if (loading && !events.length) {
    return (
      <ul className="space-y-5 px-5 py-4" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="flex gap-3">
            <Skeleton className="size-7 rounded-full" />
            <div className="flex-1 space-y-1.5">
              <Skeleton className="h-3.5 w-40" />
              <Skeleton className="h-3 w-28" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (failed && !events.length) return <p className="px-5 py-6 text-sm text-danger">{errorMessage(failed.error)}</p>;
  if (!events.length) return <EmptyState icon={History} title="No events yet" className="py-10" />;

  return (
    <ol className="px-5 py-4" aria-label="Timeline">
      {events.map((event, i) => {
        const d = describeEvent(event);
        const Icon = d.icon;
        return (
          <li key={event.event_id} className="relative flex gap-3 pb-5 last:pb-0" data-event-type={event.event_type}>
            {i < events.length - 1 && <span className="absolute top-8 bottom-1 left-3.5 w-px bg-slate-200" aria-hidden />}
            <span className={cn("relative flex size-7 shrink-0 items-center justify-center rounded-full ring-4", TONES[d.tone])}>
              <Icon className="size-3.5" aria-hidden />
            </span>
            <div className="min-w-0 flex-1 pt-0.5">
              <p className="text-sm font-medium text-fg">{d.title}</p>
              {d.detail && <p className="mt-0.5 truncate text-[13px] text-subtle">{d.detail}</p>}
              <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-subtle">
                <DateTime value={event.created_at} format="datetime" />
                <code className="font-mono">{event.event_type}</code>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
