// The eligibility bot on the issue 13 HELD-OUT set: products named as real stores name them, never
// used to tune the catalogue. Prints accuracy per category and every miss; asserts the targets.
import { describe, expect, it } from "vitest";
import { classifyProduct } from "@/lib/eligibility/classify-product";
import { ELIGIBILITY_VALUES } from "@/lib/eligibility/eligibility-values";
import { RULE_CATALOGUE } from "@/lib/eligibility/rule-catalogue";
import { heldOutStoreProducts } from "./held-out-store-products";

const TARGET = 0.95;
const BOT_VALUES = ELIGIBILITY_VALUES.filter((v) => v !== "private_label");

const rows = heldOutStoreProducts.map((p) => {
  const r = classifyProduct({ name: p.name, description: p.description, url: p.url, upc_code: p.upc_code, gtin: p.gtin });
  return { product: p, result: r, ok: r.hsa_fsa_eligibility === p.expected };
});

describe("eligibility bot on the held-out store products (issue 13)", () => {
  it("is a real held-out set: 200+ products, every category, 30+ look-alikes, a source on every label", () => {
    expect(heldOutStoreProducts.length).toBeGreaterThanOrEqual(200);
    for (const v of BOT_VALUES) expect(heldOutStoreProducts.filter((p) => p.expected === v).length, v).toBeGreaterThanOrEqual(20);
    const lookalikes = heldOutStoreProducts.filter((p) => p.lookalike);
    expect(lookalikes.length).toBeGreaterThanOrEqual(30);
    for (const p of lookalikes) expect(p.expected, p.name).toBe("not_eligible");
    for (const p of heldOutStoreProducts) expect(p.source.trim(), p.name).not.toBe("");
    const names = heldOutStoreProducts.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it(`classifies at least ${TARGET * 100}% correctly (accuracy per category and the misses are printed)`, () => {
    const correct = rows.filter((r) => r.ok).length;
    const accuracy = correct / rows.length;
    const perClass = BOT_VALUES.map((v) => {
      const of = rows.filter((r) => r.product.expected === v);
      const ok = of.filter((r) => r.ok).length;
      return `  ${v.padEnd(28)} ${ok}/${of.length} (${((100 * ok) / of.length).toFixed(1)}%)`;
    });
    const flagged = rows.filter((r) => r.result.eligibility_review === "needed");
    const misses = rows.filter((r) => !r.ok);
    console.log(
      [
        `Held-out store products (catalogue ${RULE_CATALOGUE.version}): ${correct}/${rows.length} correct = ${(accuracy * 100).toFixed(1)}%`,
        "Per expected category:",
        ...perClass,
        `Flagged for review: ${flagged.length} (${flagged.filter((r) => !r.ok).length} of them misses; ${misses.filter((r) => r.result.eligibility_review === "not_needed").length} misses not flagged)`,
        misses.length ? `Misclassified (${misses.length}):` : "Misclassified: none",
      ].join("\n"),
    );
    if (misses.length) {
      console.table(
        misses.map((m) => ({
          name: m.product.name,
          expected: m.product.expected,
          got: m.result.hsa_fsa_eligibility,
          rule: m.result.rule_id ?? "(none)",
          confidence: m.result.confidence,
          review: m.result.eligibility_review,
        })),
      );
    }
    expect(accuracy).toBeGreaterThanOrEqual(TARGET);
  });

  it("never classifies a look-alike (merchandise, toy, jewellery, costume, cosmetic, pet) as eligible", () => {
    const eligible = rows.filter((r) => r.product.lookalike && r.result.hsa_fsa_eligibility !== "not_eligible");
    expect(eligible.map((r) => `${r.product.name} → ${r.result.hsa_fsa_eligibility} (${r.result.rule_id})`)).toEqual([]);
  });
});
