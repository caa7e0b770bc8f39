import type { Metadata } from "next";
import Link from "next/link";
import { Plus } from "lucide-react";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { ExportButton } from "@/components/exports/export-button";
import { PageHeader } from "@/components/page-header";
import { buttonClasses } from "@/components/ui/button";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { customerListQuerySchema } from "@/lib/schemas/customer";
import { CustomersTable } from "./_components/customers-table";

export const metadata: Metadata = { title: "Customers" };

/** The table's URL state: the API's own list parameters. */
const urlStateSchema = customerListQuerySchema.pick({ search: true, starting_after: true, ending_before: true });

export default async function CustomersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
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
      <CustomersTable params={params} />
    </>
  );
}
