// Scored, explainable decisions: signals, confidence, the review threshold, context overrides,
// knowledge entries (brands, ingredients, unless, name-only) and eligibility-list matches.
import { describe, expect, it } from "vitest";
import { classifyProduct, compilePattern, normaliseText, patternAnchors, type EligibilityListMatch } from "@/lib/eligibility/classify-product";
import { SIGNAL_KINDS, patternSource, type RuleCatalogue } from "@/lib/eligibility/catalogue-types";
import { supportingRules } from "@/lib/eligibility/learned/learned-fallback-rule";
import { predictLabel } from "@/lib/eligibility/learned/predict-label";
import { RULE_CATALOGUE } from "@/lib/eligibility/rule-catalogue";
import { heldOutStoreProducts } from "./held-out-store-products";
import { holdoutProducts, labelledProducts } from "./labelled-products";

const threshold = RULE_CATALOGUE.review_threshold;

describe("signals", () => {
  it("reports every signal that fired with its kind, text, field, weight and rule, strongest first", () => {
    const r = classifyProduct({ name: "Claritin 24 Hour Allergy Tablets", description: "Loratadine 10 mg antihistamine." });
    expect(r.hsa_fsa_eligibility).toBe("auto_substantiation");
    expect(r.signals).toEqual([
      { kind: "category_word", text: "allergy tablets", field: "name", weight: 3, rule: "iias.otc_allergy_cold", eligibility: "auto_substantiation" },
      {
        kind: "brand",
        text: "claritin",
        field: "name",
        weight: 2.4,
        rule: "brand.otc_medicine",
        eligibility: "auto_substantiation",
        category: "antihistamine",
      },
      { kind: "category_word", text: "antihistamine", field: "description", weight: 1, rule: "iias.otc_allergy_cold", eligibility: "auto_substantiation" },
      {
        kind: "ingredient",
        text: "loratadine",
        field: "description",
        weight: 1,
        rule: "ingredient.otc_medicine",
        eligibility: "auto_substantiation",
        category: "antihistamine",
      },
    ]);
    // support 7.4 / (7.4 + 0 conflict + 1 prior)
    expect(r.confidence).toBe(0.88);
    expect(r.eligibility_review).toBe("not_needed");
    expect(r.eligibility_source).toBe("bot");
    expect(r.eligibility_rationale).toContain('brand "claritin" (antihistamine) in the name → auto_substantiation (2.4)');
    expect(r.eligibility_rationale).toContain("Confidence 0.88.");
  });

  it("knows brands and product lines that carry no category word", () => {
    const cases: [string, string, string, string][] = [
      ["Zyrtec 24HR, 70 ct", "auto_substantiation", "brand.otc_medicine", "antihistamine"],
      ["Flonase Sensimist, 120 Sprays", "auto_substantiation", "brand.otc_medicine", "nasal spray"],
      ["NicoDerm CQ Step 2", "auto_substantiation", "brand.otc_medicine", "stop-smoking aid"],
      ["DivaCup Model 2", "auto_substantiation", "brand.menstrual_care", "menstrual care"],
      ["Biofinity Toric, 6 Lenses", "vision", "brand.contact_lenses", "contact lenses (CooperVision)"],
      ["Theragun Pro", "letter_of_medical_necessity", "brand.dual_purpose", "massage device"],
      ["Humira Pen", "prescription", "brand.rx_only", "immunology and dermatology (Rx)"],
      ["Teladoc Visit", "service", "brand.medical_services", "telehealth or lab service"],
    ];
    for (const [name, eligibility, rule, category] of cases) {
      const r = classifyProduct({ name });
      expect(r.hsa_fsa_eligibility, name).toBe(eligibility);
      expect(r.rule_id, name).toBe(rule);
      expect(r.signals[0], name).toMatchObject({ kind: "brand", field: "name", weight: 2.4, category });
    }
  });

  it("knows OTC active ingredients by category, and Rx-only molecules", () => {
    expect(classifyProduct({ name: "Fexofenadine 180 mg, 30 ct" }).signals[0]).toMatchObject({ kind: "ingredient", category: "antihistamine" });
    expect(classifyProduct({ name: "Famotidine 20 mg" }).signals[0]).toMatchObject({
      kind: "ingredient",
      category: "antacid or acid reducer",
      eligibility: "auto_substantiation",
    });
    expect(classifyProduct({ name: "Levonorgestrel 1.5 mg Tablet" }).hsa_fsa_eligibility).toBe("auto_substantiation");
    // Rx + OTC molecules in one product: the Rx one decides, the OTC one is outranked by design.
    const combo = classifyProduct({ name: "Hydrocodone/Acetaminophen 5/325 mg" });
    expect(combo.hsa_fsa_eligibility).toBe("prescription");
    expect(combo.signals.find((s) => s.text === "acetaminophen")).toMatchObject({ eligibility: "auto_substantiation", overridden: true });
    expect(combo.eligibility_review).toBe("not_needed");
  });

  it("lets a product word outrank the brand that made it (unless lists and priorities)", () => {
    const soap = classifyProduct({ name: "Purell Foaming Hand Soap, 1200 mL" });
    expect(soap.hsa_fsa_eligibility).toBe("not_eligible");
    expect(soap.signals.some((s) => s.kind === "brand")).toBe(false); // purell: unless soap
    expect(classifyProduct({ name: "Purell Advanced Hand Sanitizer" }).hsa_fsa_eligibility).toBe("auto_substantiation");
    const humidifier = classifyProduct({ name: "Vicks VapoSteam Cool Mist Humidifier" });
    expect(humidifier.hsa_fsa_eligibility).toBe("letter_of_medical_necessity");
    expect(humidifier.signals.find((s) => s.kind === "brand")).toMatchObject({ eligibility: "auto_substantiation", overridden: true });
  });

  it("counts generic-word brands only in the name", () => {
    expect(classifyProduct({ name: "Depend Fit-Flex Underwear, Large" }).hsa_fsa_eligibility).toBe("auto_substantiation");
    const desc = classifyProduct({ name: "Cotton Boxer Briefs", description: "Comfort you can depend on." });
    expect(desc.hsa_fsa_eligibility).toBe("not_eligible");
    expect(desc.signals.some((s) => s.rule === "brand.incontinence")).toBe(false);
  });
});

describe("confidence and the review threshold", () => {
  it(`is support / (support + conflict + ${RULE_CATALOGUE.confidence_prior}) over the signal weights`, () => {
    expect(classifyProduct({ name: "Sterile Gauze Pads" }).confidence).toBe(0.75); // 3 / 4
    expect(classifyProduct({ name: "Zyrtec 24HR" }).confidence).toBe(0.71); // 2.4 / 3.4
    expect(classifyProduct({ name: "Organic Popcorn" }).confidence).toBe(0.6); // weak general family: 1.5 / 2.5 (granola is vetoed as food with claims since 2026.11.5)
    expect(classifyProduct({ name: "Item 4471", description: "Sterile gauze pads" }).confidence).toBe(0.5); // 1 / 2
    expect(classifyProduct({ name: "Item 4471", url: "https://shop.example/first-aid/4471" }).confidence).toBe(0.33); // 0.5 / 1.5
    expect(classifyProduct({ name: "Widget 3000" }).confidence).toBe(0);
  });

  it(`flags eligibility_review "needed" below ${threshold}, and still gives the best answer`, () => {
    const descOnly = classifyProduct({ name: "Item 4471", description: "Sterile gauze pads for wound care." });
    expect(descOnly.hsa_fsa_eligibility).toBe("auto_substantiation");
    expect(descOnly.eligibility_review).toBe("needed");
    expect(descOnly.eligibility_rationale).toContain(`below the review threshold ${threshold}`);

    const nothing = classifyProduct({ name: "Widget 3000", description: "A thing" });
    expect(nothing).toMatchObject({ hsa_fsa_eligibility: "not_eligible", eligibility_review: "needed", confidence: 0, rule_id: null, signals: [] });

    const sure = classifyProduct({ name: "Digital Thermometer", description: "Oral thermometer with fever alert." });
    expect(sure.eligibility_review).toBe("not_needed");
    expect(sure.confidence).toBeGreaterThanOrEqual(threshold);
  });

  it("counts a real disagreement against the answer (a close call is flagged)", () => {
    // LMN massage (name) against a licensed physical therapist (service, description).
    const r = classifyProduct({ name: "Gift Card for a Massage", description: "Redeemable for a physical therapy session." });
    expect(r.hsa_fsa_eligibility).toBe("not_eligible");
    // A supplement (LMN) whose description names a cold symptom the OTC rules read.
    const close = classifyProduct({ name: "Zinc Tablets", description: "Cold relief tablets." });
    const conflict = close.signals.filter((s) => s.eligibility !== close.hsa_fsa_eligibility && !s.overridden);
    expect(conflict.length).toBeGreaterThan(0);
    expect(close.confidence).toBeLessThan(0.75);
  });

  it("moves with the catalogue's threshold (data, not code)", () => {
    const strict: RuleCatalogue = { ...RULE_CATALOGUE, review_threshold: 0.9 };
    expect(classifyProduct({ name: "Sterile Gauze Pads" }, strict).eligibility_review).toBe("needed");
    const lax: RuleCatalogue = { ...RULE_CATALOGUE, review_threshold: 0.4 };
    expect(classifyProduct({ name: "Item", description: "Sterile gauze pads" }, lax).eligibility_review).toBe("not_needed");
  });

  it("flags few correct answers on the tuning sets, and flags low-evidence ones", () => {
    const all = [...labelledProducts, ...holdoutProducts].map((p) => ({ p, r: classifyProduct(p) }));
    const flagged = all.filter((x) => x.r.eligibility_review === "needed");
    // 7%, not 6%: eye surgery (LASIK, PRK, SMILE, cataract) and strength equipment became contested
    // categories with round B (the outsiders' guide says service and letter of medical necessity,
    // these older sets say vision and not eligible), so they are reviewed here by design. 7.5% with
    // 2026.11.6: yoga mats joined the contested strength equipment, and an exam named next to contact
    // lenses is now a real disagreement (the eye exam answers service, the lenses vision).
    expect(flagged.length / all.length).toBeLessThan(0.075);
    for (const { p, r } of flagged) {
      const strongestSupport = Math.max(0, ...r.signals.filter((s) => s.eligibility === r.hsa_fsa_eligibility && !s.overridden).map((s) => s.weight));
      const conflict = r.signals.some((s) => s.eligibility !== r.hsa_fsa_eligibility && !s.overridden);
      // Flagged only for little evidence (nothing agreeing in the name), a real disagreement, or the second reading's doubt:
      // the model read another label, from `single_rule` when one rule supports the answer, else from `sure`.
      const m = predictLabel(p);
      const reader = RULE_CATALOGUE.second_reader;
      const doubted = m.label !== r.hsa_fsa_eligibility && m.probability >= (supportingRules(r) <= 1 ? reader.single_rule : reader.sure);
      expect(strongestSupport < 3 || conflict || (doubted && r.eligibility_rationale.includes(" Second reading: ")), p.name).toBe(true);
    }
  });
});

describe("context overrides", () => {
  it.each([
    ["Band-Aid Brand Canvas Tote Bag", "context.merchandise", "tote bag"],
    ["Thermometer Earrings", "context.merchandise", "earrings"],
    ["Band-Aid Brand Logo Bag", "context.merchandise", "bag"],
    ["Toy Doctor Kit", "context.toy_costume_novelty", "toy"],
    ["Nurse Costume with Stethoscope", "context.toy_costume_novelty", "costume"],
    ["Hydrating Serum for Face with Vitamin C", "context.cosmetic", "serum for face"],
    ["Anti-Aging Eye Cream", "context.cosmetic", "anti aging"],
    ["Dark Tanning Oil", "context.cosmetic", "tanning"],
    ["Allergy Relief Chews for Dogs", "context.pet", "dogs"],
  ])("%s is not eligible (%s)", (name, rule, text) => {
    const r = classifyProduct({ name });
    expect(r.hsa_fsa_eligibility).toBe("not_eligible");
    expect(r.rule_id).toBe(rule);
    expect(r.signals).toContainEqual(expect.objectContaining({ kind: "context_override", text: expect.stringContaining(text), eligibility: "not_eligible" }));
    expect(r.eligibility_rationale).toMatch(new RegExp(`^Context override ${rule.replace(".", "\\.")} \\(catalogue `));
    for (const s of r.signals.filter((x) => x.eligibility !== "not_eligible")) expect(s.overridden).toBe(true);
    expect(r.eligibility_review).toBe("not_needed");
  });

  it("names the eligible rule it overrides", () => {
    const r = classifyProduct({ name: "Band-Aid Brand Canvas Tote Bag" });
    expect(r.eligibility_rationale).toContain("It overrides brand.medical_supplies");
  });

  it("keeps merchandise words to the name, and leaves real products alone", () => {
    expect(classifyProduct({ name: "Double Electric Breast Pump", description: "Includes a tote bag and cooler." }).hsa_fsa_eligibility).toBe(
      "auto_substantiation",
    );
    expect(classifyProduct({ name: "Digital Thermometer", description: "Not a toy. Keep away from children." }).hsa_fsa_eligibility).toBe(
      "auto_substantiation",
    );
    expect(classifyProduct({ name: "HEPA Air Purifier for Pet Dander" }).hsa_fsa_eligibility).toBe("letter_of_medical_necessity");
    expect(classifyProduct({ name: "Cat-Eye Eyeglasses with Prescription Lenses" }).hsa_fsa_eligibility).toBe("vision");
    expect(classifyProduct({ name: "Mineral Sunscreen SPF 30 with Anti-Aging Peptides" }).hsa_fsa_eligibility).toBe("auto_substantiation");
    expect(classifyProduct({ name: "Prescription Halloween Contact Lenses" }).hsa_fsa_eligibility).toBe("vision");
    expect(classifyProduct({ name: "PET Scan" }).hsa_fsa_eligibility).toBe("service");
    expect(classifyProduct({ name: "Lansinoh Breastmilk Storage Bags, 100 ct" }).hsa_fsa_eligibility).toBe("auto_substantiation");
    expect(classifyProduct({ name: "Reusable Ice Bag for Injuries" }).hsa_fsa_eligibility).toBe("auto_substantiation");
  });
});

describe("eligibility list matches", () => {
  const match: EligibilityListMatch = { list_id: "felist_1", list_name: "Spring catalogue", field: "upc_code", code: "00036000291452", category: "vision" };

  it("decide: the list's category, source list, confidence 1, the list named in the rationale", () => {
    const r = classifyProduct({ name: "Sterile Gauze Pads", upc_code: "036000291452", list_match: match });
    expect(r).toMatchObject({
      hsa_fsa_eligibility: "vision",
      eligibility_source: "list",
      confidence: 1,
      eligibility_review: "not_needed",
      rule_id: "eligibility_list",
    });
    expect(r.eligibility_rationale).toBe(
      "On the merchant's eligibility list \"Spring catalogue\" (felist_1): the upc_code 00036000291452 is listed as vision, and the merchant's list decides " +
        "(catalogue " +
        RULE_CATALOGUE.version +
        "; the bot alone would answer auto_substantiation (rule iias.first_aid, confidence 0.75)).",
    );
    expect(r.signals[0]).toEqual({
      kind: "code",
      text: "00036000291452",
      field: "code",
      weight: 1,
      rule: "eligibility_list",
      eligibility: "vision",
      category: 'eligibility list "Spring catalogue"',
    });
  });

  it("win over a context override too (the merchant's own list is the merchant's decision about that code)", () => {
    expect(classifyProduct({ name: "Thermometer Earrings", list_match: { ...match, category: "auto_substantiation" } }).hsa_fsa_eligibility).toBe(
      "auto_substantiation",
    );
  });
});

describe("knowledge data", () => {
  const rules = RULE_CATALOGUE.rules;

  it("every rule has a known kind and cites a source; every knowledge entry says what it stands for", () => {
    for (const r of rules) {
      expect(SIGNAL_KINDS, r.id).toContain(r.kind ?? "category_word");
      if (r.kind && r.kind !== "category_word") expect(r.authority?.trim(), r.id).toBeTruthy();
      for (const p of r.patterns) if (typeof p !== "string" && r.kind && r.kind !== "category_word") expect(p.category, `${r.id}: ${p.match}`).toBeTruthy();
    }
  });

  it("covers the knowledge the issue names", () => {
    const knows = (name: string) => classifyProduct({ name }).signals.find((s) => s.field === "name" && s.kind !== "category_word");
    for (const brand of [
      "Claritin",
      "Zyrtec",
      "Allegra",
      "Flonase",
      "Nasacort",
      "Advil",
      "Tylenol",
      "Nicorette",
      "NicoDerm",
      "Plan B",
      "First Response",
      "Clearblue",
      "Medela",
      "Spectra",
      "Diva Cup",
      "Depend",
      "Poise",
      "Fixodent",
      "Purell",
      "Acuvue",
      "Air Optix",
      "Dailies",
      "Biofinity",
    ]) {
      expect(knows(`${brand} 30 ct`), brand).toMatchObject({ kind: "brand" });
    }
    for (const ingredient of [
      "loratadine",
      "cetirizine",
      "fexofenadine",
      "diphenhydramine",
      "fluticasone nasal",
      "budesonide nasal",
      "triamcinolone nasal",
      "ibuprofen",
      "acetaminophen",
      "naproxen",
      "aspirin",
      "famotidine",
      "omeprazole",
      "calcium carbonate",
      "nicotine polacrilex",
      "levonorgestrel",
    ]) {
      expect(knows(`${ingredient} tablets`), ingredient).toMatchObject({ kind: "ingredient", eligibility: "auto_substantiation" });
    }
    for (const item of ["Massage Gun", "Treadmill", "Air Purifier", "Acupressure Mat", "Protein Powder", "Weighted Blanket"]) {
      expect(classifyProduct({ name: item }).hsa_fsa_eligibility, item).toBe("letter_of_medical_necessity");
    }
    for (const service of ["Lipid Panel", "DOT Physical", "Allergy Skin Testing", "Screening Mammogram", "Vasectomy", "ABA Therapy"]) {
      expect(classifyProduct({ name: service }).hsa_fsa_eligibility, service).toBe("service");
    }
  });

  it("the word index never hides a pattern: every match starts with one of the pattern's anchors", () => {
    const texts = [...labelledProducts, ...holdoutProducts, ...heldOutStoreProducts].flatMap((p) => [normaliseText(p.name), normaliseText(p.description)]);
    let checked = 0;
    for (const r of rules) {
      for (const p of r.patterns) {
        const src = patternSource(p);
        const anchors = patternAnchors(src);
        if (!anchors) continue;
        const re = compilePattern(src);
        for (const text of texts) {
          for (const m of text.matchAll(re)) {
            const word = /^[a-z0-9]+/.exec(text.slice(m.index))?.[0] ?? "";
            expect(
              anchors.some((a) => word.startsWith(a)),
              `${r.id}: ${src} matched "${m[0]}"`,
            ).toBe(true);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("derives anchors from literals, groups, optional groups and alternations", () => {
    expect(patternAnchors("pain (reliever|relief)")).toEqual(["pai"]);
    expect(patternAnchors("(cold|flu) relief")).toEqual(["col", "flu"]);
    expect(patternAnchors("(continuous )?glucose monitor")).toEqual(["con", "glu"]);
    expect(patternAnchors("e ?visit")).toEqual(["e"]);
    expect(patternAnchors("colou?r")).toEqual(["col"]);
    expect(patternAnchors("(?<!non )prescription")).toEqual(["pre"]);
    expect(patternAnchors("rx|prescription")).toEqual(["rx", "pre"]);
    expect(patternAnchors("[0-9]+ ?iu")).toBeNull();
  });
});
