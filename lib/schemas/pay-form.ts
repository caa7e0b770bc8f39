// The hosted checkout form: what the shopper types, validated in the browser for quick feedback
// and again by the pay action (a server action is a public endpoint). Which sections are
// required depends on the session (split cart, shipping, intake, promo codes).
import { z } from "zod";
import { text } from "@/lib/schemas/common";
import { DURATION_OPTIONS } from "@/lib/checkout/intake-questions";

export type PayFormRequirements = {
  /** Eligible and non-eligible lines: an HSA/FSA card and a regular card. */
  split: boolean;
  shipping: boolean;
  intake: boolean;
  promo: boolean;
};

const digits = (v: string) => v.replace(/\D/g, "");

export const cardFormSchema = z.object({
  number: z
    .string()
    .trim()
    .min(1, "Enter a card number.")
    .refine((v) => /^[\d\s-]+$/.test(v) && digits(v).length >= 12 && digits(v).length <= 19, "Enter a valid card number."),
  // Format only: no card network checks the date in test mode.
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Enter the expiry date as MM / YY."),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "Enter the 3- or 4-digit security code."),
});

export const shippingFormSchema = z.object({
  line1: text().trim().min(1, "Enter your street address.").max(200),
  line2: text().trim().max(200),
  city: text().trim().min(1, "Enter your city.").max(200),
  state: text().trim().max(200),
  postal_code: text().trim().min(1, "Enter your ZIP or postal code.").max(20, "Use at most 20 characters."),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "Choose a country."),
});

const DURATIONS = DURATION_OPTIONS.map((o) => o.value) as [string, ...string[]];

export const intakeFormSchema = z.object({
  condition: text().trim().min(3, "Tell the clinician what this is for.").max(2000, "Keep it under 2,000 characters."),
  duration: z.enum(DURATIONS, { error: "Choose how long." }),
  medications: text().trim().min(1, "List your current medications, or write \u201cNone\u201d.").max(2000, "Keep it under 2,000 characters."),
  consent: z.literal(true, { error: "Your consent is needed for a clinician to review your answers." }),
});

const baseSchema = z.object({
  email: z.string().trim().min(1, "Enter your email address.").pipe(z.email("Enter a valid email address.").max(254)),
  /** The regular card (or the only card when the cart is not split). */
  card: cardFormSchema,
  hsaCard: cardFormSchema.optional(),
  promo_code: text().trim().max(50, "Promo codes have at most 50 characters.").optional(),
  shipping: shippingFormSchema.optional(),
  intake: intakeFormSchema.optional(),
});

export type PayFormValues = z.input<typeof baseSchema>;
export type PayFormOutput = z.output<typeof baseSchema>;

/** Sections the session does not ask for are dropped (whatever a client sends for them). */
const dropped = z
  .unknown()
  .transform(() => undefined)
  .optional();

export function payFormSchema(r: PayFormRequirements) {
  return baseSchema.extend({
    hsaCard: r.split ? cardFormSchema : dropped,
    promo_code: r.promo ? text().trim().max(50, "Promo codes have at most 50 characters.").optional() : dropped,
    shipping: r.shipping ? shippingFormSchema : dropped,
    intake: r.intake ? intakeFormSchema : dropped,
  }) as unknown as typeof baseSchema;
}

const emptyCard = { number: "", expiry: "", cvc: "" };

export function payFormDefaults(r: PayFormRequirements, email: string | null): PayFormValues {
  return {
    email: email ?? "",
    card: { ...emptyCard },
    ...(r.split ? { hsaCard: { ...emptyCard } } : {}),
    ...(r.promo ? { promo_code: "" } : {}),
    ...(r.shipping ? { shipping: { line1: "", line2: "", city: "", state: "", postal_code: "", country: "US" } } : {}),
    ...(r.intake ? { intake: { condition: "", duration: "" as never, medications: "", consent: false as never } } : {}),
  };
}

/** The form paths a server error can land on. */
export const PAY_FORM_FIELDS = [
  "email",
  "card.number",
  "card.expiry",
  "card.cvc",
  "hsaCard.number",
  "hsaCard.expiry",
  "hsaCard.cvc",
  "promo_code",
  "shipping.line1",
  "shipping.line2",
  "shipping.city",
  "shipping.state",
  "shipping.postal_code",
  "shipping.country",
  "intake.condition",
  "intake.duration",
  "intake.medications",
  "intake.consent",
] as const;
export type PayFormField = (typeof PAY_FORM_FIELDS)[number];

/** A Stripe PaymentMethod made by Stripe.js on the page (never a card number). */
const paymentMethodId = z
  .string()
  .trim()
  .regex(/^pm_[A-Za-z0-9_]{3,250}$/, "Use the secure card form.");

/**
 * The JSON a live hosted page posts to its URL plus /confirm: the form's fields and the Stripe
 * PaymentMethods made by Stripe.js (`hsa_fsa` pays the eligible cart of a split cart, `card` the
 * rest; a cart that is not split takes either one).
 */
export function liveConfirmSchema(r: PayFormRequirements) {
  return z.strictObject({
    email: baseSchema.shape.email,
    promo_code: r.promo ? text().trim().max(50, "Promo codes have at most 50 characters.").optional() : dropped,
    shipping: r.shipping ? shippingFormSchema : dropped,
    intake: r.intake ? intakeFormSchema : dropped,
    payment_methods: z
      .strictObject({ hsa_fsa: r.split ? paymentMethodId : paymentMethodId.optional(), card: r.split ? paymentMethodId : paymentMethodId.optional() })
      .refine((m) => Boolean(m.card || m.hsa_fsa), { message: "A card is needed.", path: ["card"] }),
  });
}
export type LiveConfirm = z.output<ReturnType<typeof liveConfirmSchema>>;
