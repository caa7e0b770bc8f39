import { ArrowLeft, CircleSlash, Clock3, Link2Off } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";

export type UnavailableReason = "canceled" | "expired" | "not_found" | "link_inactive" | "too_many_requests" | "live_unavailable";

const COPY: Record<UnavailableReason, { title: string; body: (merchant?: string) => string; icon: typeof Clock3 }> = {
  expired: {
    title: "This checkout is no longer available",
    body: () => "This payment page has expired. Nothing was charged. Go back to the store to start a new checkout.",
    icon: Clock3,
  },
  canceled: {
    title: "This checkout is no longer available",
    body: (merchant) => `${merchant ?? "The seller"} canceled this checkout. Nothing was charged. Go back to the store to start again.`,
    icon: CircleSlash,
  },
  not_found: {
    title: "Checkout not found",
    body: () => "We couldn't find this payment page. Check the link you were given, or ask the seller for a new one.",
    icon: CircleSlash,
  },
  live_unavailable: {
    title: "This store can't take payments yet",
    body: (merchant) =>
      `${merchant ?? "The seller"} has not finished setting up card payments. Nothing was charged. Please contact ${merchant ?? "the seller"} or try again later.`,
    icon: CircleSlash,
  },
  too_many_requests: {
    title: "Too many requests",
    body: () => "We received too many requests from your network in a short time. Wait a minute, then reload this page.",
    icon: Clock3,
  },
  link_inactive: {
    title: "This link is no longer active",
    body: () => "The seller has turned off this payment link or changed what it sells. Nothing was charged. Ask them for a new link.",
    icon: Link2Off,
  },
};

/** The card body for a page that cannot take a payment. */
export function CheckoutUnavailable({ reason, merchantName, returnUrl }: { reason: UnavailableReason; merchantName?: string; returnUrl?: string | null }) {
  const copy = COPY[reason];
  const Icon = copy.icon;
  return (
    <div className="px-6 py-10 text-center sm:px-10">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-slate-100 text-subtle ring-8 ring-slate-50" aria-hidden>
        <Icon className="size-6" />
      </span>
      <h1 className="mt-5 text-xl font-semibold tracking-tight text-fg">{copy.title}</h1>
      <p className="mx-auto mt-2 max-w-sm text-sm leading-relaxed text-subtle">{copy.body(merchantName)}</p>
      {returnUrl && (
        <a href={returnUrl} className={buttonClasses({ variant: "secondary", className: "mt-6 h-10" })}>
          <ArrowLeft aria-hidden />
          Return to {merchantName ?? "the store"}
        </a>
      )}
    </div>
  );
}
