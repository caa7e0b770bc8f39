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
        "hemoglobin a1c", "hba1c", "tsh( test)?", "thyroid stimulating hormone", "25 hydroxy", "urinalysis", "urine culture",
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
