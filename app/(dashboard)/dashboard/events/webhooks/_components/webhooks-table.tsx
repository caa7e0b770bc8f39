"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ColumnDef } from "@tanstack/react-table";
import { Plus } from "lucide-react";
import { DataTable, DataTableEmpty, DataTableToolbar, UrlCursorPagination, useTableUrlState } from "@/components/data-table";
import { DateTime } from "@/components/date-time";
import { Button } from "@/components/ui/button";
import { shortUrl, webhooksResource, type WebhookListParams } from "@/lib/client/resources/webhooks";
import { useResourceList } from "@/lib/client/use-resource";
import type { Webhook } from "@/lib/schemas/webhook";
import { SigningSecretDialog } from "./signing-secret-dialog";
import { WebhookFormDialog } from "./webhook-form-dialog";
import { eventsSummary, WebhookStatus } from "./webhook-status";

const columns: ColumnDef<Webhook>[] = [
  {
    accessorKey: "url",
    header: "Endpoint",
    meta: { skeletonClassName: "h-4 w-64" },
    cell: ({ row }) => (
      <div className="min-w-0">
        <Link href={`/dashboard/events/webhooks/${row.original.webhook_id}`} className="font-mono text-[13px] font-medium text-slate-900 hover:text-brand-700 hover:underline">
          {shortUrl(row.original.url)}
        </Link>
        {row.original.description && <p className="text-xs text-slate-500">{row.original.description}</p>}
      </div>
    ),
  },
  { id: "events", header: "Events", meta: { skeletonClassName: "h-4 w-40" }, cell: ({ row }) => <span className="text-[13px] text-slate-600">{eventsSummary(row.original.events)}</span> },
  {
    id: "status",
    header: "Status",
    meta: { skeletonClassName: "h-5 w-20" },
    cell: ({ row }) => (
      <div title={row.original.disabled_reason ?? undefined}>
        <WebhookStatus webhook={row.original} />
      </div>
    ),
  },
  {
    accessorKey: "created_at",
    header: "Created",
    meta: { className: "text-right", skeletonClassName: "ml-auto h-4 w-24" },
    cell: ({ getValue }) => <DateTime value={getValue<string>()} className="whitespace-nowrap text-slate-500" />,
  },
];

export function WebhooksTable({ params }: { params: WebhookListParams }) {
  const url = useTableUrlState();
  const router = useRouter();
  const list = useResourceList(webhooksResource, { ...params, limit: 20 });
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<Webhook | null>(null);
  const add = <Button size="sm" onClick={() => setAdding(true)}><Plus aria-hidden /> Add endpoint</Button>;
  return (
    <>
      <DataTable
        aria-label="Webhook endpoints"
        columns={columns}
        data={list.data?.data}
        getRowId={(w) => w.webhook_id}
        isLoading={list.isLoading}
        isStale={list.isPlaceholderData || url.pending}
        error={list.error}
        onRetry={() => list.refetch()}
        rowHref={(w) => `/dashboard/events/webhooks/${w.webhook_id}`}
        toolbar={<DataTableToolbar search={<p className="text-sm text-slate-500">Endpoints receive the event types they subscribe to, signed with their secret.</p>} actions={add} />}
        empty={<DataTableEmpty title="No webhook endpoints yet" description="Add an endpoint to have checkout.session.completed and other events sent to your server." action={add} />}
        footer={<UrlCursorPagination page={list.data} url={url} fetching={list.isFetching} noun={{ one: "endpoint", other: "endpoints" }} />}
      />
      <WebhookFormDialog open={adding} onOpenChange={setAdding} onSaved={(w) => { setAdding(false); setCreated(w); }} />
      <SigningSecretDialog
        secret={created?.signing_secret ?? null}
        onClose={() => {
          const id = created?.webhook_id;
          setCreated(null);
          if (id) router.push(`/dashboard/events/webhooks/${id}`);
        }}
      />
    </>
  );
}
