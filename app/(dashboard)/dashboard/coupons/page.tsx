import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import Link from "next/link";
import { Plus } from "lucide-react";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { ExportButton } from "@/components/exports/export-button";
import { PageHeader } from "@/components/page-header";
import { buttonClasses } from "@/components/ui/button";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { couponListQuerySchema } from "@/lib/schemas/coupon";
import { LIST_PAGE_SIZE } from "@/lib/client/resource";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readList } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { couponKeys } from "@/lib/client/resources/coupons";
import { listCoupons } from "@/lib/server/services/coupons/list-coupons";
import { CouponsTable } from "./_components/coupons-table";

export const metadata: Metadata = { title: "Coupons" };

/** The table's URL state: the API's own list parameters. */
const urlStateSchema = couponListQuerySchema.pick({ valid: true, starting_after: true, ending_before: true });

export default async function CouponsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
  const query = { ...params, limit: LIST_PAGE_SIZE };
  const state = await prefetchQueries((scope) => [[couponKeys.list(query), readList(endpoints.listCoupons, query, (q) => listCoupons(scope, q))]]);
  return (
    <>
      <PageHeader
        title="Coupons"
        description="Fixed-amount or percentage discounts. Share them with customers through promo codes."
        actions={
          <>
            <ExportButton type="coupon" filters={params} />
            <Link href="/dashboard/coupons/new" className={buttonClasses()}>
              <Plus aria-hidden /> Create coupon
            </Link>
          </>
        }
      />
      <HydrationBoundary state={state}>
        <CouponsTable params={params} />
      </HydrationBoundary>
    </>
  );
}
