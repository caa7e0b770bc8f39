"use client";

import Link from "next/link";
import type { Path } from "react-hook-form";
import { ELIGIBILITY } from "@/components/catalogue/labels";
import { fieldProps } from "@/components/forms/field-props";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { formParseOptions } from "@/components/forms/form-schema";
import { MetadataFields } from "@/components/forms/metadata-fields";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { productsResource } from "@/lib/client/resources/products";
import { useResourceForm } from "@/lib/client/use-resource-form";
import type { Product } from "@/lib/schemas/product";
import { ProductEligibilityFields } from "./product-eligibility-fields";
import { PRODUCT_FORM_FIELDS, productCreateFormSchema, productFormDefaults, productUpdateFormSchema, type ProductFormValues } from "./product-form-schema";

/** Create (no `product`) and edit (with `product`) share this one form. */
export function ProductForm({ product }: { product?: Product }) {
  const editing = Boolean(product);
  const { form, onSubmit, formErrors, pending } = useResourceForm({
    resource: productsResource,
    editing: product?.product_id,
    noun: "product",
    schema: product ? productUpdateFormSchema(product) : productCreateFormSchema,
    parseOptions: formParseOptions,
    defaultValues: productFormDefaults(product),
    errorFields: PRODUCT_FORM_FIELDS,
    describe: (saved, body) =>
      "use_eligibility_bot" in body && body.use_eligibility_bot && saved.hsa_fsa_eligibility
        ? `Classified as ${ELIGIBILITY[saved.hsa_fsa_eligibility].label}.`
        : undefined,
    href: (saved) => `/dashboard/products/${saved.product_id}`,
  });
  const { errors } = form.formState;
  const field = (name: Path<ProductFormValues>) => fieldProps(form, name);
  const cancelHref = product ? `/dashboard/products/${product.product_id}` : "/dashboard/products";

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={editing ? "Edit product" : "Create product"}>
      <FormAlert messages={formErrors} />

      <Card>
        <CardHeader title="Product" description="What shoppers see at checkout and on their receipts." />
        <CardContent className="grid gap-5">
          <FormField
            id="name"
            label="Name"
            error={errors.name?.message}
            hint="Specific names classify best, e.g. “Digital thermometer” rather than “Thermometer kit 2”."
          >
            <Input autoComplete="off" {...field("name")} />
          </FormField>
          <FormField id="description" label="Description" optional error={errors.description?.message}>
            <Textarea rows={3} {...field("description")} />
          </FormField>
          <FormField id="url" label="Product page URL" optional error={errors.url?.message} hint="Its path also helps the eligibility bot.">
            <Input type="url" autoComplete="off" placeholder="https://" {...field("url")} />
          </FormField>
        </CardContent>
      </Card>

      <ProductEligibilityFields form={form} product={product} />

      <Card>
        <CardHeader title="Identifiers" description="Barcodes and your own reference. Codes also help the eligibility bot." />
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <FormField id="upc_code" label="UPC" optional error={errors.upc_code?.message}>
            <Input inputMode="numeric" autoComplete="off" className="tabular-nums" {...field("upc_code")} />
          </FormField>
          <FormField id="gtin" label="GTIN" optional error={errors.gtin?.message}>
            <Input inputMode="numeric" autoComplete="off" className="tabular-nums" {...field("gtin")} />
          </FormField>
          <FormField
            id="reference_gtin"
            label="Reference GTIN"
            optional
            error={errors.reference_gtin?.message}
            hint="A comparable product's GTIN, e.g. the brand-name equivalent."
          >
            <Input inputMode="numeric" autoComplete="off" className="tabular-nums" {...field("reference_gtin")} />
          </FormField>
          <FormField
            id="client_reference_id"
            label="Your reference"
            optional
            error={errors.client_reference_id?.message}
            hint="E.g. the SKU or ID in your store."
          >
            <Input autoComplete="off" {...field("client_reference_id")} />
          </FormField>
        </CardContent>
      </Card>

      <MetadataFields form={form} />

      <div className="flex items-center justify-end gap-2 border-t border-slate-200 pt-5">
        <Link href={cancelHref} className={buttonClasses({ variant: "secondary" })}>
          Cancel
        </Link>
        <Button type="submit" loading={pending}>
          {editing ? "Save changes" : "Create product"}
        </Button>
      </div>
    </form>
  );
}
