"use client";

import Link from "next/link";
import { CircleAlert, Plus } from "lucide-react";
import { ELIGIBILITY, VISIT_TYPE_LABELS } from "@/components/catalogue/labels";
import { ResourceTable } from "@/components/resource/resource-table";
import { Button, buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { productsResource, useReviewCount, type ProductListParams } from "@/lib/client/resources/products";
import { ELIGIBILITY_VALUES } from "@/lib/eligibility/eligibility-values";
import { VISIT_TYPES } from "@/lib/schemas/enums";
import { productColumns } from "./product-columns";

const STATUS_OPTIONS = [
  { value: "true", label: "Active" },
  { value: "false", label: "Archived" },
];
const ELIGIBILITY_OPTIONS = ELIGIBILITY_VALUES.map((v) => ({ value: v, label: ELIGIBILITY[v].short }));
const VISIT_TYPE_OPTIONS = VISIT_TYPES.map((v) => ({ value: v, label: VISIT_TYPE_LABELS[v] }));

/** The "Needs review" filter: a toggle with the number of products waiting. */
function NeedsReviewToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const reviewCount = useReviewCount();
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={on}
      onClick={() => onChange(!on)}
      className={cn(on && "bg-amber-50 text-warning-strong ring-warning hover:bg-amber-100")}
    >
      <CircleAlert aria-hidden /> Needs review
      {reviewCount.data && reviewCount.data.count > 0 && (
        <span className="rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-warning tabular-nums" data-testid="needs-review-count">
          {reviewCount.data.count}
          {reviewCount.data.more ? "+" : ""}
        </span>
      )}
    </Button>
  );
}

/** The products list; `params` come from the URL (parsed by the server page). */
export function ProductsTable({ params }: { params: ProductListParams }) {
  const reviewing = params.eligibility_review === "needed";
  return (
    <ResourceTable
      resource={productsResource}
      params={params}
      columns={productColumns}
      label="Products"
      noun={{ one: "product", other: "products" }}
      rowHref={(p) => `/dashboard/products/${p.product_id}`}
      search={{ key: "search", placeholder: "Search by name" }}
      filters={[
        { key: "active", label: "Status", options: STATUS_OPTIONS },
        { key: "hsa_fsa_eligibility", label: "Eligibility", options: ELIGIBILITY_OPTIONS },
        { key: "visit_type", label: "Visit type", options: VISIT_TYPE_OPTIONS },
        { key: "eligibility_review", render: (value, set) => <NeedsReviewToggle on={value === "needed"} onChange={(on) => set(on ? "needed" : null)} /> },
      ]}
      resetButton
      empty={{
        title: "No products yet",
        description: "Add the products you sell. The eligibility bot can tell you which ones HSA/FSA cards can pay for.",
        action: (
          <Link href="/dashboard/products/new" className={buttonClasses({ size: "sm" })}>
            <Plus aria-hidden /> Add product
          </Link>
        ),
      }}
      emptyFiltered={
        reviewing && !params.search
          ? {
              title: "Nothing to review",
              description: "The eligibility bot is confident about every product, or you decided them yourself.",
              clearLabel: "Show all products",
            }
          : {
              title: "No products match",
              description: params.search ? `Nothing matches “${params.search}” with these filters.` : "No product matches these filters.",
              clearLabel: "Clear filters",
            }
      }
    />
  );
}
