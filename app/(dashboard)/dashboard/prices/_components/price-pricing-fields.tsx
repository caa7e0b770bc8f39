"use client";

import { Controller, useWatch, type Path, type UseFormReturn } from "react-hook-form";
import { Lock, Repeat, ShoppingBag } from "lucide-react";
import { priceAmountText } from "@/components/catalogue/labels";
import { ProductPicker } from "@/components/catalogue/pickers";
import { ChoiceCard } from "@/components/forms/choice-card";
import { fieldProps } from "@/components/forms/field-props";
import { FormField, fieldMessageId } from "@/components/forms/form-field";
import { MoneyInput, SuffixInput } from "@/components/forms/money-input";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { priceProductId } from "@/lib/client/resources/prices";
import type { Price, PriceCreate, PriceUpdate } from "@/lib/schemas/price";
import type { Product } from "@/lib/schemas/product";
import type { PriceFormValues } from "./price-form-schema";

const INTERVAL_OPTIONS = [
  { value: "daily", label: "Day(s)" },
  { value: "weekly", label: "Week(s)" },
  { value: "monthly", label: "Month(s)" },
  { value: "yearly", label: "Year(s)" },
];

export type PriceFormApi = UseFormReturn<PriceFormValues, unknown, PriceCreate | PriceUpdate>;

/** Create: the product, one-time or recurring, the amount and the schedule. */
export function PricingFields({ form }: { form: PriceFormApi }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const type = useWatch({ control, name: "type" });
  const field = (name: Path<PriceFormValues>) => fieldProps(form, name);
  const recurringError = errors.recurring?.message ?? errors.recurring?.root?.message;
  return (
    <Card>
      <CardHeader title="Pricing" description="What the shopper pays. The amount cannot change once the price exists." />
      <CardContent className="grid gap-5">
        <FormField id="product" label="Product" error={errors.product?.message}>
          <Controller
            control={control}
            name="product"
            render={({ field: f }) => (
              <ProductPicker
                id="product"
                value={f.value}
                onChange={(id) => {
                  f.onChange(id);
                  f.onBlur();
                }}
                aria-invalid={errors.product ? true : undefined}
                aria-describedby={errors.product ? fieldMessageId("product") : undefined}
              />
            )}
          />
        </FormField>

        <fieldset>
          <legend className="mb-1.5 text-[13px] font-medium text-fg-secondary">Billing</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {(
              [
                { value: "one_time", title: "One-time", text: "Charged once at checkout.", icon: ShoppingBag },
                { value: "recurring", title: "Recurring", text: "Charged on a schedule, e.g. monthly refills.", icon: Repeat },
              ] as const
            ).map((o) => (
              <ChoiceCard key={o.value} value={o.value} title={o.title} description={o.text} icon={o.icon} selected={type === o.value} {...register("type")} />
            ))}
          </div>
        </fieldset>

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="unit_amount" label="Amount" error={errors.unit_amount?.message} hint="In US dollars, e.g. 12.99.">
            <MoneyInput {...field("unit_amount")} />
          </FormField>
        </div>

        {type === "recurring" && (
          <div className="grid gap-5 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset sm:grid-cols-3">
            <FormField id="recurring-interval_count" label="Bill every" error={errors.recurring?.interval_count?.message}>
              <Input inputMode="numeric" autoComplete="off" className="tabular-nums" {...field("recurring.interval_count")} />
            </FormField>
            <FormField id="recurring-interval" label="Interval" error={errors.recurring?.interval?.message ?? recurringError}>
              <Select options={INTERVAL_OPTIONS} {...field("recurring.interval")} />
            </FormField>
            <FormField id="recurring-trial_period_days" label="Free trial" optional error={errors.recurring?.trial_period_days?.message}>
              <SuffixInput suffix="days" inputMode="numeric" placeholder="None" {...field("recurring.trial_period_days")} />
            </FormField>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** Edit: amounts and billing are immutable, shown read-only. */
export function LockedPricing({ price, product }: { price: Price; product?: Product }) {
  return (
    <Card>
      <CardHeader title="Pricing" description="Amounts and billing cannot change. To charge a different amount, add a new price and deactivate this one." />
      <CardContent className="flex flex-wrap items-center gap-x-8 gap-y-3">
        <div>
          <p className="text-[13px] text-subtle">Amount</p>
          <p className="flex items-center gap-1.5 text-lg font-semibold text-fg tabular-nums">
            {priceAmountText(price)} <Lock className="size-3.5 text-icon" aria-label="Cannot change" />
          </p>
        </div>
        <div>
          <p className="text-[13px] text-subtle">Product</p>
          <p className="text-sm font-medium text-fg">{product?.name ?? priceProductId(price)}</p>
        </div>
      </CardContent>
    </Card>
  );
}
