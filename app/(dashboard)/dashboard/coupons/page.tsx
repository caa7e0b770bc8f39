import type { Metadata } from "next";
import Link from "next/link";
import { Plus } from "lucide-react";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { ExportButton } from "@/components/exports/export-button";
import { PageHeader } from "@/components/page-header";
import { buttonClasses } from "@/components/ui/button";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { couponListQuerySchema } from "@/lib/schemas/coupon";
import { CouponsTable } from "./_components/coupons-table";

export const metadata: Metadata = { title: "Coupons" };

/** The table's URL state: the API's own list parameters. */
const urlStateSchema = couponListQuerySchema.pick({ valid: true, starting_after: true, ending_before: true });

export default async function CouponsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
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
      <CouponsTable params={params} />
    </>
  );
}
