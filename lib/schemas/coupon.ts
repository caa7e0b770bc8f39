import { z } from "zod";
import { isoTimestampSchema, listQuerySchema, MAX_INT4, metadataSchema, optionalText, queryBoolean, text } from "./common";
import { COUPON_DURATIONS } from "./enums";

const isoMs = z.string().describe("ISO 8601 UTC with milliseconds and Z, e.g. 2026-11-22T01:16:34.123Z");

export const appliesToSchema = z.strictObject({
  products: z.array(text().min(1)).max(100).optional(),
  prices: z.array(text().min(1)).max(100).optional(),
});

export const couponCreateSchema = z
  .strictObject({
    name: optionalText(200),
    amount_off: z.number().int().max(99_999_999).nullable().optional().describe("Cents off; must be positive"),
    percent_off: z.number().gt(0).max(100).multipleOf(0.01).nullable().optional(),
    duration: z.enum(COUPON_DURATIONS).optional(),
    duration_in_months: z.number().int().min(1).max(120).nullable().optional(),
    applies_to: appliesToSchema.nullable().optional(),
    max_redemptions: z.number().int().min(1).max(MAX_INT4).nullable().optional(),
    redeem_by: isoTimestampSchema.nullable().optional(),
    metadata: metadataSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const hasAmount = v.amount_off !== undefined && v.amount_off !== null;
    const hasPercent = v.percent_off !== undefined && v.percent_off !== null;
    if (hasAmount && (v.amount_off as number) <= 0) {
      ctx.addIssue({
        code: "custom",
        path: ["amount_off"],
        message: "amount_off must be a positive number of cents.",
        params: { type: "coupon_amount_must_be_positive" },
      });
    }
    if (hasAmount && hasPercent) ctx.addIssue({ code: "custom", path: ["percent_off"], message: "Give amount_off or percent_off, not both." });
    if (!hasAmount && !hasPercent) ctx.addIssue({ code: "custom", path: ["amount_off"], message: "Give amount_off or percent_off." });
    if ((v.duration ?? "once") === "repeating" && !v.duration_in_months) {
      ctx.addIssue({ code: "custom", path: ["duration_in_months"], message: "A repeating coupon needs duration_in_months." });
    }
    if ((v.duration ?? "once") !== "repeating" && v.duration_in_months) {
      ctx.addIssue({ code: "custom", path: ["duration_in_months"], message: "duration_in_months is only for repeating coupons." });
    }
  });

export const couponReadOnlyFields = ["coupon_id", "created_at", "test_mode", "valid", "times_redeemed", "object", "deleted"] as const;

/** What a coupon is limited to, as answered (empty lists: everything). */
export const couponAppliesToSchema = z.object({ products: z.array(z.string()), prices: z.array(z.string()) }).meta({ id: "CouponAppliesTo" });

export const couponSchema = z
  .object({
    coupon_id: z.string(),
    amount_off: z.number().int().nullable(),
    applies_to: couponAppliesToSchema.nullable(),
    duration: z.enum(COUPON_DURATIONS),
    duration_in_months: z.number().int().nullable(),
    metadata: z.record(z.string(), z.unknown()),
    name: z.string().nullable(),
    percent_off: z.number().nullable(),
    max_redemptions: z.number().int().nullable(),
    times_redeemed: z.number().int(),
    redeem_by: isoMs.nullable(),
    valid: z.boolean(),
    created_at: isoMs,
    test_mode: z.boolean(),
    deleted: z.boolean().optional(),
  })
  .meta({ id: "Coupon" });

export const couponListQuerySchema = listQuerySchema.extend({
  valid: queryBoolean.optional(),
});

export type CouponCreate = z.infer<typeof couponCreateSchema>;
export type Coupon = z.infer<typeof couponSchema>;
export type CouponListQuery = z.infer<typeof couponListQuerySchema>;
