import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { ExportButton } from "@/components/exports/export-button";
import { PageHeader } from "@/components/page-header";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { exportListQuerySchema } from "@/lib/schemas/export";
import { LIST_PAGE_SIZE } from "@/lib/client/resource";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readList } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { exportKeys } from "@/lib/client/resources/exports";
import { listExports } from "@/lib/server/services/exports/list-exports";
import { ExportsTable } from "./_components/exports-table";

export const metadata: Metadata = { title: "Exports" };

/** The table's URL state: the API's own list parameters. */
const urlStateSchema = exportListQuerySchema.pick({ type: true, status: true, starting_after: true, ending_before: true });

export default async function ExportsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
  // The exports table pages by 20 too.
  const query = { ...params, limit: LIST_PAGE_SIZE };
  const state = await prefetchQueries((scope) => [[exportKeys.list(query), readList(endpoints.listExports, query, (q) => listExports(scope, q))]]);
  return (
    <>
      <PageHeader
        title="Exports"
        description="CSV files of your payments, refunds, customers and catalog, for spreadsheets and accounting tools. Files are written in the background."
        actions={<ExportButton type="payment" label="New export" variant="primary" />}
      />
      <HydrationBoundary state={state}>
        <ExportsTable params={params} />
      </HydrationBoundary>
    </>
  );
}
