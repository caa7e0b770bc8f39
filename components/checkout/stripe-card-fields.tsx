"use client";

// Stripe.js on a live hosted page: card fields in Stripe's own frames (no card number ever reaches
// our page or our server: PCI SAQ A). Stripe.js comes from js.stripe.com with the merchant's
// publishable key; when it cannot load, the page says so plainly and shows no card form at all.
import { useEffect, useRef, useState } from "react";
import { loadStripe } from "@stripe/stripe-js/pure";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";

export type StripeState = { status: "loading" } | { status: "ready"; stripe: Stripe } | { status: "failed" };

const LOAD_TIMEOUT_MS = 15_000;

/** Loads Stripe.js once, with a deadline: a blocked or unreachable js.stripe.com is "failed", never a spinner forever. */
export function useStripe(publishableKey: string): StripeState {
  const [state, setState] = useState<StripeState>({ status: "loading" });
  useEffect(() => {
    let done = false;
    const timer = setTimeout(() => {
      if (!done) setState({ status: "failed" });
    }, LOAD_TIMEOUT_MS);
    loadStripe(publishableKey)
      .then((stripe) => {
        done = true;
        setState(stripe ? { status: "ready", stripe } : { status: "failed" });
      })
      .catch(() => {
        done = true;
        setState({ status: "failed" });
      })
      .finally(() => clearTimeout(timer));
    return () => clearTimeout(timer);
  }, [publishableKey]);
  return state;
}

/** One card field in Stripe's frame, labelled like our own fields. */
export function StripeCardField({
  stripe,
  label,
  onReady,
  error,
}: {
  stripe: Stripe;
  label: string;
  onReady: (card: StripeCardElement) => void;
  error?: string;
}) {
  const mount = useRef<HTMLDivElement>(null);
  const id = `card-${label.replace(/\W+/g, "-").toLowerCase()}`;
  useEffect(() => {
    if (!mount.current) return;
    const card = stripe.elements().create("card", { hidePostalCode: true, style: { base: { fontSize: "15px", color: "rgb(15, 23, 42)" } } });
    card.mount(mount.current);
    onReady(card);
    return () => card.destroy();
    // onReady is a setter from the form: mounting once per Stripe instance is what we want.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stripe]);
  return (
    <div className="space-y-1.5">
      <p id={`${id}-label`} className="text-sm font-medium text-fg">
        {label}
      </p>
      <div
        ref={mount}
        aria-labelledby={`${id}-label`}
        className="rounded-md border border-control bg-white px-3 py-2.5 shadow-xs"
        data-testid="stripe-card-field"
      />
      {error && (
        <p role="alert" className="text-[13px] text-danger" data-testid="card-error">
          {error}
        </p>
      )}
    </div>
  );
}
