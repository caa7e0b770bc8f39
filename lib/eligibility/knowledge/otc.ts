/**
 * Over-the-counter knowledge: FDA OTC monograph active ingredients by category, and well-known
 * OTC and medical-supply brands and product lines mapped to their category. All of it is
 * `auto_substantiation` (IIAS-eligible without a prescription since the CARES Act, or a medical
 * supply IRS Publication 502 names).
 *
 * Brands only say who made the product: a product word in the name that says otherwise wins
 * (a "Vicks ... Humidifier" is an air-quality device; a "Purell ... Soap" is soap, listed under
 * `unless`). Generic-word brands (Always, Depend, Prevail...) count only in the product name.
 */
import type { EligibilityRule } from "../catalogue-types";
import { entries, nameOnly, withRomanceSpellings } from "./entries";
import { SOURCES, pub502 } from "./sources";

const OTC_PRIORITY = 60;

export const OTC_KNOWLEDGE: EligibilityRule[] = [
  // ═══════════════════════ active ingredients (FDA OTC monographs) ═══════════════════════
  {
    id: "ingredient.otc_medicine",
    kind: "ingredient",
    eligibility: "auto_substantiation",
    irs_pub502_category: "Medicines",
    authority: SOURCES.fda_otc_monograph,
    patterns: withRomanceSpellings([
      ...entries(
        "antihistamine",
        "loratadine", "cetirizine", "levocetirizine", "fexofenadine", "diphenhydramine", "chlorpheniramine", "brompheniramine",
        "doxylamine", "clemastine", "triprolidine", "pheniramine", "olopatadine", "ketotifen", "azelastine",
      ),
      ...entries(
        "nasal corticosteroid",
        "fluticasone (propionate|furoate) nasal", "fluticasone nasal", "budesonide nasal", "budesonide 32 ?mcg",
        "triamcinolone acetonide nasal", "triamcinolone nasal", "mometasone furoate nasal", "mometasone nasal",
      ),
      ...entries("decongestant", "pseudoephedrine", "phenylephrine", "oxymetazoline", "naphazoline", "tetrahydrozoline", "xylometazoline"),
      ...entries("cough and cold", "dextromethorphan", "guaifenesin", "menthol cough", "benzocaine lozenges?"),
      ...entries(
        "analgesic",
        "ibuprofen", "acetaminophen", "paracetamol", "naproxen( sodium)?", "aspirin", "diclofenac sodium topical", "diclofenac (gel|1 ?%)",
        "lidocaine", "methyl salicylate", "trolamine salicylate", "capsaicin", "magnesium salicylate",
      ),
      ...entries(
        "antacid or acid reducer",
        "famotidine", "cimetidine", "nizatidine", "omeprazole", "esomeprazole", "lansoprazole", "calcium carbonate", "magnesium hydroxide",
        "aluminum hydroxide", "simethicone", "bismuth subsalicylate",
      ),
      ...entries(
        "laxative or antidiarrheal",
        "loperamide", "polyethylene glycol 3350", "docusate( sodium)?", "sennosides", "bisacodyl", "magnesium citrate oral solution",
      ),
      ...entries("motion sickness", "meclizine", "dimenhydrinate"),
      // Oral rehydration solutions (Pedialyte-type) treat dehydration: OTC, unlike sport electrolyte drinks (everyday-kinds.ts).
      ...entries("oral rehydration", "pedialyte", "oral rehydration (solution|salts|packets|powder|therapy)s?", "rehydration solution", "suero (oral|de rehidratacion)( oral)?", "sales de rehidratacion( oral)?",
        "solucion de rehidratacion( oral)?", "solution de rehydratation( orale)?", "electrolyte solution"),
      ...entries("nicotine replacement", "nicotine polacrilex", "nicotine (gum|patch|patches|lozenges?|mini lozenges?|transdermal)"),
      ...entries("emergency contraception", "levonorgestrel", "norgestrel"),
      ...entries(
        "topical antifungal",
        "clotrimazole", "miconazole", "terbinafine( hydrochloride)? cream", "terbinafine", "tolnaftate", "butenafine", "tioconazole",
        "undecylenic acid",
      ),
      ...entries("anti-itch", "hydrocortisone", "pramoxine", "calamine"),
      ...entries("acne treatment", "benzoyl peroxide", "adapalene"),
      ...entries("cold sore and wart", "docosanol", "salicylic acid (17|40) ?%"),
      ...entries("topical antibiotic", "bacitracin", "neomycin", "polymyxin b"),
      ...entries("eye lubricant", "carboxymethylcellulose", "polyethylene glycol 400", "propylene glycol eye", "hypromellose"),
      ...entries("ear wax removal", "carbamide peroxide"),
      ...entries("lice treatment", "permethrin", "pyrethrins?", "piperonyl butoxide"),
    ]),
    priority: OTC_PRIORITY,
    explanation: "the product contains an over-the-counter active ingredient, so it is eligible without a prescription since the CARES Act",
  },

  // ═══════════════════════ OTC medicine brands and product lines ═══════════════════════
  {
    id: "brand.otc_medicine",
    kind: "brand",
    eligibility: "auto_substantiation",
    irs_pub502_category: "Medicines",
    authority: SOURCES.cares_otc,
    patterns: [
      ...entries(
        "antihistamine",
        "claritin", "zyrtec", "allegra", "xyzal", "benadryl", "chlor trimeton", "alavert",
        // Store-brand lines (Kirkland, Walgreens, CVS...) named after the molecule or the brand they copy.
        "aller (tec|flo|fex|clear|ease|chlor|dryl)", "wal (zyr|itin|dryl|fex|phed|som|tussin|profen|finate|mucil)", "allerclear", "loradamed",
      ),
      ...entries(
        "nasal spray",
        "flonase", "nasacort", "rhinocort", "nasonex 24 ?hr", "astepro", "afrin", "neo synephrine", "vicks sinex", "navage",
        "neilmed", "ayr saline", "simply saline", "xlear",
      ),
      ...entries("allergy eye drops", "pataday", "zaditor", "alaway", "lumify", "visine", "clear eyes", "naphcon", "opcon a"),
      ...entries(
        "eye lubricant",
        "systane", "refresh (tears|optive|plus|relieva|celluvisc|digital|repair|liquigel|mega 3)", "genteal", "theratears",
        "thera tears", "blink tears", "rohto", "retaine", "ivizia",
      ),
      ...entries(
        "pain reliever",
        "advil", "motrin", "tylenol", "aleve", "bayer", "ecotrin", "bufferin", "excedrin", "goodys", "bc powder", "midol", "pamprin",
        "voltaren", "salonpas", "icy hot", "bengay", "biofreeze", "aspercreme", "tiger balm", "orajel", "anbesol",
      ),
      ...entries(
        "cough and cold",
        "mucinex", "dayquil", "nyquil", "theraflu", "robitussin", "delsym", "sudafed", "coricidin", "alka seltzer plus",
        "vicks (vaporub|vapo rub|vaposteam|formula 44|44)", "vaporub", "halls", "ricola", "cepacol", "chloraseptic", "zicam",
        "ludens",
      ),
      ...entries(
        "digestive health",
        "pepcid", "prilosec", "nexium", "prevacid", "zantac 360", "tagamet", "tums", "rolaids", "alka seltzer", "maalox", "mylanta",
        "gaviscon", "pepto ?bismol", "kaopectate", "imodium", "miralax", "dulcolax", "colace", "senokot", "ex lax",
        "phillips milk of magnesia", "milk of magnesia", "metamucil", "gas x", "phazyme", "dramamine", "bonine", "emetrol",
        "lactaid", "preparation h", "tucks",
      ),
      ...entries(
        "skin treatment",
        "cortizone ?10", "cortizone", "lamisil", "lotrimin", "tinactin", "desenex", "abreva", "compound w", "wartner", "differin",
        "proactiv", "neosporin", "polysporin", "monistat", { match: "vagisil", unless: ["wash", "wipes", "deodorant", "odor"] },
        "desitin", "boudreauxs", "triple paste", "caladryl", "bactine", "aveeno (eczema|anti itch|itch)", "eucerin (eczema|itch)",
      ),
      ...entries("sleep aid", "zzzquil", "unisom", "sominex", "simply sleep"),
      ...entries("stop-smoking aid", "nicorette", "nicoderm( cq)?", "habitrol"),
      ...entries(
        "emergency contraception",
        "plan b( one step)?", "take action", "aftera", "my way emergency", "option 2 emergency", "my choice emergency", "econtra",
      ),
      ...entries("over-the-counter birth control", "opill"),
      ...entries("ear care", "debrox", "murine ear"),
    ],
    priority: OTC_PRIORITY,
    explanation: "the brand or product line is an over-the-counter medicine, eligible without a prescription since the CARES Act",
  },

  // ═══════════════════════ family planning, menstrual care, incontinence ═══════════════════════
  {
    id: "brand.family_planning",
    kind: "brand",
    eligibility: "auto_substantiation",
    irs_pub502_category: "Pregnancy Test Kit",
    authority: `${pub502("Pregnancy Test Kit")}, "Fertility Enhancement" and "Birth Control Pills"`,
    patterns: [
      ...entries("pregnancy or ovulation test", "first response", "clearblue", "e p t", "proov", "premom", "pregmate", "easy home (pregnancy|ovulation)"),
      ...entries("condoms", { match: "trojan", unless: ["vibrat[a-z]*"] }, "durex", "lifestyles (condoms|skyn)", "skyn"),
    ],
    priority: OTC_PRIORITY,
    explanation: "pregnancy and ovulation tests and condoms are IIAS-eligible",
  },
  {
    id: "brand.menstrual_care",
    kind: "brand",
    eligibility: "auto_substantiation",
    irs_pub502_category: "Medicines",
    authority: SOURCES.cares_menstrual,
    patterns: entries(
      "menstrual care",
      "divacup", "diva cup", "saalt", "flex (disc|discs|cup|cups)", "softdisc", "lunette", "intimina", "tampax",
      nameOnly("always (maxi|ultra thin|infinity|radiant|discreet|pure|pads|liners|overnight|dailies|zzz|xtra|flex)"),
      "kotex", "u by kotex", "playtex (sport|gentle glide|clean|simply)", "o b (tampons|pro|original|organic)", "carefree (liners|pantiliners|acti fresh)",
      "stayfree", "cora (tampons|pads|liners|cup|disc)", "rael", "natracare", "thinx", "knix", "modibodi",
      "lola (tampons|pads|liners)", "seventh generation (tampons|pads|liners)",
    ),
    priority: OTC_PRIORITY,
    explanation: "menstrual care products are eligible without a prescription since the CARES Act",
  },
  {
    id: "brand.incontinence",
    kind: "brand",
    eligibility: "auto_substantiation",
    irs_pub502_category: "What Are Medical Expenses?",
    authority: `${SOURCES.store_list}: adult incontinence products; ${pub502("What Are Medical Expenses?")}`,
    patterns: entries(
      "incontinence supplies",
      nameOnly("depend"), nameOnly("poise"), "tena (intimates|men|pads|underwear|overnight|protective|super|ultimate)", nameOnly("tena"),
      nameOnly("attends"), nameOnly("prevail"), "always discreet", "tranquility (briefs|premium|atn|peach|underpads?)",
      "abena", "molicare", "seni (active|super|quatro|san)", "northshore (megamax|supreme|goodnites)", "megamax", "assurance (briefs|underwear|underpads|pads|bladder|incontinence|maximum|unisex)",
      "wellness (briefs|absolute|superio)", "chux", "(disposable |reusable |washable )?underpads?", "(incontinence|bed|chair) (pads|underpads|protectors?)", "booster pads",
    ),
    priority: OTC_PRIORITY,
    explanation: "adult incontinence supplies are eligible medical supplies",
  },

  // ═══════════════════════ devices and medical supplies ═══════════════════════
  {
    id: "brand.medical_supplies",
    kind: "brand",
    eligibility: "auto_substantiation",
    irs_pub502_category: "Diagnostic Devices",
    authority: `${pub502("Diagnostic Devices")}, "Bandages", "Breast Pumps and Supplies", "Hearing Aids" and "Artificial Teeth"; ${SOURCES.store_list}`,
    patterns: [
      ...entries(
        "breast pump and lactation supplies",
        "medela", nameOnly("spectra"), "elvie", "willow (go|3 0|360|pump)", "lansinoh", "haakaa", "momcozy", "motif (luna|duo)",
        "bellababy", "freemie",
      ),
      ...entries("hand sanitizer", { match: "purell", unless: ["soap", "hand wash", "body wash"] }, { match: "germ x", unless: ["soap", "hand wash"] }),
      ...entries("respirator mask", "3m aura", "powecom", "n95 respirator"),
      ...entries("denture care", "fixodent", "polident", "poligrip", "super poligrip", "sea bond", "effergrip", "efferdent"),
      ...entries(
        "blood pressure monitor or thermometer",
        "omron", "braun (thermoscan|no touch|forehead|ear thermometer)", "thermoscan", "exergen", "temporalscanner", "withings bpm",
      ),
      ...entries(
        "diabetes testing supplies",
        "onetouch", "one touch (verio|ultra|delica)", "contour next", "accu chek", "freestyle (lite|precision)", "true metrix",
        "dexcom stelo", "stelo",
      ),
      ...entries("home diagnostic test", "ihealth (covid|antigen|rapid)", "binaxnow", "flowflex", "quickvue"),
      ...entries("ECG or pulse oximeter", "kardiamobile", "kardia", "masimo mightysat", "mightysat"),
      ...entries("hearing aids", "jabra enhance", "lexie (b1|b2|lumen|hearing)", "eargo", "sony cre c", "audien", "rayovac (hearing|size)", "power one (hearing|p312|p13|p10|p675)"),
      ...entries(
        "CPAP supplies",
        "resmed", "airfit", "airsense", "airmini", "airtouch", "respironics", "dreamstation", "dreamwear", "fisher (& |and )?paykel (eson|vitera|evora|simplus|brevida)",
      ),
      ...entries(
        "orthopedic support",
        "futuro", "mueller (brace|support|wrap|hinged|adjustable|wrist|knee|ankle|back)", "aircast", "bauerfeind", "mcdavid (brace|knee|ankle)",
        { match: "dr scholls", unless: ["shoes?", "sandals?", "boots?", "slippers?", "sneakers?"] }, "superfeet", "powerstep", "spenco",
      ),
      ...entries("mobility aid", "drive medical", "hurrycane", "nova (rollator|walker)", "carex (shower|toilet|walker|cane)"),
      ...entries("heat therapy", "thermacare", "thermophore", "sunbeam (heating|king|xl|renue)"),
      ...entries("respiratory therapy supply", "voldyne", "airlife (spirometer|incentive|volumetric)", "coach 2 (incentive|spirometer)"),
      ...entries("urine and ketone test strips", "ketostix", "keto ?diastix", "diastix", "clinistix", "multistix", "uristix", "azo (test strips|uti test|urinary tract infection test)"),
      ...entries("fertility monitor", "mira (fertility|plus|max|analy[sz]er|wands|starter kit)", "inito", "oova", "clearblue (fertility|advanced|connected)"),
      ...entries(
        "first aid",
        "band ?aid", "nexcare", "curad", "steri ?strips?", "compeed", "coban", "tegaderm", "duoderm", "hibiclens", "new skin liquid",
        "kt tape", "kinesio (tape|tex)",
      ),
      // Wound-care lines that medical supply stores list by brand (Mölnlycke, Smith & Nephew, Convatec, 3M, Cardinal/Kendall, Coloplast...).
      ...entries(
        "wound care",
        "mepilex", "mepitel", "mepore", "telfa", "allevyn", "aquacel", "kerlix", "kling (gauze|rolls?)", "xeroform", "adaptic", "biatain", "opsite", "optifoam", "cutimed",
        "silvercel", "medihoney", "primapore", "medipore", "micropore", "transpore", "durapore", "hypafix", "mefix", "water ?jel", "comfeel", "polymem", "hydrofera",
        "exu ?dry", "kaltostat", "algisite", "tielle", "versiva", "curity", "kendall (gauze|curity|telfa|abd|sponges?)", "dermarite", "restore (foam|hydrocolloid|calcium alginate)",
        "3m (tegaderm|medipore|micropore|transpore|durapore|coban|cavilon)", "cavilon", "medline (gauze|dressings?|bordered)", "mckesson (gauze|dressings?|sponges?)", "dynarex (gauze|dressings?|pads|bandages?)",
      ),
      ...entries("enema or laxative supply", "fleet (enema|saline|mineral oil|bisacodyl|glycerin|pedia ?lax|laxative)", "pedia ?lax"),
      ...entries("nasal aspirator", "nosefrida", "snotsucker"),
    ],
    priority: OTC_PRIORITY,
    explanation: "the brand or product line is a medical supply or device that is IIAS-eligible",
  },
];
