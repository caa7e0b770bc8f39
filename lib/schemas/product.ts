import { z } from "zod";
import { listQuerySchema, metadataPatchSchema, metadataSchema, optionalText, queryBoolean, timestampSchema } from "./common";
import { eligibilitySchema, visitTypeSchema } from "./enums";

const gtin = z.string().regex(/^\d{8}$|^\d{12,14}$/, "Use 8, 12, 13 or 14 digits.");

export const productCreateSchema = z.strictObject({
  name: z.string().trim().min(1, "Name is required.").max(250),
  description: optionalText(5000),
  upc_code: z.string().regex(/^\d{12}$/, "A UPC code has 12 digits.").nullable().optional(),
  gtin: gtin.nullable().optional(),
  reference_gtin: gtin.nullable().optional(),
  visit_type: visitTypeSchema.nullable().optional(),
  url: z.url({ protocol: /^https?$/, message: "Enter an http(s) URL." }).max(2048).nullable().optional(),
  hsa_fsa_eligibility: eligibilitySchema.nullable().optional(),
  metadata: metadataSchema.optional(),
  use_eligibility_bot: z.boolean().optional().describe("Classify the product from its name, description, codes and URL; overrides hsa_fsa_eligibility."),
  client_reference_id: optionalText(200),
  active: z.boolean().optional(),
});

export const productUpdateSchema = productCreateSchema.partial().extend({
  name: z.string().trim().min(1, "Name is required.").max(250).nullable().optional(),
  metadata: metadataPatchSchema.optional(),
  active: z.boolean().nullable().optional(),
});

export const productReadOnlyFields = ["product_id", "created_at", "test_mode", "eligibility_rationale", "object"] as const;

export const productSchema = z.object({
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
  client_reference_id: z.string().nullable(),
  test_mode: z.boolean(),
  metadata: z.record(z.string(), z.unknown()),
  url: z.string().nullable(),
});

export const productListQuerySchema = listQuerySchema.extend({
  active: queryBoolean.optional(),
  hsa_fsa_eligibility: eligibilitySchema.optional(),
  visit_type: visitTypeSchema.optional(),
  client_reference_id: z.string().max(200).optional(),
  search: z.string().max(200).optional().describe("Case-insensitive match on the name."),
});

export type ProductCreate = z.infer<typeof productCreateSchema>;
export type ProductUpdate = z.infer<typeof productUpdateSchema>;
export type Product = z.infer<typeof productSchema>;
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
