import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import Link from "next/link";
import { Plus } from "lucide-react";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { ExportButton } from "@/components/exports/export-button";
import { PageHeader } from "@/components/page-header";
import { buttonClasses } from "@/components/ui/button";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { customerListQuerySchema } from "@/lib/schemas/customer";
import { LIST_PAGE_SIZE } from "@/lib/client/resource";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readList } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { customerKeys } from "@/lib/client/resources/customers";
import { listCustomers } from "@/lib/server/services/customers/list-customers";
import { CustomersTable } from "./_components/customers-table";

export const metadata: Metadata = { title: "Customers" };

/** The table's URL state: the API's own list parameters. */
const urlStateSchema = customerListQuerySchema.pick({ search: true, starting_after: true, ending_before: true });

export default async function CustomersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
  const query = { ...params, limit: LIST_PAGE_SIZE };
  const state = await prefetchQueries((scope) => [[customerKeys.list(query), readList(endpoints.listCustomers, query, (q) => listCustomers(scope, q))]]);
  return (
    <>
      <PageHeader
        title="Customers"
        description="Everyone who has bought from you or whom you have added."
        actions={
          <>
            <ExportButton type="customer" filters={params} />
            <Link href="/dashboard/customers/new" className={buttonClasses()}>
              <Plus aria-hidden /> Add customer
            </Link>
          </>
        }
      />
      <HydrationBoundary state={state}>
        <CustomersTable params={params} />
      </HydrationBoundary>
    </>
  );
}
