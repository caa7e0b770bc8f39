"use client";

import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { createdColumn } from "@/components/resource/created-column";
import type { Event } from "@/lib/schemas/event";
import { eventObject } from "./event-links";

export const eventColumns: ColumnDef<Event>[] = [
  {
    accessorKey: "event_type",
    header: "Event",
    meta: { skeletonClassName: "h-4 w-48" },
    cell: ({ row }) => (
      <Link href={`/dashboard/events/${row.original.event_id}`} className="font-mono text-[13px] font-medium text-fg hover:text-accent hover:underline">
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
      return <code className="font-mono text-xs text-subtle">{o.id ?? o.key}</code>;
    },
  },
  {
    accessorKey: "event_id",
    header: "Event ID",
    meta: { className: "hidden xl:table-cell", skeletonClassName: "h-4 w-56" },
    cell: ({ getValue }) => <code className="font-mono text-xs text-subtle">{getValue<string>()}</code>,
  },
  createdColumn({ header: "Date", format: "datetime" }),
];
