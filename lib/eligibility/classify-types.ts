/**
 * What the eligibility bot takes and answers (classify-product.ts), and the field order its
 * steps share. Types only, plus two constants.
 */
import type { Field, SignalKind } from "./catalogue-types";
import type { EligibilityValue } from "./eligibility-values";

/** A code of the product found on one of the merchant's eligibility lists (looked up by the caller). */
export interface EligibilityListMatch {
  list_id: string;
  list_name: string;
  /** The product field whose code matched. */
  field: "gtin" | "upc_code" | "reference_gtin";
  /** The code in its 14-digit GTIN form. */
  code: string;
  category: EligibilityValue;
}

export interface ClassifyProductInput {
  name: string;
  description?: string | null;
  upc_code?: string | null;
  gtin?: string | null;
  reference_gtin?: string | null;
  url?: string | null;
  /** The merchant's own eligibility list says what this code is: it decides. */
  list_match?: EligibilityListMatch | null;
}

export interface EligibilitySignal {
  kind: SignalKind;
  /** What matched (several matches of one rule in one field are joined with ", "). */
  text: string;
  field: Field;
  /** Contribution to the confidence: field weight × kind weight (× weak weight). */
  weight: number;
  /** The rule that fired. */
  rule: string;
  /** The answer this signal points to (`not_eligible` for context overrides). */
  eligibility: EligibilityValue;
  /** What the knowledge entry stands for, e.g. "antihistamine" for a `claritin` match. */
  category?: string;
  /**
   * True when the decision explains this signal away, so it does not count against the confidence:
   * a context override (a first-aid brand on a tote bag), or a rule the winner outranks by design.
   */
  overridden?: boolean;
}

export type EligibilityReview = "needed" | "not_needed";

export interface ClassifyProductResult {
  hsa_fsa_eligibility: EligibilityValue;
  eligibility_rationale: string;
  /** Winning rule id ("eligibility_list" when a list decided), or null when no rule matched. */
  rule_id: string | null;
  catalogue_version: string;
  /** What the winning rule matched, e.g. `bandages` or `03` (a code prefix). Empty if none. */
  matched: string[];
  /** Every signal that fired, strongest first. */
  signals: EligibilitySignal[];
  /** 0..1, two decimals. */
  confidence: number;
  eligibility_review: EligibilityReview;
  eligibility_source: "bot" | "list";
}

export const TEXT_FIELDS = ["name", "description", "url"] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
/** Fields in the order rationales and ties list them. */
export const FIELD_ORDER: readonly Field[] = ["name", "description", "url", "code"];

export const round2 = (n: number) => Math.round(n * 100) / 100;
