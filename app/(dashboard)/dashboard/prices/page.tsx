import type { Metadata } from "next";
import Link from "next/link";
import { Plus } from "lucide-react";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { ExportButton } from "@/components/exports/export-button";
import { PageHeader } from "@/components/page-header";
import { buttonClasses } from "@/components/ui/button";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { priceListQuerySchema } from "@/lib/schemas/price";
import { PricesTable } from "./_components/prices-table";

export const metadata: Metadata = { title: "Prices" };

/** The table's URL state: the API's own list parameters. */
const urlStateSchema = priceListQuerySchema.pick({ product: true, active: true, type: true, starting_after: true, ending_before: true });

export default async function PricesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
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
      <PricesTable params={params} />
    </>
  );
}
