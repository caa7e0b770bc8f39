"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { ChoiceCard } from "@/components/catalogue/choice-card";
import { FormAlert } from "@/components/catalogue/form-alert";
import { formParseOptions } from "@/components/catalogue/form-schema";
import { couponOffText } from "@/components/catalogue/labels";
import { MoneyInput, SuffixInput } from "@/components/catalogue/money-input";
import { ProductMultiPicker } from "@/components/catalogue/pickers";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { FormField, fieldMessageId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/client/api";
import { applyApiErrors } from "@/lib/client/form-errors";
import { couponsResource } from "@/lib/client/resources/coupons";
import { useCreateResource } from "@/lib/client/use-resource";
import type { CouponCreate } from "@/lib/schemas/coupon";
import { COUPON_FORM_FIELDS, couponCreateFormSchema, couponFormDefaults, type CouponFormValues } from "./coupon-form-schema";

const DURATIONS = [
  { value: "once", title: "Once", text: "The first payment only." },
  { value: "repeating", title: "Several months", text: "Each payment for a number of months." },
  { value: "forever", title: "Forever", text: "Every payment of a subscription." },
] as const;

/** Creates a coupon (coupons cannot be edited: their terms are part of past discounts). */
export function CouponForm() {
  const router = useRouter();
  const create = useCreateResource(couponsResource);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useForm<CouponFormValues, unknown, CouponCreate>({
    resolver: zodResolver(couponCreateFormSchema, formParseOptions),
    defaultValues: couponFormDefaults,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, handleSubmit, watch, setError, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const discount = watch("discount");
  const duration = watch("duration");

  const onSubmit = handleSubmit(async (body) => {
    setFormErrors([]);
    try {
      const saved = await create.mutateAsync(body);
      toast.success("Coupon created", { description: `${saved.name ?? saved.coupon_id}: ${couponOffText(saved)}` });
      router.push(`/dashboard/coupons/${saved.coupon_id}`);
    } catch (error) {
      setFormErrors(applyApiErrors<CouponFormValues>(error, setError, { prefix: ["body", "coupon"], fields: COUPON_FORM_FIELDS }));
      toast.error("Could not create the coupon", { description: errorMessage(error) });
    }
  });

  const field = (name: "name" | "amount_off" | "percent_off" | "duration_in_months" | "max_redemptions" | "redeem_by", error?: { message?: string }) => ({
    id: name,
    ...register(name),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? fieldMessageId(name) : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Create coupon">
      <FormAlert messages={formErrors} />

      <Card>
        <CardHeader title="Discount" description="Shoppers see the name on the checkout page and their receipt." />
        <CardContent className="grid gap-5">
          <FormField id="name" label="Name" optional error={errors.name?.message}>
            <Input autoComplete="off" placeholder="e.g. Spring wellness sale" {...field("name", errors.name)} />
          </FormField>
          <fieldset>
            <legend className="mb-1.5 text-[13px] font-medium text-fg-secondary">Type</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <ChoiceCard value="amount_off" title="Fixed amount off" description="E.g. $5.00 off the order." selected={discount === "amount_off"} {...register("discount")} />
              <ChoiceCard value="percent_off" title="Percentage off" description="E.g. 12.5% off, rounded to the cent." selected={discount === "percent_off"} {...register("discount")} />
            </div>
          </fieldset>
          <div className="grid gap-5 sm:grid-cols-2">
            {discount === "amount_off" ? (
              <FormField id="amount_off" label="Amount off" error={errors.amount_off?.message} hint="In US dollars, e.g. 5.00.">
                <MoneyInput {...field("amount_off", errors.amount_off)} />
              </FormField>
            ) : (
              <FormField id="percent_off" label="Percent off" error={errors.percent_off?.message} hint="Up to 100, with at most two decimals.">
                <SuffixInput suffix="%" placeholder="10" {...field("percent_off", errors.percent_off)} />
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
                <SuffixInput suffix="months" inputMode="numeric" {...field("duration_in_months", errors.duration_in_months)} />
              </FormField>
            </div>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader title="Limits" description="Leave blank for no limit." />
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <FormField id="max_redemptions" label="Maximum redemptions" optional error={errors.max_redemptions?.message} hint="Across all customers and promo codes.">
            <Input inputMode="numeric" autoComplete="off" placeholder="Unlimited" className="tabular-nums" {...field("max_redemptions", errors.max_redemptions)} />
          </FormField>
          <FormField id="redeem_by" label="Redeem by" optional error={errors.redeem_by?.message} hint="The last day it can be redeemed.">
            <Input type="date" {...field("redeem_by", errors.redeem_by)} />
          </FormField>
          <FormField
            id="applies_to"
            label="Applies to products"
            optional
            error={errors.applies_to?.products?.message ?? errors.applies_to?.message}
            hint="Leave empty to discount the whole order."
            className="sm:col-span-2"
          >
            <Controller
              control={control}
              name="applies_to.products"
              render={({ field: f }) => (
                <ProductMultiPicker
                  id="applies_to"
                  value={f.value}
                  onChange={f.onChange}
                  aria-invalid={errors.applies_to ? true : undefined}
                  aria-describedby={fieldMessageId("applies_to")}
                />
              )}
            />
          </FormField>
        </CardContent>
      </Card>

      <div className="flex items-center justify-end gap-2 border-t border-slate-200 pt-5">
        <Link href="/dashboard/coupons" className={buttonClasses({ variant: "secondary" })}>Cancel</Link>
        <Button type="submit" loading={isSubmitting}>Create coupon</Button>
      </div>
    </form>
  );
}
