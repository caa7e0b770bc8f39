// The coupons resource as the dashboard uses it. Coupons cannot be edited, only deleted.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Coupon, CouponCreate, CouponListQuery } from "@/lib/schemas/coupon";
import { apiFetch, type ApiClientError } from "../api";
import { createQueryKeys } from "../query-keys";
import { defineResource } from "../resource";
import { useResourceList } from "../use-resource";
import { promoCodeKeys } from "./promo-codes";

/** What the coupons table and pickers can ask for (a subset of the API's list query). */
export type CouponListParams = Pick<CouponListQuery, "valid" | "limit" | "starting_after" | "ending_before">;

export const couponKeys = createQueryKeys<"coupons", CouponListParams>("coupons");

export const couponsResource = defineResource<Coupon, CouponCreate, never, CouponListParams>({
  path: "/v1/coupons",
  singular: "coupon",
  keys: couponKeys,
  idOf: (c) => c.coupon_id,
});

/** Valid coupons, for pickers (the first 100; pickers filter them locally). */
export function useValidCoupons() {
  return useResourceList(couponsResource, { valid: true, limit: 100 });
}

/**
 * DELETE a coupon (the API answers it with deleted: true). Its detail is dropped, lists refresh,
 * and so do promo codes, which embed their coupon.
 */
export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation<Coupon, ApiClientError, string>({
    mutationFn: async (id) => (await apiFetch<{ coupon: Coupon }>(`/v1/coupons/${encodeURIComponent(id)}`, { method: "DELETE" })).data.coupon,
    onSuccess: async (_deleted, id) => {
      queryClient.removeQueries({ queryKey: couponKeys.detail(id) });
      await Promise.all([queryClient.invalidateQueries({ queryKey: couponKeys.lists() }), queryClient.invalidateQueries({ queryKey: promoCodeKeys.all })]);
    },
  });
}
