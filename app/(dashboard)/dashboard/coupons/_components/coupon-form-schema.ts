// The coupon form's schema: dollars become integer cents exactly, "12.5" becomes 12.5, a date
// becomes the end of that day; the body is then checked by the API's own couponCreateSchema.
import { z } from "zod";
import { blankToNull, readDollars, readInt, readPercent } from "@/components/forms/form-schema";
import { couponCreateSchema, type CouponCreate } from "@/lib/schemas/coupon";
import { COUPON_DURATIONS } from "@/lib/schemas/enums";

const couponFormFields = z.object({
  name: z.string(),
  discount: z.enum(["amount_off", "percent_off"]),
  amount_off: z.string(),
  percent_off: z.string(),
  duration: z.enum(COUPON_DURATIONS),
  duration_in_months: z.string(),
  max_redemptions: z.string(),
  /** yyyy-mm-dd from a date input; blank for no end date. */
  redeem_by: z.string(),
  applies_to: z.object({ products: z.array(z.string()) }),
});

export type CouponFormValues = z.input<typeof couponFormFields>;

/** The last moment of a calendar day in the merchant's time zone, as ISO 8601 UTC. */
function endOfDay(date: string, ctx: z.RefinementCtx): string | null {
  if (!date) return null;
  const d = new Date(`${date}T23:59:59.999`);
  if (Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: "custom", message: "Enter a valid date.", path: ["redeem_by"] });
    return null;
  }
  if (d.getTime() < Date.now()) ctx.addIssue({ code: "custom", message: "Choose today or a later date.", path: ["redeem_by"] });
  return d.toISOString();
}

export const couponCreateFormSchema = couponFormFields
  .transform((v, ctx): CouponCreate => ({
    name: blankToNull(v.name),
    amount_off: v.discount === "amount_off" ? readDollars(v.amount_off, ctx, ["amount_off"]) : null,
    percent_off: v.discount === "percent_off" ? readPercent(v.percent_off, ctx, ["percent_off"]) : null,
    duration: v.duration,
    duration_in_months: v.duration === "repeating" ? readInt(v.duration_in_months, ctx, ["duration_in_months"]) : null,
    max_redemptions: readInt(v.max_redemptions, ctx, ["max_redemptions"]),
    redeem_by: endOfDay(v.redeem_by, ctx),
    applies_to: v.applies_to.products.length ? { products: v.applies_to.products } : null,
  }))
  .pipe(couponCreateSchema);

/** Form fields that can show an API error (see applyApiErrors). */
export const COUPON_FORM_FIELDS = [
  "name",
  "amount_off",
  "percent_off",
  "duration",
  "duration_in_months",
  "max_redemptions",
  "redeem_by",
  "applies_to",
  "applies_to.products",
] as const;

export const couponFormDefaults: CouponFormValues = {
  name: "",
  discount: "amount_off",
  amount_off: "",
  percent_off: "",
  duration: "once",
  duration_in_months: "3",
  max_redemptions: "",
  redeem_by: "",
  applies_to: { products: [] },
};
