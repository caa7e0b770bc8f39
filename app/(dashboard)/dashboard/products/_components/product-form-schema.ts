// The product form's schemas: text inputs are turned into the API body, which is then checked by
// the API's own productCreateSchema / productUpdateSchema (nothing is redefined here).
import { z } from "zod";
import { blankToNull, metadataPatch, metadataRowsFrom, metadataRowsSchema, readMetadata } from "@/components/forms/form-schema";
import { productCreateSchema, productUpdateSchema, type Product, type ProductCreate, type ProductUpdate } from "@/lib/schemas/product";

const productFormFields = z.object({
  name: z.string(),
  description: z.string(),
  url: z.string(),
  upc_code: z.string(),
  gtin: z.string(),
  reference_gtin: z.string(),
  client_reference_id: z.string(),
  visit_type: z.string(),
  // Optional: the select is disabled (and may be left out of the values) while the bot is on.
  hsa_fsa_eligibility: z.string().optional(),
  use_eligibility_bot: z.boolean(),
  metadata: metadataRowsSchema,
});

export type ProductFormValues = z.input<typeof productFormFields>;

/** The fields both bodies share; blanks become null ("no value"). */
function commonBody(v: ProductFormValues) {
  return {
    name: v.name.trim(),
    description: blankToNull(v.description),
    url: blankToNull(v.url),
    upc_code: blankToNull(v.upc_code),
    gtin: blankToNull(v.gtin),
    reference_gtin: blankToNull(v.reference_gtin),
    client_reference_id: blankToNull(v.client_reference_id),
    visit_type: (v.visit_type || null) as ProductCreate["visit_type"],
    // The bot wins over a manual choice, so the manual value is not sent while it is on.
    ...(v.use_eligibility_bot
      ? { use_eligibility_bot: true }
      : { hsa_fsa_eligibility: (v.hsa_fsa_eligibility || null) as ProductCreate["hsa_fsa_eligibility"] }),
  };
}

export const productCreateFormSchema = productFormFields
  .transform((v, ctx): ProductCreate => ({ ...commonBody(v), metadata: readMetadata(v.metadata, ctx) }))
  .pipe(productCreateSchema);

/** Edit: the PATCH body, metadata as a merge patch against the original. */
export function productUpdateFormSchema(original: Product) {
  return productFormFields
    .transform((v, ctx): ProductUpdate => ({ ...commonBody(v), metadata: metadataPatch(readMetadata(v.metadata, ctx), original.metadata) }))
    .pipe(productUpdateSchema);
}

/** Form fields that can show an API error (see applyApiErrors). */
export const PRODUCT_FORM_FIELDS = [
  "name",
  "description",
  "url",
  "upc_code",
  "gtin",
  "reference_gtin",
  "client_reference_id",
  "visit_type",
  "hsa_fsa_eligibility",
  "use_eligibility_bot",
] as const;

export function productFormDefaults(product?: Product): ProductFormValues {
  return {
    name: product?.name ?? "",
    description: product?.description ?? "",
    url: product?.url ?? "",
    upc_code: product?.upc_code ?? "",
    gtin: product?.gtin ?? "",
    reference_gtin: product?.reference_gtin ?? "",
    client_reference_id: product?.client_reference_id ?? "",
    visit_type: product?.visit_type ?? "",
    hsa_fsa_eligibility: product?.hsa_fsa_eligibility ?? "",
    // New products are classified by the bot unless the merchant opts out; edits keep the
    // current classification unless asked to classify again.
    use_eligibility_bot: !product,
    metadata: metadataRowsFrom(product?.metadata),
  };
}
