import { z } from "zod";
import { listQuerySchema, metadataPatchSchema, metadataSchema, optionalText, queryBoolean, returnUrlSchema, text, timestampSchema } from "./common";
import { AFTER_COMPLETION_TYPES, amountSchema, CAPTURE_METHODS, ORIGINS, recurringIntervalSchema } from "./enums";

export const afterCompletionSchema = z
  .strictObject({
    type: z.enum(AFTER_COMPLETION_TYPES),
    hosted_confirmation: z
      .strictObject({ custom_message: text().max(500).nullable().optional() })
      .nullable()
      .optional(),
    redirect: z.strictObject({ url: returnUrlSchema }).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === "redirect" && !v.redirect?.url) ctx.addIssue({ code: "custom", path: ["redirect", "url"], message: "A redirect needs redirect.url." });
  });

const shippingRateDataSchema = z.strictObject({
  display_name: text().min(1).max(100),
  amount: amountSchema,
  metadata: metadataSchema.optional(),
});

export const lineItemShippingOptionsSchema = z.strictObject({
  shipping_rate_id: text().max(100).nullable().optional(),
  shipping_rate_data: shippingRateDataSchema.nullable().optional(),
});

export const priceDataSchema = z.strictObject({
  product: text().min(1),
  description: optionalText(500),
  unit_amount: amountSchema,
  recurring: z
    .strictObject({
      interval: recurringIntervalSchema,
      interval_count: z.number().int().min(1).max(365).optional(),
      trial_period_days: z.number().int().min(1).max(730).nullable().optional(),
    })
    .nullable()
    .optional(),
  metadata: metadataSchema.optional(),
});

export const paymentLinkLineItemInputSchema = z
  .strictObject({
    price: text().min(1).optional(),
    price_data: priceDataSchema.optional(),
    quantity: z.number().int().min(1).max(999).optional(),
    shipping_options: lineItemShippingOptionsSchema.nullable().optional(),
    tax_rate: z.strictObject({ amount: amountSchema }).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.price && !v.price_data) ctx.addIssue({ code: "custom", path: ["price"], message: "Give price (an id) or price_data." });
    if (v.price && v.price_data) ctx.addIssue({ code: "custom", path: ["price_data"], message: "Give price or price_data, not both." });
  });

export const paymentLinkShippingOptionsSchema = z.strictObject({
  shipping_rate_id: text().max(100).nullable().optional(),
  shipping_amount: amountSchema,
});

export const paymentLinkCreateSchema = z.strictObject({
  label: optionalText(200),
  line_items: z.array(paymentLinkLineItemInputSchema).min(1, "A payment link needs at least one line item.").max(20),
  allow_promotion_codes: z.boolean().optional(),
  shipping_address_collection: z.boolean().optional(),
  shipping_options: paymentLinkShippingOptionsSchema.nullable().optional(),
  payment_intent_data: z
    .strictObject({ capture_method: z.enum(CAPTURE_METHODS).optional(), metadata: metadataSchema.optional() })
    .nullable()
    .optional(),
  after_completion: afterCompletionSchema.nullable().optional(),
  origin: z.enum(ORIGINS).optional(),
  metadata: metadataSchema.optional(),
  active: z.boolean().optional(),
});

export const paymentLinkUpdateSchema = z.strictObject({
  label: optionalText(200),
  after_completion: afterCompletionSchema.nullable().optional(),
  active: z.boolean().nullable().optional(),
  allow_promotion_codes: z.boolean().nullable().optional(),
  metadata: metadataPatchSchema.optional(),
});

export const paymentLinkReadOnlyFields = ["payment_link_id", "created_at", "test_mode", "url", "object"] as const;

/** A line's price_data as create was given it (the price it made is the line's price). */
export const paymentLinkPriceDataSchema = z
  .object({
    product: z.string(),
    description: z.string().nullable().optional(),
    unit_amount: z.number().int(),
    recurring: z
      .object({ interval: recurringIntervalSchema, interval_count: z.number().int().optional(), trial_period_days: z.number().int().nullable().optional() })
      .nullable()
      .optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: "PaymentLinkPriceData" });

/** A line's shipping_options as create was given them. */
export const paymentLinkLineShippingOptionsSchema = z
  .object({
    shipping_rate_id: z.string().nullable().optional(),
    shipping_rate_data: z
      .object({ display_name: z.string(), amount: z.number().int(), metadata: z.record(z.string(), z.unknown()).optional() })
      .nullable()
      .optional(),
  })
  .meta({ id: "PaymentLinkLineShippingOptions" });

export const paymentLinkLineItemSchema = z
  .object({
    price: z.string(),
    price_data: paymentLinkPriceDataSchema.nullable(),
    quantity: z.number().int(),
    shipping_options: paymentLinkLineShippingOptionsSchema.nullable(),
    tax_rate: z.object({ amount: z.number().int() }).nullable(),
  })
  .meta({ id: "PaymentLinkLineItem" });

export const paymentLinkSchema = z
  .object({
    payment_link_id: z.string(),
    label: z.string().nullable(),
    active: z.boolean(),
    line_items: z.array(paymentLinkLineItemSchema),
    allow_promotion_codes: z.boolean(),
    shipping_address_collection: z.boolean(),
    shipping_options: z.object({ shipping_rate_id: z.string().nullable(), shipping_amount: z.number().int() }).nullable(),
    metadata: z.record(z.string(), z.unknown()),
    url: z.string(),
    created_at: timestampSchema,
    payment_intent_data: z.object({ capture_method: z.enum(CAPTURE_METHODS), metadata: z.record(z.string(), z.unknown()) }),
    after_completion: z.object({
      type: z.enum(AFTER_COMPLETION_TYPES),
      hosted_confirmation: z.object({ custom_message: z.string().nullable() }).nullable(),
      redirect: z.object({ url: z.string() }).nullable(),
    }),
    origin: z.enum(ORIGINS),
    test_mode: z.boolean(),
  })
  .meta({ id: "PaymentLink" });

export const paymentLinkListQuerySchema = listQuerySchema.extend({
  active: queryBoolean.optional(),
});

export type PaymentLinkCreate = z.infer<typeof paymentLinkCreateSchema>;
export type PaymentLinkUpdate = z.infer<typeof paymentLinkUpdateSchema>;
export type PaymentLink = z.infer<typeof paymentLinkSchema>;
export type PaymentLinkLineItem = z.infer<typeof paymentLinkLineItemSchema>;
export type PaymentLinkListQuery = z.infer<typeof paymentLinkListQuerySchema>;
