import type { Metadata } from "next";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { ExportButton } from "@/components/exports/export-button";
import { PageHeader } from "@/components/page-header";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { invoiceListQuerySchema } from "@/lib/schemas/invoice";
import { InvoicesTable } from "./_components/invoices-table";

export const metadata: Metadata = { title: "Invoices" };

/** The table's URL state: the API's own list parameters. */
const urlStateSchema = invoiceListQuerySchema.pick({ status: true, customer: true, subscription: true, starting_after: true, ending_before: true });

export default async function InvoicesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
  return (
    <>
      <PageHeader
        title="Invoices"
        description="Every subscription period is invoiced and charged automatically; open invoices are retried on days 1, 3 and 5."
        actions={<ExportButton type="invoice" filters={params} />}
      />
      <InvoicesTable params={params} />
    </>
  );
}
