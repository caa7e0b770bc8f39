"use client";

import Link from "next/link";
import { useWatch } from "react-hook-form";
import { EligibilityBadge } from "@/components/catalogue/eligibility-badge";
import { ELIGIBILITY, priceAmountText } from "@/components/catalogue/labels";
import { CheckField } from "@/components/forms/check-field";
import { fieldProps } from "@/components/forms/field-props";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { formParseOptions } from "@/components/forms/form-schema";
import { MetadataFields } from "@/components/forms/metadata-fields";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { priceProductId, pricesResource } from "@/lib/client/resources/prices";
import { productsResource } from "@/lib/client/resources/products";
import { useResourceDetail } from "@/lib/client/use-resource";
import { useResourceForm } from "@/lib/client/use-resource-form";
import { ELIGIBILITY_VALUES } from "@/lib/eligibility/eligibility-values";
import type { Price } from "@/lib/schemas/price";
import type { Product } from "@/lib/schemas/product";
import { INHERIT, PRICE_FORM_FIELDS, initialEligibility, priceCreateFormSchema, priceFormDefaults, priceUpdateFormSchema } from "./price-form-schema";
import { LockedPricing, PricingFields } from "./price-pricing-fields";

/**
 * Create (no `price`; `productId` preselects the product) and edit (with `price` and its
 * product's eligibility) share this one form. Amounts are immutable, so edit shows them read-only.
 */
export function PriceForm({ price, productId, product: priceOwner }: { price?: Price; productId?: string; product?: Product }) {
  const editing = Boolean(price);
  const startEligibility = initialEligibility(price, priceOwner?.hsa_fsa_eligibility);
  const { form, onSubmit, formErrors, pending } = useResourceForm({
    resource: pricesResource,
    editing: price?.price_id,
    noun: "price",
    schema: price ? priceUpdateFormSchema(price, startEligibility) : priceCreateFormSchema,
    parseOptions: formParseOptions,
    defaultValues: priceFormDefaults(price, productId, startEligibility),
    errorFields: PRICE_FORM_FIELDS,
    mapLoc: (rest) => (rest[0] === "trial_period_days" ? "recurring.trial_period_days" : null),
    describe: (saved) => priceAmountText(saved),
    // Started from a product's page: go back there, where the new price is listed.
    href: (saved) => (!editing && productId ? `/dashboard/products/${priceProductId(saved)}` : `/dashboard/prices/${saved.price_id}`),
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const chosenProductId = useWatch({ control, name: "product" });
  const chosenProduct = useResourceDetail(productsResource, chosenProductId || undefined).data;
  const product = priceOwner ?? chosenProduct;
  const inheritedEligibility = product?.hsa_fsa_eligibility;

  const inheritLabel = inheritedEligibility
    ? `Inherit from product (${ELIGIBILITY[inheritedEligibility as keyof typeof ELIGIBILITY]?.label ?? inheritedEligibility})`
    : "Inherit from product";
  const eligibilityOptions = [{ value: INHERIT, label: inheritLabel }, ...ELIGIBILITY_VALUES.map((v) => ({ value: v, label: ELIGIBILITY[v].label }))];
  const cancelHref = price ? `/dashboard/prices/${price.price_id}` : productId ? `/dashboard/products/${productId}` : "/dashboard/prices";

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={editing ? "Edit price" : "Create price"}>
      <FormAlert messages={formErrors} />

      {price ? <LockedPricing price={price} product={product} /> : <PricingFields form={form} />}

      <Card>
        <CardHeader title="Details" />
        <CardContent className="grid gap-5">
          <FormField
            id="description"
            label="Description"
            optional
            error={errors.description?.message}
            hint="Shown to shoppers next to the product name, e.g. “3-month supply”."
          >
            <Input autoComplete="off" {...fieldProps(form, "description")} />
          </FormField>
          <FormField
            id="hsa_fsa_eligibility"
            label="HSA/FSA eligibility"
            error={errors.hsa_fsa_eligibility?.message}
            hint={
              product ? (
                <span className="leading-6">
                  The product is <EligibilityBadge value={product.hsa_fsa_eligibility} className="mx-0.5 align-middle" />. Override it only for a price that
                  differs, e.g. a bundle with non-eligible items.
                </span>
              ) : (
                "Prices inherit their product's eligibility unless you override it."
              )
            }
          >
            <Select options={eligibilityOptions} {...fieldProps(form, "hsa_fsa_eligibility")} />
          </FormField>
          {editing && <CheckField title="Active" description="Inactive prices cannot be used in new checkouts or payment links." {...register("active")} />}
        </CardContent>
      </Card>

      <MetadataFields form={form} />

      <div className="flex items-center justify-end gap-2 border-t border-slate-200 pt-5">
        <Link href={cancelHref} className={buttonClasses({ variant: "secondary" })}>
          Cancel
        </Link>
        <Button type="submit" loading={pending}>
          {editing ? "Save changes" : "Create price"}
        </Button>
      </div>
    </form>
  );
}
