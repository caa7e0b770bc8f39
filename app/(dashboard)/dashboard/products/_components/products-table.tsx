"use client";

import Link from "next/link";
import { CircleAlert, Plus } from "lucide-react";
import { ELIGIBILITY, VISIT_TYPE_LABELS } from "@/components/catalogue/labels";
import {
  UrlCursorPagination,
  DataTable,
  DataTableEmpty,
  DataTableSearch,
  DataTableSelectFilter,
  DataTableToolbar,
  useTableUrlState,
} from "@/components/data-table";
import { Button, buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { productsResource, useReviewCount, type ProductListParams } from "@/lib/client/resources/products";
import { useResourceList } from "@/lib/client/use-resource";
import { ELIGIBILITY_VALUES } from "@/lib/eligibility/eligibility-values";
import { VISIT_TYPES } from "@/lib/schemas/enums";
import { productColumns } from "./product-columns";

const PAGE_SIZE = 20;

const STATUS_OPTIONS = [
  { value: "true", label: "Active" },
  { value: "false", label: "Archived" },
];
const ELIGIBILITY_OPTIONS = ELIGIBILITY_VALUES.map((v) => ({ value: v, label: ELIGIBILITY[v].short }));
const VISIT_TYPE_OPTIONS = VISIT_TYPES.map((v) => ({ value: v, label: VISIT_TYPE_LABELS[v] }));

/** The products list; `params` come from the URL (parsed by the server page). */
export function ProductsTable({ params }: { params: ProductListParams }) {
  const url = useTableUrlState();
  const list = useResourceList(productsResource, { ...params, limit: PAGE_SIZE });
  const reviewCount = useReviewCount();
  const page = list.data;
  const reviewing = params.eligibility_review === "needed";
  const filtered =
    Boolean(params.search) || params.active !== undefined || Boolean(params.hsa_fsa_eligibility) || Boolean(params.visit_type) || Boolean(params.eligibility_review);
  const clearAll = { search: null, active: null, hsa_fsa_eligibility: null, eligibility_review: null, visit_type: null };

  return (
    <DataTable
      aria-label="Products"
      columns={productColumns}
      data={page?.data}
      getRowId={(p) => p.product_id}
      isLoading={list.isLoading}
      isStale={list.isPlaceholderData || url.pending}
      error={list.error}
      onRetry={() => list.refetch()}
      rowHref={(p) => `/dashboard/products/${p.product_id}`}
      toolbar={
        <DataTableToolbar
          search={<DataTableSearch value={params.search ?? ""} onChange={(v) => url.setFilter("search", v)} placeholder="Search by name" />}
          filters={
            <>
              <DataTableSelectFilter
                label="Status"
                value={params.active === undefined ? undefined : String(params.active)}
                options={STATUS_OPTIONS}
                onChange={(v) => url.setFilter("active", v)}
              />
              <DataTableSelectFilter
                label="Eligibility"
                value={params.hsa_fsa_eligibility}
                options={ELIGIBILITY_OPTIONS}
                onChange={(v) => url.setFilter("hsa_fsa_eligibility", v)}
              />
              <DataTableSelectFilter label="Visit type" value={params.visit_type} options={VISIT_TYPE_OPTIONS} onChange={(v) => url.setFilter("visit_type", v)} />
              <Button
                variant="secondary"
                size="sm"
                aria-pressed={reviewing}
                onClick={() => url.setFilter("eligibility_review", reviewing ? null : "needed")}
                className={cn(reviewing && "bg-amber-50 text-amber-900 ring-amber-300 hover:bg-amber-100")}
              >
                <CircleAlert aria-hidden /> Needs review
                {reviewCount.data && reviewCount.data.count > 0 && (
                  <span className="rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-800 tabular-nums" data-testid="needs-review-count">
                    {reviewCount.data.count}
                    {reviewCount.data.more ? "+" : ""}
                  </span>
                )}
              </Button>
            </>
          }
          actions={
            filtered ? (
              <Button variant="ghost" size="sm" onClick={() => url.setFilters(clearAll)}>
                Reset filters
              </Button>
            ) : null
          }
        />
      }
      empty={
        filtered ? (
          reviewing && !params.search ? (
            <DataTableEmpty
              title="Nothing to review"
              description="The eligibility bot is confident about every product, or you decided them yourself."
              action={<Button variant="secondary" size="sm" onClick={() => url.setFilter("eligibility_review", null)}>Show all products</Button>}
            />
          ) : (
          <DataTableEmpty
            title="No products match"
            description={params.search ? `Nothing matches “${params.search}” with these filters.` : "No product matches these filters."}
            action={
              <Button variant="secondary" size="sm" onClick={() => url.setFilters(clearAll)}>
                Clear filters
              </Button>
            }
          />
          )
        ) : (
          <DataTableEmpty
            title="No products yet"
            description="Add the products you sell. The eligibility bot can tell you which ones HSA/FSA cards can pay for."
            action={<Link href="/dashboard/products/new" className={buttonClasses({ size: "sm" })}><Plus aria-hidden /> Add product</Link>}
          />
        )
      }
      footer={<UrlCursorPagination page={page} url={url} fetching={list.isFetching} noun={{ one: "product", other: "products" }} />}
    />
  );
}
