import "server-only";
import { inArray } from "drizzle-orm";
import { coupons, type promoCodes } from "@/lib/db/schema";
import type { PromoCode } from "@/lib/schemas/promo-code";
import type { Scope } from "../../scope";
import { serializeCoupon, type CouponRow } from "../coupons/serialize-coupon";

export type PromoCodeRow = typeof promoCodes.$inferSelect;

export function serializePromoCode(row: PromoCodeRow, coupon: CouponRow): PromoCode {
  return {
    promo_code_id: row.id,
    code: row.code,
    coupon: serializeCoupon(coupon),
    max_redemptions: row.maxRedemptions,
    times_redeemed: row.timesRedeemed,
    created_at: row.createdAt.toISOString(),
    customer: row.customerId,
    active: row.active,
    metadata: row.metadata,
    test_mode: row.testMode,
  };
}

/** Serializes promo codes with their coupons loaded in one query. */
export async function serializePromoCodes(scope: Scope, rows: PromoCodeRow[]): Promise<PromoCode[]> {
  const ids = [...new Set(rows.map((r) => r.couponId))];
  const couponRows = ids.length ? await scope.db.select().from(coupons).where(inArray(coupons.id, ids)) : [];
  const byId = new Map(couponRows.map((c) => [c.id, c]));
  return rows.map((r) => serializePromoCode(r, byId.get(r.couponId)!));
}
