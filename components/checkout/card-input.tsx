"use client";

import { useId } from "react";
import { useFormContext, type FieldError } from "react-hook-form";
import { CreditCard, HeartPulse } from "lucide-react";
import { cn } from "@/components/ui/cn";
import type { PayFormValues } from "@/lib/schemas/pay-form";

/** "4242424242424242" -> "4242 4242 4242 4242" (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1228" -> "12 / 28". */
export function formatExpiry(value: string): string {
  const d = value.replace(/\D/g, "").slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}

const inputClasses =
  "block h-10 w-full border-0 bg-transparent px-3 text-base text-fg sm:text-[15px] placeholder:text-subtle focus:relative focus:z-10 " +
  "focus:ring-2 focus:ring-focus focus:outline-none focus:ring-inset aria-invalid:text-danger tabular-nums";

export type CardInputProps = {
  name: "card" | "hsaCard";
  /** Visible title of the group ("Card information", "HSA/FSA card", "Regular card"). */
  legend: string;
  /** Prefix of each control's accessible name (none -> "Card number"; "HSA/FSA card" -> "HSA/FSA card number"). */
  labelPrefix?: string;
  hint?: React.ReactNode;
  hsa?: boolean;
};

/** Number, expiry and CVC in one bordered group, with the group's first error below it. */
export function CardInput({ name, legend, labelPrefix, hint, hsa = false }: CardInputProps) {
  const { register, formState } = useFormContext<PayFormValues>();
  const errors = formState.errors[name] as Record<"number" | "expiry" | "cvc", FieldError | undefined> | undefined;
  const messageId = useId();
  const messages = [errors?.number?.message, errors?.expiry?.message, errors?.cvc?.message].filter((m): m is string => Boolean(m));
  // "Card number" alone; "HSA/FSA card number" when two cards share the form.
  const label = (plain: string, suffix: string) => (labelPrefix ? `${labelPrefix} ${suffix}` : plain);

  const number = register(`${name}.number`);
  const expiry = register(`${name}.expiry`);
  const cvc = register(`${name}.cvc`);
  const invalid = (e?: FieldError) => (e ? true : undefined);

  return (
    <fieldset>
      <legend className="mb-1.5 flex items-center gap-1.5 text-[13px] font-medium text-fg-secondary">
        {hsa && <HeartPulse className="size-3.5 text-success" aria-hidden />}
        {legend}
      </legend>
      <div className={cn("overflow-hidden rounded-md bg-white shadow-xs ring-1 ring-control ring-inset", messages.length > 0 && "ring-danger")}>
        <div className="relative">
          <input
            {...number}
            onChange={(e) => {
              e.target.value = formatCardNumber(e.target.value);
              return number.onChange(e);
            }}
            aria-label={label("Card number", "number")}
            aria-invalid={invalid(errors?.number)}
            aria-describedby={messages.length ? messageId : undefined}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            className={cn(inputClasses, "pr-11")}
          />
          <CreditCard className="pointer-events-none absolute top-1/2 right-3 z-10 size-5 -translate-y-1/2 text-icon" aria-hidden />
        </div>
        <div className="grid grid-cols-2 divide-x divide-slate-200 border-t border-slate-200">
          <input
            {...expiry}
            onChange={(e) => {
              e.target.value = formatExpiry(e.target.value);
              return expiry.onChange(e);
            }}
            aria-label={label("Expiration date", "expiration date")}
            aria-invalid={invalid(errors?.expiry)}
            aria-describedby={messages.length ? messageId : undefined}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            className={inputClasses}
          />
          <input
            {...cvc}
            onChange={(e) => {
              e.target.value = e.target.value.replace(/\D/g, "").slice(0, 4);
              return cvc.onChange(e);
            }}
            aria-label={label("Security code", "security code")}
            aria-invalid={invalid(errors?.cvc)}
            aria-describedby={messages.length ? messageId : undefined}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
            className={inputClasses}
          />
        </div>
      </div>
      {messages.length > 0 ? (
        <p id={messageId} role="alert" className="mt-1.5 text-[13px] text-danger" data-testid={`${name}-error`}>
          {messages[0]}
        </p>
      ) : hint ? (
        <p className="mt-1.5 text-[13px] text-subtle">{hint}</p>
      ) : null}
    </fieldset>
  );
}
