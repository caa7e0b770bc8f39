"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { FormProvider, useForm, type Path } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { formatMoney } from "@/lib/format";
import { payCheckoutAction } from "@/lib/server/shopper/checkout-actions";
import { payFormDefaults, payFormSchema, type PayFormOutput, type PayFormValues } from "@/lib/schemas/pay-form";
import type { ShopperCheckout } from "@/lib/server/shopper/load-shopper-checkout";
import { CardInput } from "./card-input";
import { IntakeSection, PausedNotice, PromoCodeField, Section, ShippingSection, SplitExplainer, TextField } from "./checkout-sections";
import { PoweredBy } from "./checkout-frame";
import { TestCardsHint } from "./test-cards-hint";

/** The right column of an open session: contact, shipping, intake, card(s), promo code, Pay. */
export function CheckoutForm({ checkout }: { checkout: ShopperCheckout }) {
  const router = useRouter();
  const r = checkout.requirements;
  const [formError, setFormError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const form = useForm<PayFormValues, unknown, PayFormOutput>({
    resolver: zodResolver(payFormSchema(r)),
    defaultValues: payFormDefaults(r, checkout.email),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { handleSubmit, setError, formState } = form;
  const busy = formState.isSubmitting || succeeded || refreshing;
  const setup = checkout.mode === "setup";

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    let result;
    try {
      result = await payCheckoutAction(checkout.id, checkout.secret, values);
    } catch {
      setFormError("We couldn't reach the payment service. Check your connection and try again.");
      return;
    }
    if (result.ok) {
      setSucceeded(true);
      if (result.redirectTo) window.location.assign(result.redirectTo);
      else startRefresh(() => router.refresh());
      return;
    }
    let focused = false;
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
      if (!message) continue;
      setError(field as Path<PayFormValues>, { type: "server", message }, { shouldFocus: !focused });
      focused = true;
    }
    if (result.error) setFormError(result.error);
    // A promo code or an ended session changes what the page shows.
    if (result.refresh || values.promo_code) startRefresh(() => router.refresh());
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-8" aria-label="Checkout">
        {checkout.testMode && <TestCardsHint />}
        <PausedNotice notice={checkout.pausedNotice} />

        <Section title="Contact information" id="contact-heading">
          <TextField path="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
        </Section>

        {r.shipping && <ShippingSection />}
        {r.intake && <IntakeSection visitType={checkout.visitType} testMode={checkout.testMode} />}

        <Section title={setup ? "Card to save" : "Payment"} id="payment-heading">
          {checkout.split ? (
            <>
              <SplitExplainer split={checkout.split} />
              <CardInput name="hsaCard" hsa legend={`HSA/FSA card · pays ${formatMoney(checkout.split.eligible)}`} labelPrefix="HSA/FSA card" />
              <CardInput name="card" legend={`Regular card · pays ${formatMoney(checkout.split.nonEligible)}`} labelPrefix="Regular card" />
            </>
          ) : (
            <CardInput
              name="card"
              legend="Card information"
              hint={checkout.hsaFsaEligible && !setup ? "Everything in this order is HSA/FSA eligible: you can pay with your HSA/FSA card." : undefined}
            />
          )}
          {r.promo && !setup && <PromoCodeField />}
        </Section>

        <div className="space-y-4">
          {formError && (
            <div role="alert" className="flex items-start gap-2 rounded-md bg-red-50 px-3 py-2.5 text-sm text-danger ring-1 ring-danger/15 ring-inset">
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
              {formError}
            </div>
          )}
          <Button type="submit" loading={busy} className={cn("h-12 w-full justify-center text-base shadow-md shadow-primary/20")}>
            {busy
              ? "Processing…"
              : setup
                ? "Save card"
                : checkout.subscription?.trial
                  ? "Start free trial"
                  : checkout.subscription
                    ? `Subscribe · ${formatMoney(checkout.totals.total)}`
                    : `Pay ${formatMoney(checkout.totals.total)}`}
          </Button>
          <PoweredBy />
        </div>
      </form>
    </FormProvider>
  );
}
