/**
 * The HSA/FSA "eligibility bot": classifies a product into one `hsa_fsa_eligibility` value and
 * explains it from the versioned rule catalogue (rule-catalogue.ts + knowledge/*.ts); where the
 * knowledge sent an answer to review, a small learned text model may move or confirm it, and it reads
 * confident answers a second time: a lone rule it disagrees with is sent to review (learned/).
 *
 * Pure and deterministic: no I/O, no clock, no randomness. Same input → same output.
 *
 * 1. Every rule that matches produces SIGNALS, one per rule and field: its kind (ingredient,
 *    brand, category_word, context_override, code), the matched text, the field and a weight
 *    (field weight × kind weight, halved for weak rules). (match-rules.ts)
 * 2. A context override (merchandise, toy, cosmetic, pet) vetoes every eligible answer.
 *    Otherwise one rule wins by the precedence documented at the top of rule-catalogue.ts.
 *    (decide-answer.ts)
 * 3. CONFIDENCE = support / (support + conflict + prior): support sums the weights of signals
 *    agreeing with the answer, conflict those of signals pointing elsewhere (signals a context
 *    override explains away do not count). Below `review_threshold` the product is flagged
 *    `eligibility_review: "needed"`: the answer is still the best one, but a merchant should look.
 *    (score-confidence.ts)
 * 4. A product whose code is on one of the merchant's eligibility lists takes the list's category
 *    (found by the caller and passed as `list_match`): confidence 1, the list named.
 */
import { applyLearnedFallback } from "./learned/apply-learned-fallback";
import type { RuleCatalogue } from "./catalogue-types";
import type { ClassifyProductInput, ClassifyProductResult, EligibilityListMatch, EligibilitySignal } from "./classify-types";
import { getCompiledCatalogue } from "./compile-catalogue";
import { decideAnswer, type Decision } from "./decide-answer";
import { buildCandidates, buildSignals, matchRules, prepareListing } from "./match-rules";
import { confidenceSentence, signalsSentence } from "./rationale-text";
import { RULE_CATALOGUE } from "./rule-catalogue";
import { scoreConfidence } from "./score-confidence";

export type { SignalKind } from "./catalogue-types";
export type { ClassifyProductInput, ClassifyProductResult, EligibilityListMatch, EligibilityReview, EligibilitySignal } from "./classify-types";
export { compilePattern } from "./compile-catalogue";
export { patternAnchors } from "./pattern-anchors";
export { normaliseText, toGtin13, urlPathWords } from "./prepare-text";

export const LIST_RULE_ID = "eligibility_list";

/** The merchant's eligibility list decides; the bot's own answer is kept in the rationale and signals. */
function listResult(list: EligibilityListMatch, decision: Decision, confidence: number, signals: EligibilitySignal[], version: string): ClassifyProductResult {
  const listSignal: EligibilitySignal = {
    kind: "code",
    text: list.code,
    field: "code",
    weight: 1,
    rule: LIST_RULE_ID,
    eligibility: list.category,
    category: `eligibility list "${list.list_name}"`,
  };
  const botSaid = decision.ruleId
    ? `the bot alone would answer ${decision.eligibility} (rule ${decision.ruleId}, confidence ${confidence.toFixed(2)})`
    : `the bot alone finds no rule`;
  return {
    hsa_fsa_eligibility: list.category,
    eligibility_rationale:
      `On the merchant's eligibility list "${list.list_name}" (${list.list_id}): the ${list.field} ${list.code} is listed as ${list.category}, ` +
      `and the merchant's list decides (catalogue ${version}; ${botSaid}).`,
    rule_id: LIST_RULE_ID,
    catalogue_version: version,
    matched: [list.code],
    signals: [listSignal, ...signals],
    confidence: 1,
    eligibility_review: "not_needed",
    eligibility_source: "list",
  };
}

/**
 * Classifies a product. `catalogue` is injectable for tests; production uses RULE_CATALOGUE.
 */
export function classifyProduct(input: ClassifyProductInput, catalogue: RuleCatalogue = RULE_CATALOGUE): ClassifyProductResult {
  // The learned model moves or confirms unsure answers (never moving one to a confident eligible answer) and doubts lone rules.
  return applyLearnedFallback(input, classifyWithKnowledge(input, catalogue), catalogue);
}

/** The knowledge's answer alone, before the learned fallback (training and evaluating the fallback need it). */
export function classifyWithKnowledge(input: ClassifyProductInput, catalogue: RuleCatalogue = RULE_CATALOGUE): ClassifyProductResult {
  const c = getCompiledCatalogue(catalogue);
  const listing = prepareListing(input);
  const { candidates, excluded } = buildCandidates(c, catalogue, matchRules(c, listing), listing.allText);
  const signals = buildSignals(catalogue, candidates);
  const decision = decideAnswer(candidates, excluded, signals, catalogue.version);
  const { confidence, review } = scoreConfidence(decision, candidates, signals, catalogue);

  if (input?.list_match) return listResult(input.list_match, decision, confidence, signals, catalogue.version);

  return {
    hsa_fsa_eligibility: decision.eligibility,
    eligibility_rationale: decision.rationale + signalsSentence(signals) + confidenceSentence(confidence, review, catalogue.review_threshold),
    rule_id: decision.ruleId,
    catalogue_version: catalogue.version,
    matched: decision.matched,
    signals,
    confidence,
    eligibility_review: review,
    eligibility_source: "bot",
  };
}
