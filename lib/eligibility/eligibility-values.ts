/**
 * Every valid `hsa_fsa_eligibility` value. `private_label` is valid on a product/price but is
 * never produced by the eligibility bot.
 */
export const ELIGIBILITY_VALUES = [
  "not_eligible",
  "auto_substantiation",
  "letter_of_medical_necessity",
  "prescription",
  "vision",
  "service",
  "private_label",
] as const;

export type EligibilityValue = (typeof ELIGIBILITY_VALUES)[number];

/** The values the eligibility bot can produce (all but `private_label`). */
export type BotEligibilityValue = Exclude<EligibilityValue, "private_label">;

export function isEligibilityValue(value: unknown): value is EligibilityValue {
  return typeof value === "string" && (ELIGIBILITY_VALUES as readonly string[]).includes(value);
}
