import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { ExportButton } from "@/components/exports/export-button";
import { PageHeader } from "@/components/page-header";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { checkoutSessionListQuerySchema } from "@/lib/schemas/checkout-session";
import { LIST_PAGE_SIZE } from "@/lib/client/resource";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readList } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { checkoutSessionKeys } from "@/lib/client/resources/checkout-sessions";
import { listCheckoutSessions } from "@/lib/server/services/checkout/list-checkout-sessions";
import { CheckoutSessionsTable } from "./_components/checkout-sessions-table";

export const metadata: Metadata = { title: "Checkout sessions" };

/** The table's URL state: the API's own list parameters. */
const urlStateSchema = checkoutSessionListQuerySchema.pick({ status: true, search: true, starting_after: true, ending_before: true });

export default async function CheckoutSessionsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
  const query = { ...params, limit: LIST_PAGE_SIZE };
  // The client's list expands each customer (checkoutSessionsResource).
  const state = await prefetchQueries((scope) => [
    [
      checkoutSessionKeys.list(query),
      readList(endpoints.listCheckoutSessions, { ...query, expand: "customer" }, (q, expand) => listCheckoutSessions(scope, q, expand)),
    ],
  ]);
  return (
    <>
      <PageHeader
        title="Checkout sessions"
        description="Every hosted checkout, from open to paid, complete or canceled. Split carts are paid with an HSA/FSA card and a regular card."
        actions={<ExportButton type="checkout_session" filters={params} />}
      />
      <HydrationBoundary state={state}>
        <CheckoutSessionsTable params={params} />
      </HydrationBoundary>
    </>
  );
}
