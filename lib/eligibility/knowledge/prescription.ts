/**
 * Prescription-only medicines in the US: generic names (active ingredients) and brand names.
 * Curated, not exhaustive. Never list a molecule that is also sold over the counter at the same
 * strength (omeprazole, cetirizine, fluticasone nasal, naproxen...): where one molecule is Rx in
 * one form and OTC in another, the entry says which form (`unless` the OTC form's words).
 */
import type { EligibilityRule } from "../catalogue-types";
import { entries } from "./entries";
import { SOURCES } from "./sources";

/** The OTC form of a molecule that is otherwise prescription-only. */
const OTC_FORM = ["nasal", "nasacort", "allergy spray", "24 ?hr allergy"];

/** Wording that says a product is sold without a prescription: no prescription-drug rule applies. */
export const OTC_WORDING = [
  "without (a )?prescription", "no prescription (needed|required|necessary)", "(available )?over the counter", "otc",
  "non ?prescription", "prescription free",
];

export const PRESCRIPTION_KNOWLEDGE: EligibilityRule[] = [
  {
    id: "rx.prescription_drug",
    kind: "ingredient",
    eligibility: "prescription",
    irs_pub502_category: "Medicines",
    authority: SOURCES.rx_only,
    patterns: [
      ...entries(
        "antibiotic",
        "amoxicillin", "amoxicillin clavulanate", "azithromycin", "doxycycline", "cephalexin", "cefdinir", "cefuroxime", "ciprofloxacin",
        "levofloxacin", "penicillin", "sulfamethoxazole", "trimethoprim", "minocycline", "clindamycin", "metronidazole", "nitrofurantoin",
        "mupirocin",
      ),
      ...entries("antiviral", "valacyclovir", "acyclovir", "famciclovir", "oseltamivir", "baloxavir", "nirmatrelvir", "molnupiravir",
        "emtricitabine", "tenofovir", "bictegravir", "dolutegravir"),
      ...entries("antifungal (oral)", "fluconazole", "ketoconazole 2 ?%", "ciclopirox", "efinaconazole", "nystatin"),
      ...entries(
        "antidepressant or anxiolytic",
        "sertraline", "escitalopram", "citalopram", "fluoxetine", "paroxetine", "bupropion", "venlafaxine", "desvenlafaxine", "duloxetine",
        "vortioxetine", "vilazodone", "mirtazapine", "amitriptyline", "nortriptyline", "trazodone", "hydroxyzine", "buspirone",
        "alprazolam", "lorazepam", "clonazepam", "diazepam",
      ),
      ...entries("antipsychotic or mood stabiliser", "quetiapine", "aripiprazole", "olanzapine", "risperidone", "lurasidone", "ziprasidone",
        "haloperidol", "lithium carbonate", "lamotrigine"),
      ...entries("ADHD or sleep (controlled)", "amphetamine", "dextroamphetamine", "lisdexamfetamine", "methylphenidate", "atomoxetine",
        "guanfacine", "zolpidem", "eszopiclone", "modafinil", "armodafinil"),
      ...entries("anticonvulsant or nerve pain", "gabapentin", "pregabalin", "topiramate", "levetiracetam", "carbamazepine", "oxcarbazepine",
        "divalproex", "valproic acid", "phenytoin", "lacosamide", "zonisamide"),
      ...entries("opioid or prescription analgesic", "hydrocodone", "oxycodone", "morphine", "tramadol", "codeine", "tapentadol", "buprenorphine",
        "methadone", "meloxicam", "celecoxib", "indomethacin", "ketorolac", "cyclobenzaprine", "methocarbamol", "tizanidine", "baclofen"),
      ...entries(
        "diabetes or weight (GLP-1)",
        "semaglutide", "tirzepatide", "liraglutide", "dulaglutide", "exenatide", "metformin", "glipizide", "glimepiride", "glyburide",
        "sitagliptin", "linagliptin", "empagliflozin", "dapagliflozin", "canagliflozin", "pioglitazone", "phentermine",
        "insulin (glargine|lispro|aspart|detemir|degludec)",
      ),
      ...entries(
        "heart and blood pressure",
        "lisinopril", "losartan", "valsartan", "olmesartan", "irbesartan", "benazepril", "enalapril", "ramipril", "amlodipine", "diltiazem",
        "verapamil", "nifedipine", "metoprolol", "atenolol", "bisoprolol", "nebivolol", "carvedilol", "propranolol", "hydrochlorothiazide",
        "chlorthalidone", "furosemide", "torsemide", "bumetanide", "spironolactone", "hydralazine", "clonidine", "doxazosin", "nitroglycerin",
        "digoxin", "amiodarone",
      ),
      ...entries("cholesterol", "atorvastatin", "rosuvastatin", "simvastatin", "pravastatin", "lovastatin", "pitavastatin", "ezetimibe",
        "fenofibrate", "gemfibrozil", "icosapent ethyl"),
      ...entries("anticoagulant", "warfarin", "apixaban", "rivaroxaban", "dabigatran", "clopidogrel", "ticagrelor", "prasugrel",
        "epinephrine auto ?injectors?"),
      ...entries("respiratory", "albuterol", "levalbuterol", "montelukast", "tiotropium", "ipratropium", "benzonatate",
        "fluticasone propionate inhalation", "fluticasone (and|&|/)? ?salmeterol", "budesonide (and|&|/)? ?formoterol"),
      ...entries("steroid", "prednisone", "prednisolone", "methylprednisolone", "dexamethasone",
        { match: "triamcinolone", unless: OTC_FORM }, "clobetasol", "betamethasone", "fluocinonide", "desonide", "mometasone furoate cream"),
      ...entries("hormone or contraceptive (Rx)", "levothyroxine", "liothyronine", "methimazole", "estradiol", "conjugated estrogens",
        "progesterone", "medroxyprogesterone", "norethindrone", "drospirenone", "norgestimate", "ethinyl estradiol", "etonogestrel",
        "ulipristal", "birth control (pills?|patch|ring)", "oral contraceptives?", "testosterone (cypionate|enanthate|gel|injections?|therapy)",
        "raloxifene", "anastrozole", "letrozole", "tamoxifen", "leuprolide", "clomiphene"),
      ...entries("urology and sexual health", "sildenafil", "tadalafil", "vardenafil", "avanafil", "finasteride", "dutasteride", "tamsulosin",
        "oxybutynin", "solifenacin", "tolterodine", "mirabegron", "minoxidil tablets", "oral minoxidil"),
      ...entries("dermatology (Rx)", "tretinoin", "isotretinoin", "tazarotene", "tacrolimus", "pimecrolimus", "ivermectin cream"),
      ...entries("migraine and nausea", "sumatriptan", "rizatriptan", "eletriptan", "zolmitriptan", "rimegepant", "ubrogepant", "atogepant",
        "erenumab", "galcanezumab", "fremanezumab", "ondansetron", "promethazine", "metoclopramide", "prochlorperazine", "scopolamine patch"),
      ...entries("biologic or immunology", "adalimumab", "etanercept", "infliximab", "ustekinumab", "secukinumab", "ixekizumab", "risankizumab",
        "guselkumab", "dupilumab", "omalizumab", "mepolizumab", "benralizumab", "apremilast", "upadacitinib", "tofacitinib", "methotrexate",
        "hydroxychloroquine"),
      ...entries("ophthalmic (Rx)", "lifitegrast", "cyclosporine ophthalmic", "latanoprost", "bimatoprost", "timolol", "dorzolamide"),
      ...entries("other prescription-only", "varenicline", "naltrexone", "disulfiram", "acamprosate", "allopurinol", "colchicine", "febuxostat",
        "alendronate", "donepezil", "memantine", "ropinirole", "pramipexole", "carbidopa", "sucralfate", "mesalamine", "pantoprazole",
        "rabeprazole", "dexlansoprazole"),
    ],
    exclusions: OTC_WORDING,
    priority: 80,
    explanation: "this medicine is prescription-only in the US, so it is sold against a prescription",
  },
  {
    id: "brand.rx_only",
    kind: "brand",
    eligibility: "prescription",
    irs_pub502_category: "Medicines",
    authority: SOURCES.rx_only,
    patterns: [
      ...entries("GLP-1 or diabetes", "ozempic", "wegovy", "mounjaro", "zepbound", "saxenda", "victoza", "trulicity", "rybelsus", "byetta",
        "bydureon", "jardiance", "farxiga", "invokana", "januvia", "janumet", "tradjenta", "lantus", "humalog", "novolog", "levemir",
        "tresiba", "toujeo", "basaglar", "admelog", "fiasp", "lyumjev"),
      ...entries("mental health (Rx)", "lexapro", "zoloft", "prozac", "paxil", "celexa", "wellbutrin", "effexor", "pristiq", "cymbalta",
        "trintellix", "remeron", "xanax", "ativan", "klonopin", "valium", "seroquel", "abilify", "zyprexa", "risperdal", "latuda", "rexulti",
        "vraylar", "lamictal"),
      ...entries("ADHD or sleep (Rx)", "adderall", "ritalin", "concerta", "vyvanse", "strattera", "focalin", "ambien", "lunesta",
        "provigil", "nuvigil"),
      ...entries("neurology and pain (Rx)", "neurontin", "lyrica", "topamax", "keppra", "depakote", "tegretol", "aricept", "namenda",
        "requip", "mirapex", "sinemet", "suboxone", "subutex", "vivitrol", "imitrex", "maxalt", "relpax", "nurtec", "ubrelvy", "qulipta",
        "aimovig", "emgality", "ajovy", "zofran", "phenergan", "reglan", "transderm scop"),
      ...entries("heart and cholesterol (Rx)", "lipitor", "crestor", "zocor", "zetia", "tricor", "vascepa", "eliquis", "xarelto", "pradaxa",
        "plavix", "brilinta", "coumadin", "lasix", "norvasc", "toprol", "lopressor", "zestril", "prinivil", "cozaar", "diovan", "benicar",
        "tenormin", "entresto"),
      ...entries("antibiotic or antiviral (Rx)", "augmentin", "keflex", "zithromax", "z pak", "cipro", "levaquin", "bactrim", "flagyl",
        "diflucan", "valtrex", "tamiflu", "xofluza", "paxlovid", "truvada", "descovy", "biktarvy"),
      ...entries("respiratory (Rx)", "ventolin", "proair", "flovent", "advair", "symbicort", "breo", "trelegy", "anoro", "dulera", "qvar",
        "pulmicort", "spiriva", "singulair", "xolair", "nucala", "fasenra", "epipen", "auvi q", "nicotrol"),
      ...entries("immunology and dermatology (Rx)", "humira", "enbrel", "stelara", "cosentyx", "skyrizi", "taltz", "tremfya", "dupixent",
        "otezla", "rinvoq", "xeljanz", "accutane", "absorica", "claravis", "retin a", "aczone", "tazorac", "soolantra", "elidel",
        "protopic", "eucrisa", "opzelura", "jublia", "penlac", "santyl"),
      ...entries("hormones and contraception (Rx)", "synthroid", "premarin", "estrace", "prometrium", "clomid", "nuvaring", "annovera",
        "depo provera", "nexplanon", "mirena", "kyleena", "skyla", "liletta", "paragard", "xulane", "twirla", "lo loestrin", "yaz",
        "yasmin", "sprintec", "ella (ulipristal|30 ?mg|emergency contraceptive)", "arimidex", "femara", "nolvadex", "lupron", "addyi"),
      ...entries("urology and sexual health (Rx)", "viagra", "cialis", "levitra", "propecia", "proscar", "avodart", "flomax", "detrol",
        "vesicare", "myrbetriq"),
      ...entries("ophthalmic (Rx)", "xiidra", "restasis", "cequa", "lumigan", "xalatan", "vyzulta", "rhopressa"),
      ...entries("weight management (Rx)", "adipex", "contrave", "qsymia", "xenical"),
    ],
    exclusions: OTC_WORDING,
    priority: 80,
    explanation: "this brand is a prescription-only medicine, so it is sold against a prescription",
  },
];
