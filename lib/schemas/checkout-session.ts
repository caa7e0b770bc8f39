import { z } from "zod";
import { isoTimestampSchema, jsonObjectSchema, jsonValueSchema, listQuerySchema, metadataSchema, optionalText, returnUrlSchema, text } from "./common";
import { appliesToSchema } from "./coupon";
import { amountSchema, CAPTURE_METHODS, ORIGINS, positiveAmountSchema, visitTypeSchema } from "./enums";
import { priceDataSchema } from "./payment-link";
import { captureSchema } from "./capture";
import { customerSchema, shippingAddressInputSchema, shippingAddressSchema } from "./customer";
import { paymentIntentSchema } from "./payment-intent";
import { refundSchema } from "./refund";

export const SESSION_STATUSES = ["open", "paid", "complete", "canceled"] as const;
/** Subscription mode's settings; other keys integrations send are kept and ignored. */
export const subscriptionDataSchema = z
  .object({
    trial_period_days: z.number().int().min(1).max(730).nullable().optional().describe("A trial of this many days (overrides the prices' trial)"),
    trial_end: isoTimestampSchema.nullable().optional().describe("The trial ends at this time (ISO 8601)"),
    cancel_at: isoTimestampSchema.nullable().optional().describe("The subscription ends at this time"),
    cancel_at_period_end: z.boolean().nullable().optional(),
    metadata: jsonObjectSchema.optional(),
  })
  .catchall(jsonValueSchema);

export const SESSION_MODES = ["payment", "subscription", "setup", "off_session"] as const;

const lineItemSchema = z
  .strictObject({
    price: text().min(1).optional(),
    price_data: priceDataSchema.optional(),
    quantity: z.number().int().min(1).max(999).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.price && !v.price_data) ctx.addIssue({ code: "custom", path: ["price"], message: "Give price (an id) or price_data." });
    if (v.price && v.price_data) ctx.addIssue({ code: "custom", path: ["price_data"], message: "Give price or price_data, not both." });
  });

const discountSchema = z.union([
  z.strictObject({ coupon_id: text().min(1) }),
  z.strictObject({
    coupon_data: z.strictObject({
      name: optionalText(200),
      amount_off: positiveAmountSchema.nullable().optional(),
      percent_off: z.number().gt(0).max(100).nullable().optional(),
      applies_to: appliesToSchema.nullable().optional(),
    }),
  }),
  z.strictObject({ promo_code: text().min(1) }),
]);

/** Integrations send empty strings and even [] for defaults; both mean "nothing" (documented so). */
const defaultsObjectSchema = z.strictObject({
  customer_id: text().optional().nullable(),
  email: text().max(254).optional().nullable(),
  first_name: text().max(200).optional().nullable(),
  last_name: text().max(200).optional().nullable(),
  phone: text().max(40).optional().nullable(),
});
const defaultsSchema = z.union([
  defaultsObjectSchema,
  z
    .array(z.never())
    .max(0)
    .describe("An empty array: no defaults (sent by some integrations)")
    .transform((): z.infer<typeof defaultsObjectSchema> => ({})),
]);

export const checkoutSessionCreateSchema = z
  .strictObject({
    line_items: z.array(lineItemSchema).max(50).optional(),
    mode: z.enum(SESSION_MODES).optional(),
    success_url: returnUrlSchema.nullable().optional(),
    cancel_url: returnUrlSchema.nullable().optional(),
    client_reference_id: optionalText(200),
    customer: text().min(1).nullable().optional(),
    defaults: defaultsSchema.nullable().optional(),
    allow_promotion_codes: z.boolean().optional(),
    discounts: z.array(discountSchema).max(50).optional(),
    shipping_address_collection: z.boolean().optional(),
    shipping_options: z
      .strictObject({
        shipping_rate_id: text().max(100).nullable().optional(),
        shipping_amount: amountSchema.optional(),
        shipping_rate_data: z.strictObject({ display_name: text().min(1).max(100), amount: amountSchema, metadata: metadataSchema.optional() }).optional(),
      })
      .nullable()
      .optional(),
    tax_rate: z.strictObject({ amount: amountSchema }).nullable().optional(),
    tax_calculation_mode: z.enum(["exclusive"]).optional(),
    fees: z
      .array(z.strictObject({ amount: amountSchema, fee_type: z.enum(["custom"]).optional(), name: optionalText(100), description: optionalText(500) }))
      .max(10)
      .optional(),
    capture_method: z.enum(CAPTURE_METHODS).optional(),
    visit_type: visitTypeSchema.nullable().optional(),
    metadata: metadataSchema.optional(),
    subscription_data: subscriptionDataSchema.nullable().optional(),
    payment_method: text().min(1).nullable().optional(),
    setup_future_use: z.enum(["off_session"]).nullable().optional(),
    origin: z.enum(ORIGINS).optional(),
  })
  .superRefine((v, ctx) => {
    const mode = v.mode ?? "payment";
    if (mode !== "setup" && !v.line_items?.length)
      ctx.addIssue({ code: "custom", path: ["line_items"], message: "A payment session needs at least one line item.", params: { type: "missing" } });
    if (mode === "off_session" && !v.payment_method)
      ctx.addIssue({ code: "custom", path: ["payment_method"], message: "An off_session session charges a saved payment_method." });
  });

export const checkoutSessionReadOnlyFields = [
  "checkout_session_id",
  "status",
  "created_at",
  "expires_at",
  "amount_total",
  "amount_subtotal",
  "amount_received",
  "amount_refunded",
  "redirect_url",
  "payment_intent",
  "payment_intents",
  "captures",
  "refunds",
  "split_cart",
  "total_details",
  "hsa_fsa_eligible",
  "letter_of_medical_necessity_required",
  "test_mode",
  "invoice",
  "subscription",
  "setup_intent",
  "shipping_details",
  "object",
  "payment_attempts_paused_until",
] as const;

/** An intent's id; the PaymentIntent with expand=payment_intent (or payment_intents). */
const intentRef = z.union([z.string(), paymentIntentSchema]);

/** One resolved line of a session: its price, eligibility, discount and (manual capture) captured quantity. */
export const sessionLineSchema = z
  .object({
    line_id: z.string(),
    price: z.string(),
    product: z.string(),
    name: z.string(),
    unit_amount: z.number().int(),
    quantity: z.number().int(),
    hsa_fsa_eligibility: z.string().nullable(),
    eligible: z.boolean(),
    amount_subtotal: z.number().int(),
    amount_discount: z.number().int(),
    quantity_captured: z.number().int().optional().describe("Set once the line has been captured (manual capture may take fewer than ordered)"),
  })
  .meta({ id: "CheckoutSessionLine" });

export const cartSchema = z
  .object({
    amount_total: z.number().int(),
    amount_subtotal: z.number().int(),
    amount_tax: z.number().int(),
    amount_discount: z.number().int(),
    amount_shipping: z.number().int(),
    amount_fee: z.number().int(),
    payment_intent: intentRef.nullable(),
  })
  .meta({ id: "CheckoutSessionCart" });

/** A fee added to the session's total (create's fees, with their defaults). */
export const checkoutSessionFeeSchema = z
  .object({ amount: z.number().int(), fee_type: z.enum(["custom"]), name: z.string().nullable(), description: z.string().nullable() })
  .meta({ id: "CheckoutSessionFee" });

/** The prefilled checkout fields: the keys create was given (and the email the shopper paid with). */
export const checkoutSessionDefaultsSchema = z
  .object({
    customer_id: z.string().nullable().optional(),
    email: z.string().nullable().optional(),
    first_name: z.string().nullable().optional(),
    last_name: z.string().nullable().optional(),
    phone: z.string().nullable().optional(),
  })
  .meta({ id: "CheckoutSessionDefaults" });

/** subscription_data as create was given it: the settings it takes, and any other keys kept as sent. */
export const checkoutSessionSubscriptionDataSchema = z
  .object({
    trial_period_days: z.number().int().nullable().optional(),
    trial_end: z.string().nullable().optional().describe("ISO 8601, as sent"),
    cancel_at: z.string().nullable().optional().describe("ISO 8601, as sent"),
    cancel_at_period_end: z.boolean().nullable().optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .catchall(z.unknown())
  .meta({ id: "CheckoutSessionSubscriptionData" });

/** The session's two carts when it mixes eligible and other items. */
export const splitCartSchema = z
  .object({ split_cart_id: z.string(), checkout_session_id: z.string(), eligible_cart: cartSchema, non_eligible_cart: cartSchema })
  .meta({ id: "SplitCart" });

/** The total's parts, and the eligible amounts by category (IIAS, vision, prescription, service). */
export const totalDetailsSchema = z
  .object({
    amount_discount: z.number().int(),
    amount_tax: z.number().int(),
    amount_shipping: z.number().int(),
    amount_iias: z.number().int(),
    amount_vision: z.number().int(),
    amount_prescription: z.number().int(),
    amount_service: z.number().int(),
    amount_fee: z.number().int(),
  })
  .meta({ id: "CheckoutSessionTotalDetails" });

export const checkoutSessionSchema = z
  .object({
    checkout_session_id: z.string(),
    status: z.enum(SESSION_STATUSES),
    mode: z.enum(SESSION_MODES),
    origin: z.enum(ORIGINS),
    created_at: z.number().int().describe("Unix seconds"),
    expires_at: z.number().int().describe("Unix seconds"),
    allow_promotion_codes: z.boolean(),
    amount_total: z.number().int(),
    amount_subtotal: z.number().int(),
    amount_received: z.number().int(),
    amount_refunded: z.number().int(),
    cancel_url: z.string().nullable(),
    success_url: z.string().nullable(),
    redirect_url: z.string(),
    client_reference_id: z.string().nullable(),
    capture_method: z.enum(CAPTURE_METHODS),
    captures: z.array(captureSchema),
    customer: z.union([z.string(), customerSchema]).nullable().describe("Customer id; the Customer with expand=customer"),
    defaults: checkoutSessionDefaultsSchema.nullable().describe("Prefilled checkout fields (email, name, phone, ...) as the session was created with"),
    invoice: z.string().nullable(),
    hsa_fsa_eligible: z.boolean(),
    letter_of_medical_necessity_required: z.boolean(),
    metadata: z.record(z.string(), z.unknown()),
    payment_intent: intentRef.nullable(),
    payment_intents: z.array(intentRef),
    refunds: z.array(refundSchema),
    setup_intent: z.string().nullable(),
    shipping_options: z.object({ shipping_rate_id: z.string().nullable(), shipping_amount: z.number().int() }).nullable(),
    shipping_address_collection: z.boolean(),
    shipping_details: shippingAddressSchema.nullable(),
    split_cart: splitCartSchema.nullable(),
    fees: z.array(checkoutSessionFeeSchema),
    subscription: z.string().nullable().describe("The subscription a paid subscription-mode session started (an id)"),
    subscription_data: checkoutSessionSubscriptionDataSchema.nullable(),
    tax_rate: z.object({ amount: z.number().int() }).nullable(),
    tax_calculation_mode: z.enum(["exclusive"]),
    test_mode: z.boolean(),
    total_details: totalDetailsSchema,
    visit_type: visitTypeSchema.nullable(),
    setup_future_use: z.string().nullable(),
    payment_attempts_paused_until: z
      .number()
      .int()
      .nullable()
      .describe("Unix seconds: after too many declined cards (possible card testing) the hosted page refuses payment attempts until then"),
    line_items: z.array(sessionLineSchema).describe("The resolved lines with their eligibility, discount and captured quantity"),
  })
  .meta({ id: "CheckoutSession" });

export const checkoutSessionListQuerySchema = listQuerySchema.extend({
  status: z.enum(SESSION_STATUSES).optional(),
  client_reference_id: text().max(200).optional(),
  customer: text().optional(),
  search: text().max(200).optional().describe("Client reference id or customer email"),
});

/** What the hosted page (or the test helper) sends to pay. */
export const payCheckoutSessionSchema = z.strictObject({
  payment_method: text().min(1).optional().describe("Regular card (pm_card_visa, ...) or a saved fpm_ id"),
  hsa_fsa_payment_method: text().min(1).optional().describe("HSA/FSA card for the eligible cart (pm_card_hsa_fsa)"),
  promo_code: text().min(1).max(50).optional(),
  shipping_details: shippingAddressInputSchema.optional(),
  email: z.email().optional(),
  intake: jsonObjectSchema.optional().describe("Answers to the intake questionnaire when a letter of medical necessity is required"),
});

export const captureCheckoutSessionSchema = z.strictObject({
  line_items: z
    .array(z.strictObject({ price: text().min(1), quantity: positiveAmountSchema.optional() }))
    .min(1)
    .optional()
    .describe("Lines to capture (all when absent); the rest is released"),
  metadata: metadataSchema.optional(),
});

export const refundCheckoutSessionSchema = z.strictObject({
  amount: positiveAmountSchema.optional(),
  line_items: z.array(z.strictObject({ price: text().optional(), product: text().optional(), amount_to_refund: amountSchema })).optional(),
  amount_tax: amountSchema.optional(),
  amount_shipping: amountSchema.optional(),
  amount_discount: amountSchema.optional(),
  reason: z.enum(["duplicate", "fraudulent", "requested_by_customer"]).optional(),
  refund_metadata: metadataSchema.optional(),
});

export type CheckoutSessionCreate = z.infer<typeof checkoutSessionCreateSchema>;
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;
export type CheckoutSessionLine = z.infer<typeof sessionLineSchema>;
export type CheckoutSessionCart = z.infer<typeof cartSchema>;
export type SplitCart = z.infer<typeof splitCartSchema>;
export type CheckoutSessionFee = z.infer<typeof checkoutSessionFeeSchema>;
export type CheckoutSessionDefaults = z.infer<typeof checkoutSessionDefaultsSchema>;
export type CheckoutSessionSubscriptionData = z.infer<typeof checkoutSessionSubscriptionDataSchema>;
export type CheckoutSessionListQuery = z.infer<typeof checkoutSessionListQuerySchema>;
export type PayCheckoutSession = z.infer<typeof payCheckoutSessionSchema>;
export type CaptureCheckoutSession = z.infer<typeof captureCheckoutSessionSchema>;
export type RefundCheckoutSession = z.infer<typeof refundCheckoutSessionSchema>;
