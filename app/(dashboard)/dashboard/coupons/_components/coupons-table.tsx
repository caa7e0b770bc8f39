"use client";

import { useMemo, useState } from "react";
import Link from "next/link";
import { Plus } from "lucide-react";
import { ResourceTable } from "@/components/resource/resource-table";
import { buttonClasses } from "@/components/ui/button";
import { couponsResource, type CouponListParams } from "@/lib/client/resources/coupons";
import type { Coupon } from "@/lib/schemas/coupon";
import { couponColumns } from "./coupon-columns";
import { DeleteCouponDialog } from "./delete-coupon-dialog";

const VALID_OPTIONS = [
  { value: "true", label: "Valid" },
  { value: "false", label: "Expired" },
];

/** The coupons list; `params` come from the URL (parsed by the server page). */
export function CouponsTable({ params }: { params: CouponListParams }) {
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const columns = useMemo(() => couponColumns(setDeleting), []);
  return (
    <>
      <ResourceTable
        resource={couponsResource}
        params={params}
        columns={columns}
        label="Coupons"
        noun={{ one: "coupon", other: "coupons" }}
        rowHref={(c) => `/dashboard/coupons/${c.coupon_id}`}
        filters={[{ key: "valid", label: "Status", options: VALID_OPTIONS }]}
        empty={{
          title: "No coupons yet",
          description: "Create a discount, then share it with a promo code or let shoppers enter it on payment links.",
          action: (
            <Link href="/dashboard/coupons/new" className={buttonClasses({ size: "sm" })}>
              <Plus aria-hidden /> Create coupon
            </Link>
          ),
        }}
        emptyFiltered={{ title: params.valid ? "No valid coupons" : "No expired coupons", description: "Try another status." }}
      />
      <DeleteCouponDialog coupon={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
