import type { coupons } from "@/lib/db/schema";
import { basisPointsToPercent } from "@/lib/money/discount";
import type { Coupon } from "@/lib/schemas/coupon";

export type CouponRow = typeof coupons.$inferSelect;

/** Redeemable now: not deleted, under its redemption limit, not past redeem_by. Computed, never stored. */
export function isCouponValid(row: CouponRow, now = new Date()): boolean {
  if (row.deletedAt) return false;
  if (row.maxRedemptions !== null && row.timesRedeemed >= row.maxRedemptions) return false;
  if (row.redeemBy && row.redeemBy.getTime() <= now.getTime()) return false;
  return true;
}

export function serializeCoupon(row: CouponRow): Coupon {
  return {
    coupon_id: row.id,
    amount_off: row.amountOff,
    applies_to: row.appliesTo ? { products: row.appliesTo.products ?? [], prices: row.appliesTo.prices ?? [] } : null,
    duration: row.duration as Coupon["duration"],
    duration_in_months: row.durationInMonths,
    metadata: row.metadata,
    name: row.name,
    percent_off: row.percentOffBps === null ? null : basisPointsToPercent(row.percentOffBps),
    max_redemptions: row.maxRedemptions,
    times_redeemed: row.timesRedeemed,
    redeem_by: row.redeemBy?.toISOString() ?? null,
    valid: isCouponValid(row),
    created_at: row.createdAt.toISOString(),
    test_mode: row.testMode,
    ...(row.deletedAt ? { deleted: true } : {}),
  };
}
