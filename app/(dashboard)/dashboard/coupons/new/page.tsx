import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { CouponForm } from "../_components/coupon-form";

export const metadata: Metadata = { title: "Create coupon" };

export default async function NewCouponPage() {
  const session = await requireSession();
  return (
    <>
      <PageHeader
        title="Create coupon"
        description={`The coupon is created in ${session.mode} mode. Its terms cannot change later.`}
        back={{ href: "/dashboard/coupons", label: "Coupons" }}
      />
      <div className="max-w-3xl">
        <CouponForm />
      </div>
    </>
  );
}
