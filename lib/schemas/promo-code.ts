import { z } from "zod";
import { listQuerySchema, metadataPatchSchema, metadataSchema, queryBoolean } from "./common";
import { couponSchema } from "./coupon";

export const promoCodeCreateSchema = z.strictObject({
  coupon_id: z.string().min(1),
  code: z
    .string()
    .trim()
    .min(3, "Codes have at least 3 characters.")
    .max(50)
    .regex(/^[A-Za-z0-9_-]+$/, "Use letters, digits, - and _ only."),
  max_redemptions: z.number().int().min(1).nullable().optional(),
  customer: z.string().min(1).nullable().optional(),
  metadata: metadataSchema.optional(),
  active: z.boolean().optional(),
});

export const promoCodeUpdateSchema = z.strictObject({
  active: z.boolean().nullable().optional(),
  metadata: metadataPatchSchema.optional(),
});

export const promoCodeReadOnlyFields = ["promo_code_id", "created_at", "test_mode", "times_redeemed", "coupon", "object"] as const;

export const promoCodeSchema = z.object({
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
});

export const promoCodeListQuerySchema = listQuerySchema.extend({
  code: z.string().max(50).optional().describe("Exact code, case-insensitive"),
  coupon: z.string().optional(),
  active: queryBoolean.optional(),
});

export type PromoCodeCreate = z.infer<typeof promoCodeCreateSchema>;
export type PromoCodeUpdate = z.infer<typeof promoCodeUpdateSchema>;
export type PromoCode = z.infer<typeof promoCodeSchema>;
export type PromoCodeListQuery = z.infer<typeof promoCodeListQuerySchema>;
