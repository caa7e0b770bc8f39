"use client";

import { useMemo, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm, type Path, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Bot, Sparkles } from "lucide-react";
import { toast } from "sonner";
import { EligibilityBadge } from "@/components/catalogue/eligibility-badge";
import { DecidedBy, shortRationale } from "@/components/catalogue/eligibility-signals";
import { FormAlert } from "@/components/catalogue/form-alert";
import { formParseOptions } from "@/components/catalogue/form-schema";
import { ELIGIBILITY, VISIT_TYPE_LABELS } from "@/components/catalogue/labels";
import { MetadataFields } from "@/components/catalogue/metadata";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { FormField, fieldMessageId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/client/api";
import { applyApiErrors } from "@/lib/client/form-errors";
import { productsResource, useUpdateProduct } from "@/lib/client/resources/products";
import { useCreateResource } from "@/lib/client/use-resource";
import { ELIGIBILITY_VALUES } from "@/lib/eligibility/eligibility-values";
import { VISIT_TYPES } from "@/lib/schemas/enums";
import type { Product, ProductCreate, ProductUpdate } from "@/lib/schemas/product";
import {
  PRODUCT_FORM_FIELDS,
  productCreateFormSchema,
  productFormDefaults,
  productUpdateFormSchema,
  type ProductFormValues,
} from "./product-form-schema";

type ProductBody = ProductCreate | ProductUpdate;

const ELIGIBILITY_OPTIONS = ELIGIBILITY_VALUES.map((v) => ({ value: v, label: ELIGIBILITY[v].label }));
const VISIT_TYPE_OPTIONS = VISIT_TYPES.map((v) => ({ value: v, label: VISIT_TYPE_LABELS[v] }));

/** Create (no `product`) and edit (with `product`) share this one form. */
export function ProductForm({ product }: { product?: Product }) {
  const router = useRouter();
  const editing = Boolean(product);
  const create = useCreateResource(productsResource);
  const update = useUpdateProduct();
  const [formErrors, setFormErrors] = useState<string[]>([]);

  const resolver = useMemo<Resolver<ProductFormValues, unknown, ProductBody>>(
    () => (product ? zodResolver(productUpdateFormSchema(product), formParseOptions) : zodResolver(productCreateFormSchema, formParseOptions)),
    [product],
  );
  const form = useForm<ProductFormValues, unknown, ProductBody>({
    resolver,
    defaultValues: productFormDefaults(product),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, handleSubmit, watch, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const useBot = watch("use_eligibility_bot");
  const manualEligibility = watch("hsa_fsa_eligibility");

  const onSubmit = handleSubmit(async (body) => {
    setFormErrors([]);
    try {
      const saved = product
        ? await update.mutateAsync({ id: product.product_id, body: body as ProductUpdate })
        : await create.mutateAsync(body as ProductCreate);
      toast.success(editing ? "Product updated" : "Product created", {
        description: useBot && saved.hsa_fsa_eligibility ? `Classified as ${ELIGIBILITY[saved.hsa_fsa_eligibility].label}.` : undefined,
      });
      router.push(`/dashboard/products/${saved.product_id}`);
    } catch (error) {
      const leftover = applyApiErrors<ProductFormValues>(error, setError, {
        prefix: ["body", "product"],
        fields: PRODUCT_FORM_FIELDS,
        mapLoc: (rest) => {
          if (rest[0] !== "metadata" || rest.length < 2) return null;
          const index = form.getValues("metadata").findIndex((r) => r.key.trim() === String(rest[1]));
          return index >= 0 ? (`metadata.${index}.key` as Path<ProductFormValues>) : null;
        },
      });
      setFormErrors(leftover);
      toast.error(editing ? "Could not update the product" : "Could not create the product", { description: errorMessage(error) });
    }
  });

  const field = (name: Path<ProductFormValues>, error?: { message?: string }) => ({
    id: name,
    ...register(name),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? fieldMessageId(name) : undefined,
  });

  const cancelHref = product ? `/dashboard/products/${product.product_id}` : "/dashboard/products";

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={editing ? "Edit product" : "Create product"}>
      <FormAlert messages={formErrors} />

      <Card>
        <CardHeader title="Product" description="What shoppers see at checkout and on their receipts." />
        <CardContent className="grid gap-5">
          <FormField id="name" label="Name" error={errors.name?.message} hint="Specific names classify best, e.g. “Digital thermometer” rather than “Thermometer kit 2”.">
            <Input autoComplete="off" {...field("name", errors.name)} />
          </FormField>
          <FormField id="description" label="Description" optional error={errors.description?.message}>
            <Textarea rows={3} {...field("description", errors.description)} />
          </FormField>
          <FormField id="url" label="Product page URL" optional error={errors.url?.message} hint="Its path also helps the eligibility bot.">
            <Input type="url" autoComplete="off" placeholder="https://" {...field("url", errors.url)} />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader title="HSA/FSA eligibility" description="Decides whether shoppers can pay for this product with an HSA or FSA card." />
        <CardContent className="grid gap-5">
          {product && (
            <div className="rounded-md bg-slate-50 px-3.5 py-3 text-[13px] ring-1 ring-slate-200 ring-inset">
              <p className="flex items-center gap-2 font-medium text-fg-secondary">
                Current classification <EligibilityBadge value={product.hsa_fsa_eligibility} />
              </p>
              {product.eligibility_rationale && (
                <p className="mt-1.5 leading-relaxed text-muted">
                  <span className="font-medium text-fg-secondary">Why: </span>
                  {shortRationale(product.eligibility_rationale)}
                </p>
              )}
              <DecidedBy product={product} className="mt-1" />
              {product.eligibility_source === "merchant" && (
                <p className="mt-1 text-subtle">
                  The bot never overrides your choice: “Classify again” leaves it as it is. To hand the product back to the bot, save it as
                  “Not classified” first.
                </p>
              )}
            </div>
          )}
          <label
            htmlFor="use_eligibility_bot"
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-lg p-3.5 ring-1 transition-colors ring-inset",
              useBot ? "bg-brand-50/60 ring-accent" : "ring-slate-200 hover:bg-slate-50",
            )}
          >
            <input
              id="use_eligibility_bot"
              type="checkbox"
              aria-labelledby="use_eligibility_bot-label"
              aria-describedby="use_eligibility_bot-hint"
              className="mt-0.5 size-4 rounded border-control accent-primary"
              {...register("use_eligibility_bot")}
            />
            <span className="min-w-0">
              <span className="flex items-center gap-1.5 text-sm font-medium text-fg">
                <Bot className="size-4 text-accent" aria-hidden />
                <span id="use_eligibility_bot-label">{editing ? "Classify again with the eligibility bot" : "Classify with the eligibility bot"}</span>
                {!editing && <span className="rounded bg-brand-100 px-1.5 py-px text-[11px] font-medium text-accent">Recommended</span>}
              </span>
              <span id="use_eligibility_bot-hint" className="mt-0.5 block text-[13px] text-subtle">
                Matches the name, description, URL and codes against IRS Publication 502 rules, and records why.
              </span>
            </span>
          </label>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id="hsa_fsa_eligibility"
              label="Eligibility"
              error={errors.hsa_fsa_eligibility?.message}
              hint={
                useBot ? (
                  <span className="inline-flex items-center gap-1"><Sparkles className="size-3.5" aria-hidden /> Set by the bot when you save.</span>
                ) : manualEligibility ? (
                  ELIGIBILITY[manualEligibility as keyof typeof ELIGIBILITY]?.description
                ) : (
                  "Leave unclassified if you are not sure."
                )
              }
            >
              <Select options={ELIGIBILITY_OPTIONS} placeholder="Not classified" disabled={useBot} {...field("hsa_fsa_eligibility", errors.hsa_fsa_eligibility)} />
            </FormField>
            <FormField
              id="visit_type"
              label="Visit type"
              optional
              error={errors.visit_type?.message}
              hint="The clinical intake shoppers complete when a letter of medical necessity is needed."
            >
              <Select options={VISIT_TYPE_OPTIONS} placeholder="None" {...field("visit_type", errors.visit_type)} />
            </FormField>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader title="Identifiers" description="Barcodes and your own reference. Codes also help the eligibility bot." />
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <FormField id="upc_code" label="UPC" optional error={errors.upc_code?.message}>
            <Input inputMode="numeric" autoComplete="off" className="tabular-nums" {...field("upc_code", errors.upc_code)} />
          </FormField>
          <FormField id="gtin" label="GTIN" optional error={errors.gtin?.message}>
            <Input inputMode="numeric" autoComplete="off" className="tabular-nums" {...field("gtin", errors.gtin)} />
          </FormField>
          <FormField id="reference_gtin" label="Reference GTIN" optional error={errors.reference_gtin?.message} hint="A comparable product's GTIN, e.g. the brand-name equivalent.">
            <Input inputMode="numeric" autoComplete="off" className="tabular-nums" {...field("reference_gtin", errors.reference_gtin)} />
          </FormField>
          <FormField id="client_reference_id" label="Your reference" optional error={errors.client_reference_id?.message} hint="E.g. the SKU or ID in your store.">
            <Input autoComplete="off" {...field("client_reference_id", errors.client_reference_id)} />
          </FormField>
        </CardContent>
      </Card>

      <MetadataFields form={form} />

      <div className="flex items-center justify-end gap-2 border-t border-slate-200 pt-5">
        <Link href={cancelHref} className={buttonClasses({ variant: "secondary" })}>Cancel</Link>
        <Button type="submit" loading={isSubmitting}>{editing ? "Save changes" : "Create product"}</Button>
      </div>
    </form>
  );
}
