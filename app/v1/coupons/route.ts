// /v1/coupons: create and list coupons.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import type { CouponCreate, CouponListQuery } from "@/lib/schemas/coupon";
import { createCoupon } from "@/lib/server/services/coupons/create-coupon";
import { listCoupons } from "@/lib/server/services/coupons/list-coupons";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle<unknown, CouponListQuery>(endpoints.listCoupons, ({ scope, query }) => listCoupons(scope, query)),
  POST: handle<CouponCreate>(endpoints.createCoupon, ({ scope, body }) => createCoupon(scope, body)),
});
