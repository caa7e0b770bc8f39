"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { AlertTriangle, KeyRound, Pencil, Power, Send, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { CopyButton } from "@/components/copy-button";
import { CursorPagination, DataTable, DataTableEmpty, DataTableSelectFilter, DataTableToolbar } from "@/components/data-table";
import { DateTime } from "@/components/date-time";
import { PageHeader } from "@/components/page-header";
import { ResourceDetail } from "@/components/resource/resource-detail";
import { Skeleton } from "@/components/ui/skeleton";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage, type ApiClientError, type ApiPage } from "@/lib/client/api";
import { useResourceDetail } from "@/lib/client/use-resource";
import { eventsResource } from "@/lib/client/resources/events";
import { webhookAttemptKeys, webhookKeys, webhooksResource, type WebhookAttemptParams } from "@/lib/client/resources/webhooks";
import type { Webhook, WebhookAttempt, WebhookStats } from "@/lib/schemas/webhook";
import { AttemptDialog, AttemptNumber, AttemptStatus, AttemptTime, attemptAnswer } from "../../_components/attempt-status";
import { SigningSecretDialog } from "./signing-secret-dialog";
import { WebhookFormDialog } from "./webhook-form-dialog";
import { WebhookStatus } from "./webhook-status";

const BACK = { href: "/dashboard/events/webhooks", label: "Webhooks" };
type Dialogs = "edit" | "disable" | "rotate" | "delete" | null;

export function WebhookDetail({ id }: { id: string }) {
  return <ResourceDetail query={useResourceDetail(webhooksResource, id)} id={id} noun="webhook endpoint" back={BACK}>{(webhook) => <WebhookView webhook={webhook} />}</ResourceDetail>;
}

function WebhookView({ webhook }: { webhook: Webhook }) {
  const id = webhook.webhook_id;
  const router = useRouter();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: webhookKeys.all }), queryClient.invalidateQueries({ queryKey: webhookAttemptKeys.all })]);
  const onError = (error: ApiClientError) => toast.error(errorMessage(error));

  const toggle = useMutation<Webhook, ApiClientError>({
    mutationFn: () => webhooksResource.update(id, { disabled: !webhook.disabled }),
    onSuccess: async (w) => {
      setDialog(null);
      toast.success(w.disabled ? "Endpoint disabled: nothing is sent to it." : "Endpoint enabled.");
      await refresh();
    },
    onError,
  });
  const rotate = useMutation<Webhook, ApiClientError>({
    mutationFn: () => webhooksResource.rotateSecret(id),
    onSuccess: async (w) => {
      setDialog(null);
      setSecret(w.signing_secret);
      await refresh();
    },
    onError,
  });
  const remove = useMutation<Webhook, ApiClientError>({
    mutationFn: () => webhooksResource.remove(id),
    onSuccess: async () => {
      toast.success("Endpoint deleted.");
      await queryClient.invalidateQueries({ queryKey: webhookKeys.lists() });
      router.push(BACK.href);
    },
    onError,
  });
  const test = useMutation({
    mutationFn: () => webhooksResource.sendTestEvent(id),
    onSuccess: async () => {
      toast.success("Test event queued: watch it arrive below.");
      await refresh();
    },
    onError,
  });

  return (
    <>
      <PageHeader
        back={BACK}
        requestsFor={webhook.webhook_id}
        title={<span className="font-mono text-xl">{webhook.url.replace(/^https?:\/\//, "")}</span>}
        meta={<WebhookStatus webhook={webhook} />}
        description={
          <span className="inline-flex flex-wrap items-center gap-1">
            {webhook.description && <span className="mr-2 text-fg-secondary">{webhook.description}</span>}
            <code className="font-mono text-[13px]">{id}</code>
            <CopyButton value={id} label="Copy endpoint ID" />
          </span>
        }
        actions={
          // Wraps on narrow screens instead of running off the edge.
          <div className="flex max-w-[calc(100vw-2rem)] flex-wrap gap-2">
            <Button variant="secondary" onClick={() => test.mutate()} loading={test.isPending}><Send aria-hidden /> Send test event</Button>
            <Button variant="secondary" onClick={() => setDialog("edit")}><Pencil aria-hidden /> Edit</Button>
            {webhook.disabled ? (
              <Button variant="secondary" onClick={() => toggle.mutate()} loading={toggle.isPending}><Power aria-hidden /> Enable</Button>
            ) : (
              <Button variant="secondary" onClick={() => setDialog("disable")}><Power aria-hidden /> Disable</Button>
            )}
            <Button variant="secondary" onClick={() => setDialog("rotate")}><KeyRound aria-hidden /> Rotate secret</Button>
            <Button variant="danger" onClick={() => setDialog("delete")}><Trash2 aria-hidden /> Delete</Button>
          </div>
        }
      />
      {webhook.disabled && (
        <div role="alert" className="mb-6 flex items-start gap-2.5 rounded-lg bg-red-50 px-4 py-3 text-sm text-danger-strong ring-1 ring-danger/15 ring-inset">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p className="flex-1">
            <span className="font-semibold">Nothing is sent to this endpoint.</span> {webhook.disabled_reason}
          </p>
          <Button size="sm" onClick={() => toggle.mutate()} loading={toggle.isPending}>Enable</Button>
        </div>
      )}
      <Summary webhook={webhook} />
      <Deliveries webhook={webhook} />

      <WebhookFormDialog open={dialog === "edit"} onOpenChange={(o) => setDialog(o ? "edit" : null)} webhook={webhook} onSaved={() => { setDialog(null); toast.success("Endpoint saved."); }} />
      <ConfirmDialog open={dialog === "disable"} onOpenChange={(o) => setDialog(o ? "disable" : null)} title="Disable this endpoint?" description="Events are not sent to it while it is disabled; enable it again at any time." confirmLabel="Disable" pending={toggle.isPending} onConfirm={() => toggle.mutate()} />
      <ConfirmDialog open={dialog === "rotate"} onOpenChange={(o) => setDialog(o ? "rotate" : null)} title="Rotate the signing secret?" description="You get a new secret now; the current one keeps signing alongside it for 24 hours." confirmLabel="Rotate secret" pending={rotate.isPending} onConfirm={() => rotate.mutate()} />
      <ConfirmDialog open={dialog === "delete"} onOpenChange={(o) => setDialog(o ? "delete" : null)} tone="danger" title="Delete this endpoint?" description={`Nothing more is sent to ${webhook.url}. Its delivery history is kept.`} confirmLabel="Delete endpoint" pending={remove.isPending} onConfirm={() => remove.mutate()} />
      <SigningSecretDialog secret={secret} rotated onClose={() => setSecret(null)} />
    </>
  );
}

/** Green from 95%, amber from 80%, red below. */
function rateTone(rate: number): string {
  return rate >= 0.95 ? "text-success" : rate >= 0.8 ? "text-warning" : "text-danger";
}

function Summary({ webhook }: { webhook: Webhook }) {
  const stats = useQuery<WebhookStats, ApiClientError>({
    queryKey: webhookAttemptKeys.stats(webhook.webhook_id),
    queryFn: ({ signal }) => webhooksResource.stats(webhook.webhook_id, signal),
    refetchInterval: 3000,
  });
  const rate = stats.data?.success_rate;
  const all = webhook.events.includes("*");
  return (
    <div className="mb-6 border-y border-slate-200">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 py-4 sm:grid-cols-3">
        <div>
          <dt className="text-xs text-subtle">Success rate, last 24 h</dt>
          <dd className={cn("mt-1 text-2xl font-semibold tabular-nums", rate === null || rate === undefined ? "text-subtle" : rateTone(rate))} data-testid="success-rate">
            {stats.isLoading ? <Skeleton className="h-7 w-16" /> : rate === null || rate === undefined ? "—" : `${Math.round(rate * 1000) / 10}%`}
          </dd>
        </div>
        <div className="sm:border-l sm:border-slate-200 sm:pl-6">
          <dt className="text-xs text-subtle">Attempts, last 24 h</dt>
          <dd className="mt-1.5 text-sm text-fg">
            {stats.data ? (
              <>
                <span className="font-medium tabular-nums">{stats.data.succeeded}</span> delivered · <span className={cn("font-medium tabular-nums", stats.data.failed > 0 && "text-danger")}>{stats.data.failed}</span> failed
              </>
            ) : stats.error ? (
              <span className="text-subtle">Unavailable</span>
            ) : (
              <Skeleton className="h-5 w-36" />
            )}
          </dd>
        </div>
        <div className="sm:border-l sm:border-slate-200 sm:pl-6">
          <dt className="text-xs text-subtle">Created</dt>
          <dd className="mt-1.5 text-sm text-fg"><DateTime value={webhook.created_at} format="datetime" /></dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1.5 border-t border-slate-100 py-3">
        <span className="text-xs text-subtle">Listening for</span>
        <ul aria-label="Event types" className="flex flex-wrap gap-1.5">
          {all ? (
            <li className="text-sm font-medium text-fg">All events</li>
          ) : (
            webhook.events.map((t) => (
              <li key={t} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-fg-secondary">{t}</li>
            ))
          )}
        </ul>
      </div>
    </div>
  );
}

const PAGE_SIZE = 20;
const STATUS_OPTIONS = [
  { value: "succeeded", label: "Delivered" },
  { value: "failed", label: "Failed" },
];

function Deliveries({ webhook }: { webhook: Webhook }) {
  const webhookId = webhook.webhook_id;
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<WebhookAttemptParams["status"]>();
  const [cursor, setCursor] = useState<Pick<WebhookAttemptParams, "starting_after" | "ending_before">>({});
  const [open, setOpen] = useState<WebhookAttempt | null>(null);
  const params: WebhookAttemptParams = { limit: PAGE_SIZE, status, ...cursor };
  const attempts = useQuery<ApiPage<WebhookAttempt>, ApiClientError>({
    queryKey: webhookAttemptKeys.list(webhookId, params),
    queryFn: ({ signal }) => webhooksResource.attempts(webhookId, params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 2000,
  });
  const resend = useMutation<unknown, ApiClientError, string>({
    mutationFn: (eventId) => eventsResource.retry(eventId, webhookId),
    onSuccess: () => {
      toast.success("Queued: the event is sent again within a second.");
      void queryClient.invalidateQueries({ queryKey: webhookAttemptKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const columns: ColumnDef<WebhookAttempt>[] = [
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
          onClick={() => setOpen(row.original)}
          title="Show the response"
          className={cn("max-w-56 truncate text-left text-[13px] underline decoration-icon decoration-dotted underline-offset-4 hover:text-accent hover:decoration-accent", row.original.status === "failed" ? "text-danger" : "text-muted")}
        >
          {attemptAnswer(row.original)}
        </button>
      ),
    },
    { id: "latency", header: "Latency", meta: { className: "hidden md:table-cell", skeletonClassName: "h-4 w-12" }, cell: ({ row }) => <span className="tabular-nums text-[13px] text-muted">{row.original.latency_ms === null ? "—" : `${row.original.latency_ms} ms`}</span> },
    { id: "attempt", header: "Attempt", meta: { className: "hidden md:table-cell", skeletonClassName: "h-4 w-16" }, cell: ({ row }) => <AttemptNumber attempt={row.original} /> },
    {
      id: "next",
      header: "Next retry",
      meta: { className: "hidden lg:table-cell", skeletonClassName: "h-4 w-24" },
      cell: ({ row }) => (row.original.next_retry_at ? <AttemptTime value={row.original.next_retry_at} className="whitespace-nowrap text-[13px] text-muted" /> : <span className="text-subtle">—</span>),
    },
    { accessorKey: "created_at", header: "Sent", meta: { skeletonClassName: "h-4 w-28" }, cell: ({ getValue }) => <AttemptTime value={getValue<string>()} className="whitespace-nowrap text-[13px] text-subtle" /> },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "text-right" },
      cell: ({ row }) => (
        <Button variant="ghost" size="sm" onClick={() => resend.mutate(row.original.event_id)} loading={resend.isPending && resend.variables === row.original.event_id}>
          <Send aria-hidden /> Resend
        </Button>
      ),
    },
  ];
  const page = attempts.data;
  return (
    <section aria-labelledby="deliveries-heading">
      <h2 id="deliveries-heading" className="mb-3 text-[15px] font-semibold text-fg">Recent deliveries</h2>
      <DataTable
        aria-label="Deliveries"
        columns={columns}
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
            <DataTableEmpty title={status === "failed" ? "No failed deliveries" : "No successful deliveries"} description="Attempts with another status are hidden by the filter." />
          ) : (
            <DataTableEmpty
              title="Nothing sent yet"
              description={webhook.disabled ? "Enable the endpoint to receive events." : "Deliveries appear here as events happen. Send a test event to try your receiver."}
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
