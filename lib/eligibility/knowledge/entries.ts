import type { PatternEntry } from "../catalogue-types";

/** Entries for one category: `entries("antihistamine", "claritin", "zyrtec")`. */
export function entries(category: string, ...matches: (string | Omit<PatternEntry, "category">)[]): PatternEntry[] {
  return matches.map((m) => (typeof m === "string" ? { match: m, category } : { ...m, category }));
}

/** A generic-word brand (Always, Depend, Ensure...): counted only when it is in the product name. */
export function nameOnly(match: string, extra: Omit<PatternEntry, "match" | "fields"> = {}): Omit<PatternEntry, "category"> {
  return { match, fields: ["name"], ...extra };
}

/**
 * Spanish and French spellings of an international nonproprietary name (INN): store listings in
 * those languages name the same molecule ("ibuprofeno", "loratadina", "metformine", "omeprazol").
 * Spanish turns ph/th/y into f/t/i and ll into l, and ends -ine/-in in -ina, -en in -eno, -ole in -ol,
 * -one in -ona, -ide in -ida, -ate in -ato; French ends -in in -ine and -en in -ène.
 */
export function romanceSpellings(word: string): string[] {
  if (!/^[a-z]{5,}$/.test(word)) return [];
  const es = word.replace(/ph/g, "f").replace(/th/g, "t").replace(/y/g, "i").replace(/ll/g, "l").replace(/mm/g, "m");
  const endings: [RegExp, string][] = [
    [/ine$/, "ina"],
    [/in$/, "ina"],
    [/en$/, "eno"],
    [/ole$/, "ol"],
    [/one$/, "ona"],
    [/ide$/, "ida"],
    [/ate$/, "ato"],
    [/ene$/, "eno"],
  ];
  const out = new Set<string>([es]);
  for (const [re, to] of endings) if (re.test(es)) out.add(es.replace(re, to));
  if (/en$/.test(word)) out.add(es).add(`${word}e`); // acetaminofén, ibuprofène
  if (/in$/.test(word)) out.add(`${word}e`); // metformine, aspirine
  out.delete(word);
  return [...out];
}

/** The entries with the Spanish and French spellings of their single-word molecule names added. */
export function withRomanceSpellings(list: PatternEntry[]): PatternEntry[] {
  return list.map((e) => {
    // The molecule is the leading word; a salt or form may follow ("naproxen( sodium)?").
    const lead = /^([a-z]{5,})([ (].*)?$/.exec(e.match);
    if (!lead || (lead[2] ?? "").replace(/\([^()]*\)/g, "").includes("|")) return e;
    const variants = romanceSpellings(lead[1]!);
    return variants.length ? { ...e, match: `(${[lead[1]!, ...variants].join("|")})${lead[2] ?? ""}` } : e;
  });
}
