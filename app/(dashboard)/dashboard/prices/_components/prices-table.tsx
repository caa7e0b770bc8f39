"use client";

import Link from "next/link";
import { Plus } from "lucide-react";
import { ProductFilter } from "@/components/catalogue/pickers";
import { ResourceTable } from "@/components/resource/resource-table";
import { buttonClasses } from "@/components/ui/button";
import { pricesResource, type PriceListParams } from "@/lib/client/resources/prices";
import { priceColumns } from "@/components/catalogue/price-columns";

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
  return (
    <ResourceTable
      resource={pricesResource}
      params={params}
      columns={priceColumns}
      label="Prices"
      noun={{ one: "price", other: "prices" }}
      rowHref={(p) => `/dashboard/prices/${p.price_id}`}
      filters={[
        { key: "product", render: (value, set) => <ProductFilter value={value} onChange={set} /> },
        { key: "type", label: "Type", options: TYPE_OPTIONS },
        { key: "active", label: "Status", options: STATUS_OPTIONS },
      ]}
      resetButton
      empty={{
        title: "No prices yet",
        description: "A price sets what shoppers pay for a product, once or on a schedule.",
        action: (
          <Link href="/dashboard/prices/new" className={buttonClasses({ size: "sm" })}>
            <Plus aria-hidden /> Add price
          </Link>
        ),
      }}
      emptyFiltered={{ title: "No prices match", description: "No price matches these filters.", clearLabel: "Clear filters" }}
    />
  );
}
