// Chooses the learned fallback's thresholds from out-of-fold predictions (never the test fold's).
import { contestedRules, fallbackAnswer, type FallbackableResult } from "../lib/eligibility/learned/learned-fallback-rule";
import type { FallbackScope, FallbackSettings } from "../lib/eligibility/learned/fallback-settings";
import type { LearnedPrediction } from "../lib/eligibility/learned/learned-model";
import { RULE_CATALOGUE } from "../lib/eligibility/rule-catalogue";

const REVIEW_THRESHOLD = RULE_CATALOGUE.review_threshold;
const CONTESTED_RULES = contestedRules(RULE_CATALOGUE);

export interface ScoredListing {
  name: string;
  expected: string;
  result: FallbackableResult;
  prediction: LearnedPrediction;
}

const MOVE_CANDIDATES = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95];
const CONFIRM_CANDIDATES = [0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 0.97, 0.99];
/** Confirmed not_eligible answers must be right this often (the confident-right target is 97%). */
const CONFIRM_PRECISION = 0.98;
const CONFIRM_MIN_SUPPORT = 10;

export function withFallback(rows: ScoredListing[], settings: FallbackSettings): FallbackableResult[] {
  return rows.map((r) =>
    fallbackAnswer({ name: r.name }, r.result, { settings, predict: () => r.prediction, reviewThreshold: REVIEW_THRESHOLD, contestedRules: CONTESTED_RULES }),
  );
}

/** The move threshold that most raises accuracy (ties: the higher); Infinity when none helps. */
function chooseMove(rows: ScoredListing[], scope: FallbackScope): number {
  let best = Infinity;
  let bestGain = 0;
  for (const t of [...MOVE_CANDIDATES].reverse()) {
    const after = withFallback(rows, { scope, move_threshold: t, confirm_threshold: Infinity });
    let gain = 0;
    after.forEach((a, n) => {
      const r = rows[n]!;
      gain += Number(a.hsa_fsa_eligibility === r.expected) - Number(r.result.hsa_fsa_eligibility === r.expected);
    });
    if (gain > bestGain) [best, bestGain] = [t, gain];
  }
  return best;
}

/** The lowest confirm threshold whose confirmations are right ≥ 98% of the time; Infinity when none. */
function chooseConfirm(rows: ScoredListing[], scope: FallbackScope, move: number): number {
  for (const t of CONFIRM_CANDIDATES) {
    const after = withFallback(rows, { scope, move_threshold: move, confirm_threshold: t });
    let confirmed = 0;
    let right = 0;
    after.forEach((a, n) => {
      const r = rows[n]!;
      if (r.result.eligibility_review === "needed" && a.eligibility_review === "not_needed") {
        confirmed++;
        if (r.expected === "not_eligible") right++;
      }
    });
    if (confirmed >= CONFIRM_MIN_SUPPORT && right / confirmed >= CONFIRM_PRECISION) return t;
  }
  return Infinity;
}

/** `move`, when given, is kept (a held-out measurement chose it) and only the confirm threshold is chosen here. */
export function chooseThresholds(rows: ScoredListing[], scope: FallbackScope, move = chooseMove(rows, scope)): FallbackSettings {
  return { scope, move_threshold: move, confirm_threshold: chooseConfirm(rows, scope, move) };
}
