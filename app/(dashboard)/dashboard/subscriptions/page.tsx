import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { AdvanceClockButton } from "@/components/billing/advance-clock-button";
import { DunningSettingsCard } from "@/components/billing/dunning-settings-card";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { ExportButton } from "@/components/exports/export-button";
import { PageHeader } from "@/components/page-header";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { loadBillingSettings } from "@/lib/server/dashboard/billing-settings";
import { subscriptionListQuerySchema } from "@/lib/schemas/subscription";
import { LIST_PAGE_SIZE } from "@/lib/client/resource";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readList } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { subscriptionKeys } from "@/lib/client/resources/subscriptions";
import { listSubscriptions } from "@/lib/server/services/subscriptions/list-subscriptions";
import { SubscriptionsTable } from "./_components/subscriptions-table";

export const metadata: Metadata = { title: "Subscriptions" };

/** The table's URL state: the API's own list parameters. */
const urlStateSchema = subscriptionListQuerySchema.pick({ status: true, customer: true, starting_after: true, ending_before: true });

export default async function SubscriptionsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const session = await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
  // The table asks for each subscription's customer (SubscriptionsTable).
  const query = { ...params, expand_customer: true, limit: LIST_PAGE_SIZE };
  const [state, settings] = await Promise.all([
    prefetchQueries((scope) => [
      [subscriptionKeys.list(query), readList(endpoints.listSubscriptions, query, (q, expand) => listSubscriptions(scope, q, expand))],
    ]),
    loadBillingSettings(session),
  ]);
  return (
    <>
      <PageHeader
        title="Subscriptions"
        description={
          params.customer
            ? `Subscriptions of customer ${params.customer}.`
            : "Recurring billing: each period is invoiced and charged, the eligible part to the HSA/FSA card."
        }
        actions={
          <>
            {session.testMode && <AdvanceClockButton />}
            <ExportButton type="subscription" filters={params} />
          </>
        }
      />
      <div className="space-y-6">
        <HydrationBoundary state={state}>
          <SubscriptionsTable params={params} />
        </HydrationBoundary>
        <DunningSettingsCard initial={settings.dunning_final_status} />
      </div>
    </>
  );
}
