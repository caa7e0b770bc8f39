// The promo code form's schema: the body is checked by the API's own promoCodeCreateSchema
// (code length and characters included).
import { z } from "zod";
import { readInt } from "@/components/forms/form-schema";
import { promoCodeCreateSchema, type PromoCodeCreate } from "@/lib/schemas/promo-code";

const promoCodeFormFields = z.object({
  coupon_id: z.string(),
  code: z.string(),
  max_redemptions: z.string(),
  customer: z.string().nullable(),
});

export type PromoCodeFormValues = z.input<typeof promoCodeFormFields>;

export const promoCodeCreateFormSchema = promoCodeFormFields
  .transform((v, ctx): PromoCodeCreate => {
    if (!v.coupon_id) ctx.addIssue({ code: "custom", message: "Choose a coupon.", path: ["coupon_id"] });
    if (!v.code.trim()) ctx.addIssue({ code: "custom", message: "Enter a code.", path: ["code"] });
    return {
      coupon_id: v.coupon_id,
      code: v.code.trim(),
      max_redemptions: readInt(v.max_redemptions, ctx, ["max_redemptions"]),
      customer: v.customer || null,
    };
  })
  .pipe(promoCodeCreateSchema);

/** Form fields that can show an API error (see applyApiErrors). */
export const PROMO_CODE_FORM_FIELDS = ["coupon_id", "code", "max_redemptions", "customer"] as const;

export function promoCodeFormDefaults(couponId?: string): PromoCodeFormValues {
  return { coupon_id: couponId ?? "", code: "", max_redemptions: "", customer: null };
}

/** A readable random code: 8 characters without look-alikes (0/O, 1/I/L). */
export function randomCode(): string {
  const alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}
