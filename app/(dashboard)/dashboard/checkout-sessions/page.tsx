import type { Metadata } from "next";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { ExportButton } from "@/components/exports/export-button";
import { PageHeader } from "@/components/page-header";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { checkoutSessionListQuerySchema } from "@/lib/schemas/checkout-session";
import { CheckoutSessionsTable } from "./_components/checkout-sessions-table";

export const metadata: Metadata = { title: "Checkout sessions" };

/** The table's URL state: the API's own list parameters. */
const urlStateSchema = checkoutSessionListQuerySchema.pick({ status: true, search: true, starting_after: true, ending_before: true });

export default async function CheckoutSessionsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
  return (
    <>
      <PageHeader title="Checkout sessions" description="Every hosted checkout, from open to paid, complete or canceled. Split carts are paid with an HSA/FSA card and a regular card." actions={<ExportButton type="checkout_session" filters={params} />} />
      <CheckoutSessionsTable params={params} />
    </>
  );
}
