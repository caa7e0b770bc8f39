import { z } from "zod";
import { ELIGIBILITY_VALUES } from "@/lib/eligibility/eligibility-values";

export const eligibilitySchema = z.enum(ELIGIBILITY_VALUES);

/** The clinical intake a shopper completes when a letter of medical necessity is needed (camelCase). */
export const VISIT_TYPES = [
  "cbtSleep",
  "notApplicable",
  "nutrition",
  "mentalHealth",
  "weightLoss",
  "fitness",
  "physicalTherapy",
  "dermatology",
  "primaryCare",
  "smokingCessation",
] as const;
export const visitTypeSchema = z.enum(VISIT_TYPES);

export const RECURRING_INTERVALS = ["daily", "weekly", "monthly", "yearly"] as const;
export const recurringIntervalSchema = z.enum(RECURRING_INTERVALS);

export const PRICE_TYPES = ["one_time", "recurring"] as const;
export const COUPON_DURATIONS = ["once", "repeating", "forever"] as const;
export const CAPTURE_METHODS = ["automatic", "manual"] as const;
export const AFTER_COMPLETION_TYPES = ["redirect", "hosted_confirmation"] as const;
/** Where an object was made: by API, in the dashboard, or by a storefront platform's plugin. */
export const ORIGINS = ["api", "dashboard", "shopify", "woocommerce", "bigcommerce"] as const;

/**
 * The most one amount may be, in cents ($999,999.99): any amount a client sends, and any total
 * the service computes from them (a session's subtotal and total, a subscription's period), so
 * every sum of amounts fits a 32-bit integer column with room to spare.
 */
export const MAX_AMOUNT = 99_999_999;

/** Integer cents, USD: up to $999,999.99. */
export const amountSchema = z.number().int().min(0).max(MAX_AMOUNT);
export const positiveAmountSchema = z.number().int().min(1).max(MAX_AMOUNT);
