import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { couponKeys } from "@/lib/client/resources/coupons";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readOne } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { getCoupon } from "@/lib/server/services/coupons/get-coupon";
import { CouponDetail } from "../_components/coupon-detail";

export const metadata: Metadata = { title: "Coupon" };

export default async function CouponPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  const state = await prefetchQueries((scope) => [[couponKeys.detail(id), readOne(endpoints.retrieveCoupon, id, undefined, (id) => getCoupon(scope, id))]]);
  return (
    <HydrationBoundary state={state}>
      <CouponDetail id={id} />
    </HydrationBoundary>
  );
}
