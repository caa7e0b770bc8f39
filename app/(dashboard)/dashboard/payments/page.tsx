import type { Metadata } from "next";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { ExportButton } from "@/components/exports/export-button";
import { PageHeader } from "@/components/page-header";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { paymentIntentListQuerySchema } from "@/lib/schemas/payment-intent";
import { PaymentsTable } from "./_components/payments-table";

export const metadata: Metadata = { title: "Payments" };

/** The table's URL state: the API's own list parameters. */
const urlStateSchema = paymentIntentListQuerySchema.pick({ status: true, starting_after: true, ending_before: true });

export default async function PaymentsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
  return (
    <>
      <PageHeader title="Payments" description="Card and HSA/FSA card payments. A split cart is paid by two payments: one per card." actions={<ExportButton type="payment" filters={params} />} />
      <PaymentsTable params={params} />
    </>
  );
}
