import { classifyProduct } from "@/lib/eligibility/classify-product";

type ProductFields = {
  name: string;
  description?: string | null;
  upc_code?: string | null;
  gtin?: string | null;
  reference_gtin?: string | null;
  url?: string | null;
};

/** Eligibility and rationale from the rule catalogue, as stored on a product. */
export function classifyWithBot(fields: ProductFields) {
  const result = classifyProduct(fields);
  return { hsaFsaEligibility: result.hsa_fsa_eligibility, eligibilityRationale: result.eligibility_rationale };
}

export const MANUAL_RATIONALE = "Set by the merchant.";
