"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Shuffle } from "lucide-react";
import { toast } from "sonner";
import { FormAlert } from "@/components/catalogue/form-alert";
import { formParseOptions } from "@/components/catalogue/form-schema";
import { CouponPicker, CustomerPicker } from "@/components/catalogue/pickers";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { FormField, fieldMessageId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/client/api";
import { applyApiErrors } from "@/lib/client/form-errors";
import { promoCodesResource } from "@/lib/client/resources/promo-codes";
import { useCreateResource } from "@/lib/client/use-resource";
import type { PromoCodeCreate } from "@/lib/schemas/promo-code";
import { PROMO_CODE_FORM_FIELDS, promoCodeCreateFormSchema, promoCodeFormDefaults, randomCode, type PromoCodeFormValues } from "./promo-code-form-schema";

/** Creates a promo code for a coupon (`couponId` preselects it). */
export function PromoCodeForm({ couponId }: { couponId?: string }) {
  const router = useRouter();
  const create = useCreateResource(promoCodesResource);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useForm<PromoCodeFormValues, unknown, PromoCodeCreate>({
    resolver: zodResolver(promoCodeCreateFormSchema, formParseOptions),
    defaultValues: promoCodeFormDefaults(couponId),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, handleSubmit, setError, setValue, control, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (body) => {
    setFormErrors([]);
    try {
      const saved = await create.mutateAsync(body);
      toast.success("Promo code created", { description: saved.code });
      router.push(`/dashboard/promo-codes/${saved.promo_code_id}`);
    } catch (error) {
      setFormErrors(applyApiErrors<PromoCodeFormValues>(error, setError, { prefix: ["body", "promo_code"], fields: PROMO_CODE_FORM_FIELDS }));
      toast.error("Could not create the promo code", { description: errorMessage(error) });
    }
  });

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
              render={({ field: f }) => <CouponPicker id="coupon_id" value={f.value} onChange={(id) => f.onChange(id)} {...described("coupon_id", errors.coupon_id)} />}
            />
          </FormField>
          <FormField id="code" label="Code" error={errors.code?.message} hint="Letters, digits, - and _. Codes are not case-sensitive: WELCOME10 and welcome10 are the same.">
            <div className="flex gap-2">
              <Input id="code" autoComplete="off" spellCheck={false} placeholder="e.g. WELCOME10" className="font-mono tracking-wide uppercase" {...register("code")} {...described("code", errors.code)} />
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
          <FormField id="max_redemptions" label="Maximum redemptions" optional error={errors.max_redemptions?.message} hint="How many times this code can be used.">
            <Input id="max_redemptions" inputMode="numeric" autoComplete="off" placeholder="Unlimited" className="tabular-nums" {...register("max_redemptions")} {...described("max_redemptions", errors.max_redemptions)} />
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
        <Link href={couponId ? `/dashboard/coupons/${couponId}` : "/dashboard/promo-codes"} className={buttonClasses({ variant: "secondary" })}>Cancel</Link>
        <Button type="submit" loading={isSubmitting}>Create promo code</Button>
      </div>
    </form>
  );
}
