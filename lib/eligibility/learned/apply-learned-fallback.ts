/**
 * The learned fallback with the shipped model and thresholds (model-data.json), for classifyProduct:
 *
 *   return applyLearnedFallback(input, result);
 *
 * Acts only where the knowledge has no evidence, never answers eligible without review; the rule
 * is in learned-fallback-rule.ts, the method and its cross-validation in docs/eligibility-learned.md.
 */
import { RULE_CATALOGUE } from "../rule-catalogue";
import { fallbackAnswer, type FallbackableResult } from "./learned-fallback-rule";
import { predictLabel, shippedFallbackSettings } from "./predict-label";
import type { LearnedInput } from "./text-features";

export { LEARNED_RULE_ID, type FallbackableResult } from "./learned-fallback-rule";

/** The catalogue's contested rules: the fallback leaves their deliberate reading alone. */
export const CONTESTED_RULES: ReadonlySet<string> = new Set(RULE_CATALOGUE.rules.filter((r) => r.contested).map((r) => r.id));

export function applyLearnedFallback<R extends FallbackableResult>(input: LearnedInput, result: R): R {
  return fallbackAnswer(input, result, {
    settings: shippedFallbackSettings(),
    predict: predictLabel,
    reviewThreshold: RULE_CATALOGUE.review_threshold,
    contestedRules: CONTESTED_RULES,
  });
}
