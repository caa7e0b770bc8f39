"use client";

import Link from "next/link";
import { Controller } from "react-hook-form";
import { Shuffle } from "lucide-react";
import { fieldProps } from "@/components/forms/field-props";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField, fieldMessageId } from "@/components/forms/form-field";
import { formParseOptions } from "@/components/forms/form-schema";
import { CouponPicker, CustomerPicker } from "@/components/catalogue/pickers";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { promoCodesResource } from "@/lib/client/resources/promo-codes";
import { useResourceForm } from "@/lib/client/use-resource-form";
import { PROMO_CODE_FORM_FIELDS, promoCodeCreateFormSchema, promoCodeFormDefaults, randomCode } from "./promo-code-form-schema";

/** Creates a promo code for a coupon (`couponId` preselects it). */
export function PromoCodeForm({ couponId }: { couponId?: string }) {
  const { form, onSubmit, formErrors, pending } = useResourceForm({
    resource: promoCodesResource,
    noun: "promo code",
    schema: promoCodeCreateFormSchema,
    parseOptions: formParseOptions,
    defaultValues: promoCodeFormDefaults(couponId),
    errorFields: PROMO_CODE_FORM_FIELDS,
    describe: (saved) => saved.code,
    href: (saved) => `/dashboard/promo-codes/${saved.promo_code_id}`,
  });
  const { setValue, control, formState } = form;
  const { errors } = formState;

  const described = (id: string, error?: { message?: string }) => ({
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? fieldMessageId(id) : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Create promo code">
      <FormAlert messages={formErrors} />

      <Card>
        <CardHeader title="Promo code" description="Customers type the code at checkout; it applies the coupon's discount." />
        <CardContent className="grid gap-5">
          <FormField id="coupon_id" label="Coupon" error={errors.coupon_id?.message}>
            <Controller
              control={control}
              name="coupon_id"
              render={({ field: f }) => (
                <CouponPicker id="coupon_id" value={f.value} onChange={(id) => f.onChange(id)} {...described("coupon_id", errors.coupon_id)} />
              )}
            />
          </FormField>
          <FormField
            id="code"
            label="Code"
            error={errors.code?.message}
            hint="Letters, digits, - and _. Codes are not case-sensitive: WELCOME10 and welcome10 are the same."
          >
            <div className="flex gap-2">
              <Input
                autoComplete="off"
                spellCheck={false}
                placeholder="e.g. WELCOME10"
                className="font-mono tracking-wide uppercase"
                {...fieldProps(form, "code")}
              />
              <Button variant="secondary" onClick={() => setValue("code", randomCode(), { shouldValidate: Boolean(errors.code) })}>
                <Shuffle aria-hidden /> Generate
              </Button>
            </div>
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader title="Restrictions" description="Leave blank for no limit." />
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="max_redemptions"
            label="Maximum redemptions"
            optional
            error={errors.max_redemptions?.message}
            hint="How many times this code can be used."
          >
            <Input inputMode="numeric" autoComplete="off" placeholder="Unlimited" className="tabular-nums" {...fieldProps(form, "max_redemptions")} />
          </FormField>
          <FormField id="customer" label="Customer" optional error={errors.customer?.message} hint="Only this customer can use the code.">
            <Controller
              control={control}
              name="customer"
              render={({ field: f }) => <CustomerPicker id="customer" value={f.value} onChange={f.onChange} {...described("customer", errors.customer)} />}
            />
          </FormField>
        </CardContent>
      </Card>

      <div className="flex items-center justify-end gap-2 border-t border-slate-200 pt-5">
        <Link href={couponId ? `/dashboard/coupons/${couponId}` : "/dashboard/promo-codes"} className={buttonClasses({ variant: "secondary" })}>
          Cancel
        </Link>
        <Button type="submit" loading={pending}>
          Create promo code
        </Button>
      </div>
    </form>
  );
}
