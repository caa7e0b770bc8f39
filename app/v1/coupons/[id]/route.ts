// /v1/coupons/{id}: retrieve and delete a coupon.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { deleteCoupon } from "@/lib/server/services/coupons/delete-coupon";
import { getCoupon } from "@/lib/server/services/coupons/get-coupon";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.retrieveCoupon, ({ scope, params }) => getCoupon(scope, params.id)),
  DELETE: handle(endpoints.deleteCoupon, ({ scope, params }) => deleteCoupon(scope, params.id)),
});
