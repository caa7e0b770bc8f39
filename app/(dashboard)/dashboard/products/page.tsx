import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import Link from "next/link";
import { Plus } from "lucide-react";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { ExportButton } from "@/components/exports/export-button";
import { PageHeader } from "@/components/page-header";
import { buttonClasses } from "@/components/ui/button";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { productListQuerySchema } from "@/lib/schemas/product";
import { LIST_PAGE_SIZE } from "@/lib/client/resource";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readList } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { productKeys } from "@/lib/client/resources/products";
import { listProducts } from "@/lib/server/services/products/list-products";
import { ImportEligibilityList } from "./_components/import-eligibility-list";
import { ProductsTable } from "./_components/products-table";
import { ReviewQueueLink } from "./_components/review-queue-link";

export const metadata: Metadata = { title: "Products" };

/** The table's URL state: the API's own list parameters. */
const urlStateSchema = productListQuerySchema.pick({
  search: true,
  active: true,
  hsa_fsa_eligibility: true,
  eligibility_review: true,
  visit_type: true,
  starting_after: true,
  ending_before: true,
});

export default async function ProductsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
  const query = { ...params, limit: LIST_PAGE_SIZE };
  const state = await prefetchQueries((scope) => [[productKeys.list(query), readList(endpoints.listProducts, query, (q) => listProducts(scope, q))]]);
  return (
    <>
      <PageHeader
        title="Products"
        description="The health products you sell, and whether shoppers can pay for them with an HSA/FSA card."
        actions={
          <>
            <ReviewQueueLink />
            <ImportEligibilityList />
            <ExportButton type="product" filters={params} />
            <Link href="/dashboard/products/new" className={buttonClasses()}>
              <Plus aria-hidden /> Add product
            </Link>
          </>
        }
      />
      <HydrationBoundary state={state}>
        <ProductsTable params={params} />
      </HydrationBoundary>
    </>
  );
}
