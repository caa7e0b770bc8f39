"use client";

import { Controller, type UseFormReturn } from "react-hook-form";
import { ProductMultiPicker } from "@/components/catalogue/pickers";
import { fieldProps } from "@/components/forms/field-props";
import { FormField, fieldMessageId } from "@/components/forms/form-field";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import type { CouponCreate } from "@/lib/schemas/coupon";
import type { CouponFormValues } from "./coupon-form-schema";

/** How often, until when and on which products the coupon can be redeemed. */
export function CouponLimitsFields({ form }: { form: UseFormReturn<CouponFormValues, unknown, CouponCreate> }) {
  const { control, formState } = form;
  const { errors } = formState;
  const field = (name: "max_redemptions" | "redeem_by") => fieldProps(form, name);
  return (
    <Card>
      <CardHeader title="Limits" description="Leave blank for no limit." />
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="max_redemptions"
          label="Maximum redemptions"
          optional
          error={errors.max_redemptions?.message}
          hint="Across all customers and promo codes."
        >
          <Input inputMode="numeric" autoComplete="off" placeholder="Unlimited" className="tabular-nums" {...field("max_redemptions")} />
        </FormField>
        <FormField id="redeem_by" label="Redeem by" optional error={errors.redeem_by?.message} hint="The last day it can be redeemed.">
          <Input type="date" {...field("redeem_by")} />
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
  );
}
