"use client";

import Link from "next/link";
import { Plus } from "lucide-react";
import { couponOffText } from "@/components/catalogue/labels";
import { DataTableFilterChip } from "@/components/data-table";
import { ResourceTable } from "@/components/resource/resource-table";
import { buttonClasses } from "@/components/ui/button";
import { couponsResource } from "@/lib/client/resources/coupons";
import { promoCodesResource, type PromoCodeListParams } from "@/lib/client/resources/promo-codes";
import { useResourceDetail } from "@/lib/client/use-resource";
import { promoCodeColumns } from "./promo-code-columns";

const STATUS_OPTIONS = [
  { value: "true", label: "Active" },
  { value: "false", label: "Inactive" },
];

/** The coupon filter (set by a coupon's "View all" link), named and removable. */
function CouponChip({ id, onRemove }: { id: string; onRemove: () => void }) {
  const coupon = useResourceDetail(couponsResource, id).data;
  return (
    <DataTableFilterChip label="Coupon" onRemove={onRemove}>
      {coupon ? (coupon.name ?? couponOffText(coupon)) : id}
    </DataTableFilterChip>
  );
}

/** The promo codes list; `params` come from the URL (parsed by the server page). */
export function PromoCodesTable({ params }: { params: PromoCodeListParams }) {
  return (
    <ResourceTable
      resource={promoCodesResource}
      params={params}
      columns={promoCodeColumns}
      label="Promo codes"
      noun={{ one: "promo code", other: "promo codes" }}
      rowHref={(p) => `/dashboard/promo-codes/${p.promo_code_id}`}
      search={{ key: "code", placeholder: "Find an exact code" }}
      filters={[
        { key: "active", label: "Status", options: STATUS_OPTIONS },
        { key: "coupon", render: (value, set) => value && <CouponChip id={value} onRemove={() => set(null)} /> },
      ]}
      empty={{
        title: "No promo codes yet",
        description: "Create a code like WELCOME10 that customers can type at checkout to redeem a coupon.",
        action: (
          <Link href="/dashboard/promo-codes/new" className={buttonClasses({ size: "sm" })}>
            <Plus aria-hidden /> Create promo code
          </Link>
        ),
      }}
      emptyFiltered={{
        title: params.code ? "No promo code matches" : "No promo codes match",
        description: params.code ? `There is no code “${params.code}”. Codes are matched exactly, ignoring case.` : "No promo code matches these filters.",
        clearLabel: "Clear filters",
      }}
    />
  );
}
