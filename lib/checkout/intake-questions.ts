// The short clinical intake a shopper answers when a line needs a letter of medical necessity.
// Pure data, shared by the hosted form (client) and the pay action (server).

export type IntakeQuestions = {
  /** What the letter is for, in the shopper's words (the first question, tailored to the visit). */
  conditionLabel: string;
  conditionPlaceholder: string;
  durationLabel: string;
  medicationsLabel: string;
  consentLabel: string;
};

export const DURATION_OPTIONS = [
  { value: "under_1_month", label: "Less than a month" },
  { value: "1_to_6_months", label: "1 to 6 months" },
  { value: "6_to_12_months", label: "6 to 12 months" },
  { value: "over_1_year", label: "More than a year" },
] as const;

const GENERIC = {
  conditionLabel: "What condition or health goal is this purchase for?",
  conditionPlaceholder: "e.g. chronic lower back pain, recommended by my doctor",
  durationLabel: "How long have you had this condition?",
};

/** The first two questions by visit_type; the others are the same for every visit. */
const BY_VISIT: Record<string, Partial<IntakeQuestions>> = {
  cbtSleep: {
    conditionLabel: "Describe your sleep difficulties",
    conditionPlaceholder: "e.g. trouble falling asleep, waking at 3am most nights",
    durationLabel: "How long have you had trouble sleeping?",
  },
  nutrition: {
    conditionLabel: "Which condition is the nutrition plan for?",
    conditionPlaceholder: "e.g. prediabetes, high cholesterol, IBS",
    durationLabel: "How long have you had this condition?",
  },
  mentalHealth: {
    conditionLabel: "What would you like support with?",
    conditionPlaceholder: "e.g. anxiety, low mood, stress affecting daily life",
    durationLabel: "How long have you felt this way?",
  },
  weightLoss: {
    conditionLabel: "Which weight-related condition is this for?",
    conditionPlaceholder: "e.g. obesity, hypertension, type 2 diabetes",
    durationLabel: "How long have you had this condition?",
  },
  fitness: {
    conditionLabel: "Which condition does this programme treat or prevent?",
    conditionPlaceholder: "e.g. hypertension, recovery after knee surgery",
    durationLabel: "How long have you had this condition?",
  },
  physicalTherapy: {
    conditionLabel: "Which injury or condition needs therapy?",
    conditionPlaceholder: "e.g. shoulder strain, post-operative rehabilitation",
    durationLabel: "How long have you had symptoms?",
  },
  dermatology: {
    conditionLabel: "Describe the skin condition",
    conditionPlaceholder: "e.g. eczema on both hands, moderate acne",
    durationLabel: "How long have you had symptoms?",
  },
  primaryCare: {
    conditionLabel: "What symptoms would you like help with?",
    conditionPlaceholder: "e.g. recurring headaches, fatigue",
    durationLabel: "How long have you had these symptoms?",
  },
  smokingCessation: {
    conditionLabel: "How much do you smoke or vape?",
    conditionPlaceholder: "e.g. about 10 cigarettes a day",
    durationLabel: "How long have you smoked or vaped?",
  },
};

export function intakeQuestionsFor(visitType: string | null | undefined): IntakeQuestions {
  return {
    ...GENERIC,
    medicationsLabel: "Which medications do you currently take?",
    consentLabel: "My answers are accurate, and I consent to a licensed clinician reviewing them to decide on a letter of medical necessity.",
    ...(visitType ? BY_VISIT[visitType] : undefined),
  };
}
