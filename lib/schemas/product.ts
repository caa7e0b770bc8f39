import { z } from "zod";
import { listQuerySchema, metadataPatchSchema, metadataSchema, optionalText, queryBoolean, safeUrl, text, timestampSchema } from "./common";
import { eligibilitySchema, visitTypeSchema } from "./enums";

export const ELIGIBILITY_SOURCES = ["bot", "merchant", "list"] as const;
export const ELIGIBILITY_REVIEWS = ["needed", "not_needed"] as const;
export const eligibilitySourceSchema = z.enum(ELIGIBILITY_SOURCES);
export const eligibilityReviewSchema = z.enum(ELIGIBILITY_REVIEWS);

/** One piece of evidence behind the bot's answer (see docs/api.md, "Catalogue decisions"). */
export const eligibilitySignalSchema = z
  .object({
    kind: z.enum(["ingredient", "brand", "category_word", "context_override", "code"]),
    text: z.string().describe("What matched"),
    field: z.enum(["name", "description", "url", "code"]),
    weight: z.number().describe("Contribution to the confidence (field weight x kind weight)"),
    rule: z.string().describe("Rule of the catalogue that fired, or eligibility_list"),
    eligibility: eligibilitySchema.describe("The answer this signal points to"),
    category: z.string().optional().describe("What the match stands for, e.g. antihistamine"),
    overridden: z.boolean().optional().describe("Explained away by the decision (context override, or outranked by design): not counted"),
  })
  .meta({ id: "EligibilitySignal" });

const gtin = text().regex(/^\d{8}$|^\d{12,14}$/, "Use 8, 12, 13 or 14 digits.");

export const productCreateSchema = z.strictObject({
  name: text().trim().min(1, "Name is required.").max(250),
  description: optionalText(5000),
  upc_code: text()
    .regex(/^\d{12}$/, "A UPC code has 12 digits.")
    .nullable()
    .optional(),
  gtin: gtin.nullable().optional(),
  reference_gtin: gtin.nullable().optional(),
  visit_type: visitTypeSchema.nullable().optional(),
  url: safeUrl(z.url({ protocol: /^https?$/, message: "Enter an http(s) URL." }).max(2048))
    .nullable()
    .optional(),
  hsa_fsa_eligibility: eligibilitySchema.nullable().optional(),
  metadata: metadataSchema.optional(),
  use_eligibility_bot: z.boolean().optional().describe("Classify the product from its name, description, codes and URL; overrides hsa_fsa_eligibility."),
  client_reference_id: optionalText(200),
  active: z.boolean().optional(),
});

export const productUpdateSchema = productCreateSchema.partial().extend({
  name: text().trim().min(1, "Name is required.").max(250).nullable().optional(),
  metadata: metadataPatchSchema.optional(),
  active: z.boolean().nullable().optional(),
});

export const productReadOnlyFields = [
  "product_id",
  "created_at",
  "test_mode",
  "eligibility_rationale",
  "eligibility_source",
  "eligibility_review",
  "eligibility_confidence",
  "eligibility_signals",
  "eligibility_decided_by",
  "eligibility_decided_at",
  "object",
] as const;

export const productSchema = z
  .object({
    product_id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    created_at: timestampSchema,
    visit_type: visitTypeSchema.nullable(),
    active: z.boolean(),
    upc_code: z.string().nullable(),
    gtin: z.string().nullable(),
    reference_gtin: z.string().nullable(),
    hsa_fsa_eligibility: eligibilitySchema.nullable(),
    eligibility_rationale: z.string().nullable(),
    eligibility_source: eligibilitySourceSchema
      .nullable()
      .describe("Who decided hsa_fsa_eligibility: the bot, the merchant, or the merchant's eligibility list"),
    eligibility_review: eligibilityReviewSchema.nullable().describe("needed: the bot's confidence is below the review threshold and a merchant should confirm"),
    eligibility_confidence: z.number().nullable().describe("The bot's (or list's) confidence in its answer, 0..1; null when the merchant decided"),
    eligibility_signals: z.array(eligibilitySignalSchema).nullable().describe("Every signal behind the bot's answer; null when the merchant decided"),
    eligibility_decided_by: z.string().nullable().describe("Who chose the eligibility: a dashboard user's email, or api_key"),
    eligibility_decided_at: timestampSchema.nullable(),
    client_reference_id: z.string().nullable(),
    test_mode: z.boolean(),
    metadata: z.record(z.string(), z.unknown()),
    url: z.string().nullable(),
  })
  .meta({ id: "Product" });

export const productListQuerySchema = listQuerySchema.extend({
  active: queryBoolean.optional(),
  hsa_fsa_eligibility: eligibilitySchema.optional(),
  eligibility_review: eligibilityReviewSchema.optional().describe("needed: the products waiting for a merchant's review"),
  visit_type: visitTypeSchema.optional(),
  client_reference_id: text().max(200).optional(),
  search: text().max(200).optional().describe("Case-insensitive match on the name."),
});

/** POST /v1/products/eligibility_review/accept: the products whose current eligibility the merchant confirms. */
export const productAcceptEligibilitySchema = z
  .array(text().min(1).max(100))
  .min(1, "Name at least one product.")
  .max(100, "Accept at most 100 products per request.")
  .describe("Product ids whose current hsa_fsa_eligibility the merchant accepts");

export type ProductCreate = z.infer<typeof productCreateSchema>;
export type ProductUpdate = z.infer<typeof productUpdateSchema>;
export type Product = z.infer<typeof productSchema>;
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
export type EligibilitySignal = z.infer<typeof eligibilitySignalSchema>;
