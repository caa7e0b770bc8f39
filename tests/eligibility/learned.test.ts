// The learned fallback (issue 20, item 6): the shipped model, deterministic training, the rule that
// it never moves an answer to a confident eligible one, and the second reading of confident answers.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classifyProduct, classifyWithKnowledge } from "@/lib/eligibility/classify-product";
import { applyLearnedFallback, LEARNED_RULE_ID } from "@/lib/eligibility/learned/apply-learned-fallback";
import { fallbackAnswer, readableWords, SECOND_READER_MIN_WORDS, type FallbackableResult } from "@/lib/eligibility/learned/learned-fallback-rule";
import type { RuleCatalogue } from "@/lib/eligibility/catalogue-types";
import type { FallbackScope } from "@/lib/eligibility/learned/fallback-settings";
import { decodeModel, encodeModel, LEARNED_LABELS, predictWithModel, type LearnedPrediction } from "@/lib/eligibility/learned/learned-model";
import { predictLabel, shippedFallbackSettings, shippedModel } from "@/lib/eligibility/learned/predict-label";
import { extractFeatures, hashString } from "@/lib/eligibility/learned/text-features";
import { DEFAULT_TRAINING, trainModel, type TrainingExample } from "@/lib/eligibility/learned/train-model";
import { RULE_CATALOGUE } from "@/lib/eligibility/rule-catalogue";
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
  signals: fc.array(
    fc.record({
      kind: fc.constantFrom("category_word" as const, "claim" as const),
      text: fc.constant("towel"),
      field: fc.constant("name" as const),
      weight: fc.constant(3),
      rule: fc.constantFrom("iias.otc_pain", "iias.first_aid", "context.everyday_goods"),
      eligibility: label,
    }),
    { maxLength: 3 },
  ),
});
const prediction = fc.record({ label, probability: fc.double({ min: 0, max: 1, noNaN: true }), margin: fc.double({ min: 0, max: 1, noNaN: true }) });
const probability = fc.double({ min: 0, max: 1, noNaN: true });
const scope = fc.constantFrom("no_evidence" as const, "reviewed" as const);

/** The fallback's context for one generated case (review threshold 0.6, no contested rules). */
function contextFor(p: LearnedPrediction, scope: FallbackScope, move: number, confirm: number, secondReader?: RuleCatalogue["second_reader"]) {
  return {
    settings: { scope, move_threshold: move, confirm_threshold: confirm },
    predict: () => p,
    reviewThreshold: 0.6,
    contestedRules: new Set<string>(),
    secondReader,
  };
}

describe("the fallback never produces a confident eligible answer", () => {
  it("for any result, prediction and thresholds", () => {
    fc.assert(
      fc.property(result, prediction, scope, probability, probability, (before, prediction, scope, move, confirm) => {
        const after = fallbackAnswer({ name: "Cotton bath towel set" }, before, contextFor(prediction, scope, move, confirm));
        if (after === before) return;
        expect(before.eligibility_source).toBe("bot");
        if (after.hsa_fsa_eligibility !== "not_eligible") expect(after.eligibility_review).toBe("needed");
        if (after.eligibility_review === "not_needed") expect(after.confidence).toBeGreaterThanOrEqual(0.6);
        else expect(after.confidence).toBeLessThan(0.6);
      }),
    );
  });

  it("with the shipped model on the held-out store products (wired in or not)", () => {
    for (const { expected: _e, source: _s, lookalike: _l, note: _n, ...input } of heldOutStoreProducts) {
      // The knowledge's answer, then the fallback once (as classifyProduct does).
      const before = classifyWithKnowledge(input);
      const after = applyLearnedFallback(input, before);
      if (after.rule_id === LEARNED_RULE_ID && after.hsa_fsa_eligibility !== "not_eligible") expect(after.eligibility_review, input.name).toBe("needed");
      // A changed eligible answer is reviewed, unless it is the knowledge's own answer that the second reading confirmed.
      if (after !== before && after.hsa_fsa_eligibility !== "not_eligible" && after.eligibility_review === "not_needed") {
        expect(after.hsa_fsa_eligibility, input.name).toBe(before.hsa_fsa_eligibility);
        expect(after.rule_id, input.name).toBe(before.rule_id);
      }
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

describe("the second reading (the model doubts a lone rule and confirms an unsure answer it reads the same way)", () => {
  const reader = RULE_CATALOGUE.second_reader;
  const listing = { name: "Cotton bath towel set with matching hand towels and washcloths" };
  // The spec, restated: rules agreeing with the answer, claims aside (a claim is not evidence).
  const supportingRules = (r: FallbackableResult) =>
    new Set(r.signals.filter((s) => !s.overridden && s.kind !== "claim" && s.eligibility === r.hsa_fsa_eligibility).map((s) => s.rule)).size;

  it("keeps a confident answer's label, confirms only what the model reads the same way, and doubts a lone rule it disagrees with", () => {
    expect(readableWords(listing)).toBeGreaterThanOrEqual(SECOND_READER_MIN_WORDS);
    fc.assert(
      fc.property(result, prediction, scope, probability, probability, (before, p, scope, move, confirm) => {
        const after = fallbackAnswer(listing, before, contextFor(p, scope, move, confirm, reader));
        if (before.eligibility_source === "list") {
          expect(after).toBe(before);
          return;
        }
        const eligible = before.hsa_fsa_eligibility !== "not_eligible";
        const confident = before.eligibility_review === "not_needed";
        // The knowledge answers eligible only through a rule (rule_id null is "no evidence", not eligible).
        if (confident && eligible && before.rule_id !== null) {
          expect(after.hsa_fsa_eligibility).toBe(before.hsa_fsa_eligibility);
          const doubts = p.label !== before.hsa_fsa_eligibility && p.probability >= (supportingRules(before) <= 1 ? reader.single_rule : reader.sure);
          expect(after.eligibility_review).toBe(doubts ? "needed" : "not_needed");
          if (doubts) expect(after.confidence).toBeLessThan(0.6);
        }
        if (!confident && after.eligibility_review === "not_needed" && after.hsa_fsa_eligibility !== "not_eligible") {
          expect(after.hsa_fsa_eligibility).toBe(before.hsa_fsa_eligibility);
          expect(before.rule_id).not.toBeNull();
          expect(p.label).toBe(before.hsa_fsa_eligibility);
          expect(p.probability).toBeGreaterThanOrEqual(reader.sure);
          expect(after.confidence).toBeGreaterThanOrEqual(reader.sure);
        }
        // A reviewed not-eligible answer is confirmed when the model reads it so: with no rule (no evidence) only by CONFIRM at
        // its own threshold, with a rule also by the second reading's agreement.
        if (!confident && !eligible && after.eligibility_review === "not_needed") {
          expect(p.label).toBe("not_eligible");
          const least = before.rule_id === null ? Math.max(confirm, 0.6) : Math.min(Math.max(confirm, 0.6), Math.max(reader.sure, 0.6));
          expect(p.probability).toBeGreaterThanOrEqual(least);
        }
        if (after !== before) expect(after.eligibility_review === "not_needed").toBe(after.confidence >= 0.6);
      }),
      { numRuns: 1000 },
    );
  });

  it("sends a clinic visit that one drug rule calls a prescription to review, keeping the answer", () => {
    const visit = {
      name: "Isotretinoin Monthly Monitoring Visit",
      description: "Required monthly visit while on isotretinoin: side-effect review, lab results, iPLEDGE confirmation.",
    };
    const r = classifyProduct(visit);
    expect(r).toMatchObject({ hsa_fsa_eligibility: "prescription", eligibility_review: "needed", confidence: 0.59 });
    expect(r.eligibility_rationale).toMatch(
      / Second reading: .* reads this as \w+ \(probability 0\.\d\d\), so a merchant should confirm it \(confidence 0\.59\)\.$/,
    );
  });

  it("confirms an acne gel the knowledge was unsure of when the model reads it the same way", () => {
    const gel = {
      name: "CeraVe Acne Control Gel, 2% Salicylic Acid, 1.35 oz",
      description: "Acne treatment gel with AHA, niacinamide & 3 essential ceramides. Clears and controls acne.",
    };
    const r = classifyProduct(gel);
    expect(r).toMatchObject({ hsa_fsa_eligibility: "auto_substantiation", eligibility_review: "not_needed" });
    expect(r.confidence).toBeGreaterThanOrEqual(reader.sure);
    expect(r.eligibility_rationale).toMatch(
      / Second reading: a text model .* also reads this as auto_substantiation \(probability 0\.\d\d\), so no review is needed \(confidence 0\.\d\d\)\.$/,
    );
  });

  it("does not read a bare short title a second time (the model leans to not eligible there)", () => {
    const cane = { name: "Offset Walking Cane with Foam Grip" };
    expect(predictLabel(cane).label).toBe("not_eligible");
    expect(classifyProduct(cane)).toMatchObject({ hsa_fsa_eligibility: "auto_substantiation", eligibility_review: "not_needed" });
  });
});
