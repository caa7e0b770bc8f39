import type { Metadata } from "next";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { PageHeader } from "@/components/page-header";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { productListQuerySchema } from "@/lib/schemas/product";
import { ReviewQueue } from "../_components/review-queue";

export const metadata: Metadata = { title: "Eligibility review" };

/** The queue's URL state: the API's own list parameters (the review filter is fixed). */
const urlStateSchema = productListQuerySchema.pick({ search: true, starting_after: true, ending_before: true });

export default async function EligibilityReviewPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
  return (
    <>
      <PageHeader
        back={{ href: "/dashboard/products", label: "Products" }}
        title="Eligibility review"
        description="Products the eligibility bot was not confident about. Accept its suggestion or choose the category yourself: your choice is kept, and the bot never changes it."
      />
      <ReviewQueue params={params} />
    </>
  );
}
