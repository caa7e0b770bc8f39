"use client";

import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { Button } from "@/components/ui/button";
import { DataTable, DataTableEmpty, DataTableSelectFilter, DataTableToolbar, UrlCursorPagination, useTableUrlState } from "@/components/data-table";
import { DateTime } from "@/components/date-time";
import { controlClasses } from "@/components/ui/input";
import { cn } from "@/components/ui/cn";
import { eventsResource, type EventListParams } from "@/lib/client/resources/events";
import { useResourceList } from "@/lib/client/use-resource";
import { EVENT_TYPES } from "@/lib/schemas/event-types";
import type { Event } from "@/lib/schemas/event";
import { eventObject } from "./event-links";

const PAGE_SIZE = 25;

/** Exact types, and one "every <resource> event" prefix per resource. */
const TYPE_OPTIONS = [
  ...[...new Set(EVENT_TYPES.map((t) => t.slice(0, t.lastIndexOf("."))))].map((p) => ({ value: `${p}.*`, label: `${p}.*` })),
  ...EVENT_TYPES.map((t) => ({ value: t, label: t })),
];

const columns: ColumnDef<Event>[] = [
  {
    accessorKey: "event_type",
    header: "Event",
    meta: { skeletonClassName: "h-4 w-48" },
    cell: ({ row }) => (
      <Link href={`/dashboard/events/${row.original.event_id}`} className="font-mono text-[13px] font-medium text-slate-900 hover:text-brand-700 hover:underline">
        {row.original.event_type}
      </Link>
    ),
  },
  {
    id: "object",
    header: "Object",
    meta: { skeletonClassName: "h-4 w-56" },
    cell: ({ row }) => {
      const o = eventObject(row.original.object);
      return <code className="font-mono text-xs text-slate-500">{o.id ?? o.key}</code>;
    },
  },
  {
    accessorKey: "event_id",
    header: "Event ID",
    meta: { className: "hidden xl:table-cell", skeletonClassName: "h-4 w-56" },
    cell: ({ getValue }) => <code className="font-mono text-xs text-slate-400">{getValue<string>()}</code>,
  },
  {
    accessorKey: "created_at",
    header: "Date",
    meta: { className: "text-right", skeletonClassName: "ml-auto h-4 w-32" },
    cell: ({ getValue }) => <DateTime value={getValue<string>()} format="datetime" className="whitespace-nowrap text-slate-500" />,
  },
];

/** A date input bound to an ISO filter: the day's start (from) or the next day's start (to). */
function DayInput({ label, value, onChange, endOfDay }: { label: string; value: string | undefined; onChange: (iso: string | null) => void; endOfDay?: boolean }) {
  const day = value ? new Date(new Date(value).getTime() - (endOfDay ? 86_400_000 : 0)).toISOString().slice(0, 10) : "";
  return (
    <label className="flex items-center gap-1.5 text-[13px] text-slate-500">
      {label}
      <input
        type="date"
        aria-label={`${label} date`}
        value={day}
        onChange={(e) => {
          if (!e.target.value) return onChange(null);
          const start = new Date(`${e.target.value}T00:00:00.000Z`).getTime();
          onChange(new Date(start + (endOfDay ? 86_400_000 : 0)).toISOString());
        }}
        className={cn(controlClasses, "h-8 w-auto text-[13px]")}
      />
    </label>
  );
}

export function EventsTable({ params }: { params: EventListParams }) {
  const url = useTableUrlState();
  const list = useResourceList(eventsResource, { ...params, limit: PAGE_SIZE });
  const page = list.data;
  const filtered = Boolean(params.event_type || params.created_gte || params.created_lt);
  return (
    <DataTable
      aria-label="Events"
      columns={columns}
      data={page?.data}
      getRowId={(e) => e.event_id}
      isLoading={list.isLoading}
      isStale={list.isPlaceholderData || url.pending}
      error={list.error}
      onRetry={() => list.refetch()}
      rowHref={(e) => `/dashboard/events/${e.event_id}`}
      toolbar={
        <DataTableToolbar
          filters={
            <>
              <DataTableSelectFilter label="Type" value={params.event_type} options={TYPE_OPTIONS} onChange={(v) => url.setFilter("event_type", v)} />
              <DayInput label="From" value={params.created_gte} onChange={(v) => url.setFilter("created_gte", v)} />
              <DayInput label="To" value={params.created_lt} onChange={(v) => url.setFilter("created_lt", v)} endOfDay />
            </>
          }
        />
      }
      empty={
        filtered ? (
          <DataTableEmpty
            title="No events match these filters"
            description="Try another type or a wider date range."
            action={<Button variant="secondary" size="sm" onClick={() => url.setFilters({ event_type: null, created_gte: null, created_lt: null })}>Clear filters</Button>}
          />
        ) : (
          <DataTableEmpty title="No events yet" description="Events appear as soon as something changes: a product is created, a shopper pays, a refund settles." />
        )
      }
      footer={<UrlCursorPagination page={page} url={url} fetching={list.isFetching} noun={{ one: "event", other: "events" }} />}
    />
  );
}
