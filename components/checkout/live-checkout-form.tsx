"use client";

// The live hosted page's form: the same sections as the test form, and Stripe.js card fields.
// Pay makes a Stripe PaymentMethod per card in the browser, then posts them as JSON to this
// page's URL plus /confirm (keeping the URL's secret); a card that needs 3-D Secure is
// authenticated with stripe.handleNextAction and the same request is sent again.
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { FormProvider, useForm, type Path } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircle, ShieldAlert } from "lucide-react";
import type { StripeCardElement } from "@stripe/stripe-js";
import { Button } from "@/components/ui/button";
import { formatMoney } from "@/lib/format";
import type { ShopperCheckout } from "@/lib/server/shopper/load-shopper-checkout";
import { payFormDefaults, payFormSchema, type PayFormOutput, type PayFormValues } from "@/lib/schemas/pay-form";
import { IntakeSection, PausedNotice, PromoCodeField, Section, ShippingSection, SplitExplainer, TextField } from "./checkout-sections";
import { PoweredBy } from "./checkout-frame";
import { StripeCardField, useStripe } from "./stripe-card-fields";

type Answer = { checkout_session?: unknown; requires_action?: { client_secret: string }; detail?: { loc: (string | number)[]; msg: string; type: string }[] };

/** What Stripe.js could not do, said plainly: no card form of ours stands in for it. */
export function StripeUnavailable() {
  return (
    <div
      role="alert"
      data-testid="stripe-unavailable"
      className="flex items-start gap-3 rounded-lg bg-red-50 px-4 py-3.5 text-sm text-danger-strong ring-1 ring-danger/20 ring-inset"
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
      <div>
        <p className="font-semibold">The secure card form could not load.</p>
        <p className="mt-1 leading-relaxed">
          Cards are entered in a form from Stripe, our payment processor, and it did not load in this browser (no connection to js.stripe.com, or a blocker
          stopped it). Nothing was charged. Check your connection or allow js.stripe.com, then reload this page.
        </p>
        <Button type="button" variant="secondary" className="mt-3" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </div>
    </div>
  );
}

export function LiveCheckoutForm({ checkout, publishableKey }: { checkout: ShopperCheckout; publishableKey: string }) {
  const router = useRouter();
  const r = checkout.requirements;
  const stripeState = useStripe(publishableKey);
  const [cards, setCards] = useState<{ card?: StripeCardElement; hsa?: StripeCardElement }>({});
  const [cardErrors, setCardErrors] = useState<{ card?: string; hsa?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  // The test form's schema with its card fields left out: here cards live in Stripe's frames.
  const schema = payFormSchema(r).omit({ card: true, hsaCard: true });
  const form = useForm<PayFormValues, unknown, PayFormOutput>({
    resolver: zodResolver(schema) as never,
    defaultValues: payFormDefaults(r, checkout.email),
    mode: "onSubmit",
  });
  const busy = form.formState.isSubmitting || succeeded || refreshing;

  const onSubmit = form.handleSubmit(async (values) => {
    if (stripeState.status !== "ready") return;
    const stripe = stripeState.stripe;
    setFormError(null);
    setCardErrors({});
    const methods: { card?: string; hsa_fsa?: string } = {};
    for (const [slot, element] of [
      ["card", cards.card],
      ["hsa_fsa", cards.hsa],
    ] as const) {
      if (!element) continue;
      const made = await stripe.createPaymentMethod({ type: "card", card: element, billing_details: { email: values.email } });
      if (made.error) {
        setCardErrors((e) => ({ ...e, [slot === "card" ? "card" : "hsa"]: made.error.message ?? "Check this card." }));
        return;
      }
      methods[slot] = made.paymentMethod.id;
    }
    const body = JSON.stringify({
      email: values.email,
      promo_code: values.promo_code || undefined,
      shipping: values.shipping,
      intake: values.intake,
      payment_methods: methods,
    });
    const confirm = async (): Promise<Answer & { status: number }> => {
      const res = await fetch(`${window.location.pathname.replace(/\/$/, "")}/confirm${window.location.search}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
      return { status: res.status, ...((await res.json().catch(() => ({}))) as Answer) };
    };
    try {
      let answer = await confirm();
      if (answer.status === 200 && answer.requires_action) {
        const action = await stripe.handleNextAction({ clientSecret: answer.requires_action.client_secret });
        if (action.error) {
          setCardErrors({ card: action.error.message ?? "The card could not be authenticated." });
          return;
        }
        answer = await confirm();
      }
      if (answer.status === 200 && answer.checkout_session) {
        setSucceeded(true);
        if (checkout.successUrl) window.location.assign(checkout.successUrl);
        else startRefresh(() => router.refresh());
        return;
      }
      for (const entry of answer.detail ?? []) {
        const slot = entry.loc[entry.loc.length - 1];
        if (slot === "hsa_fsa") setCardErrors((e) => ({ ...e, hsa: entry.msg }));
        else if (slot === "card") setCardErrors((e) => ({ ...e, card: entry.msg }));
        else if (entry.loc[1] && entry.loc[1] !== "payment_methods" && typeof entry.loc[1] === "string") {
          form.setError(entry.loc.slice(1).join(".") as Path<PayFormValues>, { type: "server", message: entry.msg });
        } else setFormError(entry.msg);
      }
      if (!answer.detail?.length) setFormError("The payment could not be completed. Nothing was charged; try again.");
      if (values.promo_code || answer.status === 400) startRefresh(() => router.refresh());
    } catch {
      setFormError("We couldn't reach the payment service. Check your connection and try again.");
    }
  });

  if (stripeState.status === "failed") return <StripeUnavailable />;
  const total = checkout.totals.total;
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-8" aria-label="Checkout">
        <PausedNotice notice={checkout.pausedNotice} />
        <Section title="Contact information" id="contact-heading">
          <TextField path="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
        </Section>
        {r.shipping && <ShippingSection />}
        {r.intake && <IntakeSection visitType={checkout.visitType} testMode={false} />}
        <Section title="Payment" id="payment-heading">
          {stripeState.status === "loading" ? (
            <p className="text-sm text-muted" role="status" data-testid="stripe-loading">
              Loading the secure card form from Stripe…
            </p>
          ) : (
            <>
              {checkout.split && <SplitExplainer split={checkout.split} />}
              {checkout.split && (
                <StripeCardField
                  stripe={stripeState.stripe}
                  label={`HSA/FSA card · pays ${formatMoney(checkout.split.eligible)}`}
                  onReady={(hsa) => setCards((c) => ({ ...c, hsa }))}
                  error={cardErrors.hsa}
                />
              )}
              <StripeCardField
                stripe={stripeState.stripe}
                label={checkout.split ? `Regular card · pays ${formatMoney(checkout.split.nonEligible)}` : "Card information"}
                onReady={(card) => setCards((c) => ({ ...c, card }))}
                error={cardErrors.card}
              />
            </>
          )}
          {r.promo && <PromoCodeField />}
        </Section>
        <div className="space-y-4">
          {formError && (
            <div role="alert" className="flex items-start gap-2 rounded-md bg-red-50 px-3 py-2.5 text-sm text-danger ring-1 ring-danger/15 ring-inset">
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
              {formError}
            </div>
          )}
          <Button
            type="submit"
            loading={busy}
            disabled={stripeState.status !== "ready"}
            className="h-12 w-full justify-center text-base shadow-md shadow-primary/20"
          >
            {busy ? "Processing…" : checkout.subscription ? `Subscribe · ${formatMoney(total)}` : `Pay ${formatMoney(total)}`}
          </Button>
          <PoweredBy />
        </div>
      </form>
    </FormProvider>
  );
}
