import "server-only";
import { eq } from "drizzle-orm";
import { coupons } from "@/lib/db/schema";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { recordEvent } from "../record-event";
import { getCouponOrThrow } from "./get-coupon";
import { serializeCoupon } from "./serialize-coupon";

/**
 * Deletes a coupon: it can no longer be redeemed, nor found, but discounts it already gave and
 * its promo codes' history stay intact (soft delete). Answers the coupon with deleted: true.
 */
export async function deleteCoupon(scope: Scope, id: string) {
  return inTransaction(scope, async (tx) => {
    await getCouponOrThrow(tx, id, true);
    const [row] = await tx.db
      .update(coupons)
      .set({ deletedAt: clockNow(tx) })
      .where(eq(coupons.id, id))
      .returning();
    const coupon = serializeCoupon(row);
    await recordEvent(tx, "coupon.deleted", "coupon", coupon, coupon.coupon_id);
    return coupon;
  });
}
