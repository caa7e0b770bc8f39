// The price form's schemas. Dollars typed by the merchant become integer cents exactly
// (lib/client/dollars.ts); the resulting body is then checked by the API's own
// priceCreateSchema / priceUpdateSchema, so ranges and cross-field rules come from lib/schemas.
import { z } from "zod";
import { blankToNull, metadataPatch, metadataRowsFrom, metadataRowsSchema, readDollars, readInt, readMetadata } from "@/components/forms/form-schema";
import { PRICE_TYPES, RECURRING_INTERVALS } from "@/lib/schemas/enums";
import { priceCreateSchema, priceUpdateSchema, type Price, type PriceCreate, type PriceUpdate } from "@/lib/schemas/price";

/** The eligibility select's value for "no override: use the product's". */
export const INHERIT = "inherit";

const priceFormFields = z.object({
  product: z.string(),
  unit_amount: z.string(),
  type: z.enum(PRICE_TYPES),
  recurring: z.object({ interval: z.enum(RECURRING_INTERVALS), interval_count: z.string(), trial_period_days: z.string() }),
  description: z.string(),
  hsa_fsa_eligibility: z.string(),
  active: z.boolean(),
  metadata: metadataRowsSchema,
});

export type PriceFormValues = z.input<typeof priceFormFields>;

const eligibilityValue = (v: string) => (v === INHERIT || v === "" ? null : (v as PriceCreate["hsa_fsa_eligibility"]));

export const priceCreateFormSchema = priceFormFields
  .transform((v, ctx): PriceCreate => {
    if (!v.product) ctx.addIssue({ code: "custom", message: "Choose a product.", path: ["product"] });
    const recurring = v.type === "recurring";
    return {
      product: v.product,
      unit_amount: readDollars(v.unit_amount, ctx, ["unit_amount"]) ?? 0,
      type: v.type,
      recurring: recurring
        ? {
            interval: v.recurring.interval,
            interval_count: readInt(v.recurring.interval_count, ctx, ["recurring", "interval_count"]) ?? 1,
            trial_period_days: readInt(v.recurring.trial_period_days, ctx, ["recurring", "trial_period_days"]),
          }
        : null,
      description: blankToNull(v.description),
      hsa_fsa_eligibility: eligibilityValue(v.hsa_fsa_eligibility),
      metadata: readMetadata(v.metadata, ctx),
    };
  })
  .pipe(priceCreateSchema);

/**
 * Edit: only what a price allows to change (description, active, the eligibility override,
 * metadata). The override is sent only when the merchant changed the select, because the API
 * answers the effective eligibility and cannot say whether the current one is inherited.
 */
export function priceUpdateFormSchema(original: Price, initialEligibility: string) {
  return priceFormFields
    .transform((v, ctx): PriceUpdate => ({
      description: blankToNull(v.description),
      active: v.active,
      hsa_fsa_eligibility: v.hsa_fsa_eligibility === initialEligibility ? undefined : eligibilityValue(v.hsa_fsa_eligibility),
      metadata: metadataPatch(readMetadata(v.metadata, ctx), original.metadata),
    }))
    .pipe(priceUpdateSchema);
}

/** Form fields that can show an API error (see applyApiErrors). */
export const PRICE_FORM_FIELDS = [
  "product",
  "unit_amount",
  "type",
  "recurring",
  "recurring.interval",
  "recurring.interval_count",
  "recurring.trial_period_days",
  "description",
  "hsa_fsa_eligibility",
  "active",
] as const;

/**
 * The select's starting value: on create "inherit"; on edit the price's eligibility, or
 * "inherit" when it equals the product's (an override equal to the product's value shows as
 * inherited, which is what it amounts to).
 */
export function initialEligibility(price: Price | undefined, productEligibility: string | null | undefined): string {
  if (!price) return INHERIT;
  if (!price.hsa_fsa_eligibility || price.hsa_fsa_eligibility === productEligibility) return INHERIT;
  return price.hsa_fsa_eligibility;
}

export function priceFormDefaults(price: Price | undefined, productId: string | undefined, eligibility: string): PriceFormValues {
  return {
    product: productId ?? "",
    unit_amount: "",
    type: price?.type ?? "one_time",
    recurring: {
      interval: price?.recurring?.interval ?? "monthly",
      interval_count: String(price?.recurring?.interval_count ?? 1),
      trial_period_days: price?.recurring?.trial_period_days ? String(price.recurring.trial_period_days) : "",
    },
    description: price?.description ?? "",
    hsa_fsa_eligibility: eligibility,
    active: price?.active ?? true,
    metadata: metadataRowsFrom(price?.metadata),
  };
}
