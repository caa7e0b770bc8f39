/**
 * "Rx" and "Prescription" as a brand or marketing word: "Skin Rx" hand cream, a "Hair Lab Rx"
 * shampoo, "Prescription for Glow" minis, 'Rx' bug pants, an 'Rx Formula' superfood. A bare
 * "rx" or "prescription" is a prescription marker only where the listing is not an everyday good,
 * a visit or a piece of corrective sport eyewear; the real markers ("Rx only", "requires a
 * prescription", a prescription drug) keep counting whatever the product (prescription-strength.ts).
 */
import type { PatternEntry } from "../catalogue-types";

/** What the product IS when "rx"/"prescription" is only a brand or a slogan on it. */
export const RX_AS_BRAND_WORD = [
  // The brand form: a beauty, body or outdoor word followed by "Rx", or "Rx" naming a formula.
  "(skin|beauty|hair|glow|derm|derma|body|face|lip|nail|lash|brow|bug|sleep|muscle|gut|hangover|herbal|naturopathic|beard|lab|spa|sun|pet) rx",
  "rx (formula|blend|complex|collection|line)",
  "prescriptions? for (glow|beauty|radiance|health|happiness|success|love|fun|skin|hair|relaxation)",
  "doctors orders",
  // Everyday goods (cosmetics, toiletries, apparel, food and drink, gifts).
  "shampoos?",
  "conditioners?",
  "(hand|body|foot|face|night|day) (creams?|lotions?|washes|wash|butters?|balms?|scrubs?)",
  "gift (sets?|boxes?)",
  "minis",
  "travel size set",
  "pants",
  "shirts?",
  "t shirts?",
  "jackets?",
  "leggings",
  "hoodies?",
  "shorts",
  "hats?",
  "caps",
  "apparel",
  "superfoods?",
  "(drink|smoothie|greens|protein) (powder|mix)",
  "smoothies?",
  "teas?",
  "coffees?",
  "snacks?",
  "bars?",
  "retainers?",
  "candles?",
  "(eyewear|glasses|sunglasses|eyeglass) (retainers?|straps?|cords?|chains?|cases?)",
  // A visit whose purpose is a prescription ("Rx Refill Review") is the visit.
  "(follow ?up|office|clinic|telehealth|video|new patient|return|established patient) (visits?|appointments?|consultations?)",
  "(rx|prescription|medication) (refill|renewal) (reviews?|visits?|consultations?|appointments?)",
  // Corrective sport eyewear is vision care (vision.ts), not a prescription drug.
  "(eye)?glasses",
  "spectacles",
  "frames?",
  "sunglasses",
  "goggles?",
  "(dive|diving|swim|snorkel(ing)?) masks?",
  "inserts?",
  "corrective lens(es)?",
  "gafas",
  "lentes",
  "graduad[ao]s?",
  "lunettes",
];

/** The bare words, counted only when the listing is none of the above. */
export const BARE_RX_WORDS: PatternEntry[] = ["rx", "prescription", "prescriptions"].map((match) => ({ match, unless: RX_AS_BRAND_WORD }));
