"use client";

import { useMemo, useState } from "react";
import Link from "next/link";
import { Plus } from "lucide-react";
import { UrlCursorPagination, DataTable, DataTableEmpty, DataTableSelectFilter, DataTableToolbar, useTableUrlState } from "@/components/data-table";
import { Button, buttonClasses } from "@/components/ui/button";
import { couponsResource, type CouponListParams } from "@/lib/client/resources/coupons";
import { useResourceList } from "@/lib/client/use-resource";
import type { Coupon } from "@/lib/schemas/coupon";
import { couponColumns } from "./coupon-columns";
import { DeleteCouponDialog } from "./delete-coupon-dialog";

const PAGE_SIZE = 20;

const VALID_OPTIONS = [
  { value: "true", label: "Valid" },
  { value: "false", label: "Expired" },
];

/** The coupons list; `params` come from the URL (parsed by the server page). */
export function CouponsTable({ params }: { params: CouponListParams }) {
  const url = useTableUrlState();
  const list = useResourceList(couponsResource, { ...params, limit: PAGE_SIZE });
  const page = list.data;
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const columns = useMemo(() => couponColumns(setDeleting), []);
  const filtered = params.valid !== undefined;

  return (
    <>
      <DataTable
        aria-label="Coupons"
        columns={columns}
        data={page?.data}
        getRowId={(c) => c.coupon_id}
        isLoading={list.isLoading}
        isStale={list.isPlaceholderData || url.pending}
        error={list.error}
        onRetry={() => list.refetch()}
        rowHref={(c) => `/dashboard/coupons/${c.coupon_id}`}
        toolbar={
          <DataTableToolbar
            filters={
              <DataTableSelectFilter
                label="Status"
                value={params.valid === undefined ? undefined : String(params.valid)}
                options={VALID_OPTIONS}
                onChange={(v) => url.setFilter("valid", v)}
              />
            }
          />
        }
        empty={
          filtered ? (
            <DataTableEmpty
              title={params.valid ? "No valid coupons" : "No expired coupons"}
              description="Try another status."
              action={<Button variant="secondary" size="sm" onClick={() => url.setFilter("valid", null)}>Show all coupons</Button>}
            />
          ) : (
            <DataTableEmpty
              title="No coupons yet"
              description="Create a discount, then share it with a promo code or let shoppers enter it on payment links."
              action={<Link href="/dashboard/coupons/new" className={buttonClasses({ size: "sm" })}><Plus aria-hidden /> Create coupon</Link>}
            />
          )
        }
        footer={<UrlCursorPagination page={page} url={url} fetching={list.isFetching} noun={{ one: "coupon", other: "coupons" }} />}
      />
      <DeleteCouponDialog coupon={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
