"use client";

import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { createdColumn } from "@/components/resource/created-column";
import type { RequestLog } from "@/lib/schemas/request-log";
import { formatDuration, requestSource, requestTarget } from "./request-log-labels";
import { RequestStatusBadge } from "./request-status-badge";

export const requestLogHref = (log: Pick<RequestLog, "request_id">) => `/dashboard/developers/logs/${log.request_id}`;

export const requestLogColumns: ColumnDef<RequestLog>[] = [
  {
    accessorKey: "status",
    header: "Status",
    meta: { className: "w-24", skeletonClassName: "h-5 w-16" },
    cell: ({ row }) => <RequestStatusBadge status={row.original.status} />,
  },
  {
    accessorKey: "method",
    header: "Method",
    meta: { className: "w-20", skeletonClassName: "h-4 w-10" },
    cell: ({ row }) => <span className="font-mono text-xs font-semibold text-fg-secondary">{row.original.method}</span>,
  },
  {
    accessorKey: "path",
    header: "Path",
    meta: { className: "max-w-0 w-full", skeletonClassName: "h-4 w-64" },
    // The link keyboard users follow (the row is clickable for the mouse); the query string is
    // on the request's page, the path alone is what one scans a list for.
    cell: ({ row }) => (
      <Link
        href={requestLogHref(row.original)}
        title={requestTarget(row.original)}
        className="block truncate font-mono text-[13px] text-fg hover:text-accent hover:underline"
      >
        {row.original.path}
      </Link>
    ),
  },
  {
    id: "source",
    header: "Source",
    meta: { className: "hidden whitespace-nowrap lg:table-cell", skeletonClassName: "h-4 w-28" },
    cell: ({ row }) => <span className="text-[13px] text-muted">{requestSource(row.original)}</span>,
  },
  {
    accessorKey: "duration_ms",
    header: "Duration",
    meta: { className: "text-right whitespace-nowrap", skeletonClassName: "ml-auto h-4 w-12" },
    cell: ({ row }) => <span className="text-[13px] text-muted tabular-nums">{formatDuration(row.original.duration_ms)}</span>,
  },
  createdColumn({ header: "Time", format: "seconds" }),
];
