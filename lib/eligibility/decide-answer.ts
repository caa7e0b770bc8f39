/**
 * Step 4 of a classification: the answer. A context override (merchandise, toy, cosmetic, pet,
 * everyday goods) vetoes every eligible answer; a listing with nothing but claims is not eligible;
 * otherwise the best-ranked rule wins (precedence: rule-catalogue.ts).
 */
import type { EligibilityValue } from "./eligibility-values";
import type { EligibilitySignal } from "./classify-types";
import { compareCandidates, matchedWords, type Candidate, type ExcludedRule } from "./match-rules";
import { citation, describeHits } from "./rationale-text";

export interface Decision {
  eligibility: EligibilityValue;
  /** The winning rule's id; null when no rule or only claims matched. */
  ruleId: string | null;
  matched: string[];
  rationale: string;
  /** The candidate that decided (the veto when there is one), if any. */
  winner: Candidate | undefined;
  vetoed: boolean;
}

const isVeto = (x: Candidate) => x.kind === "context_override" && x.rule.veto === true;

function decideByVeto(veto: Candidate, regular: Candidate[], signals: EligibilitySignal[], version: string): Decision {
  for (const s of signals) if (s.eligibility !== "not_eligible") s.overridden = true;
  const overruled = regular.filter((x) => x.rule.eligibility !== "not_eligible").map((x) => `${x.rule.id} (${describeHits(x.hits)})`);
  const rationale =
    `Context override ${veto.rule.id} (catalogue ${version}): ${describeHits(veto.hits)} — ${veto.rule.explanation} (${citation(veto.rule)}).` +
    (overruled.length ? ` It overrides ${overruled.slice(0, 3).join(", ")}.` : "");
  return { eligibility: "not_eligible", ruleId: veto.rule.id, matched: matchedWords(veto), rationale, winner: veto, vetoed: true };
}

/** Only claims matched ("pain relief", "immune support"): a claim is not evidence of medical care. */
function decideByClaims(regular: Candidate[], version: string): Decision {
  const claims = regular.filter((x) => x.kind === "claim");
  const rationale =
    `Only health claims matched (catalogue ${version}): ${claims.map((x) => describeHits(x.hits)).join("; ")}. A claim is not evidence ` +
    `of medical care (${citation(claims[0]!.rule)} needs an active ingredient, a device, a service or a prescription), so the product is treated as not eligible.`;
  return { eligibility: "not_eligible", ruleId: null, matched: [], rationale, winner: regular[0], vetoed: false };
}

function decideByWinner(regular: Candidate[], version: string): Decision {
  const winner = regular[0]!;
  let rationale =
    `Matched rule ${winner.rule.id} (catalogue ${version}): ${describeHits(winner.hits)} — ` + `${winner.rule.explanation} (${citation(winner.rule)}).`;
  const overruled = regular
    .slice(1)
    .filter((x) => x.rule.eligibility !== winner.rule.eligibility)
    .map((x) => `${x.rule.id} (${x.rule.eligibility})`);
  if (overruled.length) rationale += ` Outranked: ${overruled.slice(0, 3).join(", ")}.`;
  return { eligibility: winner.rule.eligibility, ruleId: winner.rule.id, matched: matchedWords(winner), rationale, winner, vetoed: false };
}

function decideNoRule(version: string): Decision {
  const rationale =
    `No rule matched (catalogue ${version}): nothing in the name, description, URL or product codes ` +
    `matches an eligible category, so the product is treated as not eligible.`;
  return { eligibility: "not_eligible", ruleId: null, matched: [], rationale, winner: undefined, vetoed: false };
}

/** Says which rules did not apply because of their exclusions, where that matters to the answer. */
function exclusionNotes(decision: Decision, excluded: ExcludedRule[]): string {
  const relevant = decision.ruleId === null ? excluded : excluded.filter((e) => e.rule.eligibility !== decision.eligibility);
  if (!relevant.length) return "";
  return ` ${relevant
    .slice(0, decision.ruleId === null ? relevant.length : 2)
    .map((e) => `Rule ${e.rule.id} did not apply because of "${e.by}".`)
    .join(" ")}`;
}

/** Decides the answer; marks the signals a veto overrides. */
export function decideAnswer(candidates: Candidate[], excluded: ExcludedRule[], signals: EligibilitySignal[], version: string): Decision {
  const vetoes = candidates.filter(isVeto).sort(compareCandidates);
  const regular = candidates.filter((x) => !isVeto(x)).sort(compareCandidates);
  let decision: Decision;
  if (vetoes.length) decision = decideByVeto(vetoes[0]!, regular, signals, version);
  else if (regular.length && regular[0]!.kind === "claim") decision = decideByClaims(regular, version);
  else if (regular.length) decision = decideByWinner(regular, version);
  else decision = decideNoRule(version);
  decision.rationale += exclusionNotes(decision, excluded);
  return decision;
}
