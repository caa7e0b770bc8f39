"use client";

import { useState } from "react";
import Link from "next/link";
import { Plus } from "lucide-react";
import { CursorPagination, DataTable, DataTableEmpty } from "@/components/data-table";
import { buttonClasses } from "@/components/ui/button";
import { pricesResource } from "@/lib/client/resources/prices";
import { useResourceList } from "@/lib/client/use-resource";
import type { Product } from "@/lib/schemas/product";
import { productPriceColumns } from "@/components/catalogue/price-columns";

const PAGE_SIZE = 10;

/** The product's prices (GET /v1/prices?product=ID), paged in place, with "Add price". */
export function ProductPrices({ product }: { product: Product }) {
  const [cursor, setCursor] = useState<{ starting_after?: string; ending_before?: string }>({});
  const list = useResourceList(pricesResource, { product: product.product_id, limit: PAGE_SIZE, ...cursor });
  const page = list.data;
  const addHref = `/dashboard/prices/new?product=${product.product_id}`;

  return (
    <section aria-labelledby="product-prices-title">
      <div className="mb-3 flex items-end justify-between gap-4">
        <div>
          <h2 id="product-prices-title" className="text-[15px] font-semibold text-fg">
            Prices
          </h2>
          <p className="mt-0.5 text-[13px] text-subtle">What shoppers pay: one-time or recurring. Amounts cannot change once created.</p>
        </div>
        <Link href={addHref} className={buttonClasses({ variant: "secondary", size: "sm" })}>
          <Plus aria-hidden /> Add price
        </Link>
      </div>
      <DataTable
        aria-label="Prices"
        columns={productPriceColumns}
        data={page?.data}
        getRowId={(p) => p.price_id}
        isLoading={list.isLoading}
        isStale={list.isPlaceholderData}
        error={list.error}
        onRetry={() => list.refetch()}
        rowHref={(p) => `/dashboard/prices/${p.price_id}`}
        skeletonRows={3}
        empty={
          <DataTableEmpty
            title="No prices yet"
            description="Add a price so shoppers can buy this product through checkout or a payment link."
            action={
              <Link href={addHref} className={buttonClasses({ size: "sm" })}>
                <Plus aria-hidden /> Add price
              </Link>
            }
          />
        }
        footer={
          page && (page.prevCursor || page.nextCursor) ? (
            <CursorPagination
              count={page.data.length}
              hasPrev={Boolean(page.prevCursor)}
              hasNext={Boolean(page.nextCursor)}
              onPrev={() => page.prevCursor && setCursor({ ending_before: page.prevCursor })}
              onNext={() => page.nextCursor && setCursor({ starting_after: page.nextCursor })}
              pending={list.isFetching}
              noun={{ one: "price", other: "prices" }}
            />
          ) : null
        }
      />
    </section>
  );
}
