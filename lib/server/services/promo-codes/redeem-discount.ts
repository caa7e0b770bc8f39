import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { couponRedemptions, coupons, promoCodes } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import { ApiError } from "../../errors";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { isCouponValid, serializeCoupon, type CouponRow } from "../coupons/serialize-coupon";
import { recordEvent } from "../record-event";
import { serializePromoCode, type PromoCodeRow } from "./serialize-promo-code";

export type Redemption = { coupon: CouponRow; promoCode: PromoCodeRow | null; redemptionId: string };

type RedeemInput = {
  /** A promo code by its code (case-insensitive) or id; or a coupon directly. */
  code?: string;
  promoCodeId?: string;
  couponId?: string;
  customerId?: string | null;
  /** What the discount was for (e.g. a checkout session id). */
  reference?: string | null;
  loc?: (string | number)[];
};

/**
 * Redeems a promo code (and its coupon) or a coupon once. The promo code row and then the coupon
 * row are locked FOR UPDATE before their limits are checked, so concurrent redemptions can never
 * push either past max_redemptions. Runs in the caller's transaction when there is one.
 */
export async function redeemDiscount(scope: Scope, input: RedeemInput): Promise<Redemption> {
  const loc = input.loc ?? [];
  return inTransaction(scope, async (tx) => {
    let promo: PromoCodeRow | null = null;
    let couponId = input.couponId;
    if (input.code || input.promoCodeId) {
      const where = input.promoCodeId ? eq(promoCodes.id, input.promoCodeId) : sql`lower(${promoCodes.code}) = lower(${input.code})`;
      const [row] = await tx.db
        .select()
        .from(promoCodes)
        .where(and(eq(promoCodes.accountId, tx.accountId), eq(promoCodes.testMode, tx.testMode), where))
        .limit(1)
        .for("update");
      if (!row) throw ApiError.badRequest("promo_code_invalid", `'${input.code ?? input.promoCodeId}' is not a valid promo code.`, loc);
      if (!row.active) throw ApiError.badRequest("promo_code_inactive", `Promo code '${row.code}' is no longer active.`, loc);
      if (row.maxRedemptions !== null && row.timesRedeemed >= row.maxRedemptions) {
        throw ApiError.badRequest("promo_code_max_redemptions_reached", `Promo code '${row.code}' has been used the maximum number of times.`, loc);
      }
      if (row.customerId && row.customerId !== input.customerId) {
        throw ApiError.badRequest("promo_code_customer_mismatch", `Promo code '${row.code}' is for another customer.`, loc);
      }
      promo = row;
      couponId = row.couponId;
    }
    if (!couponId) throw new Error("redeemDiscount needs a code, a promo code id or a coupon id");
    const [coupon] = await tx.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, couponId), eq(coupons.accountId, tx.accountId), eq(coupons.testMode, tx.testMode)))
      .limit(1)
      .for("update");
    if (!coupon || coupon.deletedAt) throw ApiError.badRequest("coupon_invalid", `Coupon '${couponId}' does not exist.`, loc);
    if (!isCouponValid(coupon)) {
      const maxed = coupon.maxRedemptions !== null && coupon.timesRedeemed >= coupon.maxRedemptions;
      throw maxed
        ? ApiError.badRequest("coupon_max_redemptions_reached", `Coupon '${coupon.id}' has been redeemed the maximum number of times.`, loc)
        : ApiError.badRequest("coupon_expired", `Coupon '${coupon.id}' has expired.`, loc);
    }
    const [updatedCoupon] = await tx.db
      .update(coupons)
      .set({ timesRedeemed: sql`${coupons.timesRedeemed} + 1` })
      .where(eq(coupons.id, coupon.id))
      .returning();
    let updatedPromo: PromoCodeRow | null = null;
    if (promo) {
      [updatedPromo] = await tx.db
        .update(promoCodes)
        .set({ timesRedeemed: sql`${promoCodes.timesRedeemed} + 1` })
        .where(eq(promoCodes.id, promo.id))
        .returning();
    }
    const redemptionId = newId("couponRedemption");
    await tx.db.insert(couponRedemptions).values({
      id: redemptionId,
      accountId: tx.accountId,
      testMode: tx.testMode,
      createdAt: clockNow(tx),
      couponId: coupon.id,
      promoCodeId: promo?.id ?? null,
      customerId: input.customerId ?? null,
      reference: input.reference ?? null,
    });
    if (updatedPromo) {
      const p = serializePromoCode(updatedPromo, updatedCoupon);
      await recordEvent(tx, "promo_code.redeemed", "promo_code", p, p.promo_code_id);
    } else {
      const c = serializeCoupon(updatedCoupon);
      await recordEvent(tx, "coupon.redeemed", "coupon", c, c.coupon_id);
    }
    return { coupon: updatedCoupon, promoCode: updatedPromo, redemptionId };
  });
}
