import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { couponRedemptions, coupons, promoCodes } from "@/lib/db/schema";
import { ApiError } from "@/lib/server/errors";
import { createCoupon } from "@/lib/server/services/coupons/create-coupon";
import { createPromoCode } from "@/lib/server/services/promo-codes/create-promo-code";
import { redeemDiscount } from "@/lib/server/services/promo-codes/redeem-discount";
import type { Scope } from "@/lib/server/scope";
import { newMerchantScope, openTestDatabase, uniq } from "../helpers/test-db";

let database: Database;
let scope: Scope;
/** On PostgreSQL, concurrent redemptions go through several pools: real parallel connections. */
let pools: Database[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  scope = await newMerchantScope(database);
  pools = process.env.DATABASE_URL ? await Promise.all([1, 2, 3].map(() => openTestDatabase())) : [database];
});
afterAll(async () => {
  for (const p of pools) if (p !== database) await p.close();
  await database.close();
});

const reason = (e: unknown) => (e instanceof ApiError ? e.detail[0].type : String(e));

describe("redeemDiscount", () => {
  it("100 concurrent redemptions of a promo code with max_redemptions 10 redeem exactly 10", async () => {
    const coupon = await createCoupon(scope, { amount_off: 100 });
    const code = `RACE${uniq()}`;
    const promo = await createPromoCode(scope, { coupon_id: coupon.coupon_id, code, max_redemptions: 10 });
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => redeemDiscount({ ...scope, db: pools[i % pools.length].db }, { code: code.toLowerCase() })),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(ok).toHaveLength(10);
    expect(new Set(refused.map((r) => reason(r.reason)))).toEqual(new Set(["promo_code_max_redemptions_reached"]));
    const [p] = await database.db.select().from(promoCodes).where(eq(promoCodes.id, promo.promo_code_id));
    const [c] = await database.db.select().from(coupons).where(eq(coupons.id, coupon.coupon_id));
    expect(p.timesRedeemed).toBe(10);
    expect(c.timesRedeemed).toBe(10);
    expect(await database.db.select().from(couponRedemptions).where(eq(couponRedemptions.promoCodeId, promo.promo_code_id))).toHaveLength(10);
  });

  it("the coupon's own limit holds across two promo codes racing", async () => {
    const coupon = await createCoupon(scope, { percent_off: 10, max_redemptions: 7 });
    const a = await createPromoCode(scope, { coupon_id: coupon.coupon_id, code: `A${uniq()}` });
    const b = await createPromoCode(scope, { coupon_id: coupon.coupon_id, code: `B${uniq()}` });
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        redeemDiscount({ ...scope, db: pools[i % pools.length].db }, { promoCodeId: i % 2 ? a.promo_code_id : b.promo_code_id }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(7);
    const [c] = await database.db.select().from(coupons).where(eq(coupons.id, coupon.coupon_id));
    expect(c.timesRedeemed).toBe(7);
  });

  it("refuses inactive codes, other customers' codes and unknown codes, changing nothing", async () => {
    const coupon = await createCoupon(scope, { amount_off: 100 });
    const inactive = await createPromoCode(scope, { coupon_id: coupon.coupon_id, code: `OFF${uniq()}`, active: false });
    await expect(redeemDiscount(scope, { promoCodeId: inactive.promo_code_id })).rejects.toSatisfy((e) => reason(e) === "promo_code_inactive");
    await expect(redeemDiscount(scope, { code: "NOSUCHCODE" })).rejects.toSatisfy((e) => reason(e) === "promo_code_invalid");
    const [c] = await database.db.select().from(coupons).where(eq(coupons.id, coupon.coupon_id));
    expect(c.timesRedeemed).toBe(0);
  });

  it("a redeemed-out coupon reads valid: false", async () => {
    const coupon = await createCoupon(scope, { amount_off: 100, max_redemptions: 1 });
    await redeemDiscount(scope, { couponId: coupon.coupon_id });
    await expect(redeemDiscount(scope, { couponId: coupon.coupon_id })).rejects.toSatisfy((e) => reason(e) === "coupon_max_redemptions_reached");
    const { getCoupon } = await import("@/lib/server/services/coupons/get-coupon");
    expect(await getCoupon(scope, coupon.coupon_id)).toMatchObject({ valid: false, times_redeemed: 1 });
  });
});
