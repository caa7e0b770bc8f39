import "server-only";
import { coupons, prices, products } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import { percentToBasisPoints } from "@/lib/money/discount";
import type { CouponCreate } from "@/lib/schemas/coupon";
import { ApiError } from "../../errors";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import { recordEvent } from "../record-event";
import { serializeCoupon } from "./serialize-coupon";

/** Every product and price named in applies_to must exist for the caller (422 at its index otherwise). */
async function checkAppliesTo(scope: Scope, appliesTo: CouponCreate["applies_to"], loc: (string | number)[]) {
  for (const [i, id] of (appliesTo?.products ?? []).entries()) {
    if (!(await findScoped(scope, products, id))) throw ApiError.referenceNotFound("product", id, [...loc, "products", i]);
  }
  for (const [i, id] of (appliesTo?.prices ?? []).entries()) {
    if (!(await findScoped(scope, prices, id))) throw ApiError.referenceNotFound("price", id, [...loc, "prices", i]);
  }
}

export async function createCoupon(scope: Scope, input: CouponCreate, loc: (string | number)[] = ["body", "coupon"]) {
  return inTransaction(scope, async (tx) => {
    await checkAppliesTo(tx, input.applies_to, [...loc, "applies_to"]);
    const appliesTo = input.applies_to ? { products: input.applies_to.products ?? [], prices: input.applies_to.prices ?? [] } : null;
    const [row] = await tx.db
      .insert(coupons)
      .values({
        id: newId("coupon"),
        accountId: tx.accountId,
        testMode: tx.testMode,
        createdAt: clockNow(tx),
        name: input.name ?? null,
        amountOff: input.amount_off ?? null,
        percentOffBps: input.percent_off != null ? percentToBasisPoints(input.percent_off) : null,
        duration: input.duration ?? "once",
        durationInMonths: input.duration_in_months ?? null,
        appliesTo: appliesTo && (appliesTo.products.length || appliesTo.prices.length) ? appliesTo : null,
        maxRedemptions: input.max_redemptions ?? null,
        redeemBy: input.redeem_by ? new Date(input.redeem_by) : null,
        metadata: input.metadata ?? {},
      })
      .returning();
    const coupon = serializeCoupon(row);
    await recordEvent(tx, "coupon.created", "coupon", coupon, coupon.coupon_id);
    return coupon;
  });
}
