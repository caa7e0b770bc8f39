// How a product's eligibility columns are written by each decider: the bot (with the merchant's
// eligibility lists), the merchant, or nobody. Who decided is kept in eligibility_source; a
// merchant's decision records who and when, and a later bot run never overrides it.
import { classifyProduct, type EligibilityListMatch } from "@/lib/eligibility/classify-product";
import type { EligibilityValue } from "@/lib/eligibility/eligibility-values";
import type { products } from "@/lib/db/schema";

type ProductFields = {
  name: string;
  description?: string | null;
  upc_code?: string | null;
  gtin?: string | null;
  reference_gtin?: string | null;
  url?: string | null;
};

type ProductRow = typeof products.$inferSelect;
export type EligibilityColumns = Pick<
  typeof products.$inferInsert,
  | "hsaFsaEligibility"
  | "eligibilityRationale"
  | "eligibilitySource"
  | "eligibilityReview"
  | "eligibilityConfidence"
  | "eligibilitySignals"
  | "eligibilityDecidedBy"
  | "eligibilityDecidedAt"
>;

export const MANUAL_RATIONALE = "Set by the merchant.";
/** Who a decision is recorded as when the caller does not say (an API key). */
export const DEFAULT_ACTOR = "api_key";

/** The bot's answer (or the merchant's list's, when `listMatch` is given), as stored on a product. */
export function botDecision(fields: ProductFields, listMatch: EligibilityListMatch | null = null): EligibilityColumns {
  const result = classifyProduct({ ...fields, list_match: listMatch });
  return {
    hsaFsaEligibility: result.hsa_fsa_eligibility,
    eligibilityRationale: result.eligibility_rationale,
    eligibilitySource: result.eligibility_source,
    eligibilityReview: result.eligibility_review,
    eligibilityConfidence: result.confidence,
    eligibilitySignals: result.signals as unknown as Record<string, unknown>[],
    eligibilityDecidedBy: null,
    eligibilityDecidedAt: null,
  };
}

/** The merchant chose (or confirmed) the eligibility: recorded with who and when. */
export function merchantDecision(value: EligibilityValue, actor: string | undefined, at: Date): EligibilityColumns {
  return {
    hsaFsaEligibility: value,
    eligibilityRationale: MANUAL_RATIONALE,
    eligibilitySource: "merchant",
    eligibilityReview: "not_needed",
    eligibilityConfidence: null,
    eligibilitySignals: null,
    eligibilityDecidedBy: actor || DEFAULT_ACTOR,
    eligibilityDecidedAt: at,
  };
}

/** No eligibility: not classified, nobody's decision. */
export const NO_DECISION: EligibilityColumns = {
  hsaFsaEligibility: null,
  eligibilityRationale: null,
  eligibilitySource: null,
  eligibilityReview: null,
  eligibilityConfidence: null,
  eligibilitySignals: null,
  eligibilityDecidedBy: null,
  eligibilityDecidedAt: null,
};

/**
 * Who decided a stored product's eligibility. Products written before eligibility_source existed
 * say it in their rationale: "Set by the merchant." or the bot's.
 */
export function eligibilitySourceOf(
  row: Pick<ProductRow, "eligibilitySource" | "hsaFsaEligibility" | "eligibilityRationale">,
): "bot" | "merchant" | "list" | null {
  if (row.eligibilitySource) return row.eligibilitySource as "bot" | "merchant" | "list";
  if (row.hsaFsaEligibility === null) return null;
  return row.eligibilityRationale === MANUAL_RATIONALE ? "merchant" : "bot";
}

export function isMerchantDecided(row: Pick<ProductRow, "eligibilitySource" | "hsaFsaEligibility" | "eligibilityRationale">): boolean {
  return eligibilitySourceOf(row) === "merchant";
}
