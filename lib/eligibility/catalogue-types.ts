/**
 * Types of the eligibility rule catalogue (rule-catalogue.ts and knowledge/*.ts). Data only: the
 * classifier (classify-product.ts) reads these; nothing here knows any product.
 */
import type { BotEligibilityValue } from "./eligibility-values";

/** What kind of evidence a rule's match is (reported on every signal). */
export type SignalKind = "ingredient" | "brand" | "category_word" | "context_override" | "code" | "claim";

export const SIGNAL_KINDS: readonly SignalKind[] = ["ingredient", "brand", "category_word", "context_override", "code", "claim"];

export type Field = "name" | "description" | "url" | "code";

/**
 * One knowledge entry: a pattern with what it stands for. A plain string is the same as
 * `{ match: string }`.
 */
export interface PatternEntry {
  /** Regular-expression source, matched at word boundaries against normalised text. */
  match: string;
  /** What the match stands for, shown in signals: e.g. "antihistamine" for `claritin`. */
  category?: string;
  /**
   * Product lines the entry does NOT cover: if one of these is found anywhere in the product's
   * text, this entry's match is ignored (e.g. `purell` unless `soap`).
   */
  unless?: string[];
  /** Fields the entry may match in (default: every text field). Generic-word brands: name only. */
  fields?: Exclude<Field, "code">[];
  /**
   * A health or wellness CLAIM ("pain relief", "immune support", "air purifying"), not what the
   * product is. A rule whose only matches are claims is not evidence of eligibility: its signals
   * are of kind `claim` and it ranks at `claim_priority`, below every family of goods.
   */
  claim?: boolean;
}

export type Pattern = string | PatternEntry;

export interface EligibilityRule {
  /** Stable id, `<group>.<name>`; shown in rationales and stored with the product. */
  id: string;
  /** The value the bot sets when this rule wins. */
  eligibility: BotEligibilityValue;
  /** Evidence kind of this rule's matches; default `category_word`. */
  kind?: SignalKind;
  /**
   * Weak evidence (the general not-eligible families and product-code prefixes): its signals
   * count half in the confidence.
   */
  weak?: boolean;
  /**
   * For `context_override` rules: a match vetoes every eligible answer (the product is
   * merchandise, a toy, a cosmetic, a pet product...). Ignored for other kinds.
   */
  veto?: boolean;
  /**
   * IRS Publication 502 heading the rule relies on (an includible heading, or one from
   * "What Expenses Aren't Includible"). Where Pub 502 is not the source, `authority` says so.
   */
  irs_pub502_category: string;
  /** Citation used in the rationale; defaults to `IRS Publication 502, "<category>"`. */
  authority?: string;
  /** Regular-expression sources (or knowledge entries) matched at word boundaries. */
  patterns: Pattern[];
  /** If any of these is found anywhere in the product text, the rule does not apply. */
  exclusions?: string[];
  /** GTIN-13 prefixes (digits) that count as a product-code match. */
  gtin_prefixes?: string[];
  /** Precedence among rules matching the same strongest field; higher wins. */
  priority: number;
  /**
   * The authorities disagree on this category (FSA/HSA stores list compression hosiery as
   * eligible outright or with a letter of medical necessity; eye exams as vision or as a medical
   * service): the rule still answers, but a signal for the other reading counts against its
   * confidence, weighing `contested_weight`, so the answer is sent to review.
   */
  contested?: { eligibility: BotEligibilityValue; source: string };
  /** Plain-language reason, completes "… — <explanation> (<authority>)." */
  explanation: string;
}

export interface RuleCatalogue {
  version: string;
  changelog: { version: string; notes: string }[];
  /** Weight of a match in each field; a name match outweighs everything else combined. */
  field_weights: { name: number; description: number; url: number; code: number };
  /** Multiplier of a signal's field weight by its kind (brands say less than product words). */
  kind_weights: Record<SignalKind, number>;
  /** Multiplier for `weak` rules (general families, code prefixes). */
  weak_weight: number;
  /** Priority of a rule that matched only claims (entries with `claim: true`). */
  claim_priority: number;
  /** Least weight of the signal for the other reading of a `contested` rule (it weighs at least the answer's support). */
  contested_weight: number;
  /**
   * Below this confidence the product is flagged `eligibility_review: "needed"`. Confidence is
   * support / (support + conflict + prior) over the signals' weights; see score-confidence.ts.
   */
  review_threshold: number;
  /** The `prior` of the confidence formula: how much evidence one needs to be sure. */
  confidence_prior: number;
  /**
   * The learned model as a second, independent reader (learned/learned-fallback-rule.ts). A confident
   * eligible answer goes to review when the model reads another label with probability ≥ `sure`, or
   * ≥ `single_rule` when only one rule supports the answer; an answer the knowledge has a rule for but
   * is unsure of is confirmed when the model reads the same label with probability ≥ `sure`.
   */
  second_reader: { single_rule: number; sure: number };
  rules: EligibilityRule[];
}

export function patternSource(p: Pattern): string {
  return typeof p === "string" ? p : p.match;
}
