"use client";

import Link from "next/link";
import { useWatch, type Path } from "react-hook-form";
import { ChoiceCard } from "@/components/forms/choice-card";
import { fieldProps } from "@/components/forms/field-props";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { formParseOptions } from "@/components/forms/form-schema";
import { couponOffText } from "@/components/catalogue/labels";
import { MoneyInput, SuffixInput } from "@/components/forms/money-input";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { couponsResource } from "@/lib/client/resources/coupons";
import { useResourceForm } from "@/lib/client/use-resource-form";
import { CouponLimitsFields } from "./coupon-limits-fields";
import { COUPON_FORM_FIELDS, couponCreateFormSchema, couponFormDefaults, type CouponFormValues } from "./coupon-form-schema";

const DURATIONS = [
  { value: "once", title: "Once", text: "The first payment only." },
  { value: "repeating", title: "Several months", text: "Each payment for a number of months." },
  { value: "forever", title: "Forever", text: "Every payment of a subscription." },
] as const;

/** Creates a coupon (coupons cannot be edited: their terms are part of past discounts). */
export function CouponForm() {
  const { form, onSubmit, formErrors, pending } = useResourceForm({
    resource: couponsResource,
    noun: "coupon",
    schema: couponCreateFormSchema,
    parseOptions: formParseOptions,
    defaultValues: couponFormDefaults,
    errorFields: COUPON_FORM_FIELDS,
    describe: (saved) => `${saved.name ?? saved.coupon_id}: ${couponOffText(saved)}`,
    href: (saved) => `/dashboard/coupons/${saved.coupon_id}`,
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const discount = useWatch({ control, name: "discount" });
  const duration = useWatch({ control, name: "duration" });
  const field = (name: Path<CouponFormValues>) => fieldProps(form, name);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Create coupon">
      <FormAlert messages={formErrors} />

      <Card>
        <CardHeader title="Discount" description="Shoppers see the name on the checkout page and their receipt." />
        <CardContent className="grid gap-5">
          <FormField id="name" label="Name" optional error={errors.name?.message}>
            <Input autoComplete="off" placeholder="e.g. Spring wellness sale" {...field("name")} />
          </FormField>
          <fieldset>
            <legend className="mb-1.5 text-[13px] font-medium text-fg-secondary">Type</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <ChoiceCard
                value="amount_off"
                title="Fixed amount off"
                description="E.g. $5.00 off the order."
                selected={discount === "amount_off"}
                {...register("discount")}
              />
              <ChoiceCard
                value="percent_off"
                title="Percentage off"
                description="E.g. 12.5% off, rounded to the cent."
                selected={discount === "percent_off"}
                {...register("discount")}
              />
            </div>
          </fieldset>
          <div className="grid gap-5 sm:grid-cols-2">
            {discount === "amount_off" ? (
              <FormField id="amount_off" label="Amount off" error={errors.amount_off?.message} hint="In US dollars, e.g. 5.00.">
                <MoneyInput {...field("amount_off")} />
              </FormField>
            ) : (
              <FormField id="percent_off" label="Percent off" error={errors.percent_off?.message} hint="Up to 100, with at most two decimals.">
                <SuffixInput suffix="%" placeholder="10" {...field("percent_off")} />
              </FormField>
            )}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader title="Duration" description="For subscriptions: how many payments the discount applies to." />
        <CardContent className="grid gap-5">
          <fieldset>
            <legend className="sr-only">Duration</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              {DURATIONS.map((d) => (
                <ChoiceCard key={d.value} value={d.value} title={d.title} description={d.text} selected={duration === d.value} {...register("duration")} />
              ))}
            </div>
          </fieldset>
          {duration === "repeating" && (
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField id="duration_in_months" label="Number of months" error={errors.duration_in_months?.message}>
                <SuffixInput suffix="months" inputMode="numeric" {...field("duration_in_months")} />
              </FormField>
            </div>
          )}
        </CardContent>
      </Card>

      <CouponLimitsFields form={form} />

      <div className="flex items-center justify-end gap-2 border-t border-slate-200 pt-5">
        <Link href="/dashboard/coupons" className={buttonClasses({ variant: "secondary" })}>
          Cancel
        </Link>
        <Button type="submit" loading={pending}>
          Create coupon
        </Button>
      </div>
    </form>
  );
}
