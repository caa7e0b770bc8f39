/**
 * The learned fallback (issue 20, item 6): a text model trained on labelled store listings reads
 * the listing where the knowledge is unsure (it may move the answer, never into a confident
 * eligible one) and, as a second reader, where the knowledge is sure (it may send the answer to
 * review, or confirm an unsure answer the knowledge found evidence for).
 *
 * - It acts only on results in its scope: `no_evidence` (no rule matched, or only claims did:
 *   rule_id null) or `reviewed` (every result already sent to review). A merchant's eligibility
 *   list always decides, and a contested category (where the authorities differ and the knowledge
 *   chose a reading on purpose, reviewed by design) keeps the knowledge's reading.
 * - MOVE: the model names another label with probability ≥ move_threshold → that label, always
 *   sent to review (confidence capped below the review threshold).
 * - CONFIRM: the answer is not_eligible and the model agrees with probability ≥ confirm_threshold →
 *   not_eligible without review (the error this can make is an eligible item called not eligible,
 *   never the compliance error of a not-eligible item called eligible).
 * - SECOND READER (when `secondReader` is given; the shipped classifier gives it): the model is an
 *   independent reading of the whole text, trained on other stores' listings. A confident eligible
 *   answer is sent to review when the model reads another label with probability ≥ `sure` (0.7), or
 *   ≥ `single_rule` (0.4) when only one rule (claims aside) supports it; it keeps the knowledge's
 *   answer, and MOVE does not apply to it. A reviewed answer the knowledge has a rule for is
 *   confirmed (no review) when, in the `reviewed` scope, the model reads the same label with
 *   probability ≥ `sure`: two independent readings agree (a not-eligible answer with no rule, no
 *   evidence, only through CONFIRM at its own threshold). The classifier applies the fallback once.
 *   It reads only listings with at least
 *   SECOND_READER_MIN_WORDS readable words (a title and a line of description): on a bare title of
 *   four words the model leans to its prior, not eligible, and would doubt a walking cane.
 * - A listing with fewer than MIN_READABLE_WORDS words (three letters or more, no digits) is left
 *   alone: on "Widget X1B7 C" the model reads mostly the code, and a SKU's random characters alone
 *   could tip it over a threshold, so the same item would be reviewed under one code and not another.
 * Pure: the prediction and the settings are passed in (apply-learned-fallback.ts passes the shipped ones).
 */
import type { RuleCatalogue } from "../catalogue-types";
import { round2, type ClassifyProductResult } from "../classify-types";
import type { FallbackScope, FallbackSettings } from "./fallback-settings";
import type { LearnedPrediction } from "./learned-model";
import { normaliseForModel, type LearnedInput } from "./text-features";

export const LEARNED_RULE_ID = "learned.fallback";

/** Too few words to read: the model's answer would rest on codes and fragments. */
export const MIN_READABLE_WORDS = 3;
/** Words the second reading needs: a title and a line of description, not a bare product name. */
export const SECOND_READER_MIN_WORDS = 8;

/** Words of the name and description the model can read: letters only, three or more (codes, sizes and initials aside). */
export function readableWords(input: LearnedInput): number {
  const text = `${normaliseForModel(input.name)} ${normaliseForModel(input.description)}`;
  return text.split(" ").filter((w) => /^[a-z]{3,}$/.test(w)).length;
}

/** The fields of a classifier result the fallback reads and may change. */
export type FallbackableResult = Pick<
  ClassifyProductResult,
  "hsa_fsa_eligibility" | "eligibility_rationale" | "rule_id" | "confidence" | "eligibility_review" | "eligibility_source" | "signals"
>;

/** A catalogue's contested rules: their answers are the knowledge's deliberate reading. */
export function contestedRules(catalogue: RuleCatalogue): ReadonlySet<string> {
  return new Set(catalogue.rules.filter((r) => r.contested).map((r) => r.id));
}

export interface FallbackContext {
  settings: FallbackSettings;
  /** The model's reading (the shipped model, or in cross-validation one trained without the set under test). */
  predict: (input: LearnedInput) => LearnedPrediction;
  /** The catalogue's review threshold: a moved answer's confidence stays below it. */
  reviewThreshold: number;
  /** Rules whose category is contested: their answers are the knowledge's deliberate reading. */
  contestedRules: ReadonlySet<string>;
  /** The model as a second reader of confident and unsure answers; absent: it reads only what is in scope. */
  secondReader?: RuleCatalogue["second_reader"];
}

/** How many rules agree with the answer (signals the decision explained away aside, and claims: a claim is not evidence). */
export function supportingRules(result: Pick<FallbackableResult, "signals" | "hsa_fsa_eligibility">): number {
  return new Set(result.signals.filter((s) => !s.overridden && s.kind !== "claim" && s.eligibility === result.hsa_fsa_eligibility).map((s) => s.rule)).size;
}

/** A confident eligible answer the second reader doubts, sent to review with the knowledge's answer kept. */
function doubted<R extends FallbackableResult>(result: R, p: LearnedPrediction, reader: RuleCatalogue["second_reader"], reviewThreshold: number): R | null {
  if (result.eligibility_review !== "not_needed" || result.hsa_fsa_eligibility === "not_eligible" || p.label === result.hsa_fsa_eligibility) return null;
  const oneRule = supportingRules(result) <= 1;
  if (p.probability < (oneRule ? reader.single_rule : reader.sure)) return null;
  const why = oneRule ? `only one rule (${result.rule_id}) says so` : `the knowledge says so`;
  const confidence = Math.min(result.confidence, round2(reviewThreshold - 0.01));
  return {
    ...result,
    confidence,
    eligibility_review: "needed",
    eligibility_rationale:
      `${result.eligibility_rationale} Second reading: ${why}, but a text model trained on other stores' labelled listings reads this as ` +
      `${p.label} (probability ${p.probability.toFixed(2)}), so a merchant should confirm it (confidence ${confidence.toFixed(2)}).`,
  };
}

/** An unsure answer the knowledge has a rule for, which the second reader reads the same way: confirmed. */
function agreed<R extends FallbackableResult>(result: R, p: LearnedPrediction, threshold: number, reviewThreshold: number): R | null {
  if (result.eligibility_review !== "needed" || result.rule_id === null) return null;
  if (p.label !== result.hsa_fsa_eligibility || p.probability < Math.max(threshold, reviewThreshold)) return null;
  const confidence = Math.max(result.confidence, round2(p.probability));
  return {
    ...result,
    confidence,
    eligibility_review: "not_needed",
    eligibility_rationale:
      `${result.eligibility_rationale} Second reading: a text model trained on other stores' labelled listings also reads this as ` +
      `${p.label} (probability ${p.probability.toFixed(2)}), so no review is needed (confidence ${confidence.toFixed(2)}).`,
  };
}

/** A merchant's list decided, or the knowledge chose a contested reading on purpose: the model leaves it alone. */
function decidedElsewhere(result: FallbackableResult, contested: ReadonlySet<string>): boolean {
  return result.eligibility_source === "list" || (result.rule_id !== null && contested.has(result.rule_id));
}

function inScope(result: FallbackableResult, scope: FallbackScope): boolean {
  return scope === "no_evidence" ? result.rule_id === null : result.eligibility_review === "needed";
}

export function fallbackAnswer<R extends FallbackableResult>(input: LearnedInput, given: R, context: FallbackContext): R {
  const { settings, reviewThreshold: threshold } = context;
  const words = input?.name ? readableWords(input) : 0;
  if (decidedElsewhere(given, context.contestedRules) || words < MIN_READABLE_WORDS) return given;
  // On a bare short title the model leans to its prior (not eligible): it reads a second time only with a listing's worth of text.
  const secondReader = words >= SECOND_READER_MIN_WORDS ? context.secondReader : undefined;
  if (!secondReader && !inScope(given, settings.scope)) return given;
  const p = context.predict(input);
  // A doubted answer keeps the knowledge's reading: the rule found evidence the model cannot weigh.
  const doubt = secondReader && doubted(given, p, secondReader, threshold);
  if (doubt) return doubt;
  const result = given;
  // Under `no_evidence` only rule-less answers are in scope, so the second reading's confirmation never applies there.
  if (!inScope(result, settings.scope)) return result;
  const said = `${p.label} (probability ${p.probability.toFixed(2)})`;
  if (p.label !== result.hsa_fsa_eligibility && p.probability >= settings.move_threshold) {
    return {
      ...result,
      hsa_fsa_eligibility: p.label,
      rule_id: LEARNED_RULE_ID,
      // A learned answer is never confident: a merchant confirms it.
      confidence: Math.min(round2(p.probability), round2(threshold - 0.01)),
      eligibility_review: "needed",
      eligibility_rationale:
        `${result.eligibility_rationale} Learned fallback: ${result.rule_id === null ? "the knowledge has no evidence, and " : "the knowledge is unsure, and "}` +
        `a text model trained on labelled store listings reads this as ${said}; answered ${p.label}, to be confirmed by a merchant.`,
    };
  }
  const confirm = Math.max(settings.confirm_threshold, threshold);
  if (result.hsa_fsa_eligibility === "not_eligible" && p.label === "not_eligible" && result.eligibility_review === "needed" && p.probability >= confirm) {
    return {
      ...result,
      rule_id: result.rule_id ?? LEARNED_RULE_ID,
      confidence: round2(p.probability),
      eligibility_review: "not_needed",
      eligibility_rationale: `${result.eligibility_rationale} Learned fallback: a text model trained on labelled store listings also reads this as ${said}, so no review is needed.`,
    };
  }
  return (secondReader && agreed(result, p, secondReader.sure, threshold)) || result;
}
