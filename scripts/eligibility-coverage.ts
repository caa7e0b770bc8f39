// The eligibility knowledge's categories against the labelled test products (issue 20, item 2):
//   npm run eligibility:coverage [-- --missing]
// A category is a knowledge entry's category within its rule (e.g. "antihistamine" in
// ingredient.otc_medicine), or the rule itself when its entries name none. A category's test
// products are the labelled listings in tests/eligibility that the classifier answers, rightly,
// through that rule and category. Exits 1 when a category has no test product.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { patternSource, type EligibilityRule, type RuleCatalogue } from "../lib/eligibility/catalogue-types";
import { classifyProduct, type ClassifyProductInput } from "../lib/eligibility/classify-product";
import { RULE_CATALOGUE } from "../lib/eligibility/rule-catalogue";
import { coverageProducts } from "../tests/eligibility/coverage-products";
import { heldOutStoreProducts } from "../tests/eligibility/held-out-store-products";
import { holdoutProducts, labelledProducts } from "../tests/eligibility/labelled-products";

export interface CoverageRow {
  rule: string;
  category: string;
  label: string;
  source: string;
  terms: number;
  products: number;
}

type Labelled = ClassifyProductInput & { expected: string };

/** Every labelled listing under tests/eligibility: the TypeScript sets and the tuning JSON sets. */
export function labelledListings(): Labelled[] {
  const dir = path.join(import.meta.dirname, "..", "tests", "eligibility", "tuning");
  const tuning = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .flatMap((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as (Labelled & { lookalike?: boolean; source?: string })[])
    .map(({ lookalike: _l, source: _s, ...p }) => p);
  const strip = ({ name, description, url, upc_code, gtin, expected }: Labelled) => ({ name, description, url, upc_code, gtin, expected });
  return [...labelledProducts, ...holdoutProducts, ...heldOutStoreProducts, ...coverageProducts, ...tuning].map(strip);
}

const keyOf = (rule: string, category: string) => `${rule}\u0000${category}`;

/** The category table: one row per rule and entry category, with its count of test products. */
export function eligibilityCoverage(catalogue: RuleCatalogue = RULE_CATALOGUE, listings: Labelled[] = labelledListings()): CoverageRow[] {
  const rows = new Map<string, CoverageRow>();
  const source = (r: EligibilityRule) => r.authority ?? `IRS Publication 502, "${r.irs_pub502_category}"`;
  for (const rule of catalogue.rules) {
    for (const p of rule.patterns) {
      const category = (typeof p === "string" ? undefined : p.category) ?? rule.id;
      const key = keyOf(rule.id, category);
      const row = rows.get(key) ?? { rule: rule.id, category, label: rule.eligibility, source: source(rule), terms: 0, products: 0 };
      row.terms += patternSource(p) ? 1 : 0;
      rows.set(key, row);
    }
    if (!rule.patterns.length && rule.gtin_prefixes?.length) {
      rows.set(keyOf(rule.id, rule.id), {
        rule: rule.id,
        category: rule.id,
        label: rule.eligibility,
        source: source(rule),
        terms: rule.gtin_prefixes.length,
        products: 0,
      });
    }
  }
  for (const { expected, ...input } of listings) {
    const r = classifyProduct(input, catalogue);
    if (!r.rule_id || r.hsa_fsa_eligibility !== expected) continue;
    // The category of the winning rule's strongest signal (signals come strongest first).
    // (A contested rule's signal for the other reading carries no knowledge category.)
    const category = r.signals.find((s) => s.rule === r.rule_id && s.eligibility === r.hsa_fsa_eligibility)?.category ?? r.rule_id;
    const row = rows.get(keyOf(r.rule_id, category)) ?? rows.get(keyOf(r.rule_id, r.rule_id));
    if (row) row.products++;
  }
  return [...rows.values()];
}

function main() {
  const onlyMissing = process.argv.includes("--missing");
  const rows = eligibilityCoverage();
  const shown = onlyMissing ? rows.filter((r) => r.products === 0) : rows;
  const w = { rule: 34, category: 44, label: 28 };
  console.log(`catalogue ${RULE_CATALOGUE.version}: ${rows.length} categories in ${RULE_CATALOGUE.rules.length} rules`);
  console.log(`${"rule".padEnd(w.rule)} ${"category".padEnd(w.category)} ${"label".padEnd(w.label)} ${"terms".padStart(5)} ${"tests".padStart(5)}  source`);
  for (const r of shown) {
    console.log(
      `${r.rule.padEnd(w.rule)} ${r.category.slice(0, w.category).padEnd(w.category)} ${r.label.padEnd(w.label)} ${String(r.terms).padStart(5)} ${String(r.products).padStart(5)}  ${r.source}`,
    );
  }
  const missing = rows.filter((r) => r.products === 0);
  if (missing.length) {
    console.error(
      `\n${missing.length} categor${missing.length === 1 ? "y has" : "ies have"} no test product: ${missing.map((r) => `${r.rule} / ${r.category}`).join("; ")}`,
    );
    process.exit(1);
  }
  console.log(`\nEvery category has at least one test product.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
