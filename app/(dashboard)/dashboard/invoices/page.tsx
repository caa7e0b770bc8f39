import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { ExportButton } from "@/components/exports/export-button";
import { PageHeader } from "@/components/page-header";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { invoiceListQuerySchema } from "@/lib/schemas/invoice";
import { LIST_PAGE_SIZE } from "@/lib/client/resource";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readList } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { invoiceKeys } from "@/lib/client/resources/invoices";
import { listInvoices } from "@/lib/server/services/invoices/list-invoices";
import { InvoicesTable } from "./_components/invoices-table";

export const metadata: Metadata = { title: "Invoices" };

/** The table's URL state: the API's own list parameters. */
const urlStateSchema = invoiceListQuerySchema.pick({ status: true, customer: true, subscription: true, starting_after: true, ending_before: true });

export default async function InvoicesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
  // The table asks for each invoice's customer (InvoicesTable).
  const query = { ...params, expand_customer: true, limit: LIST_PAGE_SIZE };
  const state = await prefetchQueries((scope) => [
    [invoiceKeys.list(query), readList(endpoints.listInvoices, query, (q, expand) => listInvoices(scope, q, expand))],
  ]);
  return (
    <>
      <PageHeader
        title="Invoices"
        description="Every subscription period is invoiced and charged automatically; open invoices are retried on days 1, 3 and 5."
        actions={<ExportButton type="invoice" filters={params} />}
      />
      <HydrationBoundary state={state}>
        <InvoicesTable params={params} />
      </HydrationBoundary>
    </>
  );
}
