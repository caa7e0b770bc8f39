import type { Metadata } from "next";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { ExportButton } from "@/components/exports/export-button";
import { PageHeader } from "@/components/page-header";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { exportListQuerySchema } from "@/lib/schemas/export";
import { ExportsTable } from "./_components/exports-table";

export const metadata: Metadata = { title: "Exports" };

/** The table's URL state: the API's own list parameters. */
const urlStateSchema = exportListQuerySchema.pick({ type: true, status: true, starting_after: true, ending_before: true });

export default async function ExportsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
  return (
    <>
      <PageHeader
        title="Exports"
        description="CSV files of your payments, refunds, customers and catalog, for spreadsheets and accounting tools. Files are written in the background."
        actions={<ExportButton type="payment" label="New export" variant="primary" />}
      />
      <ExportsTable params={params} />
    </>
  );
}
