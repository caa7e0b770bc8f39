import { z } from "zod";
import { listQuerySchema, MAX_INT4, metadataPatchSchema, metadataSchema, optionalText, queryBoolean, text, timestampSchema } from "./common";
import { amountSchema, eligibilitySchema, PRICE_TYPES, recurringIntervalSchema } from "./enums";
import { productCreateSchema, productSchema } from "./product";

export const recurringSchema = z.strictObject({
  interval: recurringIntervalSchema,
  interval_count: z.number().int().min(1).max(365).optional(),
  trial_period_days: z.number().int().min(1).max(730).nullable().optional(),
});

export const priceCreateSchema = z
  .strictObject({
    product: text().min(1).optional(),
    product_data: productCreateSchema.optional(),
    unit_amount: amountSchema,
    description: optionalText(500),
    recurring: recurringSchema.nullable().optional(),
    trial_period_days: z.number().int().min(1).max(730).nullable().optional(),
    type: z.enum(PRICE_TYPES).optional(),
    active: z.boolean().optional(),
    hsa_fsa_eligibility: eligibilitySchema.nullable().optional().describe("Overrides the product's eligibility; null inherits it."),
    metadata: metadataSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.product && !v.product_data) ctx.addIssue({ code: "custom", path: ["product"], message: "Give product (an id) or product_data." });
    if (v.product && v.product_data) ctx.addIssue({ code: "custom", path: ["product_data"], message: "Give product or product_data, not both." });
    if (v.type === "recurring" && !v.recurring) ctx.addIssue({ code: "custom", path: ["recurring"], message: "A recurring price needs recurring.interval." });
    if (v.type === "one_time" && v.recurring) ctx.addIssue({ code: "custom", path: ["recurring"], message: "A one_time price cannot have recurring." });
    if (v.trial_period_days && !v.recurring) ctx.addIssue({ code: "custom", path: ["trial_period_days"], message: "Only recurring prices have a trial." });
  });

/** Amounts are immutable: clients may send them back (even as null) but they are ignored. */
export const priceUpdateSchema = z.strictObject({
  // Echoed unchanged (or null) they are accepted; a different value is refused.
  unit_amount: z.number().int().min(-MAX_INT4).max(MAX_INT4).nullable().optional(),
  type: z.enum(PRICE_TYPES).nullable().optional(),
  product: text().nullable().optional(),
  active: z.boolean().nullable().optional(),
  description: optionalText(500),
  metadata: metadataPatchSchema.optional(),
  hsa_fsa_eligibility: eligibilitySchema.nullable().optional(),
});

export const priceReadOnlyFields = ["price_id", "created_at", "test_mode", "object"] as const;

/** A recurring price's billing interval, as answered. */
export const priceRecurringSchema = z
  .object({ interval: recurringIntervalSchema, interval_count: z.number().int(), trial_period_days: z.number().int().nullable() })
  .meta({ id: "PriceRecurring" });

export const priceSchema = z
  .object({
    price_id: z.string(),
    description: z.string().nullable(),
    trial_period_days: z.number().int().nullable(),
    unit_amount: z.number().int(),
    recurring: priceRecurringSchema.nullable(),
    active: z.boolean(),
    product: z.union([z.string(), productSchema]).describe("Product id; the Product with expand=product"),
    created_at: timestampSchema,
    type: z.enum(PRICE_TYPES),
    metadata: z.record(z.string(), z.unknown()),
    hsa_fsa_eligibility: eligibilitySchema.nullable().describe("The price's own eligibility, else the product's"),
    test_mode: z.boolean(),
  })
  .meta({ id: "Price" });

export const priceListQuerySchema = listQuerySchema.extend({
  product: text().optional(),
  active: queryBoolean.optional(),
  type: z.enum(PRICE_TYPES).optional(),
});

export type PriceCreate = z.infer<typeof priceCreateSchema>;
export type PriceUpdate = z.infer<typeof priceUpdateSchema>;
export type Price = z.infer<typeof priceSchema>;
export type PriceListQuery = z.infer<typeof priceListQuerySchema>;

/** On update, echoed recurring settings are ignored too (they cannot change). */
export const priceUpdateReadOnlyFields = [...priceReadOnlyFields, "recurring", "trial_period_days", "product_data"] as const;
