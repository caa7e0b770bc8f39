import type { PatternEntry } from "../catalogue-types";

/** Entries for one category: `entries("antihistamine", "claritin", "zyrtec")`. */
export function entries(category: string, ...matches: (string | Omit<PatternEntry, "category">)[]): PatternEntry[] {
  return matches.map((m) => (typeof m === "string" ? { match: m, category } : { ...m, category }));
}

/** A generic-word brand (Always, Depend, Ensure...): counted only when it is in the product name. */
export function nameOnly(match: string, extra: Omit<PatternEntry, "match" | "fields"> = {}): Omit<PatternEntry, "category"> {
  return { match, fields: ["name"], ...extra };
}
