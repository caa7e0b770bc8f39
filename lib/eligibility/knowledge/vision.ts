/**
 * Vision knowledge: contact lens brands and product lines, lens-care brands and reading-glasses
 * brands (IRS Publication 502, "Contact Lenses" and "Eyeglasses"). Corrective lenses sold as a
 * line ("Acuvue Oasys", "Dailies Total1") never say "contact lenses" in store listings.
 */
import type { EligibilityRule } from "../catalogue-types";
import { entries } from "./entries";
import { SOURCES, pub502 } from "./sources";

export const VISION_KNOWLEDGE: EligibilityRule[] = [
  {
    id: "brand.contact_lenses",
    kind: "brand",
    eligibility: "vision",
    irs_pub502_category: "Contact Lenses",
    authority: pub502("Contact Lenses"),
    patterns: [
      ...entries("contact lenses (Johnson & Johnson)", "acuvue", "1 day acuvue", "acuvue (oasys|moist|vita|define|trueye|max)", "oasys"),
      ...entries(
        "contact lenses (Alcon)",
        "air optix",
        "dailies (total1|aquacomfort|aquacomfort plus|total 1)",
        { match: "dailies", unless: ["liners?", "pantiliners?", "always", "pads"] },
        "total ?1",
        "total ?30",
        "precision ?1",
        "focus dailies",
        "precision1",
      ),
      ...entries(
        "contact lenses (CooperVision)",
        "biofinity",
        "proclear",
        "clariti",
        "myday",
        "my day daily",
        "avaira",
        "biomedics",
        "frequency 55",
        "extreme h2o",
      ),
      ...entries(
        "contact lenses (Bausch + Lomb)",
        "bausch ([+] |and |& )?lomb ultra",
        "biotrue oneday",
        "biotrue one day",
        "purevision ?2?",
        "soflens",
        "bausch ([+] |and |& )?lomb infuse",
        "infuse (one day|contact lenses)",
      ),
    ],
    priority: 90,
    explanation: "the product line is a corrective contact lens, which is vision care",
  },
  {
    id: "brand.lens_care",
    kind: "brand",
    eligibility: "vision",
    irs_pub502_category: "Contact Lenses",
    authority: `${pub502("Contact Lenses")}, including lens solution and cleaning supplies`,
    patterns: entries(
      "contact lens care",
      "opti ?free",
      "biotrue (multi purpose|solution|hydration boost)",
      "renu",
      "clear care",
      "peroxiclear",
      "boston (advance|simplus|one step|conditioning|cleaner|original)",
      "unique ph",
      "blink contacts",
      "puremoist",
      "lobob",
      "menicare",
      "sensitive eyes (saline|solution|plus)",
    ),
    priority: 90,
    explanation: "contact lens solution and care supplies are part of contact lens vision care",
  },
  {
    id: "brand.reading_glasses",
    kind: "brand",
    eligibility: "vision",
    irs_pub502_category: "Eyeglasses",
    authority: pub502("Eyeglasses"),
    patterns: entries(
      "reading glasses",
      { match: "foster grant", unless: ["sunglasses", "sun readers?"] },
      "peepers (readers|reading|focus|style)",
      "eyebobs",
      "iq readers",
      "magnivision",
      "readerest",
    ),
    priority: 90,
    explanation: "reading glasses correct vision (presbyopia) and are sold as vision care",
  },
];

/** Fashion and designer houses that sell optical frames as well as sunglasses. */
const EYEWEAR_BRANDS =
  "(ray ?ban|oakley|gucci|prada|versace|tom ford|michael kors|coach|kate spade|burberry|dolce (& |and )?gabbana|armani( exchange)?|emporio armani|giorgio armani|" +
  "ralph lauren|polo ralph lauren|persol|oliver peoples|warby parker|zenni|vogue eyewear|tiffany( & co)?|chanel|dior|fendi|miu miu|swarovski|calvin klein|" +
  "lacoste|hugo boss|boss|carrera|silhouette|lindberg|moscot|garrett leight|jimmy choo|marc jacobs|tory burch|saint laurent|balenciaga|celine|" +
  "nike|under armour|costa|maui jim|kate spade new york|ted baker|guess|fossil|lenscrafters|eyebuydirect|glassesusa|firmoo|jins|ace (&|and) tate)";
/** What makes a fashion listing optical: frames, optical wording, a brand's optical model code (RX7047, OX8046). */
const OPTICAL =
  "(optical|optics|eyeglass(es)?|ophthalmic|frames?|(prescription|rx) (sun ?)?lens(es)?|rx ?able|rx ?ready|rx ?[0-9]{4}[a-z]?|ox ?[0-9]{4}|vo ?[0-9]{4}|gg ?[0-9]{4}o|montures?|monturas?)";

/** Sport eyewear: sunglasses, ski and swim goggles, dive masks. */
const SPORT_EYEWEAR =
  "(sunglasses|sun glasses|goggles?|ski goggles?|swim goggles?|(dive|diving|swim|snorkel(ing)?) masks?|masks?|eyewear|gafas( de sol)?|lunettes( de soleil)?|masques?|mascaras?|visors?)";

export const FASHION_EYEWEAR: EligibilityRule[] = [
  {
    // "Rx Insert for a Ski Goggle", "Dive Mask with Prescription Corrective Lenses", "Gafas de Sol Graduadas con Receta".
    id: "vision.corrective_sport_eyewear",
    eligibility: "vision",
    irs_pub502_category: "Eyeglasses",
    authority: pub502("Eyeglasses"),
    patterns: entries(
      "corrective sport eyewear",
      `(rx|prescription|corrective|optical)( [a-z0-9]+){0,3} ${SPORT_EYEWEAR}`,
      `${SPORT_EYEWEAR}( [a-z0-9.+]+){0,6} (with|w|for|con|avec) (your )?(rx|prescription|corrective|optical|graduad[ao]s?)( [a-z]+)? (lens(es)?|lentes|verres|cristales)`,
      "(rx|prescription|optical) (inserts?|clip ?ins?|adapters?)",
      "(prescription|rx) corrective lens(es)?",
      "corrective lens(es)?",
      `${SPORT_EYEWEAR}( [a-z]+){0,4} graduad[ao]s`,
      "lentes( [a-z]+){0,3} (graduad[ao]s|con receta|correctoras?)",
      "(gafas|lentes)( [a-z]+){0,6} con receta",
      "verres correcteurs",
      "masques? de plongee correcteurs?",
    ),
    exclusions: [
      "non ?corrective",
      "non ?prescription",
      "no prescription",
      "sin graduacion",
      "sans correction",
      "plano",
      "retainers?",
      "(eyewear|glasses|sunglasses|eyeglass) (straps?|cords?|chains?|cases?)",
    ],
    priority: 90,
    explanation: "sport eyewear with corrective (prescription) lenses corrects vision: vision care, whatever sport it is for",
  },
  {
    id: "exclude.eyewear_accessories",
    eligibility: "not_eligible",
    irs_pub502_category: "Eyeglasses",
    authority: `${pub502("Eyeglasses")} covers the glasses; ${SOURCES.store_not_eligible}: cases, cloths, chains and clip-on shades`,
    patterns: entries(
      "eyewear accessory",
      "(eyeglass(es)?|glasses|eyewear|spectacles?|sunglass(es)?) (cases?|repair kits?|cleaning cloths?|cloths?|chains?|cords?|straps?|holders?|screws?|pouch(es)?|retainers?)",
      "clip on (sunglasses|shades|flip ups?)",
      "(lens|eyeglass) cleaning (cloths?|wipes)",
      "microfiber (lens )?cloths?",
      "repair kits? for (glasses|eyeglasses)",
    ),
    priority: 100,
    explanation: "cases, cloths, chains, repair kits and clip-on shades are accessories, not the corrective lenses",
  },
  {
    id: "vision.lens_options_and_imaging",
    eligibility: "vision",
    irs_pub502_category: "Eyeglasses",
    authority: `${pub502("Eyeglasses")} and "Eye Exam": corrective lenses with their options, and the eye exam's imaging`,
    patterns: [
      ...entries(
        "corrective lens option",
        "(photochromic|transitions|high ?index|polycarbonate|trivex|aspheric|single vision|progressive|bifocal|trifocal|digital free ?form|no line bifocal|computer|occupational)( [0-9.]+)? (lenses|lens|lens upgrade|lens package)",
        "lens (upgrade|coating|package|option)s?",
        "(anti ?reflective|anti ?glare|scratch resistant|uv|blue light filtering) (coating|treatment)( upgrade)?",
        "tr90 frames?",
        "(kids|childrens|mens|womens|unisex) (optical |eyeglass )?frames",
      ),
    ],
    exclusions: [
      "non ?prescription",
      "no prescription",
      "zero magnification",
      "plano",
      "sunglasses(?! (with|made to|in) (your )?(prescription|rx))",
      "picture frames?",
      "bed frames?",
    ],
    priority: 90,
    explanation: "corrective lens options are vision care",
  },
  {
    id: "vision.eye_exam_imaging",
    // Labelled a service by every outsider round, like the eye exam (rule-catalogue.ts); still contested with vision.
    eligibility: "service",
    irs_pub502_category: "Eye Exam",
    authority: pub502("Eye Exam"),
    patterns: entries(
      "eye exam imaging",
      "retinal (imaging|photos?|photography|scan|screening)",
      "optomap",
      "dilat(ed|ion) (eye )?exam",
      "visual field (test|testing)",
      "oct (scan|imaging)",
      "glaucoma (screening|test)",
      "tonometry",
    ),
    contested: { eligibility: "vision", source: "eye-exam imaging is also vision care; stores list it under vision or services" },
    priority: 90,
    explanation: "eye-exam imaging and tests are part of the eye exam, a medical service by an optometrist or ophthalmologist",
  },
  {
    id: "vision.fashion_optical_frames",
    eligibility: "vision",
    irs_pub502_category: "Eyeglasses",
    authority: `${pub502("Eyeglasses")}: eyeglasses for vision correction, whoever designs the frame`,
    patterns: entries(
      "optical frames of a fashion brand",
      `${EYEWEAR_BRANDS}( [a-z0-9&+.]+){0,6} ${OPTICAL}`,
      `${OPTICAL}( [a-z0-9&+.]+){0,6} ${EYEWEAR_BRANDS}`,
      "rx[0-9]{4}[a-z]?",
      "(optical|eyeglass(es)?|glasses|rx) frames?",
      "frames? (only|for prescription|for rx)",
      "full rim frames?",
      "(acetate|metal|titanium|rimless|semi rimless|half rim) (optical )?frames?",
    ),
    exclusions: [
      "(?<!(no|non) )sunglasses(?! (with|made to|in) (your )?(prescription|rx))",
      "non ?prescription",
      "no prescription",
      "blue light (blocking |filter(ing)? )?glasses",
      "zero magnification",
      "plano",
      "picture frames?",
      "bed frames?",
      "frame (bag|tent|backpack)",
      "toy",
      "costume",
      "sans correction",
      "sin graduacion",
    ],
    priority: 90,
    explanation: "optical frames and eyeglasses of a fashion brand hold corrective lenses: vision care",
  },
];
