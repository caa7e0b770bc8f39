"use client";

// The sections of the hosted page's form, shared by the test card form and the live (Stripe.js) form.
import { useState } from "react";
import { get, useFormContext, type FieldError, type FieldErrors, type Path } from "react-hook-form";
import { AlertCircle, CreditCard, Stethoscope, Tag } from "lucide-react";
import { FormField, fieldMessageId } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { formatMoney } from "@/lib/format";
import { DURATION_OPTIONS, intakeQuestionsFor } from "@/lib/checkout/intake-questions";
import type { PayFormValues } from "@/lib/schemas/pay-form";
import type { ShopperCheckout } from "@/lib/server/shopper/load-shopper-checkout";

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

export function Section({
  title,
  icon,
  description,
  children,
  id,
}: {
  title: string;
  icon?: React.ReactNode;
  description?: React.ReactNode;
  children: React.ReactNode;
  id?: string;
}) {
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
export function TextField({
  path,
  label,
  optional,
  className,
  ...props
}: { path: Path<PayFormValues>; label: string; optional?: boolean; className?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const { register, formState } = useFormContext<PayFormValues>();
  const id = `f-${path.replace(/\./g, "-")}`;
  const error = errorAt(formState.errors, path);
  return (
    <FormField id={id} label={label} optional={optional} error={error} className={className}>
      <Input
        id={id}
        {...register(path)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldMessageId(id) : undefined}
        className="h-10 text-base sm:text-sm"
        {...props}
      />
    </FormField>
  );
}

export function ShippingSection() {
  const { register, formState } = useFormContext<PayFormValues>();
  const countryError = errorAt(formState.errors, "shipping.country");
  return (
    <Section title="Shipping address" id="shipping-heading">
      <div className="grid grid-cols-6 gap-3">
        <FormField id="f-shipping-country" label="Country" error={countryError} className="col-span-6">
          <Select
            id="f-shipping-country"
            {...register("shipping.country")}
            autoComplete="country"
            aria-invalid={countryError ? true : undefined}
            className="[&_select]:h-10 [&_select]:text-base sm:[&_select]:text-sm"
          >
            {COUNTRIES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
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

export function IntakeSection({ visitType, testMode }: { visitType: string | null; testMode: boolean }) {
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
            <p id="f-intake-consent-message" role="alert" className="mt-1.5 text-[13px] text-danger">
              {err("intake.consent")}
            </p>
          )}
        </div>
      </div>
    </Section>
  );
}

export function PromoCodeField() {
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

export function SplitExplainer({ split }: { split: NonNullable<ShopperCheckout["split"]> }) {
  return (
    <div className="flex gap-3 rounded-lg bg-brand-50/70 p-3.5 text-[13px] leading-relaxed text-fg-secondary ring-1 ring-accent/15 ring-inset">
      <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-white text-accent shadow-xs ring-1 ring-accent/15" aria-hidden>
        <CreditCard className="size-3.5" />
      </span>
      <div>
        <p className="font-semibold text-fg">This order is paid with two cards</p>
        <p className="mt-0.5" data-testid="split-explainer">
          Your HSA/FSA card pays <strong className="font-semibold text-fg tabular-nums">{formatMoney(split.eligible)}</strong> for eligible items; a regular
          card pays <strong className="font-semibold text-fg tabular-nums">{formatMoney(split.nonEligible)}</strong> for the rest.
        </p>
      </div>
    </div>
  );
}

/** Payment attempts paused after too many declined cards (card testing): said before anything is typed. */
export function PausedNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <div
      role="alert"
      data-testid="attempts-paused"
      className="flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2.5 text-sm text-warning-strong ring-1 ring-warning/20 ring-inset"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      {notice}
    </div>
  );
}
