/**
 * The HSA/FSA "eligibility bot": classifies a product into one `hsa_fsa_eligibility` value
 * with a readable rationale, using only the versioned rule catalogue (rule-catalogue.ts).
 *
 * Pure and deterministic: no I/O, no clock, no randomness. Same input → same output.
 * Precedence is documented at the top of rule-catalogue.ts.
 */
import type { BotEligibilityValue } from "./eligibility-values";
import { RULE_CATALOGUE, type EligibilityRule, type RuleCatalogue } from "./rule-catalogue";

export interface ClassifyProductInput {
  name: string;
  description?: string | null;
  upc_code?: string | null;
  gtin?: string | null;
  reference_gtin?: string | null;
  url?: string | null;
}

export interface ClassifyProductResult {
  hsa_fsa_eligibility: BotEligibilityValue;
  eligibility_rationale: string;
  /** Winning rule id, or null when no rule matched. */
  rule_id: string | null;
  catalogue_version: string;
  /** What the winning rule matched, e.g. `bandages` or `03` (a code prefix). Empty if none. */
  matched: string[];
}

type Field = "name" | "description" | "url" | "code";

const FIELD_ORDER: readonly Field[] = ["name", "description", "url", "code"];
const FIELD_LABEL: Record<Field, string> = {
  name: "the name",
  description: "the description",
  url: "the URL",
  code: "the UPC/GTIN",
};

// ─────────────────────────── text preparation ───────────────────────────

/** Normalises text the way the catalogue's patterns expect (see rule-catalogue.ts). */
export function normaliseText(text: string | null | undefined): string {
  if (!text) return "";
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
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

function hasValidCheckDigit(digits: string): boolean {
  const body = digits.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const d = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

// ─────────────────────────── compiled catalogue ───────────────────────────

interface CompiledRule {
  rule: EligibilityRule;
  patterns: RegExp[];
  exclusions: RegExp[];
}

/** Wraps a catalogue pattern in word boundaries; throws if the source is not a valid regex. */
export function compilePattern(source: string): RegExp {
  return new RegExp(`(?<![a-z0-9])(?:${source})(?![a-z0-9])`, "gi");
}

function compileCatalogue(catalogue: RuleCatalogue): CompiledRule[] {
  return catalogue.rules.map((rule) => ({
    rule,
    patterns: rule.patterns.map(compilePattern),
    exclusions: (rule.exclusions ?? []).map(compilePattern),
  }));
}

const compiledCache = new WeakMap<RuleCatalogue, CompiledRule[]>();
function compiled(catalogue: RuleCatalogue): CompiledRule[] {
  let c = compiledCache.get(catalogue);
  if (!c) {
    c = compileCatalogue(catalogue);
    compiledCache.set(catalogue, c);
  }
  return c;
}

function findAll(regexes: RegExp[], text: string): string[] {
  if (!text) return [];
  const out: string[] = [];
  for (const re of regexes) {
    for (const m of text.matchAll(re)) {
      const hit = m[0].trim();
      if (hit && !out.includes(hit)) out.push(hit);
    }
  }
  return out;
}

// ─────────────────────────── classification ───────────────────────────

interface Candidate {
  rule: EligibilityRule;
  hits: Partial<Record<Field, string[]>>;
  strongest: number;
  score: number;
  /** Characters of distinct matched wording in the strongest field: longer = more specific. */
  specificity: number;
}

function compareCandidates(a: Candidate, b: Candidate): number {
  if (a.strongest !== b.strongest) return b.strongest - a.strongest;
  if (a.rule.priority !== b.rule.priority) return b.rule.priority - a.rule.priority;
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

/**
 * Classifies a product. `catalogue` is injectable for tests; production uses RULE_CATALOGUE.
 */
export function classifyProduct(
  input: ClassifyProductInput,
  catalogue: RuleCatalogue = RULE_CATALOGUE,
): ClassifyProductResult {
  const texts: Record<Exclude<Field, "code">, string> = {
    name: normaliseText(input?.name),
    description: normaliseText(input?.description),
    url: urlPathWords(input?.url),
  };
  const allText = [texts.name, texts.description, texts.url].filter(Boolean).join(" | ");
  const codes = [input?.upc_code, input?.gtin, input?.reference_gtin]
    .map(toGtin13)
    .filter((c): c is string => c !== null);

  const weights = catalogue.field_weights;
  const candidates: Candidate[] = [];
  const excludedNotes: { rule: EligibilityRule; by: string }[] = [];

  for (const { rule, patterns, exclusions } of compiled(catalogue)) {
    const hits: Partial<Record<Field, string[]>> = {};
    for (const f of ["name", "description", "url"] as const) {
      const h = findAll(patterns, texts[f]);
      if (h.length) hits[f] = h;
    }
    const prefixes = (rule.gtin_prefixes ?? []).filter((p) => codes.some((c) => c.startsWith(p)));
    if (prefixes.length) hits.code = prefixes;

    const fields = FIELD_ORDER.filter((f) => hits[f]?.length);
    if (fields.length === 0) continue;

    const excludedBy = findAll(exclusions, allText);
    if (excludedBy.length) {
      excludedNotes.push({ rule, by: excludedBy[0]! });
      continue;
    }
    const strongestField = fields.reduce((best, f) => (weights[f] > weights[best] ? f : best), fields[0]!);
    candidates.push({
      rule,
      hits,
      strongest: weights[strongestField],
      score: fields.reduce((s, f) => s + weights[f], 0),
      specificity: (hits[strongestField] ?? []).reduce((n, h) => n + h.length, 0),
    });
  }

  const version = catalogue.version;
  if (candidates.length === 0) {
    const excludedText = excludedNotes.length
      ? ` ${excludedNotes.map((e) => `Rule ${e.rule.id} did not apply because of "${e.by}".`).join(" ")}`
      : "";
    return {
      hsa_fsa_eligibility: "not_eligible",
      eligibility_rationale:
        `No rule matched (catalogue ${version}): nothing in the name, description, URL or product codes ` +
        `matches an eligible category, so the product is treated as not eligible.${excludedText}`,
      rule_id: null,
      catalogue_version: version,
      matched: [],
    };
  }

  candidates.sort(compareCandidates);
  const winner = candidates[0]!;
  const matched = FIELD_ORDER.flatMap((f) => winner.hits[f] ?? []).filter((m, i, a) => a.indexOf(m) === i);

  let rationale =
    `Matched rule ${winner.rule.id} (catalogue ${version}): ${describeHits(winner.hits)} — ` +
    `${winner.rule.explanation} (${citation(winner.rule)}).`;

  const overruled = candidates
    .slice(1)
    .filter((c) => c.rule.eligibility !== winner.rule.eligibility)
    .map((c) => `${c.rule.id} (${c.rule.eligibility})`);
  if (overruled.length) rationale += ` Outranked: ${overruled.slice(0, 3).join(", ")}.`;
  const relevantExclusions = excludedNotes.filter((e) => e.rule.eligibility !== winner.rule.eligibility);
  if (relevantExclusions.length) {
    rationale += ` ${relevantExclusions
      .slice(0, 2)
      .map((e) => `Rule ${e.rule.id} did not apply because of "${e.by}".`)
      .join(" ")}`;
  }

  return {
    hsa_fsa_eligibility: winner.rule.eligibility,
    eligibility_rationale: rationale,
    rule_id: winner.rule.id,
    catalogue_version: version,
    matched,
  };
}
