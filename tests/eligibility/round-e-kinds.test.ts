// Round E's kinds of error, fixed by kind (catalogue 2026.11.6): each case is a new listing of the
// kind, not the round E listing that showed it. "sure" appends " (review)" when the answer is flagged.
import { describe, expect, it } from "vitest";
import { answer, sure } from "./kind-answers";

describe("not-eligible kinds that were confidently called eligible", () => {
  it("wellness IV drips and hydration infusions are not medical care; an iron infusion is", () => {
    expect(sure("Immunity Boost IV Drip – Vitamin C & Zinc", "Feel your best in 45 minutes.")).toBe("not_eligible");
    expect(sure("NAD+ IV Infusion 250 mg")).toBe("not_eligible");
    expect(sure("Post-Race Hydration IV Package")).toBe("not_eligible");
    expect(sure("Sueroterapia vitamínica – sesión de 45 min")).toBe("not_eligible");
    expect(sure("Perfusion de vitamines « coup d'éclat »")).toBe("not_eligible");
    expect(sure("IV Iron Infusion (Venofer)", "For iron-deficiency anemia, ordered by your physician.")).toBe("service");
  });

  it("food and drink with probiotic or immune claims are food", () => {
    expect(sure("Organic Toddler Pouches with Probiotics, Apple Banana, 4 ct")).toBe("not_eligible");
    expect(sure("Probiotic Sparkling Drink, Raspberry, 12 cans", "Supports gut health and immunity.")).toBe("not_eligible");
    expect(sure("Immune Support Herbal Tea, 20 tea bags", "With elderberry and echinacea.")).toBe("not_eligible");
    expect(sure("Compotas de fruta con probióticos, 4 bolsitas")).toBe("not_eligible");
    // Not over-reached: a probiotic supplement, an ostomy pouch and an oral rehydration solution keep their rules.
    expect(answer("Daily Probiotic 30 Billion CFU, 30 capsules")).toBe("letter_of_medical_necessity");
    expect(answer("Hollister Drainable Ostomy Pouch, 10 ct")).toBe("auto_substantiation");
  });

  it("massage and body oils are cosmetics whatever herbal active they carry", () => {
    expect(sure("Arnica & Calendula Massage Oil, 100 ml")).toBe("not_eligible");
    expect(sure("Aceite de masaje con árnica, 250 ml")).toBe("not_eligible");
    expect(sure("Huile corporelle à l'arnica bio, 100 ml")).toBe("not_eligible");
    expect(sure("Belly Oil for Stretch Marks, 4 oz")).toBe("not_eligible");
    // A massage device or a massage session stays LMN.
    expect(answer("Deep Tissue Massage Gun, 6 heads")).toBe("letter_of_medical_necessity");
  });

  it("services that are not medical care: funerals, meal delivery, fittings with a purchase, household help", () => {
    expect(sure("Cremation Planning Consultation")).toBe("not_eligible");
    expect(sure("Senior Meal Delivery Plan – 21 Prepared Meals", "Dietitian-designed, heart-healthy.")).toBe("not_eligible");
    expect(sure("Bike Fitting Session (free with purchase)")).toBe("not_eligible");
    expect(sure("In-Home Babysitting, 4 hours")).toBe("not_eligible");
    expect(sure("Complimentary Consultation", "Meet our aesthetic injectors.")).toBe("not_eligible");
    // A clinician's consultation stays a service.
    expect(answer("Consultation with a Dermatologist – Acne")).toBe("service");
  });

  it("an antiseptic mouthwash is a toiletry in any language; teeth bleaching is whitening by its kind or CDT code", () => {
    expect(sure("Bain de bouche antiseptique menthe, 500 ml")).toBe("not_eligible");
    expect(answer("Enjuague bucal antiséptico 1 L")).toBe("not_eligible");
    expect(answer("Antiséptico en spray para heridas 100 ml")).toBe("auto_substantiation");
    expect(sure("In-Office Bleaching, Full Mouth")).toBe("not_eligible");
    expect(sure("Take-Home Tray Bleaching Kit (D9975)")).toBe("not_eligible");
  });

  it("med-spa treatments are cosmetic; a vitamin shot is contested (LMN, reviewed)", () => {
    expect(sure("CoolTone / Emsculpt Body Contouring, 4 sessions")).toBe("not_eligible");
    expect(sure("Morpheus8 RF Microneedling – Full Face")).toBe("not_eligible");
    expect(sure("Spider Vein Sclerotherapy – 30 min")).toBe("not_eligible");
    expect(sure("B12 Injection", "Administered by our nurse.")).toBe("letter_of_medical_necessity (review)");
  });

  it("everyday goods of baby, sport and outdoor stores are vetoed by what they are", () => {
    expect(sure("Hip-Healthy Wrap Baby Carrier, Heather Grey")).toBe("not_eligible");
    expect(sure("Organic Cotton Bodysuit 'Little Nurse', 0-3 months")).toBe("not_eligible");
    expect(sure("Boil & Bite Sports Mouthguard, Youth")).toBe("not_eligible");
    expect(sure("Tick & Mosquito Repellent Spray, 20% Picaridin")).toBe("not_eligible");
    expect(sure("Permethrin Spray for Clothing and Gear, 24 oz")).toBe("not_eligible");
    expect(sure("Wireless Indoor Outdoor Thermometer with 3 Sensors")).toBe("not_eligible");
    expect(sure("Slim Ice Packs for Lunch Boxes and Coolers, 4 ct")).toBe("not_eligible");
    expect(sure("Rechargeable Stadium Seat Heating Pad")).toBe("not_eligible");
    // Not over-reached: a night guard for grinding, lice treatment with permethrin, a basal thermometer,
    // an ice pack for injuries, a forehead thermometer.
    expect(answer("Reusable Gel Ice Pack for Injuries and Swelling")).toBe("auto_substantiation");
    expect(answer("Infrared Forehead Thermometer for Adults and Kids")).toBe("auto_substantiation");
    expect(answer("Dental Night Guard for Teeth Grinding")).toBe("auto_substantiation");
    expect(answer("Nix Lice Treatment Creme Rinse, Permethrin 1%")).toBe("auto_substantiation");
    expect(answer("Digital Basal Body Thermometer")).toBe("auto_substantiation");
  });
});

describe("eligible kinds that were missed", () => {
  it("supports and straps named by the body part or the sports injury", () => {
    expect(answer("Infrapatellar Knee Strap for Runners Knee")).toBe("auto_substantiation");
    expect(answer("Tennis Elbow Band with Compression Pad")).toBe("auto_substantiation");
    expect(answer("Achilles Tendon Strap, One Size")).toBe("auto_substantiation");
  });

  it("hot/cold packs and nasal aspirators in Spanish and French", () => {
    expect(answer("Bolsa frío/calor reutilizable para lesiones")).toBe("auto_substantiation");
    expect(answer("Compresse chaud froid réutilisable")).toBe("auto_substantiation");
    expect(answer("Aspirador nasal para bebé con 3 puntas")).toBe("auto_substantiation");
  });

  it("exercise equipment is LMN (balance and floor equipment contested, reviewed)", () => {
    expect(answer("Vélo d'appartement pliable avec écran")).toBe("letter_of_medical_necessity");
    expect(answer("Cinta de correr plegable 12 km/h")).toBe("letter_of_medical_necessity");
    expect(sure("Balance Board for Ankle Rehab")).toBe("letter_of_medical_necessity (review)");
  });

  it("prescription-only therapy devices by class", () => {
    expect(answer("Pulsed Electromagnetic Bone Growth Stimulator")).toBe("prescription");
    expect(answer("Continuous Passive Motion Machine – Shoulder, Weekly Rental")).toBe("prescription");
    expect(answer("Wound VAC Therapy Unit Rental")).toBe("prescription");
  });

  it("services named by what the clinic does: dentures, hearing exams, cognitive assessments, nurse visits, shockwave therapy", () => {
    expect(answer("Immediate Partial Denture – Lower")).toBe("service");
    expect(answer("Denture Repair – Same Day")).toBe("service");
    expect(answer("Fixodent Denture Adhesive Cream for Upper and Lower Dentures")).toBe("auto_substantiation");
    expect(answer("Test auditif avec audiogramme")).toBe("service");
    expect(answer("Prueba auditiva completa")).toBe("service");
    expect(answer("Neurocognitive Testing – Initial")).toBe("service");
    expect(answer("Home Health Nurse Visit")).toBe("service");
    expect(answer("Radial Shockwave Therapy – Achilles Tendinopathy")).toBe("service");
    expect(answer("Hyperbaric Oxygen Therapy – 90 min Dive")).toBe("service");
  });

  it("eye exams are services, contested with vision; prescription sport goggles are vision", () => {
    expect(sure("Routine Eye Exam – Adult")).toBe("service (review)");
    expect(sure("Examen visual completo")).toBe("service (review)");
    expect(answer("Prescription Ski Goggles with Rx Insert")).toBe("vision");
    expect(answer("Gafas de natación graduadas -2.5")).toBe("vision");
  });
});
