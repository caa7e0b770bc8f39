// Human wording for the catalogue's enums and computed descriptions (coupon terms, intervals).
import type { EligibilityValue } from "@/lib/eligibility/eligibility-values";
import type { Coupon } from "@/lib/schemas/coupon";
import type { Price } from "@/lib/schemas/price";
import { VISIT_TYPES } from "@/lib/schemas/enums";
import { formatMoney } from "@/lib/format";

type VisitType = (typeof VISIT_TYPES)[number];

export const ELIGIBILITY: Record<EligibilityValue, { label: string; short: string; description: string; eligible: boolean }> = {
  auto_substantiation: {
    label: "Auto-substantiation (IIAS)",
    short: "IIAS eligible",
    description: "Eligible, and approved automatically at checkout through the merchant's IIAS.",
    eligible: true,
  },
  letter_of_medical_necessity: {
    label: "Letter of medical necessity",
    short: "Needs LMN",
    description: "Eligible once the shopper completes a clinical intake and gets a letter of medical necessity.",
    eligible: true,
  },
  prescription: { label: "Prescription", short: "Prescription", description: "Eligible with a prescription.", eligible: true },
  vision: { label: "Vision", short: "Vision", description: "Eligible vision care, such as glasses and contact lenses.", eligible: true },
  service: { label: "Medical service", short: "Service", description: "An eligible medical service, such as a lab test or a visit.", eligible: true },
  private_label: { label: "Private label", short: "Private label", description: "Eligible store-brand product you have classified yourself.", eligible: true },
  not_eligible: { label: "Not eligible", short: "Not eligible", description: "Cannot be paid with an HSA/FSA card.", eligible: false },
};

export const VISIT_TYPE_LABELS: Record<VisitType, string> = {
  cbtSleep: "CBT for sleep",
  notApplicable: "Not applicable",
  nutrition: "Nutrition",
  mentalHealth: "Mental health",
  weightLoss: "Weight loss",
  fitness: "Fitness",
  physicalTherapy: "Physical therapy",
  dermatology: "Dermatology",
  primaryCare: "Primary care",
  smokingCessation: "Smoking cessation",
};

export function visitTypeLabel(value: string | null | undefined): string | null {
  return value ? (VISIT_TYPE_LABELS[value as VisitType] ?? value) : null;
}

const INTERVAL_UNIT: Record<string, [string, string]> = {
  daily: ["day", "days"],
  weekly: ["week", "weeks"],
  monthly: ["month", "months"],
  yearly: ["year", "years"],
};

/** "monthly", 1 -> "month"; "monthly", 3 -> "3 months". */
export function intervalText(interval: string, count = 1): string {
  const [one, many] = INTERVAL_UNIT[interval] ?? [interval, interval];
  return count === 1 ? one : `${count} ${many}`;
}

/** "One-time", "Every month", "Every 3 months". */
export function priceTypeText(price: Pick<Price, "type" | "recurring">): string {
  if (price.type !== "recurring" || !price.recurring) return "One-time";
  return `Every ${intervalText(price.recurring.interval, price.recurring.interval_count)}`;
}

/** "$12.99", "$12.99 / month", "$30.00 every 3 months". */
export function priceAmountText(price: Pick<Price, "unit_amount" | "type" | "recurring">): string {
  const amount = formatMoney(price.unit_amount);
  if (price.type !== "recurring" || !price.recurring) return amount;
  const { interval, interval_count } = price.recurring;
  return interval_count === 1 ? `${amount} / ${intervalText(interval)}` : `${amount} every ${intervalText(interval, interval_count)}`;
}

/** "$5.00 off" or "12.5% off". */
export function couponOffText(coupon: Pick<Coupon, "amount_off" | "percent_off">): string {
  if (coupon.amount_off !== null) return `${formatMoney(coupon.amount_off)} off`;
  if (coupon.percent_off !== null) return `${Number(coupon.percent_off.toFixed(2))}% off`;
  return "—";
}

/** "Once", "Forever", "3 months". */
export function couponDurationText(coupon: Pick<Coupon, "duration" | "duration_in_months">): string {
  if (coupon.duration === "forever") return "Forever";
  if (coupon.duration === "repeating") {
    const n = coupon.duration_in_months ?? 1;
    return `${n} ${n === 1 ? "month" : "months"}`;
  }
  return "Once";
}

/** "3 / 10" or "3" when unlimited. */
export function redemptionsText(times: number, max: number | null): string {
  return max === null ? String(times) : `${times} / ${max}`;
}

/** "applies once", "for 3 months", "applies forever". */
export function couponDurationPhrase(coupon: Pick<Coupon, "duration" | "duration_in_months">): string {
  if (coupon.duration === "forever") return "applies forever";
  if (coupon.duration === "repeating") return `for ${couponDurationText(coupon)}`;
  return "applies once";
}
