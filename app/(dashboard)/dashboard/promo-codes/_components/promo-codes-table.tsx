"use client";

import Link from "next/link";
import { Plus, X } from "lucide-react";
import { couponOffText } from "@/components/catalogue/labels";
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
    <span className="inline-flex h-8 items-center gap-1 rounded-md bg-brand-50 pr-1 pl-2.5 text-[13px] text-accent-strong ring-1 ring-accent ring-inset">
      Coupon: {coupon ? (coupon.name ?? couponOffText(coupon)) : id}
      <button type="button" onClick={onRemove} aria-label="Remove coupon filter" className="rounded p-1 text-accent hover:bg-brand-100 hover:text-accent-strong">
        <X className="size-3.5" />
      </button>
    </span>
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
        action: <Link href="/dashboard/promo-codes/new" className={buttonClasses({ size: "sm" })}><Plus aria-hidden /> Create promo code</Link>,
      }}
      emptyFiltered={{
        title: params.code ? "No promo code matches" : "No promo codes match",
        description: params.code ? `There is no code “${params.code}”. Codes are matched exactly, ignoring case.` : "No promo code matches these filters.",
        clearLabel: "Clear filters",
      }}
    />
  );
}
