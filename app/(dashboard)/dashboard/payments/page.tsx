import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { ExportButton } from "@/components/exports/export-button";
import { PageHeader } from "@/components/page-header";
import { LIST_PAGE_SIZE } from "@/lib/client/resource";
import { paymentIntentKeys } from "@/lib/client/resources/payment-intents";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readList } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { listPaymentIntents } from "@/lib/server/services/payment-intents/list-payment-intents";
import { paymentIntentListQuerySchema } from "@/lib/schemas/payment-intent";
import { PaymentsTable } from "./_components/payments-table";

export const metadata: Metadata = { title: "Payments" };

/** The table's URL state: the API's own list parameters. */
const urlStateSchema = paymentIntentListQuerySchema.pick({ status: true, starting_after: true, ending_before: true });

export default async function PaymentsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
  const query = { ...params, limit: LIST_PAGE_SIZE };
  const state = await prefetchQueries((scope) => [
    [paymentIntentKeys.list(query), readList(endpoints.listPaymentIntents, query, (q, expand) => listPaymentIntents(scope, q, expand))],
  ]);
  return (
    <>
      <PageHeader
        title="Payments"
        description="Card and HSA/FSA card payments. A split cart is paid by two payments: one per card."
        actions={<ExportButton type="payment" filters={params} />}
      />
      <HydrationBoundary state={state}>
        <PaymentsTable params={params} />
      </HydrationBoundary>
    </>
  );
}
