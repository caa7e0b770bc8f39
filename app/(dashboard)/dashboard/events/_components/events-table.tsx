"use client";

import { DataTableDayInput } from "@/components/data-table";
import { ResourceTable } from "@/components/resource/resource-table";
import { eventsResource, type EventListParams, EVENTS_PAGE_SIZE } from "@/lib/client/resources/events";
import { eventColumns } from "./event-columns";
import { EventTypeFilter } from "./event-type-filter";

export function EventsTable({ params }: { params: EventListParams }) {
  return (
    <ResourceTable
      resource={eventsResource}
      params={params}
      pageSize={EVENTS_PAGE_SIZE}
      columns={eventColumns}
      label="Events"
      noun={{ one: "event", other: "events" }}
      rowHref={(e) => `/dashboard/events/${e.event_id}`}
      filters={[
        { key: "event_type", render: (value, set) => <EventTypeFilter value={value} onChange={set} /> },
        { key: "created_gte", render: (value, set) => <DataTableDayInput label="From" value={value} onChange={set} /> },
        { key: "created_lt", render: (value, set) => <DataTableDayInput label="To" value={value} onChange={set} endOfDay /> },
      ]}
      empty={{ title: "No events yet", description: "Events appear as soon as something changes: a product is created, a shopper pays, a refund settles." }}
      emptyFiltered={{ title: "No events match these filters", description: "Try another type or a wider date range.", clearLabel: "Clear filters" }}
    />
  );
}
