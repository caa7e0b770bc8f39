"use client";

import { useState } from "react";
import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { Send } from "lucide-react";
import { CursorPagination, DataTable, DataTableEmpty, DataTableSelectFilter, DataTableToolbar } from "@/components/data-table";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { useResendEvent } from "@/lib/client/resources/events";
import { useWebhookAttempts, type WebhookAttemptParams } from "@/lib/client/resources/webhooks";
import type { Webhook, WebhookAttempt } from "@/lib/schemas/webhook";
import { AttemptDialog, AttemptNumber, AttemptStatus, AttemptTime, attemptAnswer } from "../../_components/attempt-status";

const PAGE_SIZE = 20;
const STATUS_OPTIONS = [
  { value: "succeeded", label: "Delivered" },
  { value: "failed", label: "Failed" },
];

type Resend = ReturnType<typeof useResendEvent>;

function attemptColumns(onOpen: (a: WebhookAttempt) => void, resend: Resend, webhookId: string): ColumnDef<WebhookAttempt>[] {
  return [
    {
      accessorKey: "event_type",
      header: "Event",
      meta: { skeletonClassName: "h-4 w-48" },
      cell: ({ row }) => (
        <Link href={`/dashboard/events/${row.original.event_id}`} className="font-mono text-[13px] text-fg hover:text-accent hover:underline">
          {row.original.event_type}
        </Link>
      ),
    },
    { id: "status", header: "Status", meta: { skeletonClassName: "h-5 w-20" }, cell: ({ row }) => <AttemptStatus attempt={row.original} /> },
    {
      id: "answer",
      header: "Answer",
      meta: { skeletonClassName: "h-4 w-24" },
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => onOpen(row.original)}
          title="Show the response"
          className={cn(
            "max-w-56 truncate text-left text-[13px] underline decoration-icon decoration-dotted underline-offset-4 hover:text-accent hover:decoration-accent",
            row.original.status === "failed" ? "text-danger" : "text-muted",
          )}
        >
          {attemptAnswer(row.original)}
        </button>
      ),
    },
    {
      id: "latency",
      header: "Latency",
      meta: { className: "hidden md:table-cell", skeletonClassName: "h-4 w-12" },
      cell: ({ row }) => (
        <span className="tabular-nums text-[13px] text-muted">{row.original.latency_ms === null ? "—" : `${row.original.latency_ms} ms`}</span>
      ),
    },
    {
      id: "attempt",
      header: "Attempt",
      meta: { className: "hidden md:table-cell", skeletonClassName: "h-4 w-16" },
      cell: ({ row }) => <AttemptNumber attempt={row.original} />,
    },
    {
      id: "next",
      header: "Next retry",
      meta: { className: "hidden lg:table-cell", skeletonClassName: "h-4 w-24" },
      cell: ({ row }) =>
        row.original.next_retry_at ? (
          <AttemptTime value={row.original.next_retry_at} className="whitespace-nowrap text-[13px] text-muted" />
        ) : (
          <span className="text-subtle">—</span>
        ),
    },
    {
      accessorKey: "created_at",
      header: "Sent",
      meta: { skeletonClassName: "h-4 w-28" },
      cell: ({ getValue }) => <AttemptTime value={getValue<string>()} className="whitespace-nowrap text-[13px] text-subtle" />,
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "text-right" },
      cell: ({ row }) => (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => resend.mutate({ eventId: row.original.event_id, webhookId })}
          loading={resend.isPending && resend.variables?.eventId === row.original.event_id}
        >
          <Send aria-hidden /> Resend
        </Button>
      ),
    },
  ];
}

/** The endpoint's delivery attempts, newest first, filtered by outcome; Resend sends an event once more. */
export function WebhookDeliveries({ webhook }: { webhook: Webhook }) {
  const webhookId = webhook.webhook_id;
  const [status, setStatus] = useState<WebhookAttemptParams["status"]>();
  const [cursor, setCursor] = useState<Pick<WebhookAttemptParams, "starting_after" | "ending_before">>({});
  const [open, setOpen] = useState<WebhookAttempt | null>(null);
  const attempts = useWebhookAttempts(webhookId, { limit: PAGE_SIZE, status, ...cursor });
  const resend = useResendEvent({ successMessage: "Queued: the event is sent again within a second." });
  const page = attempts.data;
  return (
    <section aria-labelledby="deliveries-heading">
      <h2 id="deliveries-heading" className="mb-3 text-[15px] font-semibold text-fg">
        Recent deliveries
      </h2>
      <DataTable
        aria-label="Deliveries"
        columns={attemptColumns(setOpen, resend, webhookId)}
        data={page?.data}
        getRowId={(a) => a.attempt_id}
        isLoading={attempts.isLoading}
        isStale={attempts.isPlaceholderData}
        error={attempts.error}
        onRetry={() => attempts.refetch()}
        skeletonRows={4}
        toolbar={
          <DataTableToolbar
            search={
              <DataTableSelectFilter
                label="Status"
                value={status}
                options={STATUS_OPTIONS}
                onChange={(v) => {
                  setStatus(v as WebhookAttemptParams["status"]);
                  setCursor({});
                }}
              />
            }
            filters={<p className="text-[13px] text-subtle">Newest first. Failed attempts are retried with backoff; Resend sends the event once more now.</p>}
          />
        }
        empty={
          status ? (
            <DataTableEmpty
              title={status === "failed" ? "No failed deliveries" : "No successful deliveries"}
              description="Attempts with another status are hidden by the filter."
            />
          ) : (
            <DataTableEmpty
              title="Nothing sent yet"
              description={
                webhook.disabled ? "Enable the endpoint to receive events." : "Deliveries appear here as events happen. Send a test event to try your receiver."
              }
            />
          )
        }
        footer={
          page && page.data.length > 0 ? (
            <CursorPagination
              count={page.data.length}
              hasPrev={Boolean(page.prevCursor)}
              hasNext={Boolean(page.nextCursor)}
              onPrev={() => page.prevCursor && setCursor({ ending_before: page.prevCursor })}
              onNext={() => page.nextCursor && setCursor({ starting_after: page.nextCursor })}
              pending={attempts.isPlaceholderData}
              noun={{ one: "attempt", other: "attempts" }}
            />
          ) : null
        }
      />
      <AttemptDialog attempt={open} onClose={() => setOpen(null)} endpoint={webhook.url} />
    </section>
  );
}
