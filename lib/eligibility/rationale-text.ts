/** The wording of a classification's rationale: hits, signals, citations, confidence. */
import type { EligibilityRule, Field, SignalKind } from "./catalogue-types";
import { FIELD_ORDER, type EligibilityReview, type EligibilitySignal } from "./classify-types";

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

export function citation(rule: EligibilityRule): string {
  return rule.authority ?? `IRS Publication 502, "${rule.irs_pub502_category}"`;
}

function quoteList(items: string[]): string {
  const q = items.map((i) => `"${i}"`);
  if (q.length <= 1) return q.join("");
  return `${q.slice(0, -1).join(", ")} and ${q[q.length - 1]}`;
}

export function describeHits(hits: Partial<Record<Field, string[]>>): string {
  const parts: string[] = [];
  for (const f of FIELD_ORDER) {
    const h = hits[f];
    if (!h || h.length === 0) continue;
    if (f === "code") parts.push(`prefix ${quoteList(h)} of ${FIELD_LABEL[f]}`);
    else parts.push(`${quoteList(h)} in ${FIELD_LABEL[f]}`);
  }
  return parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

function describeSignal(s: EligibilitySignal): string {
  const what = s.category ? `${KIND_LABEL[s.kind]} "${s.text}" (${s.category})` : `${KIND_LABEL[s.kind]} "${s.text}"`;
  const where = s.field === "code" ? "the product code" : FIELD_LABEL[s.field];
  return `${what} in ${where} → ${s.eligibility}${s.overridden ? " (outranked, not counted)" : ""} (${s.weight})`;
}

export function signalsSentence(signals: EligibilitySignal[]): string {
  return signals.length ? ` Signals: ${signals.map(describeSignal).join("; ")}.` : "";
}

export function confidenceSentence(confidence: number, review: EligibilityReview, threshold: number): string {
  return review === "needed"
    ? ` Confidence ${confidence.toFixed(2)}, below the review threshold ${threshold}: a merchant should confirm or correct this.`
    : ` Confidence ${confidence.toFixed(2)}.`;
}
