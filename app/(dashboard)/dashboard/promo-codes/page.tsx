import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import Link from "next/link";
import { Plus } from "lucide-react";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { ExportButton } from "@/components/exports/export-button";
import { PageHeader } from "@/components/page-header";
import { buttonClasses } from "@/components/ui/button";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { promoCodeListQuerySchema } from "@/lib/schemas/promo-code";
import { LIST_PAGE_SIZE } from "@/lib/client/resource";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readList } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { promoCodeKeys } from "@/lib/client/resources/promo-codes";
import { listPromoCodes } from "@/lib/server/services/promo-codes/list-promo-codes";
import { PromoCodesTable } from "./_components/promo-codes-table";

export const metadata: Metadata = { title: "Promo codes" };

/** The table's URL state: the API's own list parameters. */
const urlStateSchema = promoCodeListQuerySchema.pick({ code: true, coupon: true, active: true, starting_after: true, ending_before: true });

export default async function PromoCodesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
  const query = { ...params, limit: LIST_PAGE_SIZE };
  const state = await prefetchQueries((scope) => [[promoCodeKeys.list(query), readList(endpoints.listPromoCodes, query, (q) => listPromoCodes(scope, q))]]);
  return (
    <>
      <PageHeader
        title="Promo codes"
        description="Codes customers type at checkout to redeem a coupon."
        actions={
          <>
            <ExportButton type="promo_code" filters={params} />
            <Link href={params.coupon ? `/dashboard/promo-codes/new?coupon=${params.coupon}` : "/dashboard/promo-codes/new"} className={buttonClasses()}>
              <Plus aria-hidden /> Create promo code
            </Link>
          </>
        }
      />
      <HydrationBoundary state={state}>
        <PromoCodesTable params={params} />
      </HydrationBoundary>
    </>
  );
}
