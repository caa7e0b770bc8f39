import "server-only";
import { and, isNull, lt, or, gt, sql } from "drizzle-orm";
import { coupons } from "@/lib/db/schema";
import type { CouponListQuery } from "@/lib/schemas/coupon";
import type { Scope } from "../../scope";
import { paginate } from "../paginate";
import { serializeCoupon } from "./serialize-coupon";

export async function listCoupons(scope: Scope, query: CouponListQuery) {
  const filters = [isNull(coupons.deletedAt)];
  const validSql = and(
    or(isNull(coupons.maxRedemptions), lt(coupons.timesRedeemed, coupons.maxRedemptions)),
    or(isNull(coupons.redeemBy), gt(coupons.redeemBy, sql`now()`)),
  )!;
  if (query.valid === true) filters.push(validSql);
  if (query.valid === false) filters.push(sql`not (${validSql})`);
  return paginate(scope, coupons, query, filters, (rows) => rows.map(serializeCoupon), "coupon");
}
