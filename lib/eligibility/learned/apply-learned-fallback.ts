/**
 * The learned fallback with the shipped model and thresholds (model-data.json), for classifyProduct:
 *
 *   return applyLearnedFallback(input, classifyWithKnowledge(input, catalogue), catalogue);
 *
 * Moves and confirms answers the knowledge sent to review, and reads confident eligible answers a second
 * time (a single rule the model disagrees with is reviewed); the rule is in learned-fallback-rule.ts, the method and its cross-validation in docs/eligibility-learned.md.
 */
import type { RuleCatalogue } from "../catalogue-types";
import { RULE_CATALOGUE } from "../rule-catalogue";
import { contestedRules, fallbackAnswer, type FallbackableResult } from "./learned-fallback-rule";
import { predictLabel, shippedFallbackSettings } from "./predict-label";
import type { LearnedInput } from "./text-features";

export { LEARNED_RULE_ID, type FallbackableResult } from "./learned-fallback-rule";

/** The shipped catalogue's contested rules: the fallback leaves their deliberate reading alone. */
export const CONTESTED_RULES: ReadonlySet<string> = contestedRules(RULE_CATALOGUE);

/** The fallback under the catalogue the answer came from (its review threshold, its contested rules). */
export function applyLearnedFallback<R extends FallbackableResult>(input: LearnedInput, result: R, catalogue: RuleCatalogue = RULE_CATALOGUE): R {
  return fallbackAnswer(input, result, {
    settings: shippedFallbackSettings(),
    predict: predictLabel,
    reviewThreshold: catalogue.review_threshold,
    contestedRules: catalogue === RULE_CATALOGUE ? CONTESTED_RULES : contestedRules(catalogue),
    secondReader: catalogue.second_reader,
  });
}
