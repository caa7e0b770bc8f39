import { z } from "zod";
import { listQuerySchema, text, timestampSchema } from "./common";

/** POST /v1/eligibility_lists: a GTIN/UPC eligibility list, as the CSV text of the file. */
export const eligibilityListCreateSchema = z.strictObject({
  name: text().trim().min(1, "Name the list.").max(200),
  csv: text()
    .min(1, "The CSV is empty.")
    .describe("The CSV text: a code column (gtin, upc, ean or code) and a category column (category or eligibility), or two columns without a header"),
});

export const eligibilityListReadOnlyFields = ["eligibility_list_id", "item_count", "created_at", "test_mode", "products_reclassified", "object"] as const;

export const eligibilityListSchema = z
  .object({
    eligibility_list_id: z.string(),
    name: z.string(),
    item_count: z.number().int(),
    test_mode: z.boolean(),
    created_at: timestampSchema,
    products_reclassified: z
      .number()
      .int()
      .nullable()
      .describe("On import: how many existing products on the list took its category (products the merchant decided are left alone); null when listed"),
  })
  .meta({ id: "EligibilityList" });

export const eligibilityListListQuerySchema = listQuerySchema;

export type EligibilityListCreate = z.infer<typeof eligibilityListCreateSchema>;
export type EligibilityList = z.infer<typeof eligibilityListSchema>;
