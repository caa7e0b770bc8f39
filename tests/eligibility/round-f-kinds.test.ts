// Round F's kinds of error, fixed by kind (catalogue 2026.11.7): each case is a new listing of the
// kind, not the round F listing that showed it. "sure" appends " (review)" when the answer is flagged.
import { describe, expect, it } from "vitest";
import { answer, sure } from "./kind-answers";

describe("round F: not-eligible kinds that were confidently called eligible", () => {
  it("'Rx' and 'Prescription' in a brand or a slogan do not make an everyday good a prescription item", () => {
    expect(sure("Glow Rx Vitamin C Body Lotion, 8 oz")).toBe("not_eligible");
    expect(answer("Derma Rx 'Doctor's Orders' Foot Cream, 4 oz")).toBe("not_eligible");
    expect(sure("Scalp Rx Volumizing Shampoo, 12 fl oz")).toBe("not_eligible");
    expect(answer("'Prescription for Radiance' Skincare Gift Set")).toBe("not_eligible");
    expect(answer("Trail 'Rx' Convertible Hiking Pants — Men's")).toBe("not_eligible");
    expect(answer("Naturals Rx Formula Superfood Drink Mix, 30 servings")).toBe("not_eligible");
    expect(sure("Croakies 'Prescription' Glasses Retainer — Cotton")).toBe("not_eligible");
    // Real markers still count: "Rx only", a prescription drug, a prescription-only dose.
    expect(answer("Tretinoin Cream 0.05%, 20 g — Rx only")).toBe("prescription");
    expect(answer("Hydroquinone 4% Cream — Rx only, requires a prescription")).toBe("prescription");
    expect(answer("Sertraline 50 mg Tablets, 30 ct")).toBe("prescription");
  });

  it("lip colour and colour correctors with SPF are make-up; sunscreens, tinted ones and SPF lip balms included, are OTC", () => {
    expect(sure("Velvet Lip Colour SPF 20 — Rosewood")).toBe("not_eligible");
    expect(sure("Green Colour Corrector SPF 25 Primer, 30 ml")).toBe("not_eligible");
    expect(sure("Rouge à lèvres satiné FPS 20 — Teinte Framboise")).toBe("not_eligible");
    expect(sure("Pintalabios mate FPS 15 — Rojo Carmín")).toBe("not_eligible");
    expect(answer("Tinted Mineral Sunscreen SPF 40 Face Lotion, 1.7 oz")).toBe("auto_substantiation");
    expect(answer("Coconut Lip Balm Sunscreen SPF 30, 2 sticks")).toBe("auto_substantiation");
  });

  it("first-aid and CPR courses are not medical care; emergency blankets, sport socks and trekking poles are outdoor gear", () => {
    expect(sure("Pediatric CPR & AED Certification Class — Saturday")).toBe("not_eligible");
    expect(sure("Wilderness First Responder Recertification Course — 3 Days")).toBe("not_eligible");
    expect(sure("Curso de Primeros Auxilios — Nivel Básico")).toBe("not_eligible");
    expect(sure("Mylar Emergency Space Blankets, 10 pack")).toBe("not_eligible");
    expect(sure("Couverture de survie isotherme, lot de 2")).toBe("not_eligible");
    expect(sure("Merino Hiking Socks — Anti-Blister, 3 pairs")).toBe("not_eligible");
    expect(sure("Aluminium Nordic Walking Poles, Pair")).toBe("not_eligible");
    expect(sure("Bastones de senderismo telescópicos — Par")).toBe("not_eligible");
    // Not over-reached: a first-aid kit, a cane and medical compression socks keep their rules.
    expect(answer("Trail First Aid Kit with Emergency Blanket, 85 pieces")).toBe("auto_substantiation");
    expect(answer("Offset Walking Cane with Foam Grip")).toBe("auto_substantiation");
    expect(answer("Graduated Compression Hiking Socks 20-30 mmHg")).not.toBe("not_eligible");
  });

  it("sport and immunity electrolyte drinks are food; an oral rehydration solution is an OTC medicine", () => {
    expect(sure("Immunity Electrolyte Drink Tablets, Orange, 3 tubes")).toBe("not_eligible");
    expect(sure("Endurance Energy Gel, Salted Caramel, 24 ct")).toBe("not_eligible");
    expect(sure("Oral Rehydration Salts Packets, Lemon, 8 ct")).toBe("auto_substantiation");
    expect(sure("Suero oral de rehidratación, sabor coco, 500 ml")).toBe("auto_substantiation");
  });

  it("a free aesthetics consultation and a recovery lounge are not medical care", () => {
    expect(sure("Complimentary Botox Consultation — 20 min")).toBe("not_eligible");
    expect(sure("Laser Aesthetics Consult, No Charge")).toBe("not_eligible");
    expect(sure("Recovery Lounge Pass — Compression Boots & Percussion, 45 min")).toBe("not_eligible");
  });

  it("household linen is everyday goods, a sanitary napkin is not", () => {
    expect(sure("Cotton Dinner Napkins, Set of 6")).toBe("not_eligible");
    expect(sure("Linen Tablecloth, 60 x 90 in")).toBe("not_eligible");
    expect(sure("Turkish Bath Towels, set of 4")).toBe("not_eligible");
    expect(sure("Servilletas de tela de algodón, 8 piezas")).toBe("not_eligible");
    expect(answer("Organic Cotton Sanitary Napkins, Overnight, 12 ct")).toBe("auto_substantiation");
  });
});

describe("round F: eligible kinds that were missed", () => {
  it("corrective sport eyewear is vision care, not a prescription drug", () => {
    expect(sure("Cycling Sunglasses with Prescription Lenses — Wraparound")).toBe("vision");
    expect(sure("Rx Insert Adapter for Swim Goggles")).toBe("vision");
    expect(sure("Snorkel Mask with Corrective Lenses, -2.5")).toBe("vision");
    expect(sure("Gafas de esquí graduadas con receta")).toBe("vision");
    expect(answer("Kids' Swim Goggles, Anti-Fog, Non-Corrective")).toBe("not_eligible");
  });

  it("OTC skin kinds: acne dots with salicylic acid, eczema creams, fungal nail, poison ivy, tick removal", () => {
    expect(sure("Blemish Clearing Dots with Salicylic Acid, 36 ct")).toBe("auto_substantiation");
    expect(sure("Kids' Eczema Care Moisturizing Cream, 6 oz")).toBe("auto_substantiation");
    expect(sure("Crema para el eccema con avena coloidal, 200 ml")).toBe("auto_substantiation");
    expect(sure("Fungal Nail Treatment Pen, 4 ml")).toBe("auto_substantiation");
    expect(sure("Poison Ivy Scrub Cleanser, 4 oz")).toBe("auto_substantiation");
    expect(sure("Tick Remover Tweezers, 2 pack")).toBe("auto_substantiation");
    // A redness-relief face cream is skincare, a redness-relief eye drop is OTC.
    expect(answer("Redness Relief Calming Face Cream, 50 ml")).toBe("not_eligible");
    expect(answer("Redness Relief Lubricant Eye Drops, 0.5 fl oz")).toBe("auto_substantiation");
  });

  it("prescription strengths and antimalarials are prescription items", () => {
    expect(sure("Adapalene 0.3% Gel, 45 g")).toBe("prescription");
    expect(answer("Adapalene 0.1% Acne Treatment Gel, 15 g")).toBe("auto_substantiation");
    expect(sure("Vitamin D2 50,000 IU Softgels, 4 ct")).toBe("prescription");
    expect(sure("Mefloquine 250 mg Tablets, 8 ct")).toBe("prescription");
    // Oral minoxidil is a prescription drug; topical minoxidil stays the contested hair-regrowth reading.
    expect(sure("Minoxidil 1.25 mg Capsules, 90 ct — requires a prescription")).toBe("prescription");
    expect(answer("Minoxidil 5% Topical Foam, 2 cans")).toBe("not_eligible");
  });

  it("motion-sickness acupressure bands are LMN (acupressure), not a medicine", () => {
    expect(answer("Acupressure Nausea Relief Wristbands for Kids, 1 pair")).toBe("letter_of_medical_necessity");
    expect(answer("Motion Sickness Relief Bands for Travel")).toBe("letter_of_medical_necessity");
    expect(answer("Meclizine 25 mg Motion Sickness Tablets, 16 ct")).toBe("auto_substantiation");
  });

  it("physician-ordered IV fluids for dehydration and a physician's evaluation are services; wellness drips are not", () => {
    expect(sure("IV Fluids for Dehydration — ordered by your physician")).toBe("service");
    expect(answer("Weight Management — Physician Evaluation and Labs")).toBe("service");
    expect(answer("Hangover Recovery IV Drip — 1 L")).toBe("not_eligible");
    expect(answer("Overnight Sleep Study (Polysomnography)")).toBe("service");
  });
});
