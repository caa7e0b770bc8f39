// /v1/coupons: create and list coupons.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { createCoupon } from "@/lib/server/services/coupons/create-coupon";
import { listCoupons } from "@/lib/server/services/coupons/list-coupons";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.listCoupons, ({ scope, query }) => listCoupons(scope, query)),
  POST: handle(endpoints.createCoupon, ({ scope, body }) => createCoupon(scope, body)),
});
