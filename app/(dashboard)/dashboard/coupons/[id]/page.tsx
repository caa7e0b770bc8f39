import type { Metadata } from "next";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { CouponDetail } from "../_components/coupon-detail";

export const metadata: Metadata = { title: "Coupon" };

export default async function CouponPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  return <CouponDetail id={id} />;
}
