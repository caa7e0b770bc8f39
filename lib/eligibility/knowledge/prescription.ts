/**
 * Prescription-only medicines in the US: generic names (active ingredients) and brand names.
 * Curated, not exhaustive. Never list a molecule that is also sold over the counter at the same
 * strength (omeprazole, cetirizine, fluticasone nasal, naproxen...): where one molecule is Rx in
 * one form and OTC in another, the entry says which form (`unless` the OTC form's words).
 */
import type { EligibilityRule } from "../catalogue-types";
import { entries, withRomanceSpellings } from "./entries";
import { SOURCES } from "./sources";

/** The OTC form of a molecule that is otherwise prescription-only. */
const OTC_FORM = ["nasal", "nasacort", "allergy spray", "24 ?hr allergy"];

/** Wording that says a product is sold without a prescription: no prescription-drug rule applies. */
export const OTC_WORDING = [
  "without (a )?prescription", "no prescription (needed|required|necessary)", "(available )?over the counter", "otc",
  "non ?prescription", "prescription free", "sin receta", "venta libre", "sans ordonnance",
];

/** A test that measures a hormone or a drug names the molecule as what it measures, not as a medicine. */
const TEST_OF_MOLECULE = [
  "(hormone|fertility|thyroid|lab|blood|saliva|urine|drug|menopause|testosterone|estrogen|estradiol|progesterone|cortisol) (level )?(test|tests|testing|panel|screen)s?( kit)?",
  "lab processed", "(test|panel) kits?", "(multi )?drug (test|screen)", "[0-9]+ panel (drug )?(test|screen)",
];

/**
 * Supplies sold for a device, not the device: a name that names a filter, tubing, a cushion or a
 * battery next to the model ("ResMed AirSense 10 Disposable Filters", "Filters for DreamStation")
 * is the supply (auto-substantiation), unless the supply is what the device comes "with".
 */
const DEVICE_SUPPLY =
  "(filters?|tubing|tubes?|hoses?|hose covers?|water chambers?|humidifier chambers?|chambers?|tubs?|cushions?|nasal pillows?|headgear|straps?|mask liners?|liners?|masks?|wipes|cleaners?|cleaning|sanitizers?|batter(y|ies)|carrying (case|bag)s?|cases?|bags?|covers?|power (cords?|supply|supplies)|chargers?|adapters?|replacement parts?|parts|cannulas?|clips?)";
const NOT_WITH = "(?!(with|includes?|including|plus|and|w)(?![a-z0-9]))";
/** A device word that does not name one of its supplies: `device("airsense( [0-9]+)?")`. */
const device = (match: string) => `(?<!${DEVICE_SUPPLY}( [a-z0-9]+){0,5} )(${match})(?!( ${NOT_WITH}[a-z0-9.+&]+){0,5} ${DEVICE_SUPPLY}(?![a-z0-9]))`;

export const PRESCRIPTION_KNOWLEDGE: EligibilityRule[] = [
  {
    id: "rx.prescription_drug",
    kind: "ingredient",
    eligibility: "prescription",
    irs_pub502_category: "Medicines",
    authority: SOURCES.rx_only,
    patterns: withRomanceSpellings([
      ...entries(
        "antibiotic",
        "amoxicillin", "amoxicillin clavulanate", "azithromycin", "doxycycline", "cephalexin", "cefdinir", "cefuroxime", "ciprofloxacin",
        "levofloxacin", "penicillin", "sulfamethoxazole", "trimethoprim", "minocycline", "clindamycin", "metronidazole", "nitrofurantoin",
        "mupirocin",
      ),
      ...entries("antiviral", "valacyclovir", "acyclovir", "famciclovir", "oseltamivir", "baloxavir", "nirmatrelvir", "molnupiravir",
        "emtricitabine", "tenofovir", "bictegravir", "dolutegravir"),
      ...entries("antimalarial", "atovaquone", "proguanil", "malarone", "mefloquine", "chloroquine", "primaquine", "tafenoquine"),
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
    ]),
    exclusions: [...OTC_WORDING, ...TEST_OF_MOLECULE],
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

/**
 * More US prescription-only brand names by therapeutic class (FDA Orange Book / Drugs@FDA Rx
 * labelling), and prescription-only devices sold by brand (continuous glucose monitors and insulin
 * pumps other than the OTC biosensors, prescription contraceptive devices). A listing in a pharmacy
 * or marketplace names these by brand, rarely by molecule.
 */
export const PRESCRIPTION_BRANDS_MORE: EligibilityRule[] = [
  {
    id: "brand.rx_only_more",
    kind: "brand",
    eligibility: "prescription",
    irs_pub502_category: "Medicines",
    authority: SOURCES.rx_only,
    patterns: [
      ...entries("diabetes (Rx)", "glucophage", "amaryl", "glucotrol", "actos", "steglatro", "synjardy", "xigduo", "glyxambi", "soliqua", "xultophy", "semglee",
        "rezvoglar", "humalog kwikpen", "novolog flexpen", "admelog", "apidra", "afrezza"),
      ...entries("mental health and neurology (Rx)", "buspar", "desyrel", "belsomra", "dayvigo", "quviviq", "mydayis", "qelbree", "intuniv", "azstarys", "austedo",
        "ingrezza", "caplyta", "auvelity", "zurzuvae", "fetzima", "viibryd", "emsam", "geodon", "invega", "saphris", "cobenfy", "lithobid", "trileptal",
        "vimpat", "xcopri", "briviact", "fycompa", "zonegran", "gralise", "horizant", "savella", "nucynta", "percocet", "vicodin", "norco", "oxycontin",
        "ultram", "tylenol (with|#) codeine", "mobic", "celebrex", "flexeril", "robaxin", "zanaflex", "skelaxin", "lucemyra", "sublocade", "brixadi", "zubsolv"),
      ...entries("heart and cholesterol (Rx)", "repatha", "praluent", "leqvio", "nexletol", "nexlizet", "multaq", "corlanor", "bystolic", "micardis", "atacand",
        "avapro", "hyzaar", "lotrel", "lotensin", "altace", "vasotec", "cardizem", "procardia", "coreg", "aldactone", "kerendia", "verquvo", "camzyos",
        "welchol", "livalo", "lovaza", "niaspan", "savaysa", "bidil", "ranexa"),
      ...entries("respiratory and allergy (Rx)", "breztri", "wixela", "airduo", "arnuity", "asmanex", "alvesco", "incruse", "stiolto", "tudorza", "xopenex",
        "tezspire", "daliresp", "ofev", "esbriet", "orladeyo", "takhzyro", "palforzia", "neffy", "adrenaclick", "symjepi", "dymista", "ryaltris", "patanase",
        "clarinex", "atrovent", "combivent", "perforomist"),
      ...entries("digestive (Rx)", "linzess", "trulance", "amitiza", "motegrity", "xifaxan", "viberzi", "lialda", "asacol", "apriso", "entyvio", "carafate",
        "dexilant", "protonix", "aciphex", "voquezna", "ibsrela", "creon", "zenpep", "pancreaze", "ocaliva", "bentyl", "lomotil", "zofran odt", "diclegis", "bonjesta"),
      ...entries("anti-infective (Rx)", "amoxil", "ceftin", "omnicef", "doryx", "minocin", "solodyn", "cleocin", "macrobid", "macrodantin", "tindamax", "biaxin",
        "vibramycin", "zovirax", "famvir", "epclusa", "harvoni", "mavyret", "genvoya", "triumeq", "dovato", "cabenuva", "apretude", "odefsey", "stromectol",
        "albenza", "lampit", "xerava", "dificid", "vancocin"),
      ...entries("dermatology (Rx)", "altreno", "atralin", "epiduo", "onexton", "aklief", "winlevi", "seysara", "temovate", "lidex", "elocon", "vtama", "zoryve",
        "cibinqo", "adbry", "ebglyss", "sotyktu", "olumiant", "litfulo", "finacea", "mirvaso", "rhofade", "oracea", "kerydin", "luzu", "efudex", "carac",
        "aldara", "zyclara", "condylox", "veregen", "clobex", "olux", "ultravate", "cutivate", "kenalog", "tretinoin", "clobetasol", "triamcinolone cream",
        "ketoconazole cream", "fluocinonide", "desonide", "halobetasol", "betamethasone", "calcipotriene", "tacrolimus", "pimecrolimus", "ivermectin cream",
        "metronidazole (gel|cream)", "azelaic acid 15"),
      ...entries("hormones and reproductive health (Rx)", "vivelle", "climara", "divigel", "estrogel", "evamist", "duavee", "osphena", "intrarosa", "vagifem",
        "imvexxi", "yuvafem", "androgel", "testim", "xyosted", "jatenzo", "tlando", "natesto", "armour thyroid", "levoxyl", "unithroid", "tirosint", "cytomel",
        "orilissa", "oriahnn", "myfembree", "slynd", "nextstellis", "tyblume", "junel", "loestrin", "microgestin", "ortho tri cyclen", "tri sprintec",
        "aviane", "lutera", "seasonique", "phexxi", "ovidrel", "gonal f", "follistim", "menopur", "cetrotide", "ganirelix", "crinone", "endometrin",
        "estradiol", "progesterone (capsules|injection|in oil)", "testosterone (cypionate|enanthate|gel|injection)", "levothyroxine", "liothyronine"),
      ...entries("urology and sexual health (Rx)", "toviaz", "gemtesa", "uroxatral", "rapaflo", "jalyn", "stendra", "vyleesi", "sildenafil", "tadalafil",
        "vardenafil", "finasteride", "dutasteride", "tamsulosin", "oxybutynin", "tolterodine", "solifenacin", "mirabegron"),
      ...entries("bone and other (Rx)", "evista", "raloxifene", "medrol", "diprolene", "fosamax", "boniva", "actonel", "prolia", "evenity", "forteo", "tymlos", "reclast", "chantix", "zyban", "antabuse",
        "campral", "plenity", "uloric", "zyloprim", "colcrys", "mitigare", "krystexxa", "benlysta", "plaquenil", "arava", "otrexup", "rasuvo", "imuran",
        "cellcept", "prograf"),
      ...entries("ophthalmic (Rx)", "vevye", "miebo", "tyrvaya", "durysta", "combigan", "alphagan p", "cosopt", "azopt", "travatan", "zioptan", "simbrinza",
        "besivance", "vigamox", "zymaxid", "tobradex", "maxitrol", "lotemax", "durezol", "pred forte", "vuity", "ocuflox", "moxeza", "zylet"),
      ...entries("oncology (Rx)", "keytruda", "opdivo", "ibrance", "verzenio", "kisqali", "tagrisso", "imbruvica", "revlimid", "xtandi", "zytiga", "gleevec",
        "tamoxifen", "anastrozole", "letrozole", "exemestane"),
      ...entries("prescription-only device", "dexcom g[4-7]", "freestyle libre( [0-9]| 14 day| 2| 3)?", "eversense", "omnipod", "t ?slim x2", "minimed", "guardian (connect|sensor)",
        "(insulin|infusion) pumps?", ...["cpap machines?", "bipap machines?"].map(device), "(prescription|rx) hearing aids?", "diaphragm contracept[a-z]*", "cervical cap"),
    ],
    exclusions: [...OTC_WORDING, ...TEST_OF_MOLECULE],
    priority: 80,
    explanation: "this brand is a prescription-only medicine or device, so it is sold against a prescription",
  },
];


/**
 * Durable medical equipment that is prescription-only (FDA: "Caution: Federal law restricts this
 * device to sale by or on the order of a physician", 21 CFR 801.109): positive airway pressure
 * machines (CPAP, APAP, BiPAP/BPAP, bilevel, ventilators), oxygen concentrators and medical oxygen,
 * insulin pumps, pods and infusion sets, intermittent and indwelling urinary catheters. Sold by
 * model name (ResMed AirSense, Philips DreamStation, React Health Luna, Inogen Rove, Omnipod,
 * Tandem t:slim and AutoSoft, Medtronic MiniMed, Coloplast SpeediCath, Hollister VaPro). Their masks,
 * filters, tubing and cleaning supplies stay with the CPAP supplies (auto-substantiation) unless the
 * listing itself says it is dispensed on a prescription (rx.dispensed_on_prescription).
 */
export const PRESCRIPTION_DEVICES: EligibilityRule[] = [
  {
    id: "rx.prescription_device",
    eligibility: "prescription",
    irs_pub502_category: "Medical Aids",
    authority: `${SOURCES.rx_only}; FDA 21 CFR 801.109, prescription devices (durable medical equipment dispensed on a prescription)`,
    patterns: [
      ...entries("positive airway pressure machine", ...[
        "(auto ?|a ?)?cpap (machines?|devices?|systems?)", "auto ?cpaps?", "(mini|travel) ?cpaps?", "apap (machines?|devices?|systems?)", "(bipap|bpap|bi ?level|bilevel)( [a-z0-9]+){0,3} (machines?|devices?|systems?)",
        "bipap", "bpap", "bilevel", "bi level", "autoset", "auto set", "autosv", "aspire ?v", "non invasive ventilators?", "(home|portable) ventilators?",
        "airsense( [0-9]+)?", "aircurve( [0-9]+)?", "airmini", "resmed (lumis|stellar|astral)", "dreamstation( [0-9]+| go| auto| bipap)?", "system one (remstar|bipap)", "remstar",
        "philips respironics (trilogy|a40|bipap)", "trilogy (evo|100|200)", "luna (g3|ii)", "react health (luna|sleep|cpap|bipap|bpap)", "resvent", "ibreeze", "transcend( 365| 3| micro)?( mini)? (auto|cpap)",
        "z2 auto", "fisher (& |and )?paykel (sleepstyle|icon)", "sleepstyle", "luna g3",
      ].map(device)),
      ...entries("oxygen concentrator or medical oxygen", ...[
        "(portable |home |stationary )?oxygen concentrators?", "(medical |home )?oxygen (cylinders?|tanks?|refills?|therapy)", "medical oxygen", "inogen( one| at home| rove)?", "inogen rove( [0-9]+)?",
        "oxygo( fit| next)?", "simplygo( mini)?", "everflo", "caire (freestyle|eclipse|companion)", "freestyle comfort", "sequal", "invacare (platinum|perfecto|xpo2)", "respironics everflo",
        "(devilbiss|drive) ([0-9]+ ?l(iter)? )?(oxygen )?concentrators?", "concentrador(es)? de oxigeno", "concentrateurs? d oxygene",
      ].map(device)),
      // Devices a physician orders: bone growth stimulators, continuous passive motion, wound vacuums, lymphedema pumps.
      ...entries("prescription therapy device", ...[
        "bone (growth|healing|fusion) (stimulators?|stimulation|systems?|devices?|therapy)", "(ultrasound|pulsed electromagnetic|pemf|low intensity pulsed ultrasound|lipus) (bone|fracture) (healing|growth|stimulat[a-z]*)",
        "exogen", "spinal ?pak", "ortho ?pak", "physio ?stim", "spinal ?stim", "cervical ?stim", "cmf ol1000", "continuous passive motion", "cpm (machines?|devices?|units?)", "kinetec",
        "(negative pressure )?wound (vac|vacuum)s?", "negative pressure wound therapy", "npwt", "(lymphedema|sequential) (compression )?pumps?", "apnea monitors?",
        "estimulador(es)? (de crecimiento )?oseos?", "stimulateurs? (de croissance )?osseux", "(arthromoteur|movilizador pasivo continuo)",
      ].map(device)),
      // An infusion set or a catheter is itself the supply (with its cannula and tubing): no supply guard.
      ...entries("insulin pump or infusion set", ...[
        "(insulin |patch )?pump (pods?|reservoirs?|cartridges?)", "insulin pumps?", "(insulin )?infusion sets?", "omnipod( [0-9]+| dash| go)?( pods?)?", "tandem (t ?slim|mobi|autosoft|varisoft|trusteel)",
        "t ?slim( x2)?", "autosoft( [0-9]+| xc)?", "varisoft", "trusteel", "minimed( [0-9]+[a-z]*)?", "medtronic (minimed|extended|quick ?set|silhouette|sure ?t|mio|guardian)",
        "(mio|quick ?set|silhouette|sure ?t|extended) infusion sets?", "ilet (bionic|pancreas)", "beta bionics", "bomba de insulina", "pompe a insuline",
      ]),
      ...entries("urinary catheter (prescription)", ...[
        "(intermittent|hydrophilic|foley|indwelling|straight tip|coude tip|coude|closed system|touchless|pediatric|female|male) (urinary )?catheters?", "(urinary )?catheters? (kit|tray)s?",
        "speedicath", "lofric", "gentlecath", "vapro", "cure (catheter|twist|ultra|medical)", "self ?cath", "hollister (vapro|apogee|infyna|advance plus)", "apogee (intermittent|plus|hc)",
        "infyna", "coloplast (speedicath|self ?cath|luja)", "luja", "magic3", "bard (touchless|intermittent|foley)", "rusch (intermittent|foley)", "sondas? (vesicales?|urinarias?|de foley|intermitentes?)", "sondes? (urinaires?|vesicales?|intermittentes?)",
      ]),
    ],
    // A hyperbaric oxygen session is a treatment given at a clinic (service.procedures), not oxygen equipment.
    exclusions: [...OTC_WORDING, "hyperbaric"],
    priority: 80,
    explanation: "this durable medical equipment is a prescription-only device (dispensed on a physician's order), so it needs the prescription for substantiation",
  },
];
