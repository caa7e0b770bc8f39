import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { ExportButton } from "@/components/exports/export-button";
import { PageHeader } from "@/components/page-header";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { eventListQuerySchema } from "@/lib/schemas/event";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readList } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { eventKeys, EVENTS_PAGE_SIZE } from "@/lib/client/resources/events";
import { listEvents } from "@/lib/server/services/events/list-events";
import { EventsTable } from "./_components/events-table";
import { EventsTabs } from "./_components/events-tabs";

export const metadata: Metadata = { title: "Events" };

/** The table's URL state: the API's own list parameters. */
const urlStateSchema = eventListQuerySchema.pick({ event_type: true, created_gte: true, created_lt: true, starting_after: true, ending_before: true });

export default async function EventsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
  // The events table pages by 25 (EventsTable).
  const query = { ...params, limit: EVENTS_PAGE_SIZE };
  const state = await prefetchQueries((scope) => [[eventKeys.list(query), readList(endpoints.listEvents, query, (q) => listEvents(scope, q))]]);
  return (
    <>
      <PageHeader
        title="Events and webhooks"
        description="Every change in your account is an event; webhooks send them to your servers, signed."
        actions={<ExportButton type="event" filters={{ event_type: params.event_type, created: { gte: params.created_gte, lt: params.created_lt } }} />}
      />
      <EventsTabs />
      <HydrationBoundary state={state}>
        <EventsTable params={params} />
      </HydrationBoundary>
    </>
  );
}
