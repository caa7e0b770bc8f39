/**
 * The HSA/FSA "eligibility bot": classifies a product into one `hsa_fsa_eligibility` value and
 * explains it, using only the versioned rule catalogue (rule-catalogue.ts + knowledge/*.ts).
 *
 * Pure and deterministic: no I/O, no clock, no randomness. Same input → same output.
 *
 * 1. Every rule that matches produces SIGNALS, one per rule and field: its kind (ingredient,
 *    brand, category_word, context_override, code), the matched text, the field and a weight
 *    (field weight × kind weight, halved for weak rules).
 * 2. A context override (merchandise, toy, cosmetic, pet) vetoes every eligible answer.
 *    Otherwise one rule wins by the precedence documented at the top of rule-catalogue.ts.
 * 3. CONFIDENCE = support / (support + conflict + prior): support sums the weights of signals
 *    agreeing with the answer, conflict those of signals pointing elsewhere (signals a context
 *    override explains away do not count). Below `review_threshold` the product is flagged
 *    `eligibility_review: "needed"`: the answer is still the best one, but a merchant should look.
 * 4. A product whose code is on one of the merchant's eligibility lists takes the list's category
 *    (found by the caller and passed as `list_match`): confidence 1, the list named.
 */
import type { EligibilityRule, Field, Pattern, PatternEntry, RuleCatalogue, SignalKind } from "./catalogue-types";
import type { EligibilityValue } from "./eligibility-values";
import { hasValidCheckDigit } from "./gtin";
import { RULE_CATALOGUE } from "./rule-catalogue";

export type { SignalKind } from "./catalogue-types";

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

const TEXT_FIELDS = ["name", "description", "url"] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const FIELD_ORDER: readonly Field[] = ["name", "description", "url", "code"];
const FIELD_LABEL: Record<Field, string> = {
  name: "the name",
  description: "the description",
  url: "the URL",
  code: "the UPC/GTIN",
};
const KIND_LABEL: Record<SignalKind, string> = {
  ingredient: "ingredient",
  brand: "brand",
  category_word: "category word",
  context_override: "context",
  code: "code",
  claim: "claim",
};
export const LIST_RULE_ID = "eligibility_list";

// ─────────────────────────── text preparation ───────────────────────────

/** Normalises text the way the catalogue's patterns expect (see rule-catalogue.ts). */
export function normaliseText(text: string | null | undefined): string {
  if (!text) return "";
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    // French elision is a word break ("d'ostéopathie", "l'eau"); other apostrophes join ("athlete's").
    .replace(/(^|[^a-z])(d|l|qu)[\u2019\u2018'`\u00b4](?=[a-z])/g, "$1$2 ")
    .replace(/[\u2019\u2018'`\u00b4]/g, "")
    .replace(/[^a-z0-9+%.&]+/g, " ")
    .replace(/\.(?![0-9])/g, " ") // keep decimal points ("+2.00", "0.05%"), drop full stops
    .replace(/\s+/g, " ")
    .trim();
}

/** Words of the URL path only (the host and query string carry no product meaning). */
export function urlPathWords(url: string | null | undefined): string {
  if (!url || !url.trim()) return "";
  let path = url.trim();
  try {
    path = new URL(path).pathname;
  } catch {
    path = path.replace(/^[a-z]+:\/\/[^/]*/i, "").split(/[?#]/)[0] ?? "";
  }
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep the raw path when it is not valid percent-encoding
  }
  path = path.replace(/\.(html?|php|aspx?|jsp)$/i, "");
  return normaliseText(path.replace(/[/_.\-]+/g, " "));
}

/** Valid GTIN-8/12/13/14 (check digit verified) → GTIN-13 form for prefix lookup; else null. */
export function toGtin13(code: string | null | undefined): string | null {
  if (!code) return null;
  const digits = code.replace(/[\s-]/g, "");
  if (!/^[0-9]+$/.test(digits) || ![8, 12, 13, 14].includes(digits.length)) return null;
  if (!hasValidCheckDigit(digits)) return null;
  if (digits.length === 8) return null; // EAN-8 prefixes are a different range; not used here
  const gtin14 = digits.padStart(14, "0");
  return gtin14.slice(1); // drop the GTIN-14 indicator digit
}

// ─────────────────────────── compiled catalogue ───────────────────────────

/** Wraps a catalogue pattern in word boundaries; throws if the source is not a valid regex. */
export function compilePattern(source: string): RegExp {
  return new RegExp(`(?<![a-z0-9])(?:${source})(?![a-z0-9])`, "gi");
}

/** The same pattern for a yes/no test (no global state). */
function compileTest(source: string): RegExp {
  return new RegExp(`(?<![a-z0-9])(?:${source})(?![a-z0-9])`, "i");
}

interface CompiledPattern {
  id: number;
  rule: number;
  re: RegExp;
  category?: string;
  unless: RegExp[] | null;
  fields: readonly TextField[] | null;
  claim: boolean;
}

interface CompiledRule {
  rule: EligibilityRule;
  kind: SignalKind;
  exclusions: RegExp[];
}

interface CompiledCatalogue {
  rules: CompiledRule[];
  patterns: CompiledPattern[];
  /** First characters (1–3) of the word a pattern must start with → the patterns. */
  index: Map<string, CompiledPattern[]>;
  /** Patterns without a literal start (e.g. `[0-9]+ ?iu`): tried on every text. */
  always: CompiledPattern[];
}

/** Index of the parenthesis closing the one at `open`, or -1. */
function closingParen(src: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === "\\") return -1;
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i;
  }
  return -1;
}

/** Splits at top-level `|`. */
function splitAlternatives(src: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (inClass) {
      if (c === "]") inClass = false;
    } else if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) {
      out.push(src.slice(start, i));
      start = i + 1;
    }
  }
  out.push(src.slice(start));
  return out;
}

const QUANTIFIERS = "?*{";

/**
 * The possible starts of what a pattern matches: up to 3 letters/digits of its first word, for
 * every way the pattern can begin. Null when the pattern can start with anything (a character
 * class, an optional group at the very end...): such patterns are always tried.
 */
export function patternAnchors(src: string): string[] | null {
  if (src.includes("\\")) return null;
  const alternatives = splitAlternatives(src);
  if (alternatives.length > 1) {
    const keys: string[] = [];
    for (const alt of alternatives) {
      const k = patternAnchors(alt);
      if (!k) return null;
      keys.push(...k);
    }
    return keys;
  }
  let s = src;
  // Leading lookbehinds constrain what comes before, not what is matched.
  while (s.startsWith("(?<!") || s.startsWith("(?<=")) {
    const close = closingParen(s, 0);
    if (close < 0) return null;
    s = s.slice(close + 1);
  }
  if (!s) return null;
  if (s[0] === "(") {
    const close = closingParen(s, 0);
    if (close < 0) return null;
    let inner = s.slice(1, close);
    if (inner.startsWith("?:")) inner = inner.slice(2);
    else if (inner.startsWith("?")) return null;
    const after = s[close + 1];
    const innerKeys = patternAnchors(inner);
    if (!innerKeys) return null;
    if (after && QUANTIFIERS.includes(after)) {
      if (after === "{") return null;
      // Optional group: the pattern may also start with what follows it.
      const rest = s.slice(close + 2);
      const restKeys = rest ? patternAnchors(rest) : null;
      return restKeys ? [...innerKeys, ...restKeys] : null;
    }
    return innerKeys;
  }
  let literal = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (!/[a-z0-9 ]/.test(c)) break;
    const next = s[i + 1];
    if (next && QUANTIFIERS.includes(next)) break;
    literal += c;
    if (next === "+") break;
  }
  const firstWord = literal.split(" ")[0] ?? "";
  if (!firstWord) return null;
  return [firstWord.slice(0, 3)];
}

function entryOf(p: Pattern): PatternEntry {
  return typeof p === "string" ? { match: p } : p;
}

function compileCatalogue(catalogue: RuleCatalogue): CompiledCatalogue {
  const rules: CompiledRule[] = [];
  const patterns: CompiledPattern[] = [];
  const index = new Map<string, CompiledPattern[]>();
  const always: CompiledPattern[] = [];
  catalogue.rules.forEach((rule, ruleIndex) => {
    rules.push({ rule, kind: rule.kind ?? "category_word", exclusions: (rule.exclusions ?? []).map(compileTest) });
    for (const p of rule.patterns) {
      const entry = entryOf(p);
      const cp: CompiledPattern = {
        id: patterns.length,
        rule: ruleIndex,
        re: compilePattern(entry.match),
        category: entry.category,
        unless: entry.unless?.length ? entry.unless.map(compileTest) : null,
        fields: entry.fields?.length ? entry.fields : null,
        claim: entry.claim === true,
      };
      patterns.push(cp);
      const keys = patternAnchors(entry.match);
      if (!keys) {
        always.push(cp);
        continue;
      }
      for (const key of new Set(keys)) {
        const bucket = index.get(key);
        if (bucket) bucket.push(cp);
        else index.set(key, [cp]);
      }
    }
  });
  return { rules, patterns, index, always };
}

const compiledCache = new WeakMap<RuleCatalogue, CompiledCatalogue>();
function compiled(catalogue: RuleCatalogue): CompiledCatalogue {
  let c = compiledCache.get(catalogue);
  if (!c) {
    c = compileCatalogue(catalogue);
    compiledCache.set(catalogue, c);
  }
  return c;
}

/** The patterns that can match somewhere in `text` (by the first letters of its words). */
function candidatePatterns(c: CompiledCatalogue, text: string): CompiledPattern[] {
  const seen = new Set<number>();
  const out: CompiledPattern[] = [];
  const add = (list: CompiledPattern[] | undefined) => {
    if (!list) return;
    for (const p of list) {
      if (!seen.has(p.id)) {
        seen.add(p.id);
        out.push(p);
      }
    }
  };
  add(c.always);
  const words = text.match(/[a-z0-9]+/g) ?? [];
  for (const w of new Set(words)) {
    add(c.index.get(w.slice(0, 1)));
    if (w.length >= 2) add(c.index.get(w.slice(0, 2)));
    if (w.length >= 3) add(c.index.get(w.slice(0, 3)));
  }
  // Rule order, then pattern order: the same order as trying every pattern.
  return out.sort((a, b) => a.id - b.id);
}

// ─────────────────────────── classification ───────────────────────────

interface RuleHits {
  rule: number;
  hits: Partial<Record<Field, string[]>>;
  categories: Partial<Record<Field, string>>;
  /** True once a pattern that is not a mere claim matched. */
  evidence: boolean;
}

interface Candidate {
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

function compareCandidates(a: Candidate, b: Candidate): number {
  if (a.strongest !== b.strongest) return b.strongest - a.strongest;
  if (a.priority !== b.priority) return b.priority - a.priority;
  if (a.score !== b.score) return b.score - a.score;
  if (a.specificity !== b.specificity) return b.specificity - a.specificity;
  return a.rule.id < b.rule.id ? -1 : a.rule.id > b.rule.id ? 1 : 0;
}

function citation(rule: EligibilityRule): string {
  return rule.authority ?? `IRS Publication 502, "${rule.irs_pub502_category}"`;
}

function quoteList(items: string[]): string {
  const q = items.map((i) => `"${i}"`);
  if (q.length <= 1) return q.join("");
  return `${q.slice(0, -1).join(", ")} and ${q[q.length - 1]}`;
}

function describeHits(hits: Partial<Record<Field, string[]>>): string {
  const parts: string[] = [];
  for (const f of FIELD_ORDER) {
    const h = hits[f];
    if (!h || h.length === 0) continue;
    if (f === "code") parts.push(`prefix ${quoteList(h)} of ${FIELD_LABEL[f]}`);
    else parts.push(`${quoteList(h)} in ${FIELD_LABEL[f]}`);
  }
  return parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function describeSignal(s: EligibilitySignal): string {
  const what = s.category ? `${KIND_LABEL[s.kind]} "${s.text}" (${s.category})` : `${KIND_LABEL[s.kind]} "${s.text}"`;
  const where = s.field === "code" ? "the product code" : FIELD_LABEL[s.field];
  return `${what} in ${where} → ${s.eligibility}${s.overridden ? " (outranked, not counted)" : ""} (${s.weight})`;
}

function signalsSentence(signals: EligibilitySignal[]): string {
  return signals.length ? ` Signals: ${signals.map(describeSignal).join("; ")}.` : "";
}

function confidenceSentence(confidence: number, review: EligibilityReview, threshold: number): string {
  return review === "needed"
    ? ` Confidence ${confidence.toFixed(2)}, below the review threshold ${threshold}: a merchant should confirm or correct this.`
    : ` Confidence ${confidence.toFixed(2)}.`;
}

/**
 * Classifies a product. `catalogue` is injectable for tests; production uses RULE_CATALOGUE.
 */
export function classifyProduct(input: ClassifyProductInput, catalogue: RuleCatalogue = RULE_CATALOGUE): ClassifyProductResult {
  const c = compiled(catalogue);
  const texts: Record<TextField, string> = {
    name: normaliseText(input?.name),
    description: normaliseText(input?.description),
    url: urlPathWords(input?.url),
  };
  const allText = [texts.name, texts.description, texts.url].filter(Boolean).join(" | ");
  const codes = [input?.upc_code, input?.gtin, input?.reference_gtin].map(toGtin13).filter((x): x is string => x !== null);

  // 1. Match: every pattern that can start at one of the words, per field.
  const byRule = new Map<number, RuleHits>();
  const unlessCache = new Map<RegExp, boolean>();
  const unlessHit = (res: RegExp[]) =>
    res.some((re) => {
      let v = unlessCache.get(re);
      if (v === undefined) {
        v = re.test(allText);
        unlessCache.set(re, v);
      }
      return v;
    });
  for (const field of TEXT_FIELDS) {
    const text = texts[field];
    if (!text) continue;
    for (const p of candidatePatterns(c, text)) {
      if (p.fields && !p.fields.includes(field)) continue;
      let found: string[] | null = null;
      for (const m of text.matchAll(p.re)) {
        const hit = m[0].trim();
        if (!hit) continue;
        found ??= [];
        if (!found.includes(hit)) found.push(hit);
      }
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
    const prefixes = (cr.rule.gtin_prefixes ?? []).filter((pre) => codes.some((code) => code.startsWith(pre)));
    if (!prefixes.length) return;
    let rh = byRule.get(i);
    if (!rh) byRule.set(i, (rh = { rule: i, hits: {}, categories: {}, evidence: true }));
    rh.evidence = true;
    rh.hits.code = prefixes;
  });

  // 2. Rules whose exclusions are present do not apply; the rest are candidates.
  const weights = catalogue.field_weights;
  const candidates: Candidate[] = [];
  const excludedNotes: { rule: EligibilityRule; by: string }[] = [];
  for (const rh of [...byRule.values()].sort((a, b) => a.rule - b.rule)) {
    const cr = c.rules[rh.rule]!;
    const fields = FIELD_ORDER.filter((f) => rh.hits[f]?.length);
    if (!fields.length) continue;
    const excludedBy = cr.exclusions.map((re) => re.exec(allText)?.[0]).find(Boolean);
    if (excludedBy) {
      excludedNotes.push({ rule: cr.rule, by: excludedBy.trim() });
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

  // 3. Signals: one per rule and field.
  const signals: EligibilitySignal[] = [];
  for (const cand of candidates) {
    for (const f of FIELD_ORDER) {
      const h = cand.hits[f];
      if (!h?.length) continue;
      const weight = weights[f] * catalogue.kind_weights[cand.kind] * (cand.rule.weak ? catalogue.weak_weight : 1);
      const signal: EligibilitySignal = { kind: cand.kind, text: h.join(", "), field: f, weight: round2(weight), rule: cand.rule.id, eligibility: cand.rule.eligibility };
      const category = cand.categories[f];
      if (category) signal.category = category;
      signals.push(signal);
    }
  }

  const version = catalogue.version;
  const threshold = catalogue.review_threshold;
  const vetoes = candidates.filter((x) => x.kind === "context_override" && x.rule.veto).sort(compareCandidates);
  const regular = candidates.filter((x) => !(x.kind === "context_override" && x.rule.veto)).sort(compareCandidates);

  // 4. The decision: a context override vetoes eligible answers; otherwise the best rule wins.
  let eligibility: EligibilityValue;
  let ruleId: string | null;
  let matched: string[];
  let rationale: string;
  if (vetoes.length) {
    const veto = vetoes[0]!;
    eligibility = "not_eligible";
    ruleId = veto.rule.id;
    matched = FIELD_ORDER.flatMap((f) => veto.hits[f] ?? []).filter((m, i, a) => a.indexOf(m) === i);
    for (const s of signals) if (s.eligibility !== "not_eligible") s.overridden = true;
    const overruled = regular.filter((x) => x.rule.eligibility !== "not_eligible").map((x) => `${x.rule.id} (${describeHits(x.hits)})`);
    rationale =
      `Context override ${veto.rule.id} (catalogue ${version}): ${describeHits(veto.hits)} — ${veto.rule.explanation} (${citation(veto.rule)}).` +
      (overruled.length ? ` It overrides ${overruled.slice(0, 3).join(", ")}.` : "");
  } else if (regular.length && regular[0]!.kind === "claim") {
    // Only claims matched ("pain relief", "immune support"): a claim is not evidence of medical care.
    const claims = regular.filter((x) => x.kind === "claim");
    eligibility = "not_eligible";
    ruleId = null;
    matched = [];
    rationale =
      `Only health claims matched (catalogue ${version}): ${claims.map((x) => describeHits(x.hits)).join("; ")}. A claim is not evidence ` +
      `of medical care (${citation(claims[0]!.rule)} needs an active ingredient, a device, a service or a prescription), so the product is treated as not eligible.`;
  } else if (regular.length) {
    const winner = regular[0]!;
    eligibility = winner.rule.eligibility;
    ruleId = winner.rule.id;
    matched = FIELD_ORDER.flatMap((f) => winner.hits[f] ?? []).filter((m, i, a) => a.indexOf(m) === i);
    rationale =
      `Matched rule ${winner.rule.id} (catalogue ${version}): ${describeHits(winner.hits)} — ` +
      `${winner.rule.explanation} (${citation(winner.rule)}).`;
    const overruled = regular
      .slice(1)
      .filter((x) => x.rule.eligibility !== winner.rule.eligibility)
      .map((x) => `${x.rule.id} (${x.rule.eligibility})`);
    if (overruled.length) rationale += ` Outranked: ${overruled.slice(0, 3).join(", ")}.`;
  } else {
    eligibility = "not_eligible";
    ruleId = null;
    matched = [];
    rationale =
      `No rule matched (catalogue ${version}): nothing in the name, description, URL or product codes ` +
      `matches an eligible category, so the product is treated as not eligible.`;
  }
  const relevantExclusions = ruleId === null ? excludedNotes : excludedNotes.filter((e) => e.rule.eligibility !== eligibility);
  if (relevantExclusions.length) {
    rationale += ` ${relevantExclusions
      .slice(0, ruleId === null ? relevantExclusions.length : 2)
      .map((e) => `Rule ${e.rule.id} did not apply because of "${e.by}".`)
      .join(" ")}`;
  }

  // 5. Confidence: agreeing evidence against everything else. Conflicting signals the decision
  //    explains do not count: what a context override overrides, the general families' defaults
  //    (weak rules) under a specific rule, a brand under a product word that says what the item
  //    is, and rules the winner outranks by design (10+ priority points, e.g. vision over the word
  //    "prescription", an Rx molecule over an OTC one in the same combination product).
  const winnerRule = vetoes.length ? vetoes[0]! : regular[0];
  if (winnerRule && !vetoes.length) {
    const ruleById = new Map(candidates.map((x) => [x.rule.id, x]));
    for (const s of signals) {
      if (s.eligibility === eligibility) continue;
      const other = ruleById.get(s.rule)!;
      const outranked =
        (other.rule.weak && !winnerRule.rule.weak) ||
        (other.kind === "brand" && winnerRule.kind !== "brand") ||
        winnerRule.priority - other.priority >= 10;
      if (outranked) s.overridden = true;
    }
  }
  // A contested category: the other reading the authorities give counts against the answer.
  const contested = !vetoes.length && winnerRule?.kind !== "claim" ? winnerRule?.rule.contested : undefined;
  if (contested && contested.eligibility !== eligibility) {
    const field = FIELD_ORDER.find((f) => winnerRule!.hits[f]?.length) ?? "name";
    signals.push({
      kind: winnerRule!.kind,
      text: matched.join(", "),
      field,
      // At least as heavy as everything agreeing with the answer: a contested answer is always reviewed.
      weight: round2(Math.max(catalogue.contested_weight, signals.filter((x) => !x.overridden && x.eligibility === eligibility).reduce((n, x) => n + x.weight, 0))),
      rule: winnerRule!.rule.id,
      eligibility: contested.eligibility,
      category: `the authorities differ: ${contested.source}`,
    });
  }
  let support = 0;
  let conflict = 0;
  for (const s of signals) {
    if (s.overridden) continue;
    if (s.eligibility === eligibility) support += s.weight;
    else conflict += s.weight;
  }
  const confidence = support > 0 ? round2(support / (support + conflict + catalogue.confidence_prior)) : 0;
  const review: EligibilityReview = confidence < threshold ? "needed" : "not_needed";
  signals.sort((a, b) => b.weight - a.weight || FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field) || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0));

  // 6. The merchant's eligibility list decides when the product's code is on it.
  const list = input?.list_match;
  if (list) {
    const listSignal: EligibilitySignal = {
      kind: "code",
      text: list.code,
      field: "code",
      weight: 1,
      rule: LIST_RULE_ID,
      eligibility: list.category,
      category: `eligibility list "${list.list_name}"`,
    };
    const botSaid = ruleId ? `the bot alone would answer ${eligibility} (rule ${ruleId}, confidence ${confidence.toFixed(2)})` : `the bot alone finds no rule`;
    const result: ClassifyProductResult = {
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
    return result;
  }

  rationale += signalsSentence(signals) + confidenceSentence(confidence, review, threshold);
  return {
    hsa_fsa_eligibility: eligibility,
    eligibility_rationale: rationale,
    rule_id: ruleId,
    catalogue_version: version,
    matched,
    signals,
    confidence,
    eligibility_review: review,
    eligibility_source: "bot",
  };
}
