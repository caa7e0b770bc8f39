"use client";

import Link from "next/link";
import { Plus } from "lucide-react";
import { ProductFilter } from "@/components/catalogue/pickers";
import { UrlCursorPagination, DataTable, DataTableEmpty, DataTableSelectFilter, DataTableToolbar, useTableUrlState } from "@/components/data-table";
import { Button, buttonClasses } from "@/components/ui/button";
import { pricesResource, type PriceListParams } from "@/lib/client/resources/prices";
import { useResourceList } from "@/lib/client/use-resource";
import { priceColumns } from "./price-columns";

const PAGE_SIZE = 20;

const STATUS_OPTIONS = [
  { value: "true", label: "Active" },
  { value: "false", label: "Inactive" },
];
const TYPE_OPTIONS = [
  { value: "one_time", label: "One-time" },
  { value: "recurring", label: "Recurring" },
];

/** The prices list (with their products expanded); `params` come from the URL. */
export function PricesTable({ params }: { params: PriceListParams }) {
  const url = useTableUrlState();
  const list = useResourceList(pricesResource, { ...params, limit: PAGE_SIZE });
  const page = list.data;
  const filtered = Boolean(params.product) || params.active !== undefined || Boolean(params.type);
  const clear = () => url.setFilters({ product: null, active: null, type: null });

  return (
    <DataTable
      aria-label="Prices"
      columns={priceColumns}
      data={page?.data}
      getRowId={(p) => p.price_id}
      isLoading={list.isLoading}
      isStale={list.isPlaceholderData || url.pending}
      error={list.error}
      onRetry={() => list.refetch()}
      rowHref={(p) => `/dashboard/prices/${p.price_id}`}
      toolbar={
        <DataTableToolbar
          filters={
            <>
              <ProductFilter value={params.product} onChange={(v) => url.setFilter("product", v)} />
              <DataTableSelectFilter label="Type" value={params.type} options={TYPE_OPTIONS} onChange={(v) => url.setFilter("type", v)} />
              <DataTableSelectFilter
                label="Status"
                value={params.active === undefined ? undefined : String(params.active)}
                options={STATUS_OPTIONS}
                onChange={(v) => url.setFilter("active", v)}
              />
            </>
          }
          actions={filtered ? <Button variant="ghost" size="sm" onClick={clear}>Reset filters</Button> : null}
        />
      }
      empty={
        filtered ? (
          <DataTableEmpty
            title="No prices match"
            description="No price matches these filters."
            action={<Button variant="secondary" size="sm" onClick={clear}>Clear filters</Button>}
          />
        ) : (
          <DataTableEmpty
            title="No prices yet"
            description="A price sets what shoppers pay for a product, once or on a schedule."
            action={<Link href="/dashboard/prices/new" className={buttonClasses({ size: "sm" })}><Plus aria-hidden /> Add price</Link>}
          />
        )
      }
      footer={<UrlCursorPagination page={page} url={url} fetching={list.isFetching} noun={{ one: "price", other: "prices" }} />}
    />
  );
}
