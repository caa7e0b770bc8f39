/**
 * Context that overrides a match: the product is merchandise, a toy, jewellery, a costume or
 * novelty, a cosmetic, or a pet product, even though it names a medical item or brand (a
 * first-aid-brand tote bag, thermometer earrings, a toy doctor kit, a face serum). A context
 * override vetoes every eligible answer: the product is `not_eligible`, and the medical words
 * that fired are reported as overridden.
 *
 * Where the context word may appear: merchandise and jewellery words only in the product name
 * (a breast pump "includes a tote", a listing may say "keeps your readers around your neck");
 * toy, costume, novelty, cosmetic and pet words anywhere ("Toy stethoscope and thermometer").
 */
import type { EligibilityRule } from "../catalogue-types";
import { entries } from "./entries";
import { SOURCES, pub502 } from "./sources";

const NAME: ["name"] = ["name"];
/** Real prescription lenses can look like costume lenses. */
const RX = ["(?<!non )prescription", "(?<!non )rx"];
/** Bags that are medical supplies or hold them. */
const MEDICAL_BAGS = [
  "ice",
  "cold",
  "hot water",
  "heat",
  "gel",
  "storage",
  "milk",
  "breast ?milk",
  "breastmilk",
  "ostomy",
  "colostomy",
  "urostomy",
  "drainage",
  "urine",
  "urinary",
  "leg",
  "enema",
  "douche",
  "cpap",
  "bipap",
  "nebuli[sz]er",
  "first aid",
  "medical",
  "insulin",
  "diabetic",
  "pump",
  "oxygen",
];
/** Products for people who live with pets (allergies, dander): the pet is not the customer. */
const PET_OWNER = ["allerg[a-z]*", "alergi[a-z]*", "dander", "caspa", "squames", "pet hair", "odou?rs?", "purifi[a-z]+", "humidifi[a-z]+", "vacuum"];
/**
 * A device listed "with batteries and lanyard" or "includes carrying bag" is the device: the
 * merchandise word names an accessory in the box, not what is sold.
 */
const includedAccessory = (match: string) => `(with|includes?|including|plus|[+]|&|and) ([a-z0-9]+ ){0,4}(${match})`;
/** A bag or case that carries medication or a medical device is a medical supply. */
const MEDICATION_CARRIERS = ["insulin", "breast ?milk", "breastmilk", "breast pump", "ostomy", "cpap", "epipen", "epinephrine", "medication cooler"];
/** The merchandise words that can name an accessory in a device's box. */
const ACCESSORIES = /^(lanyards\?|totes\?|tote bags\?|backpacks\?|\(canvas\|.*bags\?|\(zip\|.*pouch\(es\)\?)$/;
/** A count of bags is how a supply is packed ("15 ct x 4 bags (Case)", "80 ct Bag"), not a bag for sale. */
const PACKED_IN_BAGS = [
  "[0-9]+ bags?",
  "(ct|count|pk|pack|pcs?|units?|unidades|un) bags?",
  "bags? (case|per case)",
  "per bag",
  "(resealable|value|bulk|refill|economy|family) (size )?bags?",
];
/** A first-aid kit "keychain size" is a small first-aid kit. */
const KEYCHAIN_SIZE = ["(keychain|key chain|keyring|key ring) (size|sized)", "first aid kits?"];
/** Balloons that are medical devices (autoinflation of the middle ear, balloon catheters). */
const MEDICAL_BALLOONS = ["otovent", "autoinflation", "(nasal|ear) balloons?", "balloon (catheter|sinuplasty|dilation|kyphoplasty)"];
/** Sunscreen stays sunscreen whoever makes it. */
const SUNSCREEN = ["spf ?(1[5-9]|[2-9][0-9]|100)", "sunscreen"];

export const CONTEXT_OVERRIDES: EligibilityRule[] = [
  {
    id: "context.merchandise",
    kind: "context_override",
    veto: true,
    eligibility: "not_eligible",
    irs_pub502_category: "Personal Use Items",
    authority: SOURCES.personal_use,
    patterns: [
      ...entries(
        "merchandise",
        ...[
          "totes?",
          "tote bags?",
          "(canvas|shopping|lunch|gym|beach|makeup|cosmetic|drawstring|duffel|duffle|laptop|crossbody|messenger|grocery) bags?",
          "backpacks?",
          "(coffee |travel |ceramic )?mugs?",
          "tumblers?",
          "phone (case|cover)s?",
          "(iphone|galaxy|pixel) (case|cover)s?",
          "(tin|metal|neon|wall|vintage) signs?",
          "wall (decor|art)",
          "posters?",
          "stickers?",
          "(enamel|lapel) pins?",
          "(?<!(tool|remover|removal|tweezers?|kit)( [a-z]+){0,2} )keychains?",
          "key (chain|ring)s?",
          "llaveros?",
          "porte ?cles",
          "souvenirs? (de|from|of)",
          "recuerdos? artesanal(es)?",
          // A KN95 or surgical mask stays PPE whatever its print.
          "(?<!(kn ?95|n ?95|kf ?94|ffp2|respirators?|surgical|medical)( [a-z0-9]+){0,3} )(embroidered|sequin(ed)?|fashion|designer) (face )?masks?(?!( [a-z0-9]+){0,3} (kn ?95|n ?95|kf ?94|ffp2|respirators?|surgical|medical))",
          "(cubrebocas|mascarillas?) (bordad[oa]s?|artesanal(es)?|de moda|fashion)",
          "(mask|eyeglass|eyeglasses|glasses|sunglass|sunglasses|reading glasses) (chains?|lanyards?|straps?|holders?)",
          "lanyards?",
          "coasters?",
          "ornaments?",
          "fridge magnets?",
          "socks with",
          "greeting cards?",
          "wrapping paper",
          "notebooks?",
          "journals?",
          "planners?",
          "t ?shirts?",
          "tees?",
          "hoodies?",
          "sweatshirts?",
          "(baseball|trucker|dad|bucket|logo) (caps?|hats?)",
          "beanies?",
          "(zip|zipper|canvas|makeup|cosmetic|toiletry|pencil|coin) pouch(es)?",
          "scrub (caps?|hats?|tops?|pants|sets?)",
          "(bandage|band aid|pill|pills|medical|nurse|nursing|doctor|stethoscope|thermometer|syringe|heartbeat|ekg) (print|pattern|design|themed?)",
          "stress balls?",
          "(stethoscope|badge) (covers?|charms?|reels?|holders?|tags?|id tags?)",
          "badge reels?",
          "(nurse|nursing|doctor|medical) (gifts?|accessories)",
          "gifts? for (nurses|doctors|dentists|nursing students)",
        ].map((match) => ({
          match,
          fields: NAME,
          ...(ACCESSORIES.test(match) ? { unless: [includedAccessory(match), ...MEDICAL_BAGS.map((m) => `${m} (${match})`), ...MEDICATION_CARRIERS] } : {}),
          ...(/^key/.test(match) ? { unless: KEYCHAIN_SIZE } : {}),
        })),
        // A bag is merchandise unless it is a medical one (ice bag, breast milk or ostomy bags, a CPAP or first-aid bag) or how a supply is packed.
        { match: "bags?", fields: NAME, unless: [...MEDICAL_BAGS, includedAccessory("bags?"), ...PACKED_IN_BAGS] },
        // Drinkware, whatever it says ("Hydration Prescription" water bottle, "Nurse Fuel" tumbler); a hot water bottle is heat therapy.
        ...[
          "(?<!hot )water bottles?",
          "(?<!hot )(insulated|stainless|stainless steel|reusable|glass|sports|kids|motivational|hydration|hydrogen) (water )?(bottles?|jugs?|flasks?)",
          "drinkware",
          "shaker (bottles?|cups?)",
          "(wine|pint|shot|drinking) glass(es)?",
          "water jugs?",
        ].map((match) => ({ match, fields: NAME, unless: ["hot water bottle", "humidifiers?"] })),
        // Merchandise for a profession ("World's Best Caregiver", "Nurse Life", "Nurses Week gift").
        ...[
          "(worlds )?best (nurse|doctor|caregiver|dentist|pharmacist|physician|therapist)",
          "(nurse|nursing|doctor|rn|lpn|caregiver|pharmacist|pharmacy tech|dentist|audiologist|optician|therapist) (life|squad|crew|mom|appreciation|week)",
          "nurses week",
          "(doctors|nurses) day",
        ].map((match) => ({ match, fields: NAME })),
        // Get-well gifts: balloons, flowers, gift baskets.
        ...[
          "(foil |mylar |latex |helium )?balloons?",
          "get well (soon )?(balloons?|gifts?|baskets?|bouquets?|flowers|cards?|plush)",
          "bouquets?",
          "gift baskets?",
        ].map((match) => ({ match, fields: NAME, unless: MEDICAL_BALLOONS })),
      ),
      ...entries(
        "jewellery",
        ...["earrings?", "necklaces?", "pendants?", "bracelets?", "charms?", "jewel(le)?ry", "brooch(es)?", "cufflinks?"].map((match) => ({
          match,
          fields: NAME,
          // Medical ID jewellery and acupressure bands for nausea are medical items.
          unless: ["medical (alert|id)", "acupressure", "motion sickness", "nausea", "sea ?band", "psi ?bands?"],
        })),
      ),
    ],
    priority: 110,
    explanation: "it is merchandise that carries a medical word or brand, not a medical item",
  },
  {
    id: "context.toy_costume_novelty",
    kind: "context_override",
    veto: true,
    eligibility: "not_eligible",
    irs_pub502_category: "Personal Use Items",
    authority: SOURCES.personal_use,
    patterns: [
      ...entries(
        "toy or play set",
        "(?<!not a )(?<!not for )toys?",
        "pretend( play)?",
        "play ?sets?",
        "(kids|childrens|toddler|toy|role) play",
        "dress ?up",
        "plush (toy|animal|doll)s?",
        // Round M: "Plush Teddy with Hearing Aids", "Bear with Diabetes - Plush Teddy": a toy that shows the device.
        "plush teddy",
        "teddy (with|con|avec)",
        "plushies",
        "stuffed (animal|toy)s?",
        "teddy bears?",
        "dolls?",
        "action figures?",
        "(doctor|doctors|nurse|dentist|vet) (kit|set) for kids",
      ),
      ...entries("costume", { match: "costumes?", unless: RX }, { match: "halloween", unless: RX }, "cosplay"),
      ...entries("novelty", "novelty", "gag gifts?", "pranks?", "joke (gift|kit)s?", { match: "fake", fields: NAME }),
    ],
    priority: 110,
    explanation: "it is a toy, costume or novelty that imitates a medical item, not a medical item",
  },
  {
    id: "context.cosmetic",
    kind: "context_override",
    veto: true,
    eligibility: "not_eligible",
    irs_pub502_category: "Personal Use Items",
    authority: `${SOURCES.personal_use}; ${pub502("Cosmetic Surgery")} (cosmetic use is not medical care)`,
    patterns: [
      ...entries(
        "cosmetic use",
        "serums? for (the )?(face|skin)",
        "(face|facial|day|night|eye|lash|eyelash|brow|eyebrow|lip|vitamin c|brightening|hydrating|glow|beauty|firming|retinol|peptide|niacinamide|hyaluronic|hyaluronic acid) serums?",
        { match: "anti ?(aging|ageing|wrinkle)", unless: SUNSCREEN },
        "tanning",
        "self tan(ner|ning)?",
        "browning (oil|lotion)",
        "bronz(er|ing)",
        "(dark|deep|golden) tan",
        "tan accelerator",
      ),
      // Hair colouring: a peroxide developer is not an antiseptic ("agua oxigenada revelador", "oxydant crème").
      ...entries(
        "hair colouring",
        "hair (dye|colou?r|colou?ring|developer|bleach|lightener)s?",
        "(creme|cream) developer",
        "developer (creme|cream|vol(ume)?)",
        "(bleach|lightening) powder",
        "revelador(es)?",
        "decolora(cion|nte)",
        "tintes? (para|de) (el )?(cabello|pelo)",
        "tinte capilar",
        "coloracion (capilar|del cabello)",
        "oxydant",
        "revelateur",
        "decoloration",
        "coloration (capillaire|cheveux)",
        "teinture (capillaire|pour cheveux)",
        "vol(umen|ume)? (10|20|30|40)",
      ),
      ...entries(
        "cosmetic brand with a medical name",
        ...["first aid beauty", "dr jart", "dr dennis gross", "dr brandt", "skin doctors", "dr barbara sturm", "dr loretta"].map((match) => ({
          match,
          unless: SUNSCREEN,
        })),
      ),
    ],
    priority: 110,
    explanation: "it is a cosmetic (skin care for appearance, tanning), not medical care",
  },
  {
    id: "context.pet",
    kind: "context_override",
    veto: true,
    eligibility: "not_eligible",
    irs_pub502_category: "Personal Use Items",
    authority: `${SOURCES.personal_use}; a pet's care is not the account holder's medical care`,
    patterns: [
      // Round N: a veterinarian's visit or a vet-only prescription is a pet's care.
      ...entries(
        "veterinary care",
        ...["veterinar(y|ians?)", "vet (visits?|consults?|consultations?|rx|telehealth|prescriptions?)", "vetster", "vet only"].map((match) => ({
          match,
          fields: NAME,
        })),
      ),
      ...entries(
        "pet product",
        ...["dogs?", "cats?(?! ?(eye|scan|claw|[0-4](?![0-9])))", "pupp(y|ies)", "kittens?", "canine", "feline", "equine", "horses?(?! chestnut)"].map(
          (match) => ({ match, fields: NAME }),
        ),
        // "Air purifier for pet dander", "Allergy relief from pets", a PET scan: the pet is not the customer.
        { match: "pets?(?! ?(scan|ct))", fields: NAME, unless: PET_OWNER },
        "(for|in) (dogs|cats|puppies|kittens|horses)",
        // Spanish and French: "para mascotas", "pour chiens et chats" (a "chat" alone is also a conversation).
        ...["mascotas?", "perros?", "gatos?", "cachorros?", "chiens?", "chiots?", "chatons?", "animaux de compagnie"].map((match) => ({ match, fields: NAME })),
        // "Purificador de aire ... caspa de mascotas": a device for people who live with pets.
        {
          match: "(para|de) (mascotas|perros|gatos|cachorros)",
          unless: ["caspa", "pelo de (mascotas|perros|gatos)", "purificador[a-z]*", "humidificador[a-z]*", "aspiradora"],
        },
        { match: "(pour|de) (chiens|chats|chiots|chatons|animaux)", unless: ["squames", "poils", "purificateur[a-z]*", "humidificateur[a-z]*", "aspirateur"] },
        { match: "(for|in) pets", unless: PET_OWNER },
      ),
    ],
    priority: 110,
    explanation: "it is a pet product; only the account holder's and dependants' medical care is eligible",
  },
];
