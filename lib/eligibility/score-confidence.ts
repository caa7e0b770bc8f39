/**
 * Step 5 of a classification: CONFIDENCE = support / (support + conflict + prior). Support sums
 * the weights of the signals agreeing with the answer, conflict those pointing elsewhere, except
 * the signals the decision explains away. Below `review_threshold` a merchant should review.
 */
import type { RuleCatalogue } from "./catalogue-types";
import { FIELD_ORDER, round2, type EligibilityReview, type EligibilitySignal } from "./classify-types";
import type { Decision } from "./decide-answer";
import type { Candidate } from "./match-rules";

/**
 * Conflicting signals the decision explains do not count: the general families' defaults (weak
 * rules) under a specific rule, a brand under a product word that says what the item is, and
 * rules the winner outranks by design (10+ priority points, e.g. vision over the word
 * "prescription", an Rx molecule over an OTC one in the same combination product).
 */
function explainAwayOutranked(winner: Candidate, decision: Decision, candidates: Candidate[], signals: EligibilitySignal[]): void {
  const ruleById = new Map(candidates.map((x) => [x.rule.id, x]));
  for (const s of signals) {
    if (s.eligibility === decision.eligibility) continue;
    const other = ruleById.get(s.rule)!;
    const outranked = (other.rule.weak && !winner.rule.weak) || (other.kind === "brand" && winner.kind !== "brand") || winner.priority - other.priority >= 10;
    if (outranked) s.overridden = true;
  }
}

/** A contested category: the other reading the authorities give counts against the answer. */
function addContestedSignal(winner: Candidate, decision: Decision, catalogue: RuleCatalogue, signals: EligibilitySignal[]): void {
  const contested = winner.kind !== "claim" ? winner.rule.contested : undefined;
  if (!contested || contested.eligibility === decision.eligibility) return;
  const field = FIELD_ORDER.find((f) => winner.hits[f]?.length) ?? "name";
  const support = signals.filter((x) => !x.overridden && x.eligibility === decision.eligibility).reduce((n, x) => n + x.weight, 0);
  signals.push({
    kind: winner.kind,
    text: decision.matched.join(", "),
    field,
    // At least as heavy as everything agreeing with the answer: a contested answer is always reviewed.
    weight: round2(Math.max(catalogue.contested_weight, support)),
    rule: winner.rule.id,
    eligibility: contested.eligibility,
    category: `the authorities differ: ${contested.source}`,
  });
}

function sortSignals(signals: EligibilitySignal[]): void {
  signals.sort(
    (a, b) => b.weight - a.weight || FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field) || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0),
  );
}

/** Scores the decision; adds the contested signal, marks outranked ones and sorts `signals` strongest first. */
export function scoreConfidence(
  decision: Decision,
  candidates: Candidate[],
  signals: EligibilitySignal[],
  catalogue: RuleCatalogue,
): { confidence: number; review: EligibilityReview } {
  const winner = decision.winner;
  if (winner && !decision.vetoed) {
    explainAwayOutranked(winner, decision, candidates, signals);
    addContestedSignal(winner, decision, catalogue, signals);
  }
  let support = 0;
  let conflict = 0;
  for (const s of signals) {
    if (s.overridden) continue;
    if (s.eligibility === decision.eligibility) support += s.weight;
    else conflict += s.weight;
  }
  const confidence = support > 0 ? round2(support / (support + conflict + catalogue.confidence_prior)) : 0;
  const review: EligibilityReview = confidence < catalogue.review_threshold ? "needed" : "not_needed";
  sortSignals(signals);
  return { confidence, review };
}
