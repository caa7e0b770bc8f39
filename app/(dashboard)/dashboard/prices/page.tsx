import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import Link from "next/link";
import { Plus } from "lucide-react";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { ExportButton } from "@/components/exports/export-button";
import { PageHeader } from "@/components/page-header";
import { buttonClasses } from "@/components/ui/button";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { priceListQuerySchema } from "@/lib/schemas/price";
import { LIST_PAGE_SIZE } from "@/lib/client/resource";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readList } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { priceKeys } from "@/lib/client/resources/prices";
import { listPrices } from "@/lib/server/services/prices/list-prices";
import { PricesTable } from "./_components/prices-table";

export const metadata: Metadata = { title: "Prices" };

/** The table's URL state: the API's own list parameters. */
const urlStateSchema = priceListQuerySchema.pick({ product: true, active: true, type: true, starting_after: true, ending_before: true });

export default async function PricesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
  const query = { ...params, limit: LIST_PAGE_SIZE };
  // The client's list expands each product (pricesResource).
  const state = await prefetchQueries((scope) => [
    [priceKeys.list(query), readList(endpoints.listPrices, { expand: "product", ...query }, (q, expand) => listPrices(scope, q, expand))],
  ]);
  return (
    <>
      <PageHeader
        title="Prices"
        description="One-time and recurring prices for your products. Their eligibility follows the product unless you override it."
        actions={
          <>
            <ExportButton type="price" filters={params} />
            <Link href={params.product ? `/dashboard/prices/new?product=${params.product}` : "/dashboard/prices/new"} className={buttonClasses()}>
              <Plus aria-hidden /> Add price
            </Link>
          </>
        }
      />
      <HydrationBoundary state={state}>
        <PricesTable params={params} />
      </HydrationBoundary>
    </>
  );
}
