"use client";

import { useMemo, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Controller, useForm, type Path, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Lock, Repeat, ShoppingBag } from "lucide-react";
import { toast } from "sonner";
import { EligibilityBadge } from "@/components/catalogue/eligibility-badge";
import { FormAlert } from "@/components/catalogue/form-alert";
import { formParseOptions } from "@/components/catalogue/form-schema";
import { ELIGIBILITY, priceAmountText } from "@/components/catalogue/labels";
import { MetadataFields } from "@/components/catalogue/metadata";
import { CheckField } from "@/components/catalogue/check-field";
import { ChoiceCard } from "@/components/catalogue/choice-card";
import { MoneyInput, SuffixInput } from "@/components/catalogue/money-input";
import { ProductPicker } from "@/components/catalogue/pickers";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { FormField, fieldMessageId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { errorMessage } from "@/lib/client/api";
import { applyApiErrors } from "@/lib/client/form-errors";
import { priceProductId, pricesResource } from "@/lib/client/resources/prices";
import { productsResource } from "@/lib/client/resources/products";
import { useCreateResource, useResourceDetail, useUpdateResource } from "@/lib/client/use-resource";
import { ELIGIBILITY_VALUES } from "@/lib/eligibility/eligibility-values";
import type { Price, PriceCreate, PriceUpdate } from "@/lib/schemas/price";
import type { Product } from "@/lib/schemas/product";
import {
  INHERIT,
  PRICE_FORM_FIELDS,
  initialEligibility,
  priceCreateFormSchema,
  priceFormDefaults,
  priceUpdateFormSchema,
  type PriceFormValues,
} from "./price-form-schema";

type PriceBody = PriceCreate | PriceUpdate;

const INTERVAL_OPTIONS = [
  { value: "daily", label: "Day(s)" },
  { value: "weekly", label: "Week(s)" },
  { value: "monthly", label: "Month(s)" },
  { value: "yearly", label: "Year(s)" },
];

/**
 * Create (no `price`; `productId` preselects the product) and edit (with `price` and its
 * product's eligibility) share this one form. Amounts are immutable, so edit shows them read-only.
 */
export function PriceForm({ price, productId, product: priceOwner }: { price?: Price; productId?: string; product?: Product }) {
  const router = useRouter();
  const editing = Boolean(price);
  const create = useCreateResource(pricesResource);
  const update = useUpdateResource(pricesResource);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const startEligibility = initialEligibility(price, priceOwner?.hsa_fsa_eligibility);

  const resolver = useMemo<Resolver<PriceFormValues, unknown, PriceBody>>(
    () => (price ? zodResolver(priceUpdateFormSchema(price, startEligibility), formParseOptions) : zodResolver(priceCreateFormSchema, formParseOptions)),
    [price, startEligibility],
  );
  const form = useForm<PriceFormValues, unknown, PriceBody>({
    resolver,
    defaultValues: priceFormDefaults(price, productId, startEligibility),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, handleSubmit, watch, setError, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const type = watch("type");
  const chosenProductId = watch("product");
  const chosenProduct = useResourceDetail(productsResource, chosenProductId || undefined).data;
  const product = priceOwner ?? chosenProduct;
  const inheritedEligibility = product?.hsa_fsa_eligibility;

  const onSubmit = handleSubmit(async (body) => {
    setFormErrors([]);
    try {
      const saved = price
        ? await update.mutateAsync({ id: price.price_id, body: body as PriceUpdate })
        : await create.mutateAsync(body as PriceCreate);
      toast.success(editing ? "Price updated" : "Price created", { description: priceAmountText(saved) });
      // Started from a product's page: go back there, where the new price is listed.
      router.push(!editing && productId ? `/dashboard/products/${priceProductId(saved)}` : `/dashboard/prices/${saved.price_id}`);
    } catch (error) {
      const leftover = applyApiErrors<PriceFormValues>(error, setError, {
        prefix: ["body", "price"],
        fields: PRICE_FORM_FIELDS,
        mapLoc: (rest) => {
          if (rest[0] === "trial_period_days") return "recurring.trial_period_days";
          if (rest[0] !== "metadata" || rest.length < 2) return null;
          const index = form.getValues("metadata").findIndex((r) => r.key.trim() === String(rest[1]));
          return index >= 0 ? (`metadata.${index}.key` as Path<PriceFormValues>) : null;
        },
      });
      setFormErrors(leftover);
      toast.error(editing ? "Could not update the price" : "Could not create the price", { description: errorMessage(error) });
    }
  });

  const field = (name: Path<PriceFormValues>, error?: { message?: string }) => {
    const id = name.replace(/\./g, "-");
    return { id, ...register(name), "aria-invalid": error ? true : undefined, "aria-describedby": error ? fieldMessageId(id) : undefined };
  };

  const inheritLabel = inheritedEligibility
    ? `Inherit from product (${ELIGIBILITY[inheritedEligibility as keyof typeof ELIGIBILITY]?.label ?? inheritedEligibility})`
    : "Inherit from product";
  const eligibilityOptions = [{ value: INHERIT, label: inheritLabel }, ...ELIGIBILITY_VALUES.map((v) => ({ value: v, label: ELIGIBILITY[v].label }))];
  const cancelHref = price ? `/dashboard/prices/${price.price_id}` : productId ? `/dashboard/products/${productId}` : "/dashboard/prices";
  const recurringError = errors.recurring?.message ?? errors.recurring?.root?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={editing ? "Edit price" : "Create price"}>
      <FormAlert messages={formErrors} />

      {price ? (
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
      ) : (
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
                <MoneyInput {...field("unit_amount", errors.unit_amount)} />
              </FormField>
            </div>

            {type === "recurring" && (
              <div className="grid gap-5 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset sm:grid-cols-3">
                <FormField id="recurring-interval_count" label="Bill every" error={errors.recurring?.interval_count?.message}>
                  <Input inputMode="numeric" autoComplete="off" className="tabular-nums" {...field("recurring.interval_count", errors.recurring?.interval_count)} />
                </FormField>
                <FormField id="recurring-interval" label="Interval" error={errors.recurring?.interval?.message ?? recurringError}>
                  <Select options={INTERVAL_OPTIONS} {...field("recurring.interval", errors.recurring?.interval)} />
                </FormField>
                <FormField id="recurring-trial_period_days" label="Free trial" optional error={errors.recurring?.trial_period_days?.message}>
                  <SuffixInput suffix="days" inputMode="numeric" placeholder="None" {...field("recurring.trial_period_days", errors.recurring?.trial_period_days)} />
                </FormField>
              </div>
            )}
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader title="Details" />
        <CardContent className="grid gap-5">
          <FormField id="description" label="Description" optional error={errors.description?.message} hint="Shown to shoppers next to the product name, e.g. “3-month supply”.">
            <Input autoComplete="off" {...field("description", errors.description)} />
          </FormField>
          <FormField
            id="hsa_fsa_eligibility"
            label="HSA/FSA eligibility"
            error={errors.hsa_fsa_eligibility?.message}
            hint={
              product ? (
                <span className="leading-6">
                  The product is <EligibilityBadge value={product.hsa_fsa_eligibility} className="mx-0.5 align-middle" />. Override it only for a price that differs, e.g. a bundle with non-eligible items.
                </span>
              ) : (
                "Prices inherit their product's eligibility unless you override it."
              )
            }
          >
            <Select options={eligibilityOptions} {...field("hsa_fsa_eligibility", errors.hsa_fsa_eligibility)} />
          </FormField>
          {editing && (
            <CheckField title="Active" description="Inactive prices cannot be used in new checkouts or payment links." {...register("active")} />
          )}
        </CardContent>
      </Card>

      <MetadataFields form={form} />

      <div className="flex items-center justify-end gap-2 border-t border-slate-200 pt-5">
        <Link href={cancelHref} className={buttonClasses({ variant: "secondary" })}>Cancel</Link>
        <Button type="submit" loading={isSubmitting}>{editing ? "Save changes" : "Create price"}</Button>
      </div>
    </form>
  );
}
