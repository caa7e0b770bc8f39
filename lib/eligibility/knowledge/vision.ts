/**
 * Vision knowledge: contact lens brands and product lines, lens-care brands and reading-glasses
 * brands (IRS Publication 502, "Contact Lenses" and "Eyeglasses"). Corrective lenses sold as a
 * line ("Acuvue Oasys", "Dailies Total1") never say "contact lenses" in store listings.
 */
import type { EligibilityRule } from "../catalogue-types";
import { entries } from "./entries";
import { pub502 } from "./sources";

export const VISION_KNOWLEDGE: EligibilityRule[] = [
  {
    id: "brand.contact_lenses",
    kind: "brand",
    eligibility: "vision",
    irs_pub502_category: "Contact Lenses",
    authority: pub502("Contact Lenses"),
    patterns: [
      ...entries(
        "contact lenses (Johnson & Johnson)",
        "acuvue", "1 day acuvue", "acuvue (oasys|moist|vita|define|trueye|max)", "oasys",
      ),
      ...entries(
        "contact lenses (Alcon)",
        "air optix", "dailies (total1|aquacomfort|aquacomfort plus|total 1)", { match: "dailies", unless: ["liners?", "pantiliners?", "always", "pads"] },
        "total ?1", "total ?30", "precision ?1", "focus dailies", "precision1",
      ),
      ...entries(
        "contact lenses (CooperVision)",
        "biofinity", "proclear", "clariti", "myday", "my day daily", "avaira", "biomedics", "frequency 55", "extreme h2o",
      ),
      ...entries(
        "contact lenses (Bausch + Lomb)",
        "bausch ([+] |and |& )?lomb ultra", "biotrue oneday", "biotrue one day", "purevision ?2?", "soflens", "bausch ([+] |and |& )?lomb infuse",
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
      "opti ?free", "biotrue (multi purpose|solution|hydration boost)", "renu", "clear care", "peroxiclear",
      "boston (advance|simplus|one step|conditioning|cleaner|original)", "unique ph", "blink contacts", "puremoist", "lobob", "menicare",
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
      { match: "foster grant", unless: ["sunglasses", "sun readers?"] }, "peepers (readers|reading|focus|style)", "eyebobs", "iq readers",
      "magnivision", "readerest",
    ),
    priority: 90,
    explanation: "reading glasses correct vision (presbyopia) and are sold as vision care",
  },
];
