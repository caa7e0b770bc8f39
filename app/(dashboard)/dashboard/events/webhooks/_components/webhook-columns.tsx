"use client";

import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { createdColumn } from "@/components/resource/created-column";
import { shortUrl } from "@/lib/client/resources/webhooks";
import type { Webhook } from "@/lib/schemas/webhook";
import { eventsSummary, WebhookStatus } from "./webhook-status";

export const webhookColumns: ColumnDef<Webhook>[] = [
  {
    accessorKey: "url",
    header: "Endpoint",
    meta: { skeletonClassName: "h-4 w-64" },
    cell: ({ row }) => (
      <div className="min-w-0">
        <Link
          href={`/dashboard/events/webhooks/${row.original.webhook_id}`}
          className="font-mono text-[13px] font-medium text-fg hover:text-accent hover:underline"
        >
          {shortUrl(row.original.url)}
        </Link>
        {row.original.description && <p className="text-xs text-subtle">{row.original.description}</p>}
      </div>
    ),
  },
  {
    id: "events",
    header: "Events",
    meta: { skeletonClassName: "h-4 w-40" },
    cell: ({ row }) => <span className="text-[13px] text-muted">{eventsSummary(row.original.events)}</span>,
  },
  {
    id: "status",
    header: "Status",
    meta: { skeletonClassName: "h-5 w-20" },
    cell: ({ row }) => (
      <div className="max-w-xs">
        <WebhookStatus webhook={row.original} />
        {row.original.disabled && row.original.disabled_reason && <p className="mt-1 text-xs text-danger">{row.original.disabled_reason}</p>}
      </div>
    ),
  },
  createdColumn(),
];
