"use client";

import { useMemo } from "react";
import Link from "next/link";
import { Plus } from "lucide-react";
import { UrlCursorPagination, DataTable, DataTableEmpty, DataTableSelectFilter, DataTableToolbar, useTableUrlState } from "@/components/data-table";
import { Button, buttonClasses } from "@/components/ui/button";
import { paymentLinksResource, type PaymentLinkListParams } from "@/lib/client/resources/payment-links";
import { usePricesById } from "@/lib/client/resources/prices";
import { useResourceList } from "@/lib/client/use-resource";
import { paymentLinkColumns } from "./payment-link-columns";

const PAGE_SIZE = 20;

const STATUS_OPTIONS = [
  { value: "true", label: "Active" },
  { value: "false", label: "Inactive" },
];

/** The payment links list; `params` come from the URL (parsed by the server page). */
export function PaymentLinksTable({ params }: { params: PaymentLinkListParams }) {
  const url = useTableUrlState();
  const list = useResourceList(paymentLinksResource, { ...params, limit: PAGE_SIZE });
  const page = list.data;
  // Lines name prices only: load each distinct price once (cached as its detail).
  const priceIds = (page?.data ?? []).flatMap((l) => l.line_items.map((i) => i.price));
  const prices = usePricesById(priceIds);
  const columns = useMemo(() => paymentLinkColumns(prices.byId), [prices.byId]);
  const filtered = params.active !== undefined;

  return (
    <DataTable
      aria-label="Payment links"
      columns={columns}
      data={page?.data}
      getRowId={(l) => l.payment_link_id}
      isLoading={list.isLoading}
      isStale={list.isPlaceholderData || url.pending}
      error={list.error}
      onRetry={() => list.refetch()}
      rowHref={(l) => `/dashboard/payment-links/${l.payment_link_id}`}
      toolbar={
        <DataTableToolbar
          filters={
            <DataTableSelectFilter
              label="Status"
              value={params.active === undefined ? undefined : String(params.active)}
              options={STATUS_OPTIONS}
              onChange={(v) => url.setFilter("active", v)}
            />
          }
        />
      }
      empty={
        filtered ? (
          <DataTableEmpty
            title={params.active ? "No active payment links" : "No inactive payment links"}
            description="Try another status."
            action={<Button variant="secondary" size="sm" onClick={() => url.setFilter("active", null)}>Show all links</Button>}
          />
        ) : (
          <DataTableEmpty
            title="No payment links yet"
            description="Pick one or more prices and get a link to a hosted checkout page that accepts HSA/FSA cards."
            action={<Link href="/dashboard/payment-links/new" className={buttonClasses({ size: "sm" })}><Plus aria-hidden /> Create payment link</Link>}
          />
        )
      }
      footer={<UrlCursorPagination page={page} url={url} fetching={list.isFetching} noun={{ one: "payment link", other: "payment links" }} />}
    />
  );
}
