import { z } from "zod";
import { listQuerySchema, MAX_INT4, metadataPatchSchema, metadataSchema, queryBoolean, text } from "./common";
import { couponSchema } from "./coupon";

export const promoCodeCreateSchema = z.strictObject({
  coupon_id: text().min(1),
  code: text()
    .trim()
    .min(3, "Codes have at least 3 characters.")
    .max(50)
    .regex(/^[A-Za-z0-9_-]+$/, "Use letters, digits, - and _ only."),
  max_redemptions: z.number().int().min(1).max(MAX_INT4).nullable().optional(),
  customer: text().min(1).nullable().optional(),
  metadata: metadataSchema.optional(),
  active: z.boolean().optional(),
});

export const promoCodeUpdateSchema = z.strictObject({
  active: z.boolean().nullable().optional(),
  metadata: metadataPatchSchema.optional(),
});

export const promoCodeReadOnlyFields = ["promo_code_id", "created_at", "test_mode", "times_redeemed", "coupon", "object"] as const;

export const promoCodeSchema = z
  .object({
    promo_code_id: z.string(),
    code: z.string(),
    coupon: couponSchema,
    max_redemptions: z.number().int().nullable(),
    times_redeemed: z.number().int(),
    created_at: z.string(),
    customer: z.string().nullable(),
    active: z.boolean(),
    metadata: z.record(z.string(), z.unknown()),
    test_mode: z.boolean(),
  })
  .meta({ id: "PromoCode" });

export const promoCodeListQuerySchema = listQuerySchema.extend({
  code: text().max(50).optional().describe("Exact code, case-insensitive"),
  coupon: text().optional(),
  active: queryBoolean.optional(),
});

export type PromoCodeCreate = z.infer<typeof promoCodeCreateSchema>;
export type PromoCodeUpdate = z.infer<typeof promoCodeUpdateSchema>;
export type PromoCode = z.infer<typeof promoCodeSchema>;
export type PromoCodeListQuery = z.infer<typeof promoCodeListQuerySchema>;
