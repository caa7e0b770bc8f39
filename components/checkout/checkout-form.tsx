"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { FormProvider, get, useForm, useFormContext, type FieldError, type FieldErrors, type Path } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircle, CreditCard, Stethoscope, Tag } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { FormField, fieldMessageId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { formatMoney } from "@/lib/format";
import { payCheckoutAction } from "@/lib/server/shopper/checkout-actions";
import { DURATION_OPTIONS, intakeQuestionsFor } from "@/lib/server/shopper/intake-questions";
import { payFormDefaults, payFormSchema, type PayFormOutput, type PayFormValues } from "@/lib/server/shopper/pay-form-schema";
import type { ShopperCheckout } from "@/lib/server/shopper/load-shopper-checkout";
import { CardInput } from "./card-input";
import { PoweredBy } from "./checkout-frame";
import { TestCardsHint } from "./test-cards-hint";

const COUNTRIES = [
  ["US", "United States"],
  ["CA", "Canada"],
  ["GB", "United Kingdom"],
  ["AU", "Australia"],
  ["DE", "Germany"],
  ["FR", "France"],
  ["IE", "Ireland"],
  ["MX", "Mexico"],
  ["NL", "Netherlands"],
  ["NZ", "New Zealand"],
] as const;

function errorAt(errors: FieldErrors<PayFormValues>, path: Path<PayFormValues>): string | undefined {
  return (get(errors, path) as FieldError | undefined)?.message;
}

function Section({ title, icon, description, children, id }: { title: string; icon?: React.ReactNode; description?: React.ReactNode; children: React.ReactNode; id?: string }) {
  return (
    <section className="space-y-4" aria-labelledby={id}>
      <div>
        <h2 id={id} className="flex items-center gap-2 text-base font-semibold text-fg">
          {icon}
          {title}
        </h2>
        {description && <div className="mt-1 text-[13px] leading-relaxed text-subtle">{description}</div>}
      </div>
      {children}
    </section>
  );
}

/** A labelled text input bound to a form path, with its error. */
function TextField({ path, label, optional, className, ...props }: { path: Path<PayFormValues>; label: string; optional?: boolean; className?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const { register, formState } = useFormContext<PayFormValues>();
  const id = `f-${path.replace(/\./g, "-")}`;
  const error = errorAt(formState.errors, path);
  return (
    <FormField id={id} label={label} optional={optional} error={error} className={className}>
      <Input id={id} {...register(path)} aria-invalid={error ? true : undefined} aria-describedby={error ? fieldMessageId(id) : undefined} className="h-10 text-base sm:text-sm" {...props} />
    </FormField>
  );
}

function ShippingSection() {
  const { register, formState } = useFormContext<PayFormValues>();
  const countryError = errorAt(formState.errors, "shipping.country");
  return (
    <Section title="Shipping address" id="shipping-heading">
      <div className="grid grid-cols-6 gap-3">
        <FormField id="f-shipping-country" label="Country" error={countryError} className="col-span-6">
          <Select id="f-shipping-country" {...register("shipping.country")} autoComplete="country" aria-invalid={countryError ? true : undefined} className="[&_select]:h-10 [&_select]:text-base sm:[&_select]:text-sm">
            {COUNTRIES.map(([code, name]) => (
              <option key={code} value={code}>{name}</option>
            ))}
          </Select>
        </FormField>
        <TextField path="shipping.line1" label="Address" autoComplete="address-line1" className="col-span-6" />
        <TextField path="shipping.line2" label="Apartment, suite, etc." optional autoComplete="address-line2" className="col-span-6" />
        <TextField path="shipping.city" label="City" autoComplete="address-level2" className="col-span-6 sm:col-span-2" />
        <TextField path="shipping.state" label="State" optional autoComplete="address-level1" className="col-span-3 sm:col-span-2" />
        <TextField path="shipping.postal_code" label="ZIP code" autoComplete="postal-code" className="col-span-3 sm:col-span-2" />
      </div>
    </Section>
  );
}

function IntakeSection({ visitType, testMode }: { visitType: string | null; testMode: boolean }) {
  const { register, formState } = useFormContext<PayFormValues>();
  const q = intakeQuestionsFor(visitType);
  const err = (p: Path<PayFormValues>) => errorAt(formState.errors, p);
  return (
    <Section
      title="Medical intake"
      id="intake-heading"
      icon={<Stethoscope className="size-4 text-success" aria-hidden />}
      description={
        <>
          Some items need a letter of medical necessity to be paid with HSA/FSA funds.{" "}
          {testMode
            ? "A clinician reviews your answers; in test mode the letter is approved immediately."
            : "A clinician reviews your answers and issues the letter, usually within one business day."}
        </>
      }
    >
      <div className="space-y-4 rounded-lg border border-slate-200 bg-slate-50/50 p-4">
        <FormField id="f-intake-condition" label={q.conditionLabel} error={err("intake.condition")}>
          <Textarea
            id="f-intake-condition"
            className="text-base sm:text-sm"
            rows={2}
            placeholder={q.conditionPlaceholder}
            {...register("intake.condition")}
            aria-invalid={err("intake.condition") ? true : undefined}
            aria-describedby={err("intake.condition") ? fieldMessageId("f-intake-condition") : undefined}
          />
        </FormField>
        <FormField id="f-intake-duration" label={q.durationLabel} error={err("intake.duration")}>
          <Select
            id="f-intake-duration"
            placeholder="Choose…"
            options={DURATION_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
            {...register("intake.duration")}
            aria-invalid={err("intake.duration") ? true : undefined}
            className="[&_select]:h-10 [&_select]:text-base sm:[&_select]:text-sm"
          />
        </FormField>
        <TextField path="intake.medications" label={q.medicationsLabel} placeholder="e.g. None, or lisinopril 10 mg daily" />
        <div>
          <label className="flex items-start gap-2.5 text-[13px] leading-snug text-fg-secondary">
            <input
              type="checkbox"
              {...register("intake.consent")}
              aria-invalid={err("intake.consent") ? true : undefined}
              aria-describedby={err("intake.consent") ? "f-intake-consent-message" : undefined}
              className="mt-0.5 size-4 shrink-0 rounded border-control accent-primary"
            />
            <span>{q.consentLabel}</span>
          </label>
          {err("intake.consent") && (
            <p id="f-intake-consent-message" role="alert" className="mt-1.5 text-[13px] text-danger">{err("intake.consent")}</p>
          )}
        </div>
      </div>
    </Section>
  );
}

function PromoCodeField() {
  const { formState } = useFormContext<PayFormValues>();
  const hasError = Boolean(get(formState.errors, "promo_code"));
  const [open, setOpen] = useState(false);
  if (!open && !hasError) {
    return (
      <button type="button" onClick={() => setOpen(true)} className="inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:text-accent-strong">
        <Tag className="size-4" aria-hidden />
        Add promotion code
      </button>
    );
  }
  return <TextField path="promo_code" label="Promotion code" optional autoFocus autoComplete="off" placeholder="e.g. WELCOME10" className="max-w-xs" />;
}

function SplitExplainer({ split }: { split: NonNullable<ShopperCheckout["split"]> }) {
  return (
    <div className="flex gap-3 rounded-lg bg-brand-50/70 p-3.5 text-[13px] leading-relaxed text-fg-secondary ring-1 ring-accent/15 ring-inset">
      <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-white text-accent shadow-xs ring-1 ring-accent/15" aria-hidden>
        <CreditCard className="size-3.5" />
      </span>
      <div>
        <p className="font-semibold text-fg">This order is paid with two cards</p>
        <p className="mt-0.5" data-testid="split-explainer">
          Your HSA/FSA card pays <strong className="font-semibold text-fg tabular-nums">{formatMoney(split.eligible)}</strong> for eligible items; a regular card pays{" "}
          <strong className="font-semibold text-fg tabular-nums">{formatMoney(split.nonEligible)}</strong> for the rest.
        </p>
      </div>
    </div>
  );
}

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
      result = await payCheckoutAction(checkout.id, values);
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

        <Section title="Contact information" id="contact-heading">
          <TextField path="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
        </Section>

        {r.shipping && <ShippingSection />}
        {r.intake && <IntakeSection visitType={checkout.visitType} testMode={checkout.testMode} />}

        <Section title={setup ? "Card to save" : "Payment"} id="payment-heading">
          {checkout.split ? (
            <>
              <SplitExplainer split={checkout.split} />
              <CardInput
                name="hsaCard"
                hsa
                legend={`HSA/FSA card · pays ${formatMoney(checkout.split.eligible)}`}
                labelPrefix="HSA/FSA card"
              />
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
            {busy ? "Processing…" : setup ? "Save card" : checkout.subscription?.trial ? "Start free trial" : checkout.subscription ? `Subscribe · ${formatMoney(checkout.totals.total)}` : `Pay ${formatMoney(checkout.totals.total)}`}
          </Button>
          <PoweredBy />
        </div>
      </form>
    </FormProvider>
  );
}
