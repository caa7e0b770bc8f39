// The learned fallback (issue 20, item 6): the shipped model, deterministic training, and the rule
// that it never produces a confident eligible answer.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classifyProduct } from "@/lib/eligibility/classify-product";
import { applyLearnedFallback, LEARNED_RULE_ID } from "@/lib/eligibility/learned/apply-learned-fallback";
import { fallbackAnswer, readableWords, type FallbackableResult } from "@/lib/eligibility/learned/learned-fallback-rule";
import { decodeModel, encodeModel, LEARNED_LABELS, predictWithModel } from "@/lib/eligibility/learned/learned-model";
import { predictLabel, shippedFallbackSettings, shippedModel } from "@/lib/eligibility/learned/predict-label";
import { extractFeatures, hashString } from "@/lib/eligibility/learned/text-features";
import { DEFAULT_TRAINING, trainModel, type TrainingExample } from "@/lib/eligibility/learned/train-model";
import { heldOutStoreProducts } from "./held-out-store-products";

describe("the shipped model", () => {
  it("loads once, with its six labels, its hashed space and its fallback thresholds", () => {
    const model = shippedModel();
    expect(model.labels).toEqual(LEARNED_LABELS);
    expect(model.weights.length).toBe(LEARNED_LABELS.length << model.spec.bits);
    expect(shippedModel()).toBe(model);
    const settings = shippedFallbackSettings();
    expect(["no_evidence", "reviewed"]).toContain(settings.scope);
    expect(settings.confirm_threshold).toBeGreaterThanOrEqual(0.6);
  });

  it("reads a clear OTC medicine and a clear everyday good", () => {
    const otc = predictLabel({ name: "Advil Ibuprofen Tablets 200 mg, 100 Count", description: "Pain reliever / fever reducer (NSAID)." });
    expect(otc.label).toBe("auto_substantiation");
    expect(otc.probability).toBeGreaterThan(0.5);
    const towel = predictLabel({ name: "Cotton Bath Towel Set, 6 Piece, Grey" });
    expect(towel.label).toBe("not_eligible");
    expect(towel.margin).toBeGreaterThan(0);
  });
});

describe("features and training", () => {
  it("hashes every character n-gram as FNV-1a of the n-gram (the rolling hash is the plain one)", () => {
    const spec = { bits: 20, charRange: [3, 3] as [number, number], words: false };
    const f = extractFeatures({ name: "Ábc" }, spec);
    const expected = [" ab", "abc", "bc "].map((g) => hashString(g) & ((1 << 20) - 1)).sort((a, b) => a - b);
    expect([...f.indices]).toEqual(expected);
  });

  const tiny: TrainingExample[] = [
    { name: "Ibuprofen tablets 200 mg", expected: "auto_substantiation" },
    { name: "Acetaminophen caplets", expected: "auto_substantiation" },
    { name: "Adhesive bandages", expected: "auto_substantiation" },
    { name: "Cotton bath towel", expected: "not_eligible" },
    { name: "Scented candle", expected: "not_eligible" },
    { name: "Kitchen knife set", expected: "not_eligible" },
    { name: "Contact lenses, 30 pack", expected: "vision" },
    { name: "Reading glasses +2.00", expected: "vision" },
    { name: "Physical therapy session", expected: "service" },
  ];
  const options = { ...DEFAULT_TRAINING, spec: { ...DEFAULT_TRAINING.spec, bits: 10 }, epochs: 20 };

  it("trains deterministically: the same examples give the same weights", () => {
    const a = trainModel(tiny, options);
    const b = trainModel(tiny, options);
    expect(Buffer.from(a.weights.buffer).equals(Buffer.from(b.weights.buffer))).toBe(true);
    expect([...a.bias]).toEqual([...b.bias]);
    for (const e of tiny) expect(predictWithModel(a, e).label, e.name).toBe(e.expected);
  });

  it("survives int8 quantisation: the shipped form predicts what the trained model does", () => {
    const model = trainModel(tiny, options);
    const decoded = decodeModel(encodeModel(model, { listings: tiny.length, sets: ["tiny"] }));
    for (const e of tiny) {
      const [a, b] = [predictWithModel(model, e), predictWithModel(decoded, e)];
      expect(b.label).toBe(a.label);
      expect(Math.abs(b.probability - a.probability)).toBeLessThan(0.02);
    }
  });
});

const label = fc.constantFrom(...LEARNED_LABELS);
const result: fc.Arbitrary<FallbackableResult> = fc.record({
  hsa_fsa_eligibility: label,
  eligibility_rationale: fc.constant("Matched."),
  rule_id: fc.option(fc.constantFrom("iias.otc_pain", "context.everyday_goods"), { nil: null }),
  confidence: fc.double({ min: 0, max: 1, noNaN: true }),
  eligibility_review: fc.constantFrom("needed" as const, "not_needed" as const),
  eligibility_source: fc.constantFrom("bot" as const, "list" as const),
});

describe("the fallback never produces a confident eligible answer", () => {
  it("for any result, prediction and thresholds", () => {
    fc.assert(
      fc.property(
        result,
        fc.record({ label, probability: fc.double({ min: 0, max: 1, noNaN: true }), margin: fc.double({ min: 0, max: 1, noNaN: true }) }),
        fc.constantFrom("no_evidence" as const, "reviewed" as const),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (before, prediction, scope, move, confirm) => {
          const after = fallbackAnswer({ name: "Cotton bath towel set" }, before, {
            settings: { scope, move_threshold: move, confirm_threshold: confirm },
            predict: () => prediction,
            reviewThreshold: 0.6,
            contestedRules: new Set(),
          });
          if (after === before) return;
          expect(before.eligibility_source).toBe("bot");
          if (after.hsa_fsa_eligibility !== "not_eligible") expect(after.eligibility_review).toBe("needed");
          if (after.eligibility_review === "not_needed") expect(after.confidence).toBeGreaterThanOrEqual(0.6);
          else expect(after.confidence).toBeLessThan(0.6);
        },
      ),
    );
  });

  it("with the shipped model on the held-out store products (wired in or not)", () => {
    for (const { expected: _e, source: _s, lookalike: _l, note: _n, ...input } of heldOutStoreProducts) {
      const before = classifyProduct(input);
      const after = applyLearnedFallback(input, before);
      if (after.rule_id === LEARNED_RULE_ID && after.hsa_fsa_eligibility !== "not_eligible") expect(after.eligibility_review, input.name).toBe("needed");
      if (after !== before && after.hsa_fsa_eligibility !== "not_eligible") expect(after.eligibility_review, input.name).toBe("needed");
    }
  });

  it("moves a reviewed answer to the model's reading, still reviewed, and confirms a clear not-eligible one", () => {
    const advil = { name: "Advil Ibuprofen Tablets 200 mg, 100 Count", description: "Pain reliever / fever reducer (NSAID)." };
    const reviewed = {
      ...classifyProduct(advil),
      hsa_fsa_eligibility: "not_eligible" as const,
      rule_id: null,
      confidence: 0,
      eligibility_review: "needed" as const,
    };
    const moved = applyLearnedFallback(advil, reviewed);
    expect(moved).toMatchObject({ hsa_fsa_eligibility: "auto_substantiation", rule_id: LEARNED_RULE_ID, eligibility_review: "needed" });
    expect(moved.confidence).toBeLessThan(0.6);
    // Whether the shipped settings confirm at all is chosen out of fold at training (confirm_threshold may be null):
    // without a confirm threshold a reviewed not-eligible answer stays in review; with one, a clear one is confirmed.
    const towel = { ...reviewed, hsa_fsa_eligibility: "not_eligible" as const };
    const shipped = shippedFallbackSettings();
    const kept = applyLearnedFallback({ name: "Cotton Bath Towel Set, 6 Piece" }, towel);
    if (!Number.isFinite(shipped.confirm_threshold)) expect(kept.eligibility_review).toBe("needed");
    const context = { settings: { ...shipped, confirm_threshold: 0.75 }, predict: predictLabel, reviewThreshold: 0.6, contestedRules: new Set<string>() };
    const confirmed = fallbackAnswer({ name: "Cotton Bath Towel Set, 6 Piece" }, towel, context);
    expect(confirmed).toMatchObject({ hsa_fsa_eligibility: "not_eligible", rule_id: LEARNED_RULE_ID, eligibility_review: "not_needed" });
  });

  it("leaves a listing with fewer than three readable words alone, whatever code or SKU it carries", () => {
    const sure = { label: "not_eligible" as const, probability: 0.99, margin: 0.98 };
    const context = {
      settings: { scope: "reviewed" as const, move_threshold: 0.5, confirm_threshold: 0.5 },
      predict: () => sure,
      reviewThreshold: 0.6,
      contestedRules: new Set<string>(),
    };
    const unsure = { ...classifyProduct({ name: "Widget" }), eligibility_review: "needed" as const };
    expect(readableWords({ name: "Widget X1B7 C", description: "New." })).toBe(2);
    for (const name of ["Widget X1B7 C", "Widget mwxhcmjgab C", "Thing 0"]) expect(fallbackAnswer({ name }, unsure, context)).toBe(unsure);
    expect(fallbackAnswer({ name: "Widget for the garden" }, unsure, context)).toMatchObject({ eligibility_review: "not_needed" });
    // With the shipped model: the same near-empty listing under 300 random codes is always sent to review.
    const reviews = new Set<string>();
    for (let i = 0; i < 300; i++) reviews.add(classifyProduct({ name: `Widget ${Math.random().toString(36).slice(2, 12)} C` }).eligibility_review);
    expect([...reviews]).toEqual(["needed"]);
  });

  it("leaves a contested category's deliberate reading alone (reviewed by design)", () => {
    const name = "Jobst Relief Compression Stockings 20-30 mmHg";
    const hosiery = classifyProduct({ name });
    expect(hosiery).toMatchObject({ hsa_fsa_eligibility: "letter_of_medical_necessity", eligibility_review: "needed", rule_id: "lmn.compression_hosiery" });
    expect(predictLabel({ name }).label).toBe("auto_substantiation");
    expect(applyLearnedFallback({ name }, hosiery)).toBe(hosiery);
  });

  it("leaves a merchant's list decision and a confident rule answer alone", () => {
    const confident = classifyProduct({ name: "Claritin 24 Hour Allergy Tablets" });
    expect(confident.eligibility_review).toBe("not_needed");
    expect(applyLearnedFallback({ name: "Claritin 24 Hour Allergy Tablets" }, confident)).toBe(confident);
    const listed = { ...confident, hsa_fsa_eligibility: "not_eligible" as const, eligibility_review: "needed" as const, eligibility_source: "list" as const };
    expect(applyLearnedFallback({ name: "Cotton Bath Towel Set" }, listed)).toBe(listed);
  });
});
