import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { eventKeys } from "@/lib/client/resources/events";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readOne } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { getEvent } from "@/lib/server/services/events/get-event";
import { EventDetail } from "../_components/event-detail";

export const metadata: Metadata = { title: "Event" };

export default async function EventPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  const state = await prefetchQueries((scope) => [[eventKeys.detail(id), readOne(endpoints.retrieveEvent, id, undefined, (id) => getEvent(scope, id))]]);
  return (
    <HydrationBoundary state={state}>
      <EventDetail id={id} />
    </HydrationBoundary>
  );
}
