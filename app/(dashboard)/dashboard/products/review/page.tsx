import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { PageHeader } from "@/components/page-header";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { productListQuerySchema } from "@/lib/schemas/product";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readList } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { productKeys, reviewQueueQuery } from "@/lib/client/resources/products";
import { listProducts } from "@/lib/server/services/products/list-products";
import { ReviewQueue } from "../_components/review-queue";

export const metadata: Metadata = { title: "Eligibility review" };

/** The queue's URL state: the API's own list parameters (the review filter is fixed). */
const urlStateSchema = productListQuerySchema.pick({ search: true, starting_after: true, ending_before: true });

export default async function EligibilityReviewPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
  // The queue's own filter and page size (ReviewQueue).
  const query = reviewQueueQuery(params);
  const state = await prefetchQueries((scope) => [[productKeys.list(query), readList(endpoints.listProducts, query, (q) => listProducts(scope, q))]]);
  return (
    <>
      <PageHeader
        back={{ href: "/dashboard/products", label: "Products" }}
        title="Eligibility review"
        description="Products the eligibility bot was not confident about. Accept its suggestion or choose the category yourself: your choice is kept, and the bot never changes it."
      />
      <HydrationBoundary state={state}>
        <ReviewQueue params={params} />
      </HydrationBoundary>
    </>
  );
}
