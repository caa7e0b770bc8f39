"use client";

import { useWatch, type Path, type UseFormReturn } from "react-hook-form";
import { Bot, Sparkles } from "lucide-react";
import { EligibilityBadge } from "@/components/catalogue/eligibility-badge";
import { DecidedBy, shortRationale } from "@/components/catalogue/eligibility-signals";
import { ELIGIBILITY, VISIT_TYPE_LABELS } from "@/components/catalogue/labels";
import { fieldProps } from "@/components/forms/field-props";
import { FormField } from "@/components/forms/form-field";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { Select } from "@/components/ui/select";
import { ELIGIBILITY_VALUES } from "@/lib/eligibility/eligibility-values";
import { VISIT_TYPES } from "@/lib/schemas/enums";
import type { Product, ProductCreate, ProductUpdate } from "@/lib/schemas/product";
import type { ProductFormValues } from "./product-form-schema";

const ELIGIBILITY_OPTIONS = ELIGIBILITY_VALUES.map((v) => ({ value: v, label: ELIGIBILITY[v].label }));
const VISIT_TYPE_OPTIONS = VISIT_TYPES.map((v) => ({ value: v, label: VISIT_TYPE_LABELS[v] }));

/** The eligibility card: the current classification (edit), the bot, or a manual choice. */
export function ProductEligibilityFields({
  form,
  product,
}: {
  form: UseFormReturn<ProductFormValues, unknown, ProductCreate | ProductUpdate>;
  product?: Product;
}) {
  const editing = Boolean(product);
  const { register, control, formState } = form;
  const { errors } = formState;
  const useBot = useWatch({ control, name: "use_eligibility_bot" });
  const manualEligibility = useWatch({ control, name: "hsa_fsa_eligibility" });
  const field = (name: Path<ProductFormValues>) => fieldProps(form, name);
  return (
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
                The bot never overrides your choice: “Classify again” leaves it as it is. To hand the product back to the bot, save it as “Not classified”
                first.
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
                <span className="inline-flex items-center gap-1">
                  <Sparkles className="size-3.5" aria-hidden /> Set by the bot when you save.
                </span>
              ) : manualEligibility ? (
                ELIGIBILITY[manualEligibility as keyof typeof ELIGIBILITY]?.description
              ) : (
                "Leave unclassified if you are not sure."
              )
            }
          >
            <Select options={ELIGIBILITY_OPTIONS} placeholder="Not classified" disabled={useBot} {...field("hsa_fsa_eligibility")} />
          </FormField>
          <FormField
            id="visit_type"
            label="Visit type"
            optional
            error={errors.visit_type?.message}
            hint="The clinical intake shoppers complete when a letter of medical necessity is needed."
          >
            <Select options={VISIT_TYPE_OPTIONS} placeholder="None" {...field("visit_type")} />
          </FormField>
        </div>
      </CardContent>
    </Card>
  );
}
