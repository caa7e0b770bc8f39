/**
 * Prescription strengths of OTC molecules. The same molecule is sold over the counter up to the
 * FDA OTC monograph's strength and on a prescription above it (omeprazole 20 mg OTC, 40 mg Rx;
 * naproxen sodium 220 mg OTC, naproxen 250-550 mg Rx; ibuprofen 200-400 mg OTC, 600-800 mg Rx), and a
 * listing that says it is dispensed on a prescription ("Rx only", "(Receta)", "sur ordonnance")
 * is a prescription item whatever its molecule. "Prescription strength" alone is OTC marketing
 * wording (Nexium 24HR, Voltaren gel), so it is not a marker here.
 */
import type { EligibilityRule } from "../catalogue-types";
import { entries, romanceSpellings } from "./entries";

/** A molecule with its Spanish and French spellings, then up to two words (a salt, a form) before the strength. */
const molecule = (...names: string[]) => `(${names.flatMap((n) => [n, ...romanceSpellings(n)]).join("|")})( [a-z]+){0,2}`;
const mg = (strengths: string) => ` (${strengths}) ?mg`;

/**
 * Wording that says the listing is dispensed on a prescription. Negations ("no prescription
 * required", "sin receta", "sans ordonnance") never match: the words must not be preceded by them.
 */
export const RX_MARKERS = [
  "(?<!(no|non|without|w o|sin|sans) )rx only",
  "(?<!(no|non|without|w o|sin|sans) )rx ?- ?only",
  "(?<!(no|non|without|w o|sin|sans|not|nor|once|formerly|previously|former) (a )?)prescription (required|only)",
  "requires? (a )?(valid )?prescription",
  "(?<!(no|non|without|sin|sans) )(receta (medica|requerida|obligatoria|necesaria)|con receta|requiere receta|solo con receta|bajo receta)",
  "(?<!(sin|sans|no|de|la|una|su|tu|nueva) )receta(?! (de cocina|de la abuela|facil|casera))",
  "(?<!sans )sur ordonnance",
  "ordonnance (obligatoire|requise|necessaire)",
  // The FDA caution statement of prescription devices (21 CFR 801.109) and pharmacy wording for a prescription on file.
  "(federal|us|u s) law restricts this (device|drug|product)",
  "(sale|use) by or on the order of a (physician|practitioner|licensed)",
  "(?<!(no|non|without|sin|sans) )(rx|prescription)s? (must be )?on file",
  "(?<!(no|non|without) )(valid )?prescription must be on file",
];

export const PRESCRIPTION_STRENGTH: EligibilityRule[] = [
  {
    id: "rx.above_otc_strength",
    kind: "ingredient",
    eligibility: "prescription",
    irs_pub502_category: "Medicines",
    authority: 'IRS Publication 502, "Medicines", prescribed drugs; FDA OTC monographs set the strengths sold without a prescription',
    patterns: entries(
      "an OTC molecule above its OTC strength",
      `${molecule("omeprazole", "esomeprazole", "pantoprazole", "rabeprazole")}${mg("40|60|80")}`,
      `${molecule("lansoprazole")}${mg("30|60")}`,
      `${molecule("famotidine")}${mg("40")}`,
      `${molecule("naproxen")}${mg("250|275|375|500|550|750")}`,
      // 400 mg is sold over the counter in Spain and Latin America: only 600 and 800 mg are prescription everywhere.
      `${molecule("ibuprofen")}${mg("600|800")}`,
      `${molecule("cimetidine")}${mg("300|400|800")}`,
      `${molecule("hydrocortisone")} 2.5 ?%`,
      `${molecule("ketoconazole")} 2 ?%`,
      `${molecule("diclofenac")} (3 ?%|50 ?mg|75 ?mg|100 ?mg)`,
      `${molecule("meclizine")}${mg("50")}`,
      // Adapalene is OTC at 0.1% (Differin); 0.3% (Epiduo Forte, Differin 0.3%) is prescription. Vitamin D 50,000 IU is a prescription dose.
      `${molecule("adapalene")}( [a-z]+){0,2} 0.3 ?%`,
      "epiduo forte",
      `(${molecule("ergocalciferol")}|vitamin(a|e)? d ?2?)( [a-z0-9]+){0,3} 50 ?000 ?(iu|ui|units?)`,
      "upneeq",
      "oxymetazoline 0.1 ?% (ophthalmic|eye|drops?|single)",
    ),
    priority: 85,
    explanation: "the molecule is sold over the counter only up to a lower strength; this strength is dispensed on a prescription",
  },
  {
    id: "rx.dispensed_on_prescription",
    eligibility: "prescription",
    irs_pub502_category: "Medicines",
    authority: 'IRS Publication 502, "Medicines", prescribed drugs',
    patterns: entries("dispensed on a prescription", ...RX_MARKERS),
    priority: 80,
    explanation: "the listing says it is dispensed on a prescription, so it needs the prescription for substantiation",
  },
];
