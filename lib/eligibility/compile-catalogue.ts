/**
 * The rule catalogue compiled once per catalogue object: every pattern as a regular expression,
 * indexed by the first letters of the word it must start with (pattern-anchors.ts).
 */
import type { EligibilityRule, Pattern, PatternEntry, RuleCatalogue, SignalKind } from "./catalogue-types";
import type { TextField } from "./classify-types";
import { patternAnchors } from "./pattern-anchors";

/** Wraps a catalogue pattern in word boundaries; throws if the source is not a valid regex. */
export function compilePattern(source: string): RegExp {
  return new RegExp(`(?<![a-z0-9])(?:${source})(?![a-z0-9])`, "gi");
}

/** The same pattern for a yes/no test (no global state). */
function compileTest(source: string): RegExp {
  return new RegExp(`(?<![a-z0-9])(?:${source})(?![a-z0-9])`, "i");
}

export interface CompiledPattern {
  id: number;
  rule: number;
  re: RegExp;
  category?: string;
  unless: RegExp[] | null;
  fields: readonly TextField[] | null;
  claim: boolean;
}

export interface CompiledRule {
  rule: EligibilityRule;
  kind: SignalKind;
  exclusions: RegExp[];
}

export interface CompiledCatalogue {
  rules: CompiledRule[];
  patterns: CompiledPattern[];
  /** First characters (1–3) of the word a pattern must start with → the patterns. */
  index: Map<string, CompiledPattern[]>;
  /** Patterns without a literal start (e.g. `[0-9]+ ?iu`): tried on every text. */
  always: CompiledPattern[];
}

function entryOf(p: Pattern): PatternEntry {
  return typeof p === "string" ? { match: p } : p;
}

function compileEntry(entry: PatternEntry, id: number, rule: number): CompiledPattern {
  return {
    id,
    rule,
    re: compilePattern(entry.match),
    category: entry.category,
    unless: entry.unless?.length ? entry.unless.map(compileTest) : null,
    fields: entry.fields?.length ? entry.fields : null,
    claim: entry.claim === true,
  };
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
      const cp = compileEntry(entry, patterns.length, ruleIndex);
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

/** The compiled form of `catalogue`, compiled on first use. */
export function getCompiledCatalogue(catalogue: RuleCatalogue): CompiledCatalogue {
  let c = compiledCache.get(catalogue);
  if (!c) {
    c = compileCatalogue(catalogue);
    compiledCache.set(catalogue, c);
  }
  return c;
}

/** The patterns that can match somewhere in `text` (by the first letters of its words). */
export function candidatePatterns(c: CompiledCatalogue, text: string): CompiledPattern[] {
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
