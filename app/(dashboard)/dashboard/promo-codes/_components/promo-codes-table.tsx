"use client";

import Link from "next/link";
import { Plus, X } from "lucide-react";
import { UrlCursorPagination, DataTable, DataTableEmpty, DataTableSearch, DataTableSelectFilter, DataTableToolbar, useTableUrlState } from "@/components/data-table";
import { Button, buttonClasses } from "@/components/ui/button";
import { couponOffText } from "@/components/catalogue/labels";
import { couponsResource } from "@/lib/client/resources/coupons";
import { promoCodesResource, type PromoCodeListParams } from "@/lib/client/resources/promo-codes";
import { useResourceDetail, useResourceList } from "@/lib/client/use-resource";
import { promoCodeColumns } from "./promo-code-columns";

const PAGE_SIZE = 20;

const STATUS_OPTIONS = [
  { value: "true", label: "Active" },
  { value: "false", label: "Inactive" },
];

/** The promo codes list; `params` come from the URL (parsed by the server page). */
export function PromoCodesTable({ params }: { params: PromoCodeListParams }) {
  const url = useTableUrlState();
  const list = useResourceList(promoCodesResource, { ...params, limit: PAGE_SIZE });
  const coupon = useResourceDetail(couponsResource, params.coupon).data;
  const page = list.data;
  const filtered = Boolean(params.code) || Boolean(params.coupon) || params.active !== undefined;
  const clear = () => url.setFilters({ code: null, coupon: null, active: null });

  return (
    <DataTable
      aria-label="Promo codes"
      columns={promoCodeColumns}
      data={page?.data}
      getRowId={(p) => p.promo_code_id}
      isLoading={list.isLoading}
      isStale={list.isPlaceholderData || url.pending}
      error={list.error}
      onRetry={() => list.refetch()}
      rowHref={(p) => `/dashboard/promo-codes/${p.promo_code_id}`}
      toolbar={
        <DataTableToolbar
          search={<DataTableSearch value={params.code ?? ""} onChange={(v) => url.setFilter("code", v)} placeholder="Find an exact code" />}
          filters={
            <>
              <DataTableSelectFilter
                label="Status"
                value={params.active === undefined ? undefined : String(params.active)}
                options={STATUS_OPTIONS}
                onChange={(v) => url.setFilter("active", v)}
              />
              {params.coupon && (
                <span className="inline-flex h-8 items-center gap-1 rounded-md bg-brand-50 pr-1 pl-2.5 text-[13px] text-brand-800 ring-1 ring-brand-300 ring-inset">
                  Coupon: {coupon ? (coupon.name ?? couponOffText(coupon)) : params.coupon}
                  <button type="button" onClick={() => url.setFilter("coupon", null)} aria-label="Remove coupon filter" className="rounded p-1 text-brand-500 hover:bg-brand-100 hover:text-brand-800">
                    <X className="size-3.5" />
                  </button>
                </span>
              )}
            </>
          }
        />
      }
      empty={
        filtered ? (
          <DataTableEmpty
            title={params.code ? "No promo code matches" : "No promo codes match"}
            description={params.code ? `There is no code “${params.code}”. Codes are matched exactly, ignoring case.` : "No promo code matches these filters."}
            action={<Button variant="secondary" size="sm" onClick={clear}>Clear filters</Button>}
          />
        ) : (
          <DataTableEmpty
            title="No promo codes yet"
            description="Create a code like WELCOME10 that customers can type at checkout to redeem a coupon."
            action={<Link href="/dashboard/promo-codes/new" className={buttonClasses({ size: "sm" })}><Plus aria-hidden /> Create promo code</Link>}
          />
        )
      }
      footer={<UrlCursorPagination page={page} url={url} fetching={list.isFetching} noun={{ one: "promo code", other: "promo codes" }} />}
    />
  );
}
