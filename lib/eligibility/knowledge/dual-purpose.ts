/**
 * Dual-purpose items: eligible only when they treat a diagnosed condition, so they need a letter
 * of medical necessity (FSA/HSA store eligibility lists; IRS Publication 502 "Capital Expenses",
 * "Nutritional Supplements", "Weight-Loss Program", "Health Club Dues", "Therapy").
 */
import type { EligibilityRule } from "../catalogue-types";
import { entries, nameOnly } from "./entries";
import { SOURCES, pub502 } from "./sources";

export const DUAL_PURPOSE_KNOWLEDGE: EligibilityRule[] = [
  {
    id: "lmn.dual_purpose_equipment",
    eligibility: "letter_of_medical_necessity",
    irs_pub502_category: "Capital Expenses",
    authority: `${SOURCES.store_lmn}; ${pub502("Capital Expenses")}`,
    patterns: [
      ...entries("massage device", "massage guns?", "percussive (therapy|massage|massager|device)", "percussion (device|massage device)",
        "deep tissue (massager|massage gun|percussion)"),
      ...entries("cardio exercise equipment", "treadmills?", "walking pads?", "under desk treadmill", "running machine", "elliptical (trainer|machine)s?",
        "exercise bikes?", "stationary bikes?", "bicicletas? (estaticas?|de spinning|de ejercicio|fija)", "velos? (d appartement|de biking|elliptiques?|spinning)", "cintas? de correr", "tapis de course", "elipticas?", "rameurs?", "maquinas? de remo",
        "(stair|step) (climbers?|steppers?|machines?)", "vibration plates?", "rebounders?", "mini trampolines?", "recumbent bikes?", "rowing machines?", "(spin|indoor cycling|smart) bikes?", "peloton (bike|tread|row)", "hydrow", "echelon (bike|row)",
        "(pedal|peddler|arm (and|&) leg|mini|under desk|seated) (exercisers?|pedal exercisers?)", "exercise (peddlers?|pedals?)", "(mini|under desk|desk|seated) (exercise )?(bikes?|pedals?|peddlers?|ellipticals?)",
        "pedal exercisers?", "(arm|leg) (cycle|ergometer)s?", "pedalier", "pedalinas?"),
      ...entries("acupressure", "acupressure (mats?|pillows?|sets?|cushions?)", "spike mats?", "acupressure( [a-z]+){0,2} (wrist ?bands?|bands?|bracelets?)", "sea ?bands?", "psi ?bands?", "reliefband",
        "(motion sickness|nausea|mareo|mareos|mal des transports)( [a-z]+){0,3} (wrist ?bands?|bands?|bracelets?|pulseras?|devices?|dispositivos?)"),
      ...entries("weighted blanket", "weighted blankets?", "weighted (throw|comforter|duvet)s?", "couvertures? lestees?", "mantas? (con peso|pesadas?|lastradas?)"),
      ...entries("sleep therapy", "light therapy (lamps?|boxes?)", "sad lamps?", "white noise machines?"),
      ...entries("recovery compression", "pneumatic compression", "compression (boots|recovery system)"),
    ],
    exclusions: ["water purifiers?", "water filters?", "massage (oils?|lotions?|creams?|candles?|balms?|wax)", "pool", "toy"],
    priority: 65,
    explanation: "this is a dual-purpose item: eligible only when prescribed to treat a condition, with a letter of medical necessity",
  },
  {
    // The FSA/HSA stores list strength equipment as eligible with a letter of medical necessity
    // (physical therapy at home); older labelled sets call it general fitness, so it is reviewed.
    id: "lmn.strength_equipment",
    eligibility: "letter_of_medical_necessity",
    irs_pub502_category: "Capital Expenses",
    authority: `${SOURCES.store_lmn}; ${pub502("Capital Expenses")}`,
    patterns: entries("strength exercise equipment", "(adjustable |hex |rubber |neoprene |vinyl )?dumbbells?", "kettlebells?", "free weights?", "weight plates?", "barbells?",
      // Balance and floor exercise equipment (a BOSU trainer, stability balls, foam rollers, yoga mats): LMN in the guide, contested like weights.
      "balance (trainers?|boards?|balls?|pads?|discs?|cushions?|domes?)", "bosu", "(stability|exercise|yoga|swiss|pilates|balance) balls?", "foam rollers?", "(yoga|exercise|pilates|fitness) mats?", "wobble (boards?|cushions?)",
      "pelotas? (de ejercicio|suizas?|de pilates|de equilibrio)", "ballons? (de gym|suisses?|de pilates|d equilibre)", "tapis de (yoga|sol|pilates)", "esterillas?( de (yoga|pilates))?", "rodillos? de espuma", "rouleaux? de massage",
      "resistance (bands?|tubes?|loops?)", "(exercise|therapy|theraband|loop|mini) bands?", "therabands?", "ankle weights?", "wrist weights?", "hand weights?",
      "mancuernas?", "pesas rusas", "bandas (de resistencia|elasticas)", "halteres?", "bandes? (de resistance|elastiques?)", "poids (libres|de cheville)"),
    exclusions: ["watch", "hair bands?", "head ?bands?", "rubber bands?", "wedding bands?", "toy"],
    contested: { eligibility: "not_eligible", source: "the FSA/HSA stores list strength equipment with a letter of medical necessity; IRS Publication 502 excludes what is merely beneficial to general health" },
    priority: 65,
    explanation: "strength exercise equipment is eligible only when prescribed to treat a condition (home physical therapy), with a letter of medical necessity",
  },
  {
    id: "lmn.nutrition_products",
    eligibility: "letter_of_medical_necessity",
    irs_pub502_category: "Nutritional Supplements",
    authority: `${SOURCES.store_lmn}; ${pub502("Nutritional Supplements")}`,
    patterns: [
      ...entries("protein powder", "protein( [a-z]+){0,3} powders?", "whey( protein)?( isolate)?", "100% whey", "casein protein",
        "(plant|pea|soy|vegan|rice|hemp) protein"),
      ...entries("nutritional shake", "nutrition(al)? (shakes?|drinks?)", "oral nutrition", "complete nutrition"),
    ],
    exclusions: ["protein (bars?|chips|cookies?|cereal|pancakes?|snacks?)"],
    priority: 65,
    explanation: "protein and nutritional products are eligible only to treat a diagnosed condition (malnutrition, a metabolic disease), with a letter of medical necessity",
  },
  {
    id: "brand.dual_purpose",
    kind: "brand",
    eligibility: "letter_of_medical_necessity",
    irs_pub502_category: "What Are Medical Expenses?",
    authority: SOURCES.store_lmn,
    patterns: [
      ...entries("massage device", "theragun", "therabody", "hypervolt", "hyperice", "normatec", "osaki", "renpho (massager|eye|neck|foot)"),
      ...entries("cardio exercise equipment", "nordictrack", "peloton tread", "bowflex treadmill", "sole (f63|f80|f85|tt8)"),
      ...entries("air purifier", "levoit (core|vital|400s|600s|air)", "coway airmega", "airmega", "blueair", "winix", "molekule",
        "dyson (purifier|pure)", "honeywell (hepa|allergen)"),
      ...entries("acupressure mat", "shakti mat", "spoonk", "nayoya"),
      ...entries("weighted blanket", "gravity blanket", "bearaby", "ynm weighted"),
      ...entries("protein powder", "optimum nutrition", "gold standard (100 )?whey", "orgain", "garden of life (protein|sport)", "vega (protein|sport|one)", "athletic greens", "ag1"),
      ...entries("nutritional shake", nameOnly("ensure"), "glucerna", "boost (nutritional|original|high protein|glucose control|plus)", "pediasure",
        "kate farms"),
      ...entries(
        "vitamin or supplement",
        "centrum", "one a day", "nature made", "natures bounty", "garden of life (vitamin|multi|probiotic|mykind)", "culturelle", "align probiotic",
        "florastor", "nordic naturals", "olly", "vital proteins", "smartypants", "vitafusion", "emergen c", "airborne", "natures way", "solgar",
        "thorne", "pure encapsulations", "ritual (essential|multivitamin|synbiotic)", "citracal", "caltrate", "os cal",
      ),
      ...entries("compression hosiery", "jobst", "sigvaris", "mediven", "truform", "sockwell"),
      ...entries("weight-loss programme", "noom", "weightwatchers", "weight watchers", "ww (core|premium|digital|membership|plan|program)", "jenny craig"),
      ...entries(
        "fitness club or studio",
        "orangetheory", "planet fitness", "la fitness", "24 hour fitness", "equinox (membership|club)", "crunch fitness", "anytime fitness",
        "ymca membership", "solidcore", "f45 (training|membership)", "soulcycle", "classpass", "peloton (app|membership|all access)",
        "barrys (bootcamp|class)", "pure barre", "club pilates", "corepower yoga",
      ),
      ...entries("massage therapy", "massage envy", "hand (&|and) stone", "elements massage"),
    ],
    exclusions: ["massage (oils?|lotions?|creams?|candles?)", "gift cards?"],
    priority: 65,
    explanation: "this brand sells dual-purpose items that are eligible only with a letter of medical necessity",
  },
];

/**
 * Dual-purpose items the FSA/HSA stores list as "eligible with a letter of medical necessity"
 * that name themselves by a product word stronger than the supplies they resemble: an anti-snoring
 * mouthpiece is not a dental guard, orthopedic shoes are not arch supports, a cervical pillow is not
 * bedding. Priority 75, above the OTC supplies (60) and the general families (20).
 */
export const DUAL_PURPOSE_PRODUCTS: EligibilityRule[] = [
  {
    id: "lmn.dual_purpose_products",
    eligibility: "letter_of_medical_necessity",
    irs_pub502_category: "What Are Medical Expenses?",
    authority: `${SOURCES.store_lmn}; ${pub502("What Are Medical Expenses?")} and "Capital Expenses"`,
    patterns: [
      ...entries("anti-snoring device", "anti ?snor(e|ing)", "snor(e|ing) (mouthpiece|mouth guard|device|chin strap|aid|solution|stopper)s?", "stop snoring",
        "mandibular advancement", "chin straps? for snoring", "snorerx", "zquiet"),
      ...entries("orthopedic footwear", "orthop(a)?edic(?! (comfort|style|inspired|feel|look|like))( [a-z]+){0,2} (shoes?|sneakers?|footwear|sandals?|slippers?|boots?|clogs?)", "diabetic( [a-z]+){0,2} (shoes?|footwear|slippers?)",
        "therapeutic (shoes?|footwear)", "extra depth (shoes?|footwear)", "orthofeet", "dr comfort", "propet (diabetic|stability|walker|depth)", "drew shoes?", "apex (ambulator|diabetic|boss)",
        { match: "(shoes|sneakers|sandals|slippers) for (plantar fasciitis|diabetics|neuropathy|bunions)", unless: ["(running|athletic|training|tennis|basketball|trail|walking) (shoes|sneakers)"] },
        "extra depth shoes"),
      ...entries("therapeutic pillow or mattress", "orthop(a)?edic (pillow|bed pillow|neck pillow)s?", "cervical (pillow|neck pillow|contour pillow)s?", "cervical( [a-z]+){0,2} pillows?",
        "contour (memory foam )?pillows?", "wedge pillows?", "(orthop(a)?edic|therapeutic|pressure relie(f|ving)|hospital|medical|alternating pressure) mattress(es)?( toppers?| pads?)?",
        "mattress(es)?( [a-z0-9]+){0,6} for (back|neck|hip|joint) pain", "adjustable bed base"),
      ...entries("light therapy device", "(red|infrared|near infrared|nir) light therapy( [a-z]+){0,2} (devices?|belts?|wraps?|panels?|pads?|lamps?|wands?|beds?)",
        "infrared (therapy )?(belts?|wraps?|pads?|panels?)"),
      ...entries("nutrition therapy", "medical nutrition therapy", "registered dietitians?", "dietitians?", "dietician"),
      ...entries("nutritional shake", "protein shakes?", "meal replacement shakes?", "nutrition shakes?", "premier protein", "fairlife (nutrition|core power)"),
    ],
    exclusions: ["toy", "pet", "dog", "cat", "protein (bars?|chips|cookies?|cereal)"],
    priority: 75,
    explanation: "this is a dual-purpose item (anti-snoring device, orthopedic footwear or pillow, nutrition therapy, protein shake): eligible only to treat a condition, with a letter of medical necessity",
  },
];
