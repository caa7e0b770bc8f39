/**
 * Steps 1-3 of a classification: which rules match a listing and where (hits per field), which of
 * them apply (a rule's exclusions), and the signals they give, one per rule and field.
 */
import type { EligibilityRule, Field, RuleCatalogue, SignalKind } from "./catalogue-types";
import { FIELD_ORDER, TEXT_FIELDS, round2, type ClassifyProductInput, type EligibilitySignal, type TextField } from "./classify-types";
import { candidatePatterns, type CompiledCatalogue } from "./compile-catalogue";
import { normaliseText, toGtin13, urlPathWords } from "./prepare-text";

/** A listing in the form the patterns are matched against. */
export interface ListingText {
  texts: Record<TextField, string>;
  /** Every text field joined: where `unless` entries and exclusions are looked for. */
  allText: string;
  /** Valid product codes in GTIN-13 form. */
  codes: string[];
}

interface RuleHits {
  rule: number;
  hits: Partial<Record<Field, string[]>>;
  categories: Partial<Record<Field, string>>;
  /** True once a pattern that is not a mere claim matched. */
  evidence: boolean;
}

export interface Candidate {
  rule: EligibilityRule;
  kind: SignalKind;
  /** The rule's priority, or the catalogue's claim_priority when it matched only claims. */
  priority: number;
  hits: Partial<Record<Field, string[]>>;
  categories: Partial<Record<Field, string>>;
  strongest: number;
  score: number;
  /** Characters of distinct matched wording in the strongest field: longer = more specific. */
  specificity: number;
}

/** A rule that matched but did not apply, and the wording that excluded it. */
export interface ExcludedRule {
  rule: EligibilityRule;
  by: string;
}

export function prepareListing(input: ClassifyProductInput): ListingText {
  const texts: Record<TextField, string> = {
    name: normaliseText(input?.name),
    description: normaliseText(input?.description),
    url: urlPathWords(input?.url),
  };
  const allText = [texts.name, texts.description, texts.url].filter(Boolean).join(" | ");
  const codes = [input?.upc_code, input?.gtin, input?.reference_gtin].map(toGtin13).filter((x): x is string => x !== null);
  return { texts, allText, codes };
}

/** Every match of `re` in `text`, trimmed and distinct; null when none. */
function matchesOf(re: RegExp, text: string): string[] | null {
  let found: string[] | null = null;
  for (const m of text.matchAll(re)) {
    const hit = m[0].trim();
    if (!hit) continue;
    found ??= [];
    if (!found.includes(hit)) found.push(hit);
  }
  return found;
}

/** Step 1: every pattern that can start at one of the words, per field; then code prefixes. */
export function matchRules(c: CompiledCatalogue, listing: ListingText): Map<number, RuleHits> {
  const byRule = new Map<number, RuleHits>();
  const unlessCache = new Map<RegExp, boolean>();
  const unlessHit = (res: RegExp[]) =>
    res.some((re) => {
      let v = unlessCache.get(re);
      if (v === undefined) {
        v = re.test(listing.allText);
        unlessCache.set(re, v);
      }
      return v;
    });
  for (const field of TEXT_FIELDS) {
    const text = listing.texts[field];
    if (!text) continue;
    for (const p of candidatePatterns(c, text)) {
      if (p.fields && !p.fields.includes(field)) continue;
      const found = matchesOf(p.re, text);
      if (!found || (p.unless && unlessHit(p.unless))) continue;
      let rh = byRule.get(p.rule);
      if (!rh) byRule.set(p.rule, (rh = { rule: p.rule, hits: {}, categories: {}, evidence: false }));
      if (!p.claim) rh.evidence = true;
      const list = (rh.hits[field] ??= []);
      for (const h of found) if (!list.includes(h)) list.push(h);
      if (p.category && !rh.categories[field]) rh.categories[field] = p.category;
    }
  }
  c.rules.forEach((cr, i) => {
    const prefixes = (cr.rule.gtin_prefixes ?? []).filter((pre) => listing.codes.some((code) => code.startsWith(pre)));
    if (!prefixes.length) return;
    let rh = byRule.get(i);
    if (!rh) byRule.set(i, (rh = { rule: i, hits: {}, categories: {}, evidence: true }));
    rh.evidence = true;
    rh.hits.code = prefixes;
  });
  return byRule;
}

/** Step 2: rules whose exclusions are present do not apply; the rest are candidates. */
export function buildCandidates(
  c: CompiledCatalogue,
  catalogue: RuleCatalogue,
  byRule: Map<number, RuleHits>,
  allText: string,
): { candidates: Candidate[]; excluded: ExcludedRule[] } {
  const weights = catalogue.field_weights;
  const candidates: Candidate[] = [];
  const excluded: ExcludedRule[] = [];
  for (const rh of [...byRule.values()].sort((a, b) => a.rule - b.rule)) {
    const cr = c.rules[rh.rule]!;
    const fields = FIELD_ORDER.filter((f) => rh.hits[f]?.length);
    if (!fields.length) continue;
    const excludedBy = cr.exclusions.map((re) => re.exec(allText)?.[0]).find(Boolean);
    if (excludedBy) {
      excluded.push({ rule: cr.rule, by: excludedBy.trim() });
      continue;
    }
    const strongestField = fields.reduce((best, f) => (weights[f] > weights[best] ? f : best), fields[0]!);
    // A claim is not evidence (issue 20): a rule that matched only claims ranks below every family of goods.
    const claimOnly = !rh.evidence && cr.rule.eligibility !== "not_eligible";
    candidates.push({
      rule: cr.rule,
      kind: claimOnly ? "claim" : cr.kind,
      priority: claimOnly ? Math.min(cr.rule.priority, catalogue.claim_priority) : cr.rule.priority,
      hits: rh.hits,
      categories: rh.categories,
      strongest: weights[strongestField],
      score: fields.reduce((s, f) => s + weights[f], 0),
      specificity: (rh.hits[strongestField] ?? []).reduce((n, h) => n + h.length, 0),
    });
  }
  return { candidates, excluded };
}

/** Step 3: one signal per candidate rule and field, weighing field × kind (× weak). */
export function buildSignals(catalogue: RuleCatalogue, candidates: Candidate[]): EligibilitySignal[] {
  const weights = catalogue.field_weights;
  const signals: EligibilitySignal[] = [];
  for (const cand of candidates) {
    for (const f of FIELD_ORDER) {
      const h = cand.hits[f];
      if (!h?.length) continue;
      const weight = weights[f] * catalogue.kind_weights[cand.kind] * (cand.rule.weak ? catalogue.weak_weight : 1);
      const signal: EligibilitySignal = {
        kind: cand.kind,
        text: h.join(", "),
        field: f,
        weight: round2(weight),
        rule: cand.rule.id,
        eligibility: cand.rule.eligibility,
      };
      const category = cand.categories[f];
      if (category) signal.category = category;
      signals.push(signal);
    }
  }
  return signals;
}

/** Ranking of candidates: strongest field, then priority, score, specificity, rule id. */
export function compareCandidates(a: Candidate, b: Candidate): number {
  if (a.strongest !== b.strongest) return b.strongest - a.strongest;
  if (a.priority !== b.priority) return b.priority - a.priority;
  if (a.score !== b.score) return b.score - a.score;
  if (a.specificity !== b.specificity) return b.specificity - a.specificity;
  return a.rule.id < b.rule.id ? -1 : a.rule.id > b.rule.id ? 1 : 0;
}

/** What a candidate matched, field by field, without repeats. */
export function matchedWords(cand: Candidate): string[] {
  return FIELD_ORDER.flatMap((f) => cand.hits[f] ?? []).filter((m, i, a) => a.indexOf(m) === i);
}
