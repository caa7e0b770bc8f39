/**
 * Everyday goods from home, food, beauty, baby and fitness stores. Their listings make health and
 * wellness claims ("back pain relief" office chairs, "air purifying" salt lamps, "immune support"
 * candy, "detox" tea, "clinically proven" baby bottles, "ECG" smartwatches), but a claim is not
 * medical evidence: IRS Publication 502 excludes items merely beneficial to general health, and
 * the FSA/HSA stores list these kinds as not eligible.
 *
 * Two strengths:
 * - `context.everyday_goods` (veto, like the merchandise and toy overrides): kinds that are never
 *   medical care whatever their claims say (CBD, furniture, smartwatches, infant formula...).
 * - `general.household` and friends (weak, lowest priority): what a product is when nothing
 *   medical is said, so a towel or a battery is confidently not eligible, while "hearing aid
 *   batteries" or a "shower chair" still win through their specific rules.
 */
import type { EligibilityRule } from "../catalogue-types";
import { entries } from "./entries";
import { EVERYDAY_KINDS } from "./everyday-kinds";
import { SOURCES, pub502 } from "./sources";

const NAME: ["name"] = ["name"];
/** Medicated vapour products carry essential oils too. */
const MEDICATED = ["vicks", "vapo ?(rub|steam)", "chest rub", "vapor(i[sz]ing)? (rub|ointment)", "cough", "camphor", "menthol", "medicated", "inhalant"];
/** Special formulas for a diagnosed condition are medical food (lmn.special_food). */
const SPECIAL_FORMULA = ["hypoallergenic", "amino acid", "elemental", "metabolic", "pku", "extensively hydrolyzed", "medical food",
  "hipoalergenic[ao]", "hypoallergeniques?", "aminoacidos", "acides amines", "extensamente hidrolizad[ao]", "extensivement hydrolys[a-z]*"];
/** Special food for a diagnosed condition (lmn.special_food) is not ordinary food. */
const SPECIAL_FOOD = ["gluten ?free", "sin gluten", "sans gluten", "celiac", "coeliac", "low ?protein", "pku", "phenylketonuria", "medical food", "ketogenic formula"];

/** An IV ordered by a physician to treat dehydration is care (service.iv_fluids), not a wellness drip. */
export const ORDERED_FOR_DEHYDRATION = ["(physician|doctor|medically|provider) (ordered|prescribed)", "(for|treat(s|ing)?) (acute |mild |moderate )?dehydration", "(por|para) (la )?deshidratacion", "indicacion medica", "(pour|contre) (la )?deshydratation", "normal saline"];

export const EVERYDAY_GOODS: EligibilityRule[] = [
  {
    id: "context.everyday_goods",
    kind: "context_override",
    veto: true,
    eligibility: "not_eligible",
    irs_pub502_category: "Personal Use Items",
    authority: `${SOURCES.general_health}; ${SOURCES.store_not_eligible}`,
    patterns: [
      ...entries("CBD or hemp product", "cbd", "cannabidiol", "hemp (extract|oil|balm|gummies|cream|salve)", "full spectrum hemp", "delta ?8", "thc"),
      ...entries("furniture", ...["(office|desk|gaming|computer|task|executive) chairs?", "sillas? (de oficina|gamer|de escritorio|ergonomicas?)", "chaises? (de bureau|gamer|ergonomiques?)", "fauteuils? de bureau", "(office|computer|standing) desks?", "sofas?", "couch(es)?", "recliner sofas?", "for (the |your )?(car|office|desk|gaming|computer) (seats?|chairs?)"].map(
        (match) => ({ match, fields: NAME }),
      )),
      ...entries("home decor with claims", "salt lamps?", "himalayan salt (lamp|block|rock)", "shower (filters?|heads?)", "filtered shower", "string lights",
        "lava lamps?", "scented candles?", "reed diffusers?"),
      ...entries("aromatherapy", { match: "essential oils?", unless: MEDICATED },
        { match: "aromatherapy", unless: [...MEDICATED, "humidifier"] }, "roll on blend"),
      ...entries("wearable fitness electronics", ...["smart ?watch(es)?", "fitness trackers?", "activity trackers?", "smart rings?", "apple watch", "fitbit", "oura ring",
        "garmin (forerunner|venu|fenix|vivoactive|vivosmart)", "whoop (band|strap|4 0|membership)", "galaxy watch", "pixel watch", "sleep headphones", "headphones",
        "earbuds"].map((match) => ({ match, fields: NAME, unless: ["hearing aids?", "hearing (amplifier|enhancement)", "otc hearing", "kardia", "for (apple|galaxy) watch"] }))),
      ...entries("baby feeding", { match: "(infant|baby|toddler) formula", unless: SPECIAL_FORMULA }, { match: "formula (powder|milk)", unless: SPECIAL_FORMULA },
        // Spanish and French: "Fórmula infantil en polvo etapa 1", "lait infantile 1er âge", "préparation pour nourrissons".
        ...["formulas? (infantil(es)?|para lactantes|de inicio|de continuacion|para bebes?)", "leche (de formula|infantil|para lactantes|de inicio)", "lait (infantile|1er age|2e age|premier age|deuxieme age|de croissance)",
          "preparations? pour nourrissons", "lait en poudre pour bebes?"].map((match) => ({ match, unless: SPECIAL_FORMULA })),
        "baby bottles?", "(bottle|replacement) nipples", { match: "pacifiers?", unless: ["thermometer", "medicine", "medication"] }, "sippy cups?", "baby food", "teethers?(?! gel)", { match: "(similac|enfamil|gerber good start)(?! (alimentum|nutramigen|puramino|elecare|neocate))", unless: ["(d|poly|tri) vi sol", "vitamin d", "vitamina d", "iron drops", "vitamin drops"] }),
      ...entries("drinks", "sodas?", "prebiotic soda", "kombucha", "(yogh?o?urts?|yaourts?|yogures?|yogur)( drinks?| a boire| bebibles?| para beber)?", "(lait|boisson|bebida|leche) fermentee?( a boire)?", "kefir", "(wellness|ginger|immunity|immune|turmeric|energy) shots?", "energy drinks?", "sparkling water", "vitamin ?water", "(?<!alka )seltzers?"),
      // Kitchen and food thermometers and scales: a cooking tool, whatever its language.
      ...entries("kitchen tool", "(meat|kitchen|cooking|candy|grill|bbq|barbecue|oven|food|deep fry|frying|jam|wine|milk frothing) thermometers?", "thermometers? (for|para) (meat|cooking|grilling|bbq|candy|food)",
        "term[o]?metros? (de|para) (cocina|carne|horno|alimentos|barbacoa|asar|parrilla|dulces|caramelo)", "(termometro|thermometre)( [a-z]+){0,3} (para|pour la|pour) (carne|cocinar|cocina|viande|cuisine|cuisson)",
        "thermometres? (de|pour la|a) (cuisine|viande|four|cuisson|confiserie)", "thermometres? culinaires?", "(kitchen|food|cocina|cuisine) scales?", "basculas? de cocina", "balances? de cuisine"),
      ...entries("toothbrush", ...["cepillos? (dental(es)?|de dientes)( electricos?)?", "brosses? a dents( electriques?)?",
        // An electric toothbrush is a toiletry whatever its marketing says ("Dentist-Inspired Clean", "Plaque Control").
        "(electric|rechargeable|sonic|power|powered|battery|manual|kids|spin) tooth ?brush(es)?", "tooth ?brush(es)?( starter kit| set)?", "(replacement |toothbrush )?brush heads?", "sonicare", "oral b (io|pro|genius|vitality|kids)"].map((match) => ({ match, fields: NAME, unless: ["dentures?", "denture brush"] }))),
      // Food whose claims borrow supplement words ("Gut Health Prebiotic Granola", "Immune Support" orange juice with vitamin C, mushroom coffee with lion's mane).
      ...entries("food with health claims", ...[
        "granola( bars?| clusters| bites)?", "cereals?", "(breakfast|cereal|granola|snack|oat|fruit|nut|energy) bars?", "barres? (de )?(cereales|energetiques|tendres)", "barras? (de )?(cereal(es)?|granola|energeticas)",
        "(?<!juice )(orange|apple|grape|grapefruit|cranberry|tomato|vegetable|veggie|fruit|green|carrot|pomegranate|tart cherry|beet|cold pressed) juices?", "juice (pack|cleanse|shots?|boxes)", "jugos? (de )?(naranja|fruta|verde)", "jus (d orange|de fruits?|de legumes)",
        "(ground|whole bean|instant|mushroom|decaf) coffee", "coffee (pods|beans|k ?cups|grounds)", "cafe (molido|soluble|en grains|moulu)",
        "(fruit|veggie|vegetable|baby food|squeeze|snack|puree) pouch(es)?", "(fruit|veggie) (&|and) veggie pouch(es)?", "(fruit|veggie|vegetable) (&|and) (fruit|veggie|vegetable) pouch(es)?",
        "crackers", "cookies", "trail mix", "oatmeal cups?", "(overnight|instant|rolled) oats",
      ].map((match) => ({ match, fields: NAME, unless: [...SPECIAL_FOOD, "juice plus", "senna", "laxative", "fiber supplement", "glucose", "dextrose", "oral rehydration", "electrolyte solution"] }))),
      // Bath and spa goods: a "Sinus Relief" shower steamer or a "Neck Support" bath pillow is for a relaxing soak.
      ...entries("bath and spa goods", ...["shower (steamers?|tablets?|bombs?|melts|fizzies|discs)", "(aromatherapy|aromatic|vapor|vapou?r) shower (tablets?|steamers?)", "tabletas? (aromaticas? )?para (la )?ducha", "pastilles? (de )?douche",
        "(bath|spa|tub|bathtub) pillows?", "(travel|airplane|plane|flight|car) (neck )?pillows?", "(bath|bathtub) (trays?|caddy|caddies)", "(bath|spa) (headrests?|neck rests?)", "(bath|spa) (sets?|kits?|gift sets?)"].map(
        // Bath safety equipment is a mobility aid (iias.mobility_support): a "bath set" with a shower chair and grab bars.
        (match) => ({ match, fields: NAME, unless: ["shower (chairs?|stools?|benches?)", "grab bars?", "transfer bench(es)?", "bath (safety|seats?|benches?|lifts?|chairs?|stools?)", "toilet safety"] }))),
      // Training equipment for first-aid and CPR classes, not a first-aid supply.
      ...entries("training equipment", "(cpr|first aid|aed|bls|acls)( training| practice)? (manikins?|mannequins?|dummies|dummy|trainers?)", "training (manikins?|mannequins?|dummies|dummy)", "manikins?",
        "aed trainers?", "(cpr|first aid) (training|practice) (kits?|faces?|lungs?|face shields? for manikins)"),
      // Candy in Spanish and French ("Gomitas Vitamina C 'Defensas' - Dulces"): an immune claim on candy is still candy.
      ...entries("candy", ...["dulces?", "golosinas?", "caramelos?", "confiseries?", "friandises?", "bonbons? gelifies"].map((match) => ({ match, unless: ["tos", "garganta", "gorge", "toux", "mentol", "menthol", "sin azucar para la tos", "glucosa", "glucose"] }))),
      ...entries("candy", "candy", "candies", { match: "gummy bears", unless: ["vitamins?", "multivitamins?", "supplements?", "melatonin", "probiotics?"] }, "lollipops?", "jelly beans", "chocolates", "bonbons"),
      ...entries("detox and slimming goods", { match: "detox", unless: ["(alcohol|drug|opioid|substance|medical|medically supervised) detox", "detox (program|center|centre|treatment|clinic)"] },
        "slimming", "fat burn(er|ing)", "colon cleanse", "body cleanse", "teatox"),
      ...entries("beauty tools", "face rollers?", "jade rollers?", "gua sha", "ice rollers?", "bubble bath", "foaming bath", "bath (soak|salts|bombs?)", "hair (dryer|straightener|curler)s?"),
      ...entries("apparel with claims", ...["(posture|compression|support|shapewear|slimming|sauna) (shirts?|bras?|tops?|tanks?|tees?|leggings|camis?|vests?|suits?)", "sports bras?", "sauna suits?", "waist trainers?"].map(
        (match) => ({ match, fields: NAME, unless: ["mastectomy", "post ?(surgical|op|operative)", "surgical", "maternity support", "hernia", "lymphedema"] }),
      )),
      ...entries("household cleaning", "(floor|toilet bowl|toilet|all purpose|multi surface|glass|bathroom|kitchen|oven|carpet) cleaners?", "disinfectant (spray|cleaner)",
        // Surface disinfectants are not PPE (IRS Ann. 2021-7 covers what protects the person): "Hospital-Grade Disinfectant Concentrate for Hard Surfaces".
        ...["(disinfectant|cleaner|sanitizer|sanitiser|germicidal)s?( [a-z]+){0,3} concentrates?", "concentrated (disinfectant|cleaner|sanitizer)s?", "(hard|non ?porous) surfaces?( [a-z]+){0,2} (disinfectant|cleaner|sanitizer)s?",
          "(disinfectant|cleaner|sanitizer)s? for (hard|non ?porous) surfaces", "hospital grade (disinfectant|cleaner|germicide)s?", "(surface|floor) (disinfectant|sanitizer)s?", "(disinfectant|germicidal) (concentrate|solution) (for|on) surfaces"].map(
          (match) => ({ match, fields: NAME, unless: ["wipes", "hand sanitizer", "hand sanitiser", "skin", "hands"] }),
        ),
        "cleaner with bleach", "laundry (detergent|pods)", "dish (soap|detergent)", "mopping solution", "(paper|bath|hand|beach|microfiber|cooling) towels?"),
      ...EVERYDAY_KINDS,
    ],
    priority: 110,
    explanation: "it is an everyday good (home, food, beauty, baby or fitness) whose health or wellness claims do not make it medical care",
  },
  {
    id: "general.household",
    eligibility: "not_eligible",
    irs_pub502_category: "Personal Use Items",
    authority: SOURCES.personal_use,
    patterns: [
      ...entries("household goods", "batteries", "light bulbs?", "(wall |alarm |digital )?clocks?", "mirrors?", "organi[sz]ers?", "storage (bins?|boxes|trays?)",
        "trays?", "baskets?", "vases?", "blankets?", "throws?", "sheets?", "duvets?", "comforters?", "rugs?", "curtains?", "umbrellas?", "toys?", "lego", "puzzles?",
        "board games?", "books?", "novels?", "magazines?", "gift sets?", "phone chargers?", "chargers?", "cables?", "speakers?", "bluetooth", "seat cushions?", "(facial )?tissues", "paper towels", "vests?", "weighted vests?"),
      ...entries("kitchen", "cookware", "frying pans?", "blenders?", "kitchen", "utensils?", "plates?", "bowls?", "cups?", "glassware"),
    ],
    priority: 20,
    weak: true,
    explanation: "household goods are personal items, not medical care",
  },
  {
    id: "general.beauty_and_grooming",
    eligibility: "not_eligible",
    irs_pub502_category: "Personal Use Items",
    authority: `${SOURCES.personal_use}; ${pub502("Cosmetic Surgery")}`,
    patterns: entries("beauty", "serums?", "skin ?care", "skincare (set|kit|routine)", "beauty", "moisturi[sz]ers?", "toners?", "exfoliat(or|ing|e)", "face (cream|oil|mist)",
      "night cream", "day cream", "hair (mask|treatment|oil)", "nail", "lashes", "brows?", "lip (mask|oil|scrub)", "perfume", "bath"),
    priority: 20,
    weak: true,
    explanation: "beauty and grooming products are personal items, not medical care",
  },
  {
    id: "general.snacks_and_drinks",
    eligibility: "not_eligible",
    irs_pub502_category: "Personal Use Items",
    authority: `${pub502("Weight-Loss Program")}: food that replaces normal food is not includible`,
    patterns: entries("food", "(mixed )?nuts", "almonds", "trail mix", "popcorn", "crackers", "jerky", "gummies(?! (vitamin|supplement))", "honey", "syrup(?! (for|cough))",
      "oatmeal(?! bath)", "peanut butter", "(extra virgin )?olive oils?", "(cooking|canola|vegetable|avocado|sesame|sunflower) oils?", "drink mix", "water", "drinks?", "beverages?", "smoothies?", "lemonade", "wine", "beer"),
    priority: 20,
    weak: true,
    explanation: "ordinary food and drink is not medical care",
  },
  {
    id: "exclude.cosmetic_and_admin_services",
    eligibility: "not_eligible",
    irs_pub502_category: "Cosmetic Surgery",
    authority: `${pub502("Cosmetic Surgery")}, "Electrolysis or Hair Removal", "Teeth Whitening"; fees that are not medical care`,
    patterns: [
      ...entries("cosmetic procedure", "cosmetic(?!s)", "aesthetics?", "med ?spa", "medical spa", "wellness lounge", "(hydra|signature|deep cleansing|express|european|oxygen|led|gold|acne|anti aging) facials?", "facials", "facial (treatment|session|service|peel)", "hydrafacial", "dermaplaning",
        "chemical peels?", "photofacial", "ipl (photofacial|treatment|skin)", "microneedling", "vampire facial", "skin rejuvenation", "rhinoplasty", "breast augmentation",
        "breast lift", "(lip|cheek|dermal|under eye|chin|jawline) fillers?", "fillers?", "juvederm", "restylane", "sculptra", "radiesse", "kybella", "dysport",
        "xeomin", "daxxify", "lash (lift|extensions?|tint)", "brow (lamination|tint|wax)", "waxing", "veneers?", "smile makeover", "teeth (bleaching|whitening)",
        "hangover", { match: "iv (hydration|vitamin|drip) (therapy|lounge|bar)", unless: ORDERED_FOR_DEHYDRATION }, "spray tan", "laser skin resurfacing", "cellulite", "double chin", "thread lift", "sculpt(ing)?"),
      ...entries("non-medical services", "life coach(ing)?", "wellness coach(ing)?", "ancestry", "genetic ethnicity", "ethnicity (test|estimate)", "dna ethnicity",
        "missed appointment", "(late )?cancell?ation fee", "no show fee", "(medical )?records (fee|request|copy)", "copy of (medical )?records", "administrative fee",
        "(marriage|couples|wellness|yoga|meditation|spa) retreats?", "form completion fee", "cupping", "reiki", "energy healing", "sound (bath|healing)", "float (tank|therapy|session)s?", "sauna (session|therapy|pass)s?",
        "whole body cryotherapy", "cryo (facial|session|chamber)s?", "myers cocktail", "iv (vitamin|nutrient|beauty|immunity|energy) (drips?|therapy|infusions?)",
        "vitamin (drips?|infusions?)", "(energy|beauty|immunity|hangover|skinny) (drips?|shots?|boost( injections?)?)", "keepsake", "3d 4d", "gender reveal", "elective ultrasound", "membership fee(?! (for|medical))", "concierge (fee|membership)", "parking"),
    ],
    exclusions: ["(?<!non )prescription", "reconstructive", "after (mastectomy|cancer|injury|accident)", "congenital", "deviated septum", "septoplasty"],
    priority: 100,
    explanation: "cosmetic procedures, coaching, ancestry tests and administrative fees are not medical care",
  },
];
