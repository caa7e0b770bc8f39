/**
 * HELD-OUT set for the eligibility bot: products named the way real stores name them (brand,
 * product line, count/size, the retailer's usual description), written for issue 13 BEFORE the
 * rule catalogue 2026.11.2 work started, and NEVER used to tune the catalogue. The catalogue is
 * tuned on `labelledProducts` (tests/eligibility/labelled-products.ts); this set only reports.
 *
 * Every entry carries the source of its label:
 * - "IRS Pub 502 '<heading>'": a heading of IRS Publication 502 (Medical and Dental Expenses),
 *   includible, or listed under "What Expenses Aren't Includible";
 * - "CARES Act §3702": over-the-counter medicines without a prescription, and menstrual care
 *   products (IRC §106(f) / §223(d)(2)(D) as amended);
 * - "IRS Ann. 2021-7": personal protective equipment (masks, hand sanitizer, sanitizing wipes);
 * - "FSA/HSA store list": the eligibility category public FSA/HSA store eligibility lists give the
 *   item (eligible, eligible with a letter of medical necessity, not eligible).
 *
 * `lookalike: true` marks merchandise, toys, jewellery, costumes, cosmetics and pet products that
 * borrow medical words or brands; the test asserts that none of them is classified eligible.
 *
 * Labelling decisions follow the existing sets (see labelled-products.ts): supplements, protein
 * powder, massage devices, treadmills, air purifiers, acupressure mats and weighted blankets are
 * `letter_of_medical_necessity` (dual-purpose: eligible only to treat a condition); contact lenses,
 * lens care and reading glasses are `vision`; lab-processed tests are `service`; OTC medicines,
 * menstrual care, PPE and medical supplies are `auto_substantiation`.
 */
import type { LabelledProduct } from "./labelled-products";

export interface HeldOutProduct extends LabelledProduct {
  /** Where the label comes from (see the header). */
  source: string;
  /** Merchandise/cosmetic/toy/pet item that borrows medical words: must never be eligible. */
  lookalike?: true;
}

const OTC = "CARES Act §3702 (OTC medicine without a prescription); IRS Pub 502 'Medicines'";
const MENSTRUAL = "CARES Act §3702 (menstrual care products)";
const PPE = "IRS Ann. 2021-7 (personal protective equipment)";
const pub = (heading: string) => `IRS Pub 502 '${heading}'`;
const notIncl = (heading: string) => `IRS Pub 502 '${heading}' (not includible)`;
const store = (category: string) => `FSA/HSA store list: ${category}`;
const PERSONAL = notIncl("Personal Use Items");
const GENERAL = "IRS Pub 502 'What Are Medical Expenses?' (merely beneficial to general health: not includible)";

type Expected = LabelledProduct["expected"];
function p(name: string, description: string, expected: Expected, source: string, extra: Partial<HeldOutProduct> = {}): HeldOutProduct {
  return { name, description, expected, source, ...extra };
}
const look = { lookalike: true } as const;

export const heldOutStoreProducts: HeldOutProduct[] = [
  // ───────────────────────── auto_substantiation: OTC allergy & nasal ─────────────────────────
  p(
    "Claritin 24 Hour Non-Drowsy Allergy Tablets, 30 ct",
    "Loratadine 10 mg. Relief of sneezing, runny nose and itchy, watery eyes.",
    "auto_substantiation",
    OTC,
  ),
  p("Zyrtec 24HR Tablets, 70 ct", "Relief from indoor and outdoor allergies, all day and all night.", "auto_substantiation", OTC),
  p("Allegra Adult 24HR Gelcaps, 24 ct", "Fast-acting, non-drowsy. 180 mg.", "auto_substantiation", OTC),
  p("Xyzal Allergy 24HR, 55 Tablets", "Levocetirizine dihydrochloride 5 mg.", "auto_substantiation", OTC),
  p("Benadryl Ultratabs, 100 ct", "Relief of sneezing, itchy throat and runny nose.", "auto_substantiation", OTC),
  p("Flonase Sensimist, 120 Sprays", "Gentle, scent-free mist for 24-hour relief of 6 symptoms.", "auto_substantiation", OTC),
  p("Nasacort 24HR, 120 Sprays", "Triamcinolone acetonide. Non-drowsy relief of nasal congestion.", "auto_substantiation", OTC),
  p("Rhinocort Allergy Spray, 120 Sprays", "Budesonide 32 mcg. Original prescription strength, now OTC.", "auto_substantiation", OTC),
  p("Children's Zyrtec Grape Syrup, 4 fl oz", "Dye-free, sugar-free. For ages 2 and up.", "auto_substantiation", OTC),
  p("Afrin Original 12 Hour Spray, 0.5 fl oz", "Oxymetazoline HCl. Fast relief of nasal congestion.", "auto_substantiation", OTC),
  p("Pataday Once Daily Relief, 2.5 mL", "Olopatadine. Itchy eye relief from pollen, pet dander and grass.", "auto_substantiation", OTC),

  // ───────────────────────── auto_substantiation: pain & fever ─────────────────────────
  p("Advil Liqui-Gels, 80 ct", "Fast relief for headaches, backaches, muscle aches and minor arthritis pain.", "auto_substantiation", OTC),
  p("Motrin IB Caplets, 100 ct", "Ibuprofen 200 mg.", "auto_substantiation", OTC),
  p("Tylenol Extra Strength Caplets, 100 ct", "500 mg per caplet. Gentle on the stomach.", "auto_substantiation", OTC),
  p("Aleve Back & Muscle, 100 Caplets", "All-day strong. Just 2 pills for all day.", "auto_substantiation", OTC),
  p("Bayer Low Dose Aspirin 81 mg, 120 Enteric Coated Tablets", "Doctor-recommended aspirin regimen.", "auto_substantiation", OTC),
  p("Excedrin Migraine Caplets, 100 ct", "Acetaminophen, aspirin (NSAID) and caffeine.", "auto_substantiation", OTC),
  p("Voltaren Arthritis Pain Gel, 3.5 oz", "Diclofenac sodium topical gel 1%. Prescription strength, now OTC.", "auto_substantiation", OTC),
  p("Salonpas Lidocaine Flex Patch, 6 ct", "Numbs away pain for up to 12 hours.", "auto_substantiation", OTC),
  p("Icy Hot Max Strength Roll-On, 2.5 oz", "16% menthol. For muscles and joints.", "auto_substantiation", OTC),
  p("Children's Tylenol Oral Suspension, Cherry, 4 fl oz", "For kids ages 2 to 11. Dye-free.", "auto_substantiation", OTC),
  p("Midol Complete Caplets, 40 ct", "Relieves cramps, bloating and headaches.", "auto_substantiation", OTC),

  // ───────────────────────── auto_substantiation: cold, cough, sleep ─────────────────────────
  p("Mucinex 12 Hour Maximum Strength, 42 Tablets", "Guaifenesin 1200 mg expectorant. Thins and loosens mucus.", "auto_substantiation", OTC),
  p("Vicks DayQuil Cold & Flu LiquiCaps, 24 ct", "Non-drowsy multi-symptom relief.", "auto_substantiation", OTC),
  p("Vicks NyQuil Severe Liquid, 12 fl oz", "Nighttime relief: congestion, cough, sore throat, fever.", "auto_substantiation", OTC),
  p("Delsym 12 Hour Liquid, Orange, 5 fl oz", "Dextromethorphan, lasts 12 hours.", "auto_substantiation", OTC),
  p("Sudafed PE Sinus Congestion, 36 Tablets", "Maximum strength, non-drowsy.", "auto_substantiation", OTC),
  p("Vicks VapoRub Ointment, 3.53 oz", "Topical cough suppressant for chest and throat.", "auto_substantiation", OTC),
  p("Halls Relief Honey Lemon, 30 Drops", "Menthol. Soothes sore throats.", "auto_substantiation", OTC),
  p("Cepacol Extra Strength Lozenges, Cherry, 16 ct", "Benzocaine and menthol. Numbs sore throat pain fast.", "auto_substantiation", OTC),
  p("ZzzQuil Nighttime LiquiCaps, 48 ct", "Diphenhydramine HCl. Non-habit forming.", "auto_substantiation", OTC),
  p("Unisom SleepTabs, 32 ct", "Doxylamine succinate 25 mg.", "auto_substantiation", OTC),

  // ───────────────────────── auto_substantiation: digestive ─────────────────────────
  p("Pepcid AC Maximum Strength, 50 Tablets", "Famotidine 20 mg. Prevents and relieves heartburn.", "auto_substantiation", OTC),
  p("Prilosec OTC, 42 Tablets", "Omeprazole 20 mg. Treats frequent heartburn.", "auto_substantiation", OTC),
  p("Nexium 24HR Capsules, 42 ct", "Full prescription strength.", "auto_substantiation", OTC),
  p("Tums Ultra Strength 1000, Assorted Berries, 160 Chewables", "Calcium carbonate. Works in seconds.", "auto_substantiation", OTC),
  p("Pepto-Bismol Liquid, Original, 12 oz", "Relief of nausea, heartburn, indigestion, upset stomach and diarrhea.", "auto_substantiation", OTC),
  p("Imodium A-D Softgels, 24 ct", "Loperamide HCl 2 mg.", "auto_substantiation", OTC),
  p("MiraLAX Powder, 30 Doses", "Polyethylene glycol 3350, osmotic laxative.", "auto_substantiation", OTC),
  p("Dulcolax Stool Softener, 100 Liquid Gels", "Docusate sodium 100 mg. Gentle, comfortable relief.", "auto_substantiation", OTC),
  p("Gas-X Extra Strength Softgels, 50 ct", "Simethicone 125 mg.", "auto_substantiation", OTC),
  p("Dramamine Original Formula, 12 Tablets", "Prevents nausea, dizziness and vomiting.", "auto_substantiation", OTC),
  p("Preparation H Maximum Strength Cream, 0.9 oz", "With 5% lidocaine. Numbs pain and itching.", "auto_substantiation", OTC),

  // ───────────────────────── auto_substantiation: skin, eye, ear, mouth ─────────────────────────
  p("Cortizone-10 Maximum Strength, 2 oz", "1% hydrocortisone. Itch relief for rashes and bug bites.", "auto_substantiation", OTC),
  p("Lamisil AT Cream, 1 oz", "Terbinafine. Cures most athlete's foot.", "auto_substantiation", OTC),
  p("Lotrimin AF Jock Itch Cream, 0.42 oz", "Clotrimazole 1%.", "auto_substantiation", OTC),
  p("Abreva Cold Sore Treatment, 2 g Tube", "Docosanol 10% cream.", "auto_substantiation", OTC),
  p("Compound W Maximum Strength Fast-Acting Gel", "Salicylic acid. Removes common warts.", "auto_substantiation", OTC),
  p("Differin Gel, 45 g", "Adapalene 0.1%. Prescription-strength retinoid acne treatment.", "auto_substantiation", OTC),
  p("Monistat 1 Day Treatment", "Tioconazole ointment. Cures most vaginal yeast infections.", "auto_substantiation", OTC),
  p("Desitin Maximum Strength Paste, 4.8 oz", "40% zinc oxide. Treats and prevents diaper rash.", "auto_substantiation", OTC),
  p("Orajel Maximum Strength Toothache Gel", "Benzocaine 20%. Fast oral pain relief.", "auto_substantiation", OTC),
  p("Systane Ultra Lubricant Eye Drops, 10 mL", "High-performance dry eye relief.", "auto_substantiation", OTC),
  p("Refresh Tears, 30 mL", "Lubricant eye drops for dry, irritated eyes.", "auto_substantiation", OTC),
  p("Visine Red Eye Comfort, 0.5 fl oz", "Redness reliever eye drops.", "auto_substantiation", OTC),
  p("Debrox Earwax Removal Kit", "Carbamide peroxide drops with ear washer bulb.", "auto_substantiation", OTC),

  // ───────────────────────── auto_substantiation: smoking cessation, family planning ─────────────────────────
  p("Nicorette White Ice Mint Gum, 4 mg, 160 Pieces", "Stop smoking aid.", "auto_substantiation", OTC),
  p("NicoDerm CQ Step 1 Clear Patch, 21 mg, 14 Patches", "Controls cravings for 24 hours.", "auto_substantiation", OTC),
  p("Nicorette Mini Lozenge, 2 mg, Mint, 81 ct", "Dissolves fast to curb cravings.", "auto_substantiation", OTC),
  p("Plan B One-Step, 1 Tablet", "Levonorgestrel 1.5 mg. Reduces the chance of pregnancy after unprotected sex.", "auto_substantiation", OTC, {
    note: "OTC emergency contraception",
  }),
  p("Take Action, 1 Tablet", "Levonorgestrel tablet, 1.5 mg. Backup birth control.", "auto_substantiation", OTC),
  p(
    "Opill Daily Oral Contraceptive, 3-Month Supply",
    "Norgestrel 0.075 mg, the first birth control pill available without a prescription.",
    "auto_substantiation",
    OTC,
    { note: "FDA-approved OTC in 2023" },
  ),
  p("First Response Early Result Pregnancy Test, 3 ct", "Tells you 6 days sooner than your missed period.", "auto_substantiation", pub("Pregnancy Test Kit")),
  p("Clearblue Rapid Detection Pregnancy Test, 2 ct", "Results in 1 minute.", "auto_substantiation", pub("Pregnancy Test Kit")),
  p("Clearblue Digital Ovulation Test, 20 ct", "Identifies your 2 most fertile days.", "auto_substantiation", pub("Fertility Enhancement")),
  p("Trojan ENZ Lubricated Latex Condoms, 36 ct", "Premium lubricant for comfort and sensitivity.", "auto_substantiation", pub("Birth Control Pills")),

  // ───────────────────────── auto_substantiation: menstrual & incontinence ─────────────────────────
  p("DivaCup Model 1", "Reusable, made of 100% medical-grade silicone, up to 12 hours of protection.", "auto_substantiation", MENSTRUAL),
  p("Saalt Soft Cup, Regular", "Extra-soft silicone period cup for sensitive bodies.", "auto_substantiation", MENSTRUAL),
  p("Flex Disc, 12 ct", "Disposable discs: up to 12 hours of mess-free period protection.", "auto_substantiation", MENSTRUAL),
  p("Tampax Pearl Tampons, Regular Absorbency, 50 ct", "Unscented, plastic applicator.", "auto_substantiation", MENSTRUAL),
  p("Always Maxi Pads Size 4 Overnight, 66 ct", "Up to 100% leak-free protection.", "auto_substantiation", MENSTRUAL),
  p("U by Kotex Security Liners, Regular, 129 ct", "Lightweight everyday protection.", "auto_substantiation", MENSTRUAL),
  p("Thinx Super Hiphugger", "Holds up to 5 regular tampons' worth. Reusable period protection.", "auto_substantiation", MENSTRUAL),
  p(
    "Depend Fresh Protection Underwear, Maximum, Large, 28 ct",
    "Adult incontinence protection with odor control.",
    "auto_substantiation",
    store("adult incontinence products (eligible)"),
  ),
  p("Poise Ultra Thin Pads, Moderate Absorbency, 66 ct", "Bladder leak protection.", "auto_substantiation", store("adult incontinence products (eligible)")),
  p(
    "TENA Intimates Overnight Pads, 28 ct",
    "Maximum absorbency for nighttime bladder leaks.",
    "auto_substantiation",
    store("adult incontinence products (eligible)"),
  ),

  // ───────────────────────── auto_substantiation: lactation ─────────────────────────
  p("Medela Pump in Style with MaxFlow", "Double electric breast pump with tote and cooler.", "auto_substantiation", pub("Breast Pumps and Supplies")),
  p("Spectra S1 Plus Electric Breast Pump", "Rechargeable, hospital strength.", "auto_substantiation", pub("Breast Pumps and Supplies")),
  p("Elvie Stride", "Hands-free, app-controlled wearable pump.", "auto_substantiation", pub("Breast Pumps and Supplies")),
  p("Lansinoh Breastmilk Storage Bags, 100 ct", "Pre-sterilized, double zipper seal.", "auto_substantiation", pub("Breast Pumps and Supplies")),

  // ───────────────────────── auto_substantiation: PPE ─────────────────────────
  p("Purell Advanced Hand Sanitizer Refreshing Gel, 12 fl oz", "Kills 99.99% of most common germs.", "auto_substantiation", PPE),
  p("Germ-X Original Hand Sanitizer, 32 fl oz Pump", "With vitamin E.", "auto_substantiation", PPE),
  p("3M Aura 9205+ N95 Particulate Respirator, 10 Pack", "NIOSH approved.", "auto_substantiation", PPE),
  p("Powecom KN95 Face Masks, 20 ct", "5-layer protection, ear loops.", "auto_substantiation", PPE),

  // ───────────────────────── auto_substantiation: dental ─────────────────────────
  p("Fixodent Original Denture Adhesive Cream, 2.4 oz", "Strong all-day hold.", "auto_substantiation", pub("Artificial Teeth")),
  p("Polident 3 Minute Antibacterial Denture Cleanser, 120 Tablets", "Kills 99.99% of odor-causing bacteria.", "auto_substantiation", pub("Artificial Teeth")),
  p("DenTek Maximum Protection Dental Guard", "For nighttime teeth grinding.", "auto_substantiation", pub("Dental Treatment")),

  // ───────────────────────── auto_substantiation: devices & diabetes ─────────────────────────
  p("Omron Platinum Upper Arm Blood Pressure Monitor (BP5450)", "Dual display, stores 200 readings.", "auto_substantiation", pub("Diagnostic Devices")),
  p("Braun ThermoScan 7 Ear Thermometer (IRT6520)", "Age Precision technology.", "auto_substantiation", pub("Diagnostic Devices")),
  p("Exergen TemporalScanner TAT-2000C", "Temporal artery thermometer, gentle forehead scan.", "auto_substantiation", pub("Diagnostic Devices")),
  p("OneTouch Verio Test Strips, 100 ct", "For OneTouch Verio meters.", "auto_substantiation", pub("Diagnostic Devices")),
  p("Contour Next Blood Glucose Test Strips, 50 ct", "Second-chance sampling.", "auto_substantiation", pub("Diagnostic Devices")),
  p("Accu-Chek FastClix Lancets, 102 ct", "Drum lancets for the FastClix lancing device.", "auto_substantiation", pub("Diagnostic Devices")),
  p(
    "Dexcom Stelo Glucose Biosensor, 2 Pack",
    "Over-the-counter continuous glucose monitor for adults not on insulin.",
    "auto_substantiation",
    pub("Diagnostic Devices"),
  ),
  p("iHealth COVID-19 Antigen Rapid Test, 2 Tests", "Results in 15 minutes at home.", "auto_substantiation", pub("Diagnostic Devices")),
  p("KardiaMobile 6L Personal EKG", "FDA-cleared six-lead EKG that detects AFib.", "auto_substantiation", pub("Diagnostic Devices")),

  // ───────────────────────── auto_substantiation: sunscreen ─────────────────────────
  p(
    "Neutrogena Ultra Sheer Dry-Touch Sunscreen SPF 55, 3 fl oz",
    "Broad spectrum, water resistant.",
    "auto_substantiation",
    store("sunscreen SPF 15+ broad spectrum (eligible)"),
  ),
  p(
    "La Roche-Posay Anthelios Melt-in Milk Sunscreen SPF 60",
    "Broad spectrum, for face and body.",
    "auto_substantiation",
    store("sunscreen SPF 15+ broad spectrum (eligible)"),
  ),
  p(
    "EltaMD UV Clear Broad-Spectrum SPF 46",
    "Oil-free facial sunscreen for sensitive and acne-prone skin.",
    "auto_substantiation",
    store("sunscreen SPF 15+ broad spectrum (eligible)"),
  ),
  p(
    "Banana Boat Sport Ultra SPF 50 Spray, 6 oz",
    "Broad spectrum, 80 min water resistance.",
    "auto_substantiation",
    store("sunscreen SPF 15+ broad spectrum (eligible)"),
  ),
  p(
    "Blue Lizard Sensitive Mineral Sunscreen SPF 30+, 5 oz",
    "Zinc oxide, broad spectrum.",
    "auto_substantiation",
    store("sunscreen SPF 15+ broad spectrum (eligible)"),
  ),

  // ───────────────────────── auto_substantiation: hearing, CPAP, supports, heat, first aid ─────────────────────────
  p("Jabra Enhance Plus Self-Fitting OTC Hearing Aids", "For mild to moderate hearing loss.", "auto_substantiation", pub("Hearing Aids")),
  p("Rayovac Size 312 Hearing Aid Batteries, 80 ct", "Mercury-free zinc air.", "auto_substantiation", pub("Hearing Aids")),
  p("ResMed AirFit F20 Full Face Mask with Headgear", "Medium cushion. For CPAP therapy.", "auto_substantiation", store("CPAP supplies (eligible)")),
  p("Philips Respironics DreamWear Nasal Cushion Mask", "Fit pack, all sizes.", "auto_substantiation", store("CPAP supplies (eligible)")),
  p("ResMed AirSense 10 Disposable Filters, 12 Pack", "Hypoallergenic standard filters.", "auto_substantiation", store("CPAP supplies (eligible)")),
  p(
    "Futuro Comfort Fit Knee Support, Medium",
    "Provides support for weak, sore or injured knees.",
    "auto_substantiation",
    store("orthopedic supports and braces (eligible)"),
  ),
  p(
    "Mueller Adjustable Wrist Brace, One Size",
    "Support for weak or injured wrists.",
    "auto_substantiation",
    store("orthopedic supports and braces (eligible)"),
  ),
  p(
    "Dr. Scholl's Plantar Fasciitis Pain Relief Orthotics, Men's",
    "Clinically proven to relieve heel pain.",
    "auto_substantiation",
    store("orthotics (eligible)"),
  ),
  p('Drive Medical Folding Walker with 5" Wheels', "Two-button release, adult.", "auto_substantiation", pub("Crutches")),
  p("ThermaCare Lower Back & Hip HeatWraps, 4 ct", "Up to 16 hours of pain relief.", "auto_substantiation", store("heat therapy for pain (eligible)")),
  p("Sunbeam XL King Size Heating Pad", "6 heat settings, moist heat option.", "auto_substantiation", store("heat therapy for pain (eligible)")),
  p("Omron Max Power Relief TENS Unit", "Drug-free relief of muscle pain.", "auto_substantiation", store("TENS units (eligible)")),
  p("Band-Aid Brand Flexible Fabric Adhesive Bandages, 100 ct", "Memory-weave fabric, assorted sizes.", "auto_substantiation", pub("Bandages")),
  p("Nexcare Waterproof Bandages, Clear, 60 ct", "360° seal keeps out water, dirt and germs.", "auto_substantiation", pub("Bandages")),
  p("Neosporin Original Ointment, 1 oz", "First aid antibiotic ointment for 24-hour infection protection.", "auto_substantiation", OTC),
  p("Johnson & Johnson All-Purpose First Aid Kit, 160 Pieces", "For home, car and travel.", "auto_substantiation", pub("Bandages")),
  p("Curad Sterile Gauze Pads, 4 x 4 in, 25 ct", "Non-stick, highly absorbent.", "auto_substantiation", pub("Bandages")),
  p("3M Steri-Strip Reinforced Skin Closures, 1/4 x 3 in", "Closes small cuts and wounds.", "auto_substantiation", pub("Bandages")),
  p("Compeed Advanced Blister Care Cushions, Mixed, 10 ct", "Hydrocolloid blister pads.", "auto_substantiation", pub("Bandages")),
  p("FridaBaby NoseFrida the SnotSucker", "Baby nasal aspirator with 4 hygiene filters.", "auto_substantiation", store("nasal aspirators (eligible)")),

  // ───────────────────────── letter_of_medical_necessity ─────────────────────────
  p(
    "Theragun Prime Smart Percussive Therapy Device",
    "Quiet, powerful deep muscle treatment with app guidance.",
    "letter_of_medical_necessity",
    store("massagers (eligible with LMN)"),
  ),
  p("Hypervolt 2 Pro", "Percussion device with 5 speeds and 5 head attachments.", "letter_of_medical_necessity", store("massagers (eligible with LMN)")),
  p("Osaki OS-Pro Maestro LE Massage Chair", "Zero-gravity 3D massage with heat.", "letter_of_medical_necessity", store("massage chairs (eligible with LMN)")),
  p(
    "Renpho Eyeris 1 Eye Massager with Heat",
    "Bluetooth music, for eye strain and headaches.",
    "letter_of_medical_necessity",
    store("massagers (eligible with LMN)"),
  ),
  p(
    "NordicTrack Commercial 1750 Treadmill",
    '10" touchscreen, incline and decline.',
    "letter_of_medical_necessity",
    store("exercise equipment for a condition (eligible with LMN)"),
  ),
  p(
    "Peloton Tread",
    'Running machine with a 23.8" HD touchscreen and live classes.',
    "letter_of_medical_necessity",
    store("exercise equipment for a condition (eligible with LMN)"),
  ),
  p("Levoit Core 300 True HEPA Air Purifier", "For allergies, smoke, dust and pet dander.", "letter_of_medical_necessity", pub("Capital Expenses")),
  p("Coway Airmega AP-1512HH Mighty Air Purifier", "True HEPA, covers 361 sq ft.", "letter_of_medical_necessity", pub("Capital Expenses")),
  p("Dyson Purifier Cool TP07", "Purifying fan with HEPA H13 filtration.", "letter_of_medical_necessity", pub("Capital Expenses")),
  p("Vicks Filter-Free Cool Mist Humidifier", "1.2 gallon tank, runs up to 30 hours.", "letter_of_medical_necessity", pub("Capital Expenses"), {
    note: "an OTC-medicine brand on an LMN appliance",
  }),
  p(
    "ProsourceFit Acupressure Mat and Pillow Set",
    "Relieves back and neck pain and muscle tension.",
    "letter_of_medical_necessity",
    store("acupressure mats (eligible with LMN)"),
  ),
  p("Shakti Mat Original", "6,210 acupressure points for back pain and stress.", "letter_of_medical_necessity", store("acupressure mats (eligible with LMN)")),
  p(
    "Gravity Weighted Blanket, 15 lb",
    "Deep pressure for calmer, more restful sleep.",
    "letter_of_medical_necessity",
    store("weighted blankets (eligible with LMN)"),
  ),
  p("YnM Weighted Blanket 20 lbs, Queen", "Glass bead filling, 7-layer design.", "letter_of_medical_necessity", store("weighted blankets (eligible with LMN)")),
  p(
    "Optimum Nutrition Gold Standard 100% Whey, Double Rich Chocolate, 5 lb",
    "24 g of protein per serving.",
    "letter_of_medical_necessity",
    store("protein powder (eligible with LMN)"),
  ),
  p(
    "Orgain Organic Protein Plant Based Powder, Vanilla Bean, 2.03 lb",
    "21 g plant protein, no added sugar.",
    "letter_of_medical_necessity",
    store("protein powder (eligible with LMN)"),
  ),
  p(
    "Ensure Original Nutrition Shake, Vanilla, 24 ct",
    "Complete, balanced nutrition with 9 g protein.",
    "letter_of_medical_necessity",
    store("nutritional shakes (eligible with LMN)"),
  ),
  p("Centrum Adults Multivitamin, 200 Tablets", "With vitamin D3 and B vitamins.", "letter_of_medical_necessity", pub("Nutritional Supplements")),
  p("Nature Made Vitamin D3 2000 IU, 220 Softgels", "Supports bone, teeth and immune health.", "letter_of_medical_necessity", pub("Nutritional Supplements")),
  p(
    "Culturelle Daily Probiotic, 30 Capsules",
    "Lactobacillus rhamnosus GG for digestive health.",
    "letter_of_medical_necessity",
    pub("Nutritional Supplements"),
  ),
  p("Nordic Naturals Ultimate Omega, Lemon, 120 Softgels", "1280 mg omega-3 fish oil.", "letter_of_medical_necessity", pub("Nutritional Supplements")),
  p("OLLY Sleep Gummies, Blackberry Zen, 50 ct", "Melatonin, L-theanine and botanicals.", "letter_of_medical_necessity", pub("Nutritional Supplements")),
  p(
    "Vital Proteins Collagen Peptides, Unflavored, 20 oz",
    "20 g collagen per serving for hair, skin, nails and joints.",
    "letter_of_medical_necessity",
    pub("Nutritional Supplements"),
  ),
  p(
    "Jobst Relief Knee High Compression Stockings, 20-30 mmHg",
    "Closed toe, beige.",
    "letter_of_medical_necessity",
    store("compression hosiery (eligible with LMN)"),
  ),
  p(
    "Sockwell Circulator Graduated Compression Socks",
    "Moderate 15-20 mmHg, merino wool.",
    "letter_of_medical_necessity",
    store("compression hosiery (eligible with LMN)"),
  ),
  p(
    "Noom Weight, 4-Month Plan",
    "Psychology-based program to help you lose weight and keep it off.",
    "letter_of_medical_necessity",
    pub("Weight-Loss Program"),
  ),
  p("WW Core Membership, 3 Months", "Points-based weight loss program with coaching and app.", "letter_of_medical_necessity", pub("Weight-Loss Program")),
  p("Orangetheory Fitness Elite Membership", "8 heart-rate based group workouts per month.", "letter_of_medical_necessity", pub("Health Club Dues")),
  p("Massage Envy Monthly Membership", "One 60-minute massage session every month.", "letter_of_medical_necessity", pub("Therapy")),
  p(
    "Bob's Red Mill Gluten Free 1-to-1 Baking Flour, 22 oz",
    "Made in our dedicated gluten-free facility.",
    "letter_of_medical_necessity",
    pub("What Are Medical Expenses?") + " (special food for celiac disease)",
  ),
  p(
    "Neocate Junior, Unflavored, 14.1 oz",
    "Amino acid-based medical food for cow's milk allergy.",
    "letter_of_medical_necessity",
    pub("What Are Medical Expenses?") + " (special food)",
  ),

  // ───────────────────────── prescription ─────────────────────────
  p("Lexapro 10 mg, 30 Tablets", "Prescription required; we verify with your prescriber.", "prescription", pub("Medicines")),
  p("Adderall XR 20 mg Capsules, 30 ct", "Schedule II. A valid prescription is required.", "prescription", pub("Medicines")),
  p("Januvia 100 mg Tablets, 90-Day Supply", "Sitagliptin for type 2 diabetes.", "prescription", pub("Medicines")),
  p("Humira Pen 40 mg/0.4 mL, 2 ct", "Adalimumab. Dispensed by our specialty pharmacy.", "prescription", pub("Medicines")),
  p("Dupixent 300 mg Prefilled Pen", "For moderate-to-severe eczema and asthma.", "prescription", pub("Medicines")),
  p("Nurtec ODT 75 mg, 8 Tablets", "Rimegepant for acute treatment of migraine.", "prescription", pub("Medicines")),
  p("Xiidra Eye Drops, 60 Single-Use Containers", "Lifitegrast 5%. Rx only.", "prescription", pub("Medicines")),
  p("Restasis Twin Pack, 60 Vials", "Cyclosporine ophthalmic emulsion for chronic dry eye. Prescription medication.", "prescription", pub("Medicines")),
  p("Lantus SoloStar Pen, 5 x 3 mL", "Insulin glargine 100 units/mL.", "prescription", pub("Medicines")),
  p("Humalog KwikPen U-100, 5 x 3 mL", "Rapid-acting insulin lispro.", "prescription", pub("Medicines")),
  p("Vyvanse 30 mg Capsules", "Lisdexamfetamine. Controlled substance, Rx required.", "prescription", pub("Medicines")),
  p("Clonazepam 0.5 mg, 60 Tablets", "Controlled substance; requires a valid prescription.", "prescription", pub("Medicines")),
  p("Hydrocodone/Acetaminophen 5/325 mg", "Prescription pain medication, 20 tablets.", "prescription", pub("Medicines")),
  p("Amoxicillin-Clavulanate 875 mg, 20 Tablets", "Antibiotic prescribed after your telehealth visit.", "prescription", pub("Medicines")),
  p("Zepbound 2.5 mg Single-Dose Vial, 4 ct", "Tirzepatide for chronic weight management.", "prescription", pub("Medicines")),
  p("Imitrex 100 mg Tablets, 9 ct", "Sumatriptan succinate.", "prescription", pub("Medicines")),
  p("Symbicort 160/4.5 mcg Inhaler", "Budesonide/formoterol. Maintenance treatment of asthma.", "prescription", pub("Medicines")),
  p("Flovent HFA 110 mcg", "Fluticasone propionate inhalation aerosol; Rx only.", "prescription", pub("Medicines")),
  p("NuvaRing, 3 Rings", "Etonogestrel/ethinyl estradiol vaginal ring. Prescription birth control.", "prescription", pub("Birth Control Pills")),
  p("ella (Ulipristal Acetate) 30 mg Tablet", "Emergency contraceptive; a prescription is required.", "prescription", pub("Medicines"), {
    note: "ella is prescription-only, unlike levonorgestrel",
  }),
  p("Truvada 200/300 mg, 30 Tablets", "Emtricitabine/tenofovir for HIV PrEP. Prescribed by our clinicians.", "prescription", pub("Medicines")),
  p("Atorvastatin Calcium 40 mg, 90 Tablets", "Generic Lipitor. Ships from our licensed pharmacy.", "prescription", pub("Medicines")),
  p("EpiPen 2-Pak Auto-Injector 0.3 mg", "Epinephrine injection for anaphylaxis.", "prescription", pub("Medicines")),

  // ───────────────────────── vision ─────────────────────────
  p("Acuvue Oasys with Hydraclear Plus, 24 Pack", "Two-week reusable lenses.", "vision", pub("Contact Lenses")),
  p("1-Day Acuvue Moist, 90 Pack", "Daily disposable lenses with Lacreon technology.", "vision", pub("Contact Lenses")),
  p("Acuvue Oasys 1-Day for Astigmatism, 30 Pack", "HydraLuxe technology.", "vision", pub("Contact Lenses")),
  p("Air Optix plus HydraGlyde, 6 Pack", "Monthly replacement.", "vision", pub("Contact Lenses")),
  p("Dailies Total1, 90 Pack", "Water gradient daily lenses.", "vision", pub("Contact Lenses")),
  p("Dailies AquaComfort Plus Toric, 30 Pack", "Blink-activated moisture.", "vision", pub("Contact Lenses")),
  p("Biofinity Toric, 6 Lenses", "Monthly silicone hydrogel.", "vision", pub("Contact Lenses")),
  p("Bausch + Lomb ULTRA, 6 Pack", "Monthly lenses with MoistureSeal technology.", "vision", pub("Contact Lenses")),
  p("Biotrue ONEday, 90 Pack", "Daily disposables inspired by the biology of your eyes.", "vision", pub("Contact Lenses")),
  p("Precision1 for Astigmatism, 30 Pack", "Daily lenses with SMARTSURFACE technology.", "vision", pub("Contact Lenses")),
  p("MyDay Daily Disposable, 90 Pack", "Silicone hydrogel, by CooperVision.", "vision", pub("Contact Lenses")),
  p("Proclear 1 Day Multifocal, 90 Pack", "For presbyopia.", "vision", pub("Contact Lenses")),
  p("clariti 1 day, 30 Pack", "Silicone hydrogel daily lenses.", "vision", pub("Contact Lenses")),
  p("TOTAL30 for Astigmatism, 6 Pack", "Monthly replacement with water gradient.", "vision", pub("Contact Lenses")),
  p("Opti-Free PureMoist Multi-Purpose Disinfecting Solution, 10 fl oz", "With lens case.", "vision", pub("Contact Lenses") + " (lens care)"),
  p("Biotrue Multi-Purpose Solution, 2 x 10 fl oz", "Cleans, conditions, disinfects and removes protein.", "vision", pub("Contact Lenses") + " (lens care)"),
  p("Clear Care Plus Cleaning & Disinfecting Solution, 12 fl oz", "Hydrogen peroxide system with lens case.", "vision", pub("Contact Lenses") + " (lens care)"),
  p("Boston Advance Cleaner, 1 fl oz", "For rigid gas permeable lenses.", "vision", pub("Contact Lenses") + " (lens care)"),
  p(
    "Blink Contacts Lubricating Eye Drops, 10 mL",
    "For soft and RGP lenses; relieves dryness while you wear them.",
    "vision",
    pub("Contact Lenses") + " (lens care)",
  ),
  p("Foster Grant Ellie Reading Glasses +1.50", "Multi-focus readers with case.", "vision", pub("Eyeglasses")),
  p("Peepers Style Scoop Readers, +2.25", "Focus lenses, tortoise frames.", "vision", pub("Eyeglasses")),
  p(
    "Warby Parker Durand Eyeglasses, Single-Vision Prescription Lenses",
    "Acetate frames with anti-reflective, scratch-resistant lenses.",
    "vision",
    pub("Eyeglasses"),
  ),
  p("Ray-Ban RB5154 Clubmaster Optics with Progressive Lenses", "Made to your prescription.", "vision", pub("Eyeglasses")),
  p("Oakley Holbrook Prescription Sunglasses", "Prizm polarized lenses made to your Rx.", "vision", pub("Eyeglasses")),
  p("Costa Del Mar Rx Sunglasses, 580G Polarized", "Prescription lenses cut to your eyes.", "vision", pub("Eyeglasses")),
  p("Comprehensive Eye Exam with Retinal Imaging", "With one of our optometrists.", "vision", pub("Eye Exam")),
  p("Custom LASIK Procedure – Per Eye", "Bladeless, wavefront-guided.", "vision", pub("Eye Surgery")),
  p("Contact Lens Exam & Fitting – Toric", "Includes trial lenses and follow-up.", "vision", pub("Eye Exam")),

  // ───────────────────────── service ─────────────────────────
  p("Lipid Panel", "Total cholesterol, LDL, HDL and triglycerides, drawn at a Quest Diagnostics patient service center.", "service", pub("Laboratory Fees")),
  p("Complete Blood Count (CBC) with Differential", "Results in 1-2 days.", "service", pub("Laboratory Fees")),
  p("Hemoglobin A1c Test", "Blood draw at a partner lab; physician-reviewed results.", "service", pub("Laboratory Fees")),
  p("Comprehensive Wellness Panel (65 Biomarkers)", "Blood work at Labcorp, reviewed by a physician.", "service", pub("Laboratory Fees")),
  p("Thyroid Stimulating Hormone (TSH) Test", "Blood test ordered by our physicians.", "service", pub("Laboratory Fees")),
  p("Vitamin D, 25-Hydroxy Test", "Lab test for vitamin D deficiency.", "service", pub("Laboratory Fees")),
  p("Celiac Disease Antibody Panel", "tTG-IgA and total IgA blood test.", "service", pub("Laboratory Fees")),
  p("DOT Physical Exam", "FMCSA exam by a certified medical examiner.", "service", pub("Physical Examination")),
  p("Well-Child Checkup, Ages 1-5", "Growth, development and screenings with a pediatrician.", "service", pub("Physical Examination")),
  p("Allergy Skin Testing – Environmental Panel", "Tests 40 common allergens at our clinic.", "service", pub("Laboratory Fees")),
  p("Screening Colonoscopy", "Outpatient procedure with sedation.", "service", pub("What Are Medical Expenses?") + " (diagnosis and prevention)"),
  p("3D Screening Mammogram", "Digital breast tomosynthesis.", "service", pub("X-ray")),
  p("Skin Cancer Screening", "Full-body exam by a board-certified dermatologist.", "service", pub("Physical Examination")),
  p("Mole Removal with Pathology", "Excision of a suspicious mole and lab analysis.", "service", pub("What Are Medical Expenses?") + " (treatment)"),
  p("No-Scalpel Vasectomy", "Outpatient procedure with a urologist.", "service", pub("Vasectomy")),
  p("IUD Insertion Visit", "Placement of a hormonal or copper IUD by a clinician.", "service", pub("Birth Control Pills") + " and practitioner fees"),
  p("Earwax Removal by Microsuction", "Performed by an audiologist.", "service", pub("What Are Medical Expenses?") + " (practitioner treatment)"),
  p("Physical Therapy – Initial Evaluation + 4 Visits", "With a licensed physical therapist.", "service", pub("Therapy")),
  p("Pediatric Occupational Therapy Session", "Fine motor and sensory processing.", "service", pub("Therapy")),
  p("ABA Therapy – 10 Hours", "Applied behavior analysis for autism with a board-certified behavior analyst.", "service", pub("Therapy")),
  p("TMS Therapy Session", "Transcranial magnetic stimulation for treatment-resistant depression.", "service", pub("Psychiatric Care")),
  p(
    "Teladoc General Medical Visit",
    "See a board-certified doctor by phone or video, 24/7.",
    "service",
    pub("What Are Medical Expenses?") + " (physician fees)",
  ),
  p("Composite Cavity Filling, One Surface", "Tooth-colored filling.", "service", pub("Dental Treatment")),
  p("Shingrix Vaccine, Dose 1", "Administered by a pharmacist.", "service", pub("What Are Medical Expenses?") + " (vaccination)"),
  p("DEXA Bone Density Scan", "Osteoporosis screening.", "service", pub("X-ray")),
  p("12-Lead EKG", "Resting electrocardiogram at our clinic, read by a cardiologist.", "service", pub("Laboratory Fees")),
  p("Lactation Consultant Home Visit", "Breastfeeding support from an IBCLC.", "service", store("lactation consultant (eligible)")),

  // ───────────────────────── not_eligible: ordinary personal items ─────────────────────────
  p("Crest Pro-Health Advanced Toothpaste, 5.1 oz", "Fights cavities, gingivitis and plaque.", "not_eligible", PERSONAL),
  p("Listerine Cool Mint Antiseptic Mouthwash, 1 L", "Kills 99.9% of germs that cause bad breath.", "not_eligible", PERSONAL),
  p("Dove Men+Care Antiperspirant, Clean Comfort", "72-hour sweat and odor protection.", "not_eligible", PERSONAL),
  p("Gillette Fusion5 Razor + 4 Refills", "5 anti-friction blades.", "not_eligible", PERSONAL),
  p("CeraVe Moisturizing Cream, 16 oz", "With ceramides and hyaluronic acid, for dry skin.", "not_eligible", PERSONAL),
  p("Cetaphil Gentle Skin Cleanser, 16 fl oz", "Soap-free face and body wash.", "not_eligible", PERSONAL),
  p("Pampers Swaddlers Diapers, Size 2, 84 ct", "Softest comfort and best skin protection.", "not_eligible", PERSONAL),
  p("ChapStick Classic Original, 3 ct", "Lip balm, skin protectant.", "not_eligible", PERSONAL, { note: "no SPF: a lip care toiletry" }),
  p("Crest 3D Whitestrips Professional Effects, 20 Treatments", "Removes 15 years of stains.", "not_eligible", notIncl("Teeth Whitening")),
  p("Rogaine Men's 5% Minoxidil Foam, 3 Month Supply", "Regrows hair on the top of the scalp.", "not_eligible", notIncl("Hair Transplant")),
  p("Quest Protein Bar, Chocolate Chip Cookie Dough, 12 ct", "21 g protein, 1 g sugar.", "not_eligible", notIncl("Weight-Loss Program") + " (food)"),
  p(
    "Gatorade Thirst Quencher, Fruit Punch, 12 pack",
    "Electrolytes to help replace what you lose in sweat.",
    "not_eligible",
    notIncl("Weight-Loss Program") + " (food)",
  ),
  p('lululemon Align High-Rise Pant 25"', "Buttery-soft Nulu fabric yoga pant.", "not_eligible", PERSONAL),
  p("Fitbit Charge 6 Fitness Tracker", "Heart rate, GPS and sleep tracking.", "not_eligible", GENERAL),
  p("Calm Premium, Annual Subscription", "Meditation, sleep stories and music.", "not_eligible", GENERAL),
  p("Manduka PRO Yoga Mat 6mm", "Lifetime guarantee, dense cushioning.", "not_eligible", GENERAL),
  p("Maybelline Lash Sensational Mascara", "Washable, blackest black.", "not_eligible", notIncl("Cosmetic Surgery") + " (cosmetics)"),
  p("Fenty Beauty Pro Filt'r Soft Matte Foundation", "Longwear liquid foundation in 50 shades.", "not_eligible", notIncl("Cosmetic Surgery") + " (cosmetics)"),
  p("Ray-Ban Wayfarer Classic Sunglasses", "Polarized G-15 lenses, non-prescription.", "not_eligible", store("non-prescription sunglasses (not eligible)")),

  // ───────────────────────── not_eligible: look-alikes (merchandise, toys, jewellery, costumes, cosmetics, pets) ─────────────────────────
  p("Band-Aid Brand Canvas Tote Bag", "Cotton tote printed with the classic bandage logo.", "not_eligible", PERSONAL, look),
  p("Thermometer Dangle Earrings, Enamel", "Nurse-themed earrings shaped like a thermometer.", "not_eligible", PERSONAL, look),
  p("Melissa & Doug Get Well Doctor's Kit Play Set", "Pretend stethoscope, thermometer, syringe and bandages for kids 3+.", "not_eligible", PERSONAL, look),
  p("Fisher-Price Medical Kit", "Toy stethoscope, blood pressure cuff and thermometer for toddlers.", "not_eligible", PERSONAL, look),
  p("Kids Play Dentist Set", "Toy dental kit with pretend toothbrush, mirror and dentures.", "not_eligible", PERSONAL, look),
  p("Adult Nurse Halloween Costume", "Dress, cap and toy stethoscope.", "not_eligible", PERSONAL, look),
  p("Kids Surgeon Scrubs Costume Set", "Dress-up scrubs, surgical mask and cap for pretend play.", "not_eligible", PERSONAL, look),
  p("Stethoscope Pendant Necklace, Sterling Silver", "Jewelry gift for nurses and doctors.", "not_eligible", PERSONAL, look),
  p("Nurse Life Coffee Mug – Stethoscope Design", "11 oz ceramic mug, dishwasher safe.", "not_eligible", PERSONAL, look),
  p("Vintage Tylenol Advertising Tin Sign", "Retro pharmacy wall decor, 12 x 16 in.", "not_eligible", PERSONAL, look),
  p("Menstrual Cup Enamel Pin", "Period-positive pin for your jacket or bag.", "not_eligible", PERSONAL, look),
  p("Hand Sanitizer Holder Keychain, Silicone", "Fits 1 oz travel bottles (bottle not included).", "not_eligible", PERSONAL, look),
  p("Beaded Face Mask Chain, Gold", "Mask lanyard and eyeglass holder.", "not_eligible", PERSONAL, look),
  p("Eyeglass Chain Holder, Pearl", "Keeps your readers around your neck.", "not_eligible", PERSONAL, look),
  p("Fake Positive Pregnancy Test (Gag Gift)", "Novelty prank, not a real test.", "not_eligible", PERSONAL, look),
  p("Pill Bottle Phone Case for iPhone 15", "Funny pharmacy-label design.", "not_eligible", PERSONAL, look),
  p("Crazy Cat Eye Halloween Contact Lenses", "Non-prescription costume lenses, 1 pair.", "not_eligible", pub("Contact Lenses") + " (corrective only)", look),
  p("First Aid Beauty Ultra Repair Cream, 6 oz", "Intense hydration for dry, distressed skin on face and body.", "not_eligible", PERSONAL, look),
  p("First Aid Beauty KP Bump Eraser Body Scrub", "With 10% AHA, smooths rough, bumpy skin.", "not_eligible", PERSONAL, look),
  p("The Ordinary Niacinamide 10% + Zinc 1% Serum, 30 mL", "Face serum for the look of blemishes and pores.", "not_eligible", PERSONAL, look),
  p("Drunk Elephant C-Firma Fresh Day Serum", "Vitamin C serum for the face; brightens and firms.", "not_eligible", PERSONAL, look),
  p("Olay Regenerist Micro-Sculpting Cream", "Anti-aging face moisturizer with hyaluronic acid and peptides.", "not_eligible", PERSONAL, look),
  p("Neutrogena Rapid Wrinkle Repair Retinol Serum", "Visibly smooths fine lines in one week.", "not_eligible", PERSONAL, look),
  p("Garnier SkinActive Hydrating Face Sheet Mask", "Hyaluronic acid tissue mask.", "not_eligible", PERSONAL, look),
  p("Hawaiian Tropic Dark Tanning Oil, 8 fl oz", "Coconut tanning oil for a deep, dark tan.", "not_eligible", PERSONAL, look),
  p("Australian Gold Dark Tanning Accelerator Spray", "Deep, dark color, fast.", "not_eligible", PERSONAL, look),
  p("10 Tanning Bed Sessions", "UV tanning at our salon.", "not_eligible", notIncl("Cosmetic Surgery"), look),
  p("Sweet Almond & Lavender Massage Oil, 8 oz", "Body oil for a relaxing massage at home.", "not_eligible", PERSONAL, look),
  p("Weighted Hula Hoop for Adults", "Detachable fitness hoop with massage nubs.", "not_eligible", GENERAL, look),
  p(
    "Felix Gray Roebling Blue Light Glasses",
    "Non-prescription glasses that filter blue light.",
    "not_eligible",
    store("non-prescription glasses (not eligible)"),
    look,
  ),
  p("Polar H10 Heart Rate Sensor", "ECG-accurate chest strap for training.", "not_eligible", GENERAL, look),
  p("Purell Healthy Soap Gentle & Free Foam, 1200 mL Refill", "Hand soap that washes away germs.", "not_eligible", PERSONAL, {
    ...look,
    note: "a PPE brand's soap: a toiletry",
  }),
  p("Dog Allergy Relief Chews, 90 ct", "Supports seasonal allergies and itchy skin in dogs.", "not_eligible", notIncl("Personal Use Items") + " (pet)", look),
  p("Cat Hairball Relief Gel, 2.5 oz", "Laxative hairball remedy for cats.", "not_eligible", notIncl("Personal Use Items") + " (pet)", look),
  p("Zesty Paws Probiotic Bites for Dogs, 90 ct", "Gut flora supplement for dogs.", "not_eligible", notIncl("Personal Use Items") + " (pet)", look),
];
