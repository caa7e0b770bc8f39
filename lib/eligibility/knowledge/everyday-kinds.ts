/**
 * More kinds of everyday goods for `context.everyday_goods` (everyday-goods.ts), found as the
 * kinds behind round E's confident mistakes: what a product IS (a body oil, a food pouch, a baby
 * carrier, sport gear) decides over the supplement, massage or support word its listing carries.
 * An arnica massage oil is a cosmetic, probiotic fruit pouches are food, a boil-and-bite mouthguard
 * is sport gear. Source: IRS Publication 502, "Personal Use Items" and items merely beneficial to
 * general health; the FSA/HSA stores list these kinds as not eligible.
 */
import type { PatternEntry } from "../catalogue-types";
import { entries } from "./entries";

const NAME: ["name"] = ["name"];
/** Medicated skin products are OTC medicines, not cosmetics (iias.otc_skin_treatment). */
const MEDICATED_SKIN = [
  "medicated",
  "menthol",
  "camphor",
  "capsaicin",
  "methyl salicylate",
  "trolamine",
  "diclofenac",
  "lidocaine",
  "hydrocortisone",
  "colloidal oatmeal",
  "eczema",
  "psoriasis",
  "cradle cap",
  "diaper rash",
  "ointment",
  "arnicare",
  "homeopathic",
];
/** Medical pouches and packs: ostomy supplies, cold packs, first-aid and pill pouches. */
const MEDICAL_POUCH = [
  "ostomy",
  "colostomy",
  "urostomy",
  "ileostomy",
  "drainage",
  "cold",
  "ice",
  "heat",
  "hot",
  "gel pack",
  "pills?",
  "medication",
  "medicine",
  "first aid",
  "insulin",
  "cooling",
  "bandages?",
];

export const EVERYDAY_KINDS: PatternEntry[] = [
  // Body, massage and beauty oils, whatever herbal active they carry (arnica, calendula): cosmetics.
  ...entries(
    "body or massage oil",
    ...[
      // "Face Oil-Free Lotion" is a lotion without oil (round M: an oil-free sunscreen).
      "(massage|body|bath|dry|beauty|skin|hair|face|facial|cuticle|nail|stretch marks?|belly|bump|baby|aromatherapy) oils?(?! ?free)",
      "oils? (for|de) massage",
      "huiles? (de massage|corporelles?|de soin|seches?|pour le corps|de bain|pour le ventre|vergetures|de beaute|pour bebe|de massage pour bebe)",
      "aceites? (de masaje|para masajes?|corporal(es)?|para el cuerpo|de bano|para (la )?piel|de belleza|para bebe|antiestrias)",
    ].map((match) => ({ match, fields: NAME, unless: MEDICATED_SKIN })),
  ),
  // Food and drink with probiotic or immune claims ("Immune Support Pouches w/ Probiotics", "Probiotic Sparkling Drink").
  ...entries(
    "food with health claims",
    ...[
      "(fruit|veggie|vegetable|baby food|squeeze|snack|puree|yogh?urt|smoothie|organic|immune|immunity|probiotic|mango|apple|pear|banana|berry|strawberry|blueberry|pumpkin|sweet potato|oatmeal|toddler|kids)( [a-z]+){0,3} pouch(es)?",
      "(yogh?urt|yoghourt|fruit|veggie) (melts|bites|puffs|drops)",
      "(baby|toddler|organic|veggie|fruit|yogh?urt|snack|cereal|grain|rice|corn|puffed) puffs",
      "teething wafers",
      "(dark |milk )?chocolate bars?",
      "rice rusks",
      "smoothies?",
      "(probiotic|prebiotic|immune|immunity|gut health|wellness|functional)( [a-z]+){0,2} (drinks?|sodas?|waters?|juices?|lemonades?|smoothies?|chocolates?|snacks?|bites|cereals?|oatmeal|puffs|melts|shots?|milks?|teas?|coffees?)",
      "(herbal|wellness|immune|immunity|detox|sleepy ?time|bedtime|digestive|gut|slimming|skinny|cold (and|&) flu) teas?",
      "tea bags",
      "bolsitas? (de fruta|de pure)",
      "pures? de frutas?",
      "compotas?",
      "gourdes?( de (fruits|compote))?",
      "compotes?",
      "bebidas? (probioticas?|con probioticos)",
      "boissons? probiotiques?",
    ].map((match) => ({
      match,
      fields: NAME,
      unless: [
        ...MEDICAL_POUCH,
        "(dietary )?supplements?",
        "capsules?",
        "oral rehydration",
        "electrolyte solution",
        "pedialyte",
        "medical food",
        "senna",
        "laxative",
      ],
    })),
  ),
  // Baby gear and clothes ("Ergonomic, Hip-Healthy" carrier, "Futur docteur" bodysuit).
  ...entries(
    "baby gear",
    ...[
      "baby carriers?",
      "(baby |infant )?(wrap|sling|hip seat|soft structured) carriers?",
      "strollers?",
      "(infant |convertible |booster )?car seats?",
      "bouncers?",
      "baby swings?",
      "play ?mats?",
      "porte ?bebes?",
      "portabebes?",
      "mochilas? portabebes?",
      "poussettes?",
      "cochecitos?",
    ].map((match) => ({ match, fields: NAME, unless: ["stroller (thermometer|fan)", "hip dysplasia (brace|harness)", "pavlik"] })),
  ),
  ...entries(
    "baby clothes",
    ...[
      "onesies?",
      "(baby |infant )?bodysuits?",
      "rompers?",
      "sleepers?",
      "bodys? (bebe|en coton|manches (courtes|longues)|naissance)",
      "grenouilleres?",
      "peleles?",
      "mamelucos?",
      "bodies( para bebe)?",
    ].map((match) => ({ match, fields: NAME })),
  ),
  // Sport gear: a sports mouthguard, golf grips, rackets and balls.
  ...entries(
    "sport gear",
    ...[
      "(sports?|boxing|football|hockey|rugby|boil (and|&) bite|mma|lacrosse|basketball|gel max|athletic) mouth ?guards?",
      "golf (grips?|balls?|clubs?|gloves?|bags?|tees)",
      "(tennis|pickleball|squash|badminton|padel) (rackets?|racquets?|balls?|paddles?)",
      "hand warmers?",
      "toe warmers?",
      "body warmers?",
      "(trekking|hiking) poles?",
      "(sleeping|camping) (bags?|pads?|mats?)",
    ].map((match) => ({ match, fields: NAME, unless: ["grinding", "bruxism", "night guard", "tmj", "arthritis (pain|relief)", "canes?"] })),
  ),
  // Insect repellents and clothing treatments are outdoor goods (a permethrin spray for gear is an insecticide, not a lice treatment).
  ...entries(
    "insect repellent",
    ...[
      "(insect|bug|mosquito|tick|deet|picaridin)( [a-z]+){0,2} (repellents?|repell?ers?|sprays?|wipes|bands?|bracelets?|coils?)",
      "repellents? (for|de) (insects?|mosquitos?|moustiques?|insectos?)",
      "(repelente|repellent|anti ?moustiques?)( de| contra| anti)?( insectos| mosquitos| moustiques)?",
      "permethrin( [a-z]+){0,3} (for|on) (clothing|gear|fabric|clothes)",
      "(clothing|gear|fabric) (insect )?(repellent|treatment)",
    ].map((match) => ({ match, unless: ["(bite|sting|itch) (relief|treatment|eraser|stick)", "lice", "scabies", "piojos", "poux", "after bite"] })),
  ),
  // Outdoor and household goods that share a medical word: weather and pool thermometers, ice packs for a cooler, heated camping pads.
  ...entries(
    "household thermometer",
    ...[
      "(indoor|outdoor|indoor outdoor|pool|spa|hot tub|aquarium|fish tank|fridge|refrigerator|freezer|room|weather|garden|greenhouse|window|wall|soil|compost|camping|patio)( [a-z]+){0,2} thermometers?",
      "thermometers? (and |& )?hygrometers?",
      "hygrometers?",
      "thermo ?hygrometers?",
    ].map((match) => ({ match, fields: NAME, unless: ["ear", "forehead", "oral", "basal", "body", "fever", "temporal", "baby", "infant"] })),
  ),
  ...entries(
    "ice pack for a cooler",
    ...[
      "(cooler|lunch ?box|lunch|freezer|yeti|rtic|igloo|coleman)( [a-z]+){0,2} ice (packs?|blocks?|bricks?|substitutes?)",
      "ice (packs?|blocks?|bricks?)( [a-z]+){0,3} (for|para) (coolers?|lunch ?box(es)?|lunch bags?|camping|picnics?)",
      "(camping|stadium|seat|car seat|sleeping|pet|dog|cat|seedling|plant|bed)( [a-z]+){0,2} heat(ing|ed)? pads?",
    ].map((match) => ({ match, fields: NAME, unless: ["injur(y|ies)", "pain", "swelling", "first aid", "cramps?", "arthritis", "therapy", "muscles?"] })),
  ),
  // Outdoor gear that names first aid or a support: emergency blankets, blister-prevention socks, trekking poles and hiking staffs (not canes).
  ...entries(
    "outdoor gear",
    ...[
      "(emergency|survival|space|mylar|thermal|foil|rescue)( [a-z]+){0,2} blankets?",
      "(emergency|survival) (bivv?(y|ies)|bivy bags?|sleeping bags?|tents?)",
      "mantas? (de emergencia|termicas?|de supervivencia|isotermicas?)( [a-z]+){0,2}",
      "couvertures? (de survie|isothermes?)",
      "(trekking|hiking|walking|nordic walking)( [a-z]+){0,2} (poles?|staffs?)",
      "hiking (sticks?|staffs?)",
      "baston(es)? (de )?((caminata|marcha) )?(trekking|senderismo|montana|nordic walking|marcha nordica)",
      "batons? (de )?(randonnee|marche nordique|trekking)",
      "(toe ?socks?|toesocks|(running|hiking|trail|cycling|crew|ankle|no show|athletic|merino|wool|liner) socks?)",
      "calcetines (de )?(running|senderismo|trekking|deporte)",
      "chaussettes (de )?(running|randonnee|sport)",
      "travel adapters?",
      "(universal )?(power|plug) adapters?",
      "(rain|waterproof|backpack|pack) covers?",
      "fundas? (impermeables?|para mochila)",
    ].map((match) => ({
      match,
      fields: NAME,
      unless: [
        "first aid kits?",
        "botiquin",
        "trousse",
        "compression",
        "mmhg",
        "diabetic",
        "diabetes",
        "neuropathy",
        "edema",
        "graduated",
        "canes?",
        "bastones? (ortopedicos?|de (apoyo|paseo)) para",
        "hospital",
        "patient warming",
      ],
    })),
  ),
  // Sport and immunity electrolyte drinks and energy gels are food; an oral rehydration solution (Pedialyte) is an OTC medicine (otc.ts).
  ...entries(
    "sport drink",
    ...[
      "(immunity|immune|sport|sports|energy|endurance|performance|hydration)( [a-z+]+){0,3} electrolytes?( [a-z]+){0,2}",
      "energy (gels?|chews|bars?|drinks?)",
      "(endurance|sport|sports) (gels?|chews|drinks?|drink mix)",
      "electrolyte (drink mix|gels?|chews)",
    ].map((match) => ({
      match,
      fields: NAME,
      unless: ["oral rehydration", "pedialyte", "rehydration solution", "dehydration", "diarrh(o|e)?a", "suero oral", "medical food"],
    })),
  ),
  // Household linen: table napkins, tablecloths, towels (a sanitary napkin or a "serviette hygiénique" is a menstrual product).
  ...entries(
    "household linen",
    ...[
      "(table|cloth|dinner|cocktail|linen|cotton|washable|reusable|fabric|paper) napkins?",
      "napkin rings?",
      "table ?cloths?",
      "table (linens?|runners?)",
      "placemats?",
      "serviettes? de table",
      "nappes?( de table)?",
      "servilletas?( de (tela|lino|algodon|mesa|papel))?",
      "manteles?( de mesa)?",
      "(bath|beach|hand|kitchen|tea|dish|guest|cotton|terry|linen|turkish|microfiber) towels?( sets?)?",
      "towel sets?",
      "torchons?",
      "toallas? (de (bano|playa|cocina|mano|mesa))",
      "serviettes? (de (bain|plage|toilette|cuisine))",
      "draps? de bain",
      "linge de (maison|table|lit)",
      "bed (sheets?|linens?)",
      "duvet covers?",
      "pillow ?cases?",
    ].map((match) => ({
      match,
      fields: NAME,
      unless: [
        "sanitary",
        "maxi",
        "menstrual",
        "incontinence",
        "period",
        "hygieniques?",
        "higienicas?",
        "sterile",
        "surgical",
        "(warming|heated|cooling|cold|hot) towels?",
        "post ?partum",
        "nursing",
      ],
    })),
  ),
  // Sexual wellness devices are personal goods, whatever "massager" or "wellness" their listing says.
  ...entries(
    "sexual wellness device",
    // "Intimate" says what it is for; a "personal massager for back and neck" is a massage device.
    ...[
      "intimate( [a-z]+){0,2} (massagers?|wands?|wellness)",
      "vibrators?",
      "(sexual|sex) wellness",
      // Round L: the brands and words of sex toys sold as "personal massagers", and arousal products.
      "satisfyer",
      "womanizer",
      "lelo",
      "we ?vibe",
      "(hitachi )?magic wand",
      "le wand",
      "clitoral",
      "(air pulse|pleasure air|suction) (massagers?|stimulators?|toys?)",
      "couples? (massagers?|vibe|toys?)",
      "(libido|arousal|orgasmic|aphrodisiac)( [a-z]+){0,2} (gummies|capsules|pills|tablets|boosters?|enhancers?|supplements?|drops|oils?|gels?|sprays?|teas?)",
      "(gummies|gommes|gomitas|capsules|capsulas|pills|tablets|supplements?|drops|teas?)( [a-z]+){0,2} (libido|arousal|aphrodisiac)",
      "horny goat weed",
      // An FDA-cleared or prescribed device for a diagnosed sexual dysfunction, and a lubricant, are read by their own rules.
    ].map((match) => ({ match, fields: NAME, unless: ["fda cleared", "prescription", "therapy device", "lubricants?"] })),
  ),
  // What hangs next to a medical item without being one: a dispenser or cabinet sold empty, a sign, a fire
  // blanket; and what says it is not for medical use (round L's safety distributor).
  ...entries(
    "fixture, sign or non-medical gear",
    ...[
      "(dispensers?|cabinets?|holders?|stands?|brackets?) only",
      "no contents",
      "empty( [a-z]+){0,3} (cabinets?|cases?|boxes|bags?|kits?)",
      "not for medical (use|purposes?|applications?)",
      "non ?medical (use|grade)",
      { match: "(safety|warning|first aid|aed|eye ?wash|exit|osha|ansi)( [a-z]+){0,3} signs?", unless: ["kits? with"] },
      "(signs?|senales?|letreros?|panneaux?|cabinets?|gabinetes?|armoires?)( (for|de|para|pour|d))?( [a-z]+){0,2} (aeds?|dea|defibrillat[a-z]*|desfibrilador[a-z]*|first aid|eye ?wash)",
      "fire (blankets?|extinguishers?)",
      {
        match: "(plumbed|wall mounted|emergency|combination)( [a-z]+){0,3} (eye ?wash|drench) (stations?|showers?)",
        unless: ["saline", "solution", "bottles?", "refills?"],
      },
      "drench showers?",
      "lockout( tagout)?",
      "(cut resistant|work|mechanics?|gardening|industrial)( [a-z]+){0,3} gloves",
      "(trash|garbage) bags?",
      "bolsas de basura",
    ].map((entry) => (typeof entry === "string" ? { match: entry, fields: NAME } : { ...entry, fields: NAME })),
  ),
  // Round N: travel gear and household goods that carry a health word (a "vaccine card" sleeve, a toiletry bag, a smart scale).
  ...entries(
    "travel gear and household goods",
    ...[
      "luggage",
      "suitcases?",
      "carry ?on (spinners?|luggage|bags?|suitcases?)",
      "(hardside|softside) (spinners?|luggage)",
      "toiletry (bags?|kits?|cases?)",
      "trousses? de toilette",
      "(silicone |tsa approved |leak proof )?travel bottles?( sets?)?",
      "(vaccine|vaccination|cdc) card (protectors?|holders?|sleeves?)",
      "card (protectors?|holders?) (for|para|pour)( [a-z]+){0,2} (vaccine|vaccination)",
      "smart (body )?scales?",
      "balances? intelligentes?",
      "basculas? inteligentes?",
      "(body composition|bathroom|wi ?fi|bluetooth) scales?",
      "bureau assis debout",
      "escritorios? elevables?",
      "financial (therapy|therapists?|coaching|wellness)",
      "cooking class(es)?",
      "(paperback|hardcover|kindle edition)",
      // A programme that comes with a scale or a card is the programme.
    ].map((match) => ({ match, fields: NAME, unless: ["programs?", "programmes?", "programas?"] })),
  ),
  // Pedicure tools and magnetic insoles: foot care as grooming, whatever "callus" or "therapy" says.
  ...entries(
    "pedicure tool",
    ...[
      "(electronic|electric|rechargeable|battery)( [a-z]+){0,3} (callus removers?|foot files?)",
      "foot (files?|rasps?|scrubbers?)",
      "pumice( stones?)?",
      "magnetic( therapy)? insoles?",
      "foot spas?",
    ].map((match) => ({ match, fields: NAME, unless: ["salicylic", "medicated", "corn (and|&) callus (pads|cushions|plasters)"] })),
  ),
  // Facial rollers and gua sha stones are beauty tools, whatever "lymphatic drainage" or "massage" their listing says.
  ...entries(
    "facial beauty tool",
    ...[
      "(jade|rose quartz|quartz|amethyst|obsidian|stone|crystal|facial|face|ice|cryo|derma|skin)( [a-z]+){0,2} (rollers?|globes?|sculpting tools?)",
      "gua sha( [a-z]+){0,2}",
      // Microcurrent and LED face devices, scalp massagers and shampoo brushes are beauty tools.
      "microcurrent( [a-z]+){0,2} (face|facial|toning|lift(ing)?|skin|beauty)",
      "(facial|face) (toning|lifting|sculpting|massage|beauty|led|microcurrent|contouring)( [a-z]+){0,2} devices?",
      "(facial|face) massagers?",
      "scalp (massagers?|scrubbers?|brush(es)?)",
      "shampoo brush(es)?",
      "rodillos? (de jade|faciales?)",
      "rouleaux? (de jade|visage)",
    ].map((match) => ({ match, fields: NAME, unless: ["microneedl", "foam rollers?", "lacrosse", "tmj"] })),
  ),
  ...entries(
    "cosmetic patches",
    ...["(wrinkle|forehead|smile line|under eye|face|facial|lip) (patches|pads|strips)", "frownies", "(hydrogel|collagen|gold) eye (patches|pads|masks?)"].map(
      (match) => ({ match, unless: ["amblyopia", "sterile", "lazy eye", "occlusion", "acne", "pimple", "blemish"] }),
    ),
  ),
];
