// Issue 20, item 2: every category of the knowledge has its label, its source and at least one
// labelled test product that the classifier answers, rightly, through that category.
import { describe, expect, it } from "vitest";
import { RULE_CATALOGUE } from "@/lib/eligibility/rule-catalogue";
import { eligibilityCoverage } from "../../scripts/eligibility-coverage";

describe("eligibility knowledge coverage (npm run eligibility:coverage)", () => {
  const rows = eligibilityCoverage();

  it("lists every rule of the catalogue, each category with its label, source and terms", () => {
    expect(new Set(rows.map((r) => r.rule))).toEqual(new Set(RULE_CATALOGUE.rules.map((r) => r.id)));
    for (const r of rows) {
      expect(r.source.length, `${r.rule} / ${r.category}`).toBeGreaterThan(10);
      expect(r.terms, `${r.rule} / ${r.category}`).toBeGreaterThan(0);
      expect(["auto_substantiation", "prescription", "letter_of_medical_necessity", "vision", "service", "not_eligible"]).toContain(r.label);
    }
  });

  it("has a test product for every category", () => {
    expect(rows.filter((r) => r.products === 0).map((r) => `${r.rule} / ${r.category}`)).toEqual([]);
  });

  it("counts a product only for the category that answered it rightly", () => {
    const catalogueRows = eligibilityCoverage(RULE_CATALOGUE, [
      { name: "Claritin 24 Hour Allergy, 30 tablets", expected: "auto_substantiation" },
      { name: "Claritin 24 Hour Allergy, 10 tablets", expected: "prescription" },
    ]);
    const total = catalogueRows.reduce((n, r) => n + r.products, 0);
    expect(total).toBe(1);
    expect(catalogueRows.find((r) => r.products === 1)?.label).toBe("auto_substantiation");
  });
});
