/**
 * Services that are not medical care, whatever their listing borrows from medicine: wellness IV
 * drips and "hydration" infusions (a vitamin cocktail is not a treatment), funeral arrangements,
 * meal delivery, retail fittings given with a purchase (a gait analysis to sell running shoes) and
 * household help. IRS Publication 502 lists "Funeral Expenses", "Household Help", "Babysitting,
 * Childcare", "Diaper Service" and items "merely beneficial to general health" as not includible.
 * Priority 100, like the cosmetic exclusions: a word such as "vitamin", "consultation" or
 * "treadmill" in the same listing does not make them care.
 */
import type { EligibilityRule } from "../catalogue-types";
import { entries } from "./entries";
import { ORDERED_FOR_DEHYDRATION } from "./everyday-goods";
import { SOURCES, pub502 } from "./sources";

const WELLNESS_PURPOSE =
  "hydration|vitamins?|nutrient|wellness|recovery|beauty|immunity|immune|energy|hangover|glow|detox|nad ?[+]?|athletic|athlete|performance|jet lag|party|skinny|myers|glutathione|anti ?aging|rehydration boost";

export const NON_MEDICAL_SERVICES: EligibilityRule[] = [
  {
    // Med-spa menus: body contouring, skin tightening, cosmetic vein and hair treatments, wellness cold and heat sessions.
    id: "exclude.med_spa_treatments",
    eligibility: "not_eligible",
    irs_pub502_category: "Cosmetic Surgery",
    authority: `${pub502("Cosmetic Surgery")}, "Electrolysis or Hair Removal", "Hair Transplant"; ${SOURCES.general_health}`,
    patterns: [
      ...entries(
        "body contouring or skin tightening",
        "emsculpt( neo)?",
        "body (contouring|sculpting|shaping)",
        "cryolipolysis",
        "fat (freezing|reduction|dissolving|dissolve)",
        "skin (tightening|firming) (treatment|session)s?",
        "(rf|radiofrequency) microneedling",
        "morpheus ?8",
        "thermage",
        "ultherapy",
        "sofwave",
        "laser genesis",
        "clear (and|&|[+]) brilliant",
        "halo (laser|tribrid)",
        "bbl (laser|photofacial|hero)",
        "moxi laser",
        "emtone",
        "emface",
        "truesculpt",
        "sculpsure",
        "velashape",
        "(non ?surgical )?(butt|bbl|nose|face) lift",
        "lipo (laser|cavitation)",
        "cavitation",
        "carboxytherapy",
      ),
      ...entries(
        "cosmetic vein or hair treatment",
        "sclerotherapy",
        "spider veins?",
        "(prp|platelet rich plasma) (hair|scalp)( [a-z]+){0,2}",
        "(hair|scalp) (restoration|rejuvenation) (injections?|treatment|session|prp)s?",
        "laser hair (removal|reduction)",
        "(eyebrow|eyelash|lash) (transplant|serum)s?",
        "microblading",
        "permanent makeup",
        "scalp micropigmentation",
      ),
      ...entries(
        "wellness cold or heat session",
        { match: "cryotherapy( [a-z]+){0,2} (whole body|full body|chamber|sessions?)", unless: ["warts?", "lesions?", "skin tags?", "moles?"] },
        "(whole|full) body (cryo|cryotherapy)",
        "(infrared )?sauna (blankets?|sessions?|passes?|pods?)",
        "red light (bed|session)s?",
        "hyperbaric (wellness|session)s?(?! (for|prescribed))",
        "ozone (sauna|steam)",
      ),
    ],
    exclusions: ["(?<!(no|non|without) )prescri(bed|ption)", "medically necessary", "lymphedema", "varicose", "venous insufficiency", "alopecia areata"],
    priority: 100,
    explanation:
      "body contouring, skin tightening, cosmetic vein and hair treatments and wellness sessions are cosmetic or for general health, not medical care",
  },
  {
    // A vitamin shot: a treatment for a diagnosed deficiency, or a med spa's wellness boost. The authorities differ; a merchant decides.
    id: "lmn.vitamin_injection",
    eligibility: "letter_of_medical_necessity",
    irs_pub502_category: "Nutritional Supplements",
    authority: `${pub502("Nutritional Supplements")}: only for a specific medical condition; ${SOURCES.store_lmn}`,
    patterns: entries(
      "vitamin injection",
      "(vitamin|vit)( [a-z0-9]+){0,2} (shots?|injections?|injectables?)",
      "b ?12 (shots?|injections?)",
      "(biotin|vitamin d|d3|mic|lipo b|amino blend)( [a-z0-9]+){0,2} (shots?|injections?)",
      "inyecci(on|ones) de (vitamina|b12)",
      "injections? de (vitamine|b12)",
    ),
    contested: {
      eligibility: "not_eligible",
      source: "a med spa's vitamin shot is for general health (IRS Publication 502); a B12 injection for a diagnosed deficiency is care",
    },
    priority: 66,
    explanation: "a vitamin injection is eligible only to treat a diagnosed deficiency (a letter of medical necessity)",
  },
  {
    id: "exclude.non_medical_services",
    eligibility: "not_eligible",
    irs_pub502_category: "Funeral Expenses",
    authority: `${pub502("Funeral Expenses")}, "Household Help", "Babysitting, Childcare, and Nursing Services for Normal, Healthy Baby", "Diaper Service"; ${SOURCES.general_health}`,
    patterns: [
      // "Athlete Recovery IV Hydration Drip", "NAD+ IV Therapy", "Sueroterapia vitamínica", "Perfusion de vitamines".
      ...entries(
        "wellness infusion",
        `(iv|i v|intravenous) (${WELLNESS_PURPOSE})`,
        `(${WELLNESS_PURPOSE}) (iv|i v|drips?|infusions?|push)`,
        "(iv|drip) (bars?|lounges?|lounge menu)",
        "vitamin cocktails?",
        "(hydration|wellness|beauty|vitamin) (drips?|infusions?) (therapy|package|session|menu)",
        "sueroterapia( vitaminica)?",
        "(goteo|suero|infusion) (de )?(vitaminas|vitaminico|hidratacion)",
        "perfusions? (de vitamines|d hydratation|hydratante|vitaminee|bien etre)",
        "(energy|lipo|lipo b|skinny|slim|mic|beauty) (shots?|injections?)",
        "b ?12 (energy|boost) (shots?|injections?)",
      ),
      ...entries(
        "funeral arrangement",
        "funerals?",
        "funeral (home|service|planning|pre ?planning|arrangements?)",
        "burials?",
        "cremations?",
        "caskets?",
        "memorial (services?|plans?)",
        "obituar(y|ies)",
        "pre ?need (funeral|burial|plan)",
        "funerari[ao]s?",
        "servicios? funerarios?",
        "entierros?",
        "sepelios?",
        "obseques",
        "pompes funebres",
        "services? funeraires?",
      ),
      ...entries(
        "meal delivery",
        "meal (delivery|kits?|subscription|service)",
        "(prepared|ready made|ready to eat|refrigerated|frozen|home delivered|fresh) meals",
        "[0-9]+ (refrigerated |frozen |prepared |fresh )?meals",
        "grocery delivery",
        "(entrega|servicio) de comidas",
        "comidas (preparadas|a domicilio)",
        "(portage|livraison) de repas",
        "repas (livres|a domicile|prepares)",
      ),
      // A fitting or analysis given with a purchase is retail service, not a clinician's evaluation.
      ...entries(
        "retail fitting with a purchase",
        "(shoe|footwear|sneaker|running shoe|bra|bike|bicycle|ski boot|boot|helmet|wetsuit) fittings?",
        "(with|w) (a |any |your )?(shoe |footwear |sneaker )?purchase",
        "free (video )?(gait|running|foot) (analysis|scan)",
        "(gait|running) analysis (and|&) shoe",
        "in store (gait|foot) (analysis|scan)",
      ),
      // A consultation offered free is a sales visit (a med spa's, a funeral home's), not a medical fee.
      ...entries(
        "free sales consultation",
        "(free|complimentary|no cost|no charge|gratis|gratuite?s?) (consultations?|consults?|consultas?)",
        "(consultations?|consultas?) (gratuite?s?|gratis|offerte?s?)",
      ),
      // A first-aid or CPR course teaches a skill; it treats no one (Pub 502: not medical care).
      ...entries(
        "first-aid or CPR course",
        "(first aid|cpr|aed|bls|basic life support|wilderness first (aid|responder)|wfa|wfr|lifeguard|stop the bleed)( [a-z&]+){0,3} (course|courses|class|classes|certifications?|certificates?|training|workshops?|recertification)",
        "(cursos?|clases?|talleres?|formations?|stages?) (de )?(primeros auxilios|rcp|reanimacion|premiers secours|secourisme)",
        "secourisme",
        "psc ?1",
      ),
      // A recovery lounge's compression boots or a sauna pass are for general health; lymphedema pumps are care (exclusions).
      ...entries(
        "recovery lounge",
        "recovery (lounges?|bars?|studios?|suites?|zones?|clubs?)",
        "(normatec|compression (boots?|recovery))( [a-z]+){0,3} (lounges?|sessions?|pass(es)?|memberships?|[0-9]+ min(utes)?)",
      ),
      // A med spa's aesthetics consultation sells a cosmetic procedure.
      ...entries(
        "aesthetics consultation",
        "(aesthetics?|cosmetic|beauty|botox|filler|injectables?|laser|med ?spa)( [a-z]+){0,2} (consultations?|consults?)",
        "(consultations?|consults?)( [a-z]+){0,3} (complimentary|free of charge)",
      ),
      ...entries(
        "household help or childcare",
        "babysit(ting|ters?)",
        "child ?care",
        "nann(y|ies)",
        "housekeeping",
        "house ?cleaning",
        "maid services?",
        "diaper (service|delivery)",
        "lawn care",
        "dog walking",
        "pet sitting",
        "doula (membership|gift)",
        "garderie",
        "guarderias?",
        "cuidado de ninos",
        "menage a domicile",
        "limpieza del hogar",
      ),
    ],
    exclusions: [
      "iron infusions?",
      "chemotherapy",
      "antibiotic infusions?",
      "(?<!(no|non|without|sin|sans) )prescri(bed|ption) (by|from) (a|your) (doctor|physician)",
      "dehydration (due|from|caused)",
      "lymphedema",
      ...ORDERED_FOR_DEHYDRATION,
    ],
    priority: 100,
    explanation: "wellness infusions, funeral arrangements, meal delivery, retail fittings and household help are not medical care",
  },
];
