/**
 * Service vocabulary: what clinics and labs call what they sell (lab tests and panels, physicals,
 * allergy testing, screenings, outpatient procedures, therapies), and telehealth service brands.
 * IRS Publication 502: "Laboratory Fees", "Physical Examination", "X-ray", "Body Scan",
 * "Vasectomy", "Therapy", "Psychiatric Care", "What Are Medical Expenses?".
 */
import type { EligibilityRule } from "../catalogue-types";
import { entries } from "./entries";
import { pub502 } from "./sources";

/** Words of a device one buys, not a test one is given (a personal ECG, an ECG-accurate strap). */
const DEVICE_WORDS = ["personal", "portable", "wearable", "monitor", "device", "smart ?watch", "watch", "chest strap", "at home", "home use"];

export const SERVICE_KNOWLEDGE: EligibilityRule[] = [
  {
    id: "service.lab_panels",
    eligibility: "service",
    irs_pub502_category: "Laboratory Fees",
    authority: `${pub502("Laboratory Fees")}`,
    patterns: [
      ...entries(
        "lab test or panel",
        "lipid (panel|profile)", "complete blood count", "cbc( with differential)?", "(comprehensive|basic) metabolic panel", "cmp", "bmp",
        "hemoglobin a1c", "hba1c", "tsh( test)?", "thyroid stimulating hormone", "25 hydroxy", { match: "urinalysis", unless: ["(reagent|test|urinalysis|ketone|glucose) strips", "dipsticks?"] }, "urine culture",
        "(throat|strep) culture", "pap (smear|test)", "hpv (test|testing|screening)", "psa (test|screening)", "blood draw", "venipuncture",
        "biomarkers?", "quest diagnostics", "labcorp", "patient service center",
        "(antibody|hormone|thyroid|wellness|fertility|nutrient|iron|hepatitis|celiac|food allergy|cardiac|kidney|liver|vitamin) (panel|profile)s?",
        "vitamin [a-z][0-9]* (blood )?(test|level|lab test)", "(iron|ferritin|testosterone|estrogen|cortisol|hormone|antibody) (blood )?tests?",
      ),
      ...entries(
        "allergy testing",
        "allergy (skin |blood |patch |prick )?(test|tests|testing|panel)s?", "skin prick (test|testing)", "patch testing", "food allergy (test|testing)",
      ),
      ...entries(
        "screening or imaging",
        "mammograms?", "bone density (scan|test|screening)", "dexa( scan)?", "dxa scan", "(lung|colon|colorectal|cervical|skin|prostate) cancer screening",
        "(cardiac|treadmill|exercise) stress test", "echocardiograms?", "holter (monitor(ing)?|study)", "pet scan", "cat scan",
        "12 lead (ekg|ecg)", "resting (ekg|ecg|electrocardiogram)",
        { match: "electrocardiograms?", unless: DEVICE_WORDS }, { match: "(ekg|ecg)( test| testing| reading| interpretation| screening)?", unless: [...DEVICE_WORDS, "ecg accurate", "kardia"] },
      ),
    ],
    priority: 70,
    explanation: "laboratory tests, screenings and diagnostic imaging are medical services",
  },
  {
    id: "service.exams_and_procedures",
    eligibility: "service",
    irs_pub502_category: "Physical Examination",
    authority: `${pub502("Physical Examination")}, "Vasectomy", "Birth Control Pills" and "What Are Medical Expenses?" (diagnosis and treatment)`,
    patterns: [
      ...entries(
        "physical exam",
        "(dot|sports|school|camp|pre employment|preemployment|annual|executive|immigration|faa|flight|college) physicals?",
        "well (child|woman|baby|visit|check) ?(visit|exam|check|checkup|check up)?s?", "wellness (exam|check|checkup)", "medical examiner",
      ),
      ...entries(
        "outpatient procedure",
        "vasectomy", "tubal ligation", "iud (insertion|placement|removal)", "(nexplanon|implant) (insertion|removal)",
        "(mole|cyst|lipoma|ingrown toenail|skin lesion|lesion) (removal|excision)", "excisions?", "cryotherapy (for warts|wart)",
        "(upper )?endoscopy", "colposcopy", "(outpatient|minor|same day|in office) (procedure|surgery)",
        "microsuction", "ear (wax )?irrigation", "cerumen removal", "(ear ?wax|earwax) removal by", "(joint|cortisone|steroid) (injection|shot)s?",
        "laceration repair", "stitches removal", "suture removal", "iui", "intrauterine insemination", "surgical (procedure|consultation)",
        "(knee|hip|shoulder|hernia|gallbladder|sinus|foot|hand|spine|back|carpal tunnel) surgery",
      ),
      ...entries("clinician visit", "(nurse|doctor|physician|clinician|midwife) home visit", "home health visit", "lactation (consultant|consultation|consult)",
        "ibclc", "breastfeeding (consultation|consult|support visit)"),
    ],
    priority: 70,
    explanation: "an examination or outpatient procedure by a medical practitioner is a medical service",
  },
  {
    id: "service.therapies",
    eligibility: "service",
    irs_pub502_category: "Therapy",
    authority: `${pub502("Therapy")} and "Psychiatric Care"`,
    patterns: entries(
      "therapy by a practitioner",
      "aba therapy", "applied behaviou?r(al)? analysis", "tms( therapy)?", "transcranial magnetic stimulation", "electroconvulsive therapy",
      "ketamine (infusion|therapy)", "spravato", "dbt", "dialectical behaviou?r therapy", "emdr", "vestibular (rehab|rehabilitation|therapy)",
      "pelvic floor (therapy|physical therapy|rehab)", "hand therapy", "feeding therapy", "dialysis", "chemotherapy", "radiation therapy",
      "respiratory therapy", "wound care (visit|clinic|treatment)", "psychiatric (evaluation|assessment|visit)", "neuropsychological (testing|evaluation)",
      "cognitive behaviou?ral therapy (session|sessions)",
    ),
    priority: 70,
    explanation: "therapy given by a licensed practitioner is a medical service",
  },
  {
    id: "brand.medical_services",
    kind: "brand",
    eligibility: "service",
    irs_pub502_category: "What Are Medical Expenses?",
    authority: `${pub502("What Are Medical Expenses?")}, payments to physicians and other medical practitioners`,
    patterns: entries(
      "telehealth or lab service",
      "teladoc", "mdlive", "amwell", "doctor on demand", "plushcare", "k health", "98point6", "sesame (care|visit|urgent)", "talkspace",
      "betterhelp", "cerebral (visit|therapy|psychiatry)", "labcorp ondemand", "quest (lab|blood|test)",
      "shingrix", "gardasil", "prevnar", "arexvy", "abrysvo",
    ),
    priority: 70,
    explanation: "this brand provides medical services (visits, tests, vaccinations) from licensed practitioners",
  },
];

/** A kit or supply one buys, not a procedure one is given. */
const SUPPLY_WORDS = ["temporary", "repair kit", "kit", "at home", "home use", "diy", "refill", "replacement"];
/** Marketing that names a specialty without being a visit ("dermatology-grade", "dermatologist tested"). */
const MARKETING = ["recommended", "tested", "grade", "approved", "developed", "formulated", "inspired", "quality"];

/**
 * How clinics name what they sell: by billing code (CPT, CDT, HCPCS), by encounter ("follow-up
 * visit", "established patient"), by specialty ("Family Medicine", "Dermatology") and by
 * procedure ("scaling and root planing", "therapeutic exercise", "spirometry"). IRS Publication
 * 502, "What Are Medical Expenses?", "Dental Treatment", "Physical Examination", "Therapy";
 * CPT (AMA) and CDT (ADA) code sets name medical and dental procedures.
 */
export const CLINICAL_ENCOUNTER_KNOWLEDGE: EligibilityRule[] = [
  {
    id: "service.coded_procedure",
    eligibility: "service",
    irs_pub502_category: "What Are Medical Expenses?",
    authority: `${pub502("What Are Medical Expenses?")}; a CPT (AMA), CDT (ADA) or HCPCS procedure code names a medical or dental procedure`,
    patterns: entries("billing code of a procedure", "cpt( code)? ?[0-9]{4}[0-9a-z]", "cdt( code)? ?d ?[0-9]{4}", "d[0-9]{4}", "hcpcs( code)? ?[a-z][0-9]{4}", "icd ?10"),
    priority: 72,
    explanation: "the listing carries a medical or dental procedure code (CPT, CDT, HCPCS): it is a service by a practitioner",
  },
  {
    id: "service.encounter",
    eligibility: "service",
    irs_pub502_category: "Physical Examination",
    authority: `${pub502("Physical Examination")}, "Psychiatric Care", "Dental Treatment", "Therapy" and "What Are Medical Expenses?"`,
    patterns: [
      ...entries(
        "encounter",
        "(sick|follow ?up|same day|walk in|acute|acute care|established patient|new patient|annual|preventive|preventative|well child|hospital|emergency|office|clinic|specialist|initial|return|urgent|telehealth|video|phone|in person|post op|postoperative|pre op|preoperative) (visit|consultation|consult|appointment|evaluation|exam)s?",
        "(gyn(a)?ecolog(ic|ical)|pelvic|breast|prostate|diabetic foot|well woman|well man|prenatal|postnatal|postpartum|pediatric|newborn) (exam|examination|visit|check|checkup)s?",
        { match: "(in|at) (the |our )?(office|clinic)", fields: ["name"], unless: ["use", "home", "kit", "chair", "desk", "supplies"] },
        "(nurse|nursing|rn|lpn|home health|visiting nurse|nurse practitioner|np) (visits?|assessments?|consultations?|appointments?)",
        "(intake|initial|behaviou?ral health|mental health|psychiatric|medication|med|family planning|contraception|hearing aid) (assessment|evaluation|session|visit|check ?in|check|review|appointment|consultation|fitting|programming|adjustment)s?",
        "(individual|family|group|grief|mental health|substance use|bereavement|trauma) counsel(l)?ing",
        "established patient", "evaluation and management", "(consultation|visit) with (a |an |the |our )?(doctor|physician|provider|specialist|surgeon|dermatologist|cardiologist|nurse practitioner|psychiatrist|pediatrician)",
        "(psychiatric|psychological|diagnostic|neurological|developmental|orthopedic|orthopaedic|comprehensive oral|periodic oral|limited oral|oral|audiological|cardiac|pulmonary|vestibular|balance|swallow(ing)?|concussion|fall risk|functional capacity|autism|adhd) (evaluations?|assessments?|re ?evaluations?|screenings?)",
      ),
      ...entries("urgent care visit", "urgent care (visit|consultation|appointment|exam)s?"),
      ...entries("physician evaluation", "(physician|doctor|provider|medical) (evaluation|assessment)s?"),
      // IV fluids a physician orders for dehydration are treatment; a wellness drip is not (exclude.non_medical_services).
      ...entries("IV fluids for dehydration", "(iv|i v|intravenous) (hydration|rehydration|fluids?|saline)( [a-z0-9.]+){0,8} dehydration", "(hidratacion|rehidratacion|sueroterapia) intravenosa( [a-z]+){0,3} (por|para) (la )?deshidratacion",
        "(rehydratation|hydratation) (intraveineuse|iv)( [a-z]+){0,3} (pour|contre) (la )?deshydratation", "(iv|i v|intravenous) fluids?( therapy)?"),
      ...entries("sleep study or allergy testing", "sleep stud(y|ies)", "polysomnograph(y|ie)", "polisomnografias?", "estudios? del sueno", "prick ?tests?", "tests? (allergologiques?|cutanes)", "pruebas? (de alergia|cutaneas?)"),
      // A visit named by its complaint ("Sore Throat Visit with Rapid Strep Test", "UTI Consultation").
      ...entries("visit for a complaint", "(sore throat|strep throat|sinus infection|sinus|ear infection|ear ache|earache|uti|urinary tract infection|bladder infection|cold (and|&) flu|cold|flu|covid ?19|covid|allergy|allergies|rash|skin rash|pink eye|cough|fever|minor illness|minor injury|injury|illness|std|sti|acne|hair loss|erectile dysfunction|ed|birth control|migraine|headache|back pain|anxiety|depression|insomnia|weight management) (visit|consultation|consult|appointment|evaluation|exam)s?"),
    ],
    priority: 70,
    explanation: "a clinical encounter (a visit, a consultation, an evaluation) with a practitioner is a medical service",
  },
  {
    // Where care is given, not what is sold: a product word in the same name wins ("Crutches -
    // Dispensed at Urgent Care", "Glucose Meter Kit - Endocrinology Clinic").
    id: "service.specialty_or_place",
    eligibility: "service",
    irs_pub502_category: "What Are Medical Expenses?",
    authority: `${pub502("What Are Medical Expenses?")}, payments to physicians and other medical practitioners`,
    patterns: [
      ...entries("place of care", "urgent care", "walk in clinic"),
      ...entries(
        "medical specialty",
        ...[
          "(family|internal|sports|travel|sleep|emergency|occupational|integrative|functional|lifestyle|preventive|aviation|adolescent|geriatric) medicine",
          "dermatology", "cardiology", "neurology", "gastroenterology", "endocrinology", "rheumatology", "pulmonology", "nephrology", "urology", "gynecology",
          "obstetrics", "ob gyn", "pediatrics", "paediatrics", "orthopedics", "orthopaedics", "podiatry", "oncology", "hematology", "psychiatry", "otolaryngology",
          "allergy (and|&) immunology", "infectious disease", "geriatrics", "hepatology", "periodontics", "endodontics",
          "prosthodontics", "oral surgery",
          // The practitioner named: "Memory Assessment with a Neurologist".
          "(neurologist|cardiologist|dermatologist|rheumatologist|endocrinologist|gastroenterologist|urologist|pulmonologist|nephrologist|oncologist|hematologist|podiatrist|audiologist|geriatrician|psychiatrist|allergist|ophthalmologist|orthopedist|orthopaedic surgeon)s?",
        ].map((match) => ({ match, unless: MARKETING })),
      ),
    ],
    priority: 45,
    explanation: "a medical specialty or place of care names a practitioner's service",
  },
  {
    id: "service.procedures",
    eligibility: "service",
    irs_pub502_category: "What Are Medical Expenses?",
    authority: `${pub502("What Are Medical Expenses?")}, "Dental Treatment" and "Therapy": diagnosis and treatment by a practitioner`,
    patterns: [
      ...entries(
        "medical procedure",
        "immunotherapy", "allergy (shots?|injections?)", "tb (skin )?test", "ppd (test|placement)", "quantiferon", "tympanometry", "audiograms?",
        "(ingrown )?(toe ?nail|nail) (removal|avulsion)", "(wart|lesion|skin tag|mole)s? (freezing|cryotherapy|destruction)", "(wart|lesion) freezing",
        "botox (for|injections? for|treatment for) (chronic )?(migraines?|hyperhidrosis|spasticity|overactive bladder|tmj|bruxism)",
        { match: "surg(ery|ical (procedure|repair))", unless: ["cosmetic", "plastic surgery", "(after|post|pre) ?(op|surgery|surgical)", "recovery", "surgery (kit|supplies|pillow|garment)", "surgical (masks?|gloves|tape|gowns?)"] },
        "(scar|wound) revision", "diabetes (self management )?education", "dsmes?", "diabetes prevention program", "spirometry", "pulmonary function (test|testing)", "nerve conduction( study)?", "emg", "eeg",
        "(destruction|removal|excision|biopsy|repair|drainage|aspiration) of", "incision and drainage", "cryosurgery", "debridement", "nebuli[sz]er treatment",
        "(joint|trigger point|epidural|nerve block) (injections?|aspiration)", "(extracorporeal |radial |focused )?shock ?wave therapy", "eswt", "(iv )?iron infusions?", "hyperbaric oxygen( therapy| treatment)?( sessions?)?", "hbot( sessions?)?", "(hormone|testosterone|estradiol|bhrt|bioidentical hormone) pellets?( (insertion|therapy|implant))?", "pellet insertion",
        "(bhrt|bioidentical hormone|hormone replacement|menopause|testosterone replacement|trt) (consultations?|therapy|visits?|evaluations?|programs?)", "(wound care|wound clinic|ostomy|diabetic wound) (visits?|consultations?|appointments?|assessments?|nurse|specialist|services?)",
        "(memory|cognitive|neurocognitive|neuropsychological|dementia|alzheimers?) (assessments?|evaluations?|screenings?|testing|tests?)", "nerve blocks?", "infusion (therapy|visit|center)", "suture (removal|repair)", "catheteri[sz]ation", "(in clinic|in office|point of care) (test|testing)", "(test|testing|swab) (in clinic|in office)",
      ),
      ...entries(
        "dental procedure",
        "fluoride (varnish|treatment|application)", { match: "(dental |pit and fissure )?sealants?", unless: SUPPLY_WORDS }, "scaling and root planing", "root planing",
        "periodontal (maintenance|scaling|therapy)", "deep (dental )?cleaning", { match: "(composite|resin|amalgam|tooth colou?red|porcelain) (fillings?|restorations?)", unless: SUPPLY_WORDS },
        { match: "fillings?", fields: ["name"], unless: SUPPLY_WORDS }, "(porcelain|ceramic|zirconia|dental|tooth|stainless steel|pfm) crowns?", "(dental|tooth|single tooth) implants?( placement)?",
        "implant placement", "bitewings?", "(dental|panoramic|periapical|full mouth|bitewing) (x ?rays?|images|radiographs?)", "x ?rays?", "radiographs?",
        "(wisdom )?(tooth|teeth) (extraction|removal)s?", "impacted (wisdom )?(tooth|teeth)", "extractions?", "prophylaxis", "(oral|dental) (exam|evaluation|examination)",
        "occlusal (guard|adjustment)", "pulpotomy", "apicoectomy", "space maintainer", "bone graft", "(full|partial) dentures? (fabrication|fitting)",
        // Dentures a clinic makes and fits, not the adhesive or cleaner sold for them.
        ...["(complete|full|partial|upper|lower|immediate|custom|acrylic|flexible|cast metal|implant (supported|retained)|snap on)( (upper|lower|and|&))*( (complete|full|partial))? dentures?", "overdentures?",
          "dentures? (fabrication|fitting|reline|rebase|repair|adjustment|relines?|try in)", "(chairside|lab|laboratory|hard|soft) (denture )?relines?", "dentaduras? (completas?|parciales?|postizas? a medida)", "protheses? dentaires?( (completes?|partielles?|amovibles?))?"].map(
          (match) => ({ match, unless: ["adhesives?", "cleaners?", "cleansers?", "tablets?", "creams?", "pastes?", "brush(es)?", "bath", "cases?", "cups?", "kits?", "cushions?", "strips?", "powders?", "grips?", "fixodent", "polident", "poligrip", "seabond"] })),
      ),
      ...entries("addiction treatment", "(alcohol|drug|substance|opioid|alcoholism|addiction) (detox|detoxification|rehab|rehabilitation|treatment|recovery program)( program)?",
        "inpatient (rehab|rehabilitation|treatment|detox)", "medically supervised detox", "addiction treatment", "substance use (treatment|counsel(l)?ing|program)"),
      ...entries(
        "rehabilitation",
        "therapeutic (exercise|activities|activity)", "manual therapy", "neuromuscular re ?education", "gait training", "dry needling", "spinal decompression",
        "(mechanical |cervical |lumbar )?traction( therapy)?", "therapeutic ultrasound", "electrical stimulation (therapy|attended)", "cardiac rehabilitation", "pulmonary rehab(ilitation)?",
      ),
    ],
    priority: 70,
    explanation: "a medical, dental or rehabilitation procedure by a practitioner is a medical service",
  },
  {
    id: "service.pub502_care",
    eligibility: "service",
    irs_pub502_category: "Ambulance",
    authority: `${pub502("Ambulance")}, "Hospital Services", "Lamaze Class", "Nursing Home", "Nursing Services", "Transplants", "Laboratory Fees"`,
    patterns: [
      ...entries("ambulance", "ambulances?( transport| ride| service)?", "ambulancias?", "traslado en ambulancia", "transport (en|par) ambulance", "air ambulance", "medevac"),
      ...entries("hospital care", "hospital (stay|admission|services?|room|deposit|bill|charges)", "inpatient (care|stay|admission|services?)", "hospitali[sz]ation", "hospitalizacion",
        "nursing home", "skilled nursing", "home health (aide|care|services?)", "nursing services", "organ transplants?", "long term care (services?|facility)"),
      ...entries("childbirth education", "lamaze( class(es)?| course)?", "childbirth (education|class(es)?|course|preparation)", "birthing class(es)?", "prenatal (class(es)?|course)",
        "preparation a l accouchement", "curso (de )?(preparacion al parto|psicoprofilaxis)"),
      ...entries("lab-processed test kit", "(lab processed|mail in|mail back|lab analy[sz]ed)( [a-z0-9]+){0,4} (test )?kits?", "(processed|analy[sz]ed) (by|in|at) (a |an |our )?(certified |clia )?(lab|laboratory)", "everlywell", "letsgetchecked", "imaware", "mylab box", "cologuard"),
    ],
    priority: 70,
    explanation: "ambulance, hospital, nursing and childbirth-education services, and tests processed by a laboratory, are medical care",
  },
];
