"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { AlertTriangle, KeyRound, Pencil, Power, Send, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { DetailSkeleton, DetailUnavailable } from "@/components/catalogue/detail-states";
import { CopyButton } from "@/components/copy-button";
import { DataTable, DataTableEmpty } from "@/components/data-table";
import { DateTime } from "@/components/date-time";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage, type ApiClientError, type ApiPage } from "@/lib/client/api";
import { eventsResource } from "@/lib/client/resources/events";
import { webhookAttemptKeys, webhookKeys, webhooksResource } from "@/lib/client/resources/webhooks";
import type { Webhook, WebhookAttempt, WebhookStats } from "@/lib/schemas/webhook";
import { AttemptStatus } from "../../_components/attempt-status";
import { EventsTabs } from "../../_components/events-tabs";
import { SigningSecretDialog } from "./signing-secret-dialog";
import { WebhookFormDialog } from "./webhook-form-dialog";
import { eventsSummary, WebhookStatus } from "./webhook-status";

const BACK = { href: "/dashboard/events/webhooks", label: "Webhooks" };
type Dialogs = "edit" | "disable" | "rotate" | "delete" | null;

export function WebhookDetail({ id }: { id: string }) {
  const webhook = useQuery<Webhook, ApiClientError>({ queryKey: webhookKeys.detail(id), queryFn: ({ signal }) => webhooksResource.retrieve(id, signal) });
  if (webhook.isLoading) return <DetailSkeleton label="Loading endpoint" />;
  if (webhook.error || !webhook.data) return <DetailUnavailable title="Webhook endpoint" noun="webhook endpoint" id={id} list={BACK} error={webhook.error} onRetry={() => webhook.refetch()} />;
  return <WebhookView webhook={webhook.data} />;
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
        title={<span className="font-mono text-xl">{webhook.url.replace(/^https?:\/\//, "")}</span>}
        meta={<WebhookStatus webhook={webhook} />}
        description={
          <span className="inline-flex items-center gap-1">
            <code className="font-mono text-[13px]">{id}</code>
            <CopyButton value={id} label="Copy endpoint ID" />
          </span>
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => test.mutate()} loading={test.isPending}><Send aria-hidden /> Send test event</Button>
            <Button variant="secondary" onClick={() => setDialog("edit")}><Pencil aria-hidden /> Edit</Button>
            {webhook.disabled ? (
              <Button variant="secondary" onClick={() => toggle.mutate()} loading={toggle.isPending}><Power aria-hidden /> Enable</Button>
            ) : (
              <Button variant="secondary" onClick={() => setDialog("disable")}><Power aria-hidden /> Disable</Button>
            )}
            <Button variant="secondary" onClick={() => setDialog("rotate")}><KeyRound aria-hidden /> Rotate secret</Button>
            <Button variant="danger" onClick={() => setDialog("delete")}><Trash2 aria-hidden /> Delete</Button>
          </>
        }
      />
      <EventsTabs />
      {webhook.disabled && (
        <div role="alert" className="mb-6 flex items-start gap-2.5 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-600/15 ring-inset">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p className="flex-1">
            <span className="font-semibold">Nothing is sent to this endpoint.</span> {webhook.disabled_reason}
          </p>
          <Button size="sm" onClick={() => toggle.mutate()} loading={toggle.isPending}>Enable</Button>
        </div>
      )}
      <Summary webhook={webhook} />
      <Deliveries webhookId={id} />

      <WebhookFormDialog open={dialog === "edit"} onOpenChange={(o) => setDialog(o ? "edit" : null)} webhook={webhook} onSaved={() => { setDialog(null); toast.success("Endpoint saved."); }} />
      <ConfirmDialog open={dialog === "disable"} onOpenChange={(o) => setDialog(o ? "disable" : null)} title="Disable this endpoint?" description="Events are not sent to it while it is disabled; enable it again at any time." confirmLabel="Disable" pending={toggle.isPending} onConfirm={() => toggle.mutate()} />
      <ConfirmDialog open={dialog === "rotate"} onOpenChange={(o) => setDialog(o ? "rotate" : null)} title="Rotate the signing secret?" description="You get a new secret now; the current one keeps signing alongside it for 24 hours." confirmLabel="Rotate secret" pending={rotate.isPending} onConfirm={() => rotate.mutate()} />
      <ConfirmDialog open={dialog === "delete"} onOpenChange={(o) => setDialog(o ? "delete" : null)} tone="danger" title="Delete this endpoint?" description={`Nothing more is sent to ${webhook.url}. Its delivery history is kept.`} confirmLabel="Delete endpoint" pending={remove.isPending} onConfirm={() => remove.mutate()} />
      <SigningSecretDialog secret={secret} rotated onClose={() => setSecret(null)} />
    </>
  );
}

function Summary({ webhook }: { webhook: Webhook }) {
  const stats = useQuery<WebhookStats, ApiClientError>({
    queryKey: webhookAttemptKeys.stats(webhook.webhook_id),
    queryFn: ({ signal }) => webhooksResource.stats(webhook.webhook_id, signal),
    refetchInterval: 3000,
  });
  const rate = stats.data?.success_rate;
  return (
    <dl className="mb-6 grid grid-cols-2 gap-x-6 gap-y-3 border-y border-slate-200 py-4 sm:grid-cols-4">
      <div>
        <dt className="text-xs text-slate-500">Success rate, last 24 h</dt>
        <dd className="mt-1 text-xl font-semibold text-slate-900" data-testid="success-rate">{rate === null || rate === undefined ? "—" : `${Math.round(rate * 1000) / 10}%`}</dd>
      </div>
      <div className="sm:border-l sm:border-slate-200 sm:pl-6">
        <dt className="text-xs text-slate-500">Deliveries, last 24 h</dt>
        <dd className="mt-1 text-sm text-slate-900">{stats.data ? `${stats.data.succeeded} delivered · ${stats.data.failed} failed` : "—"}</dd>
      </div>
      <div className="sm:border-l sm:border-slate-200 sm:pl-6">
        <dt className="text-xs text-slate-500">Listening for</dt>
        <dd className="mt-1 truncate text-sm text-slate-900" title={webhook.events.join(", ")}>{eventsSummary(webhook.events)}</dd>
      </div>
      <div className="sm:border-l sm:border-slate-200 sm:pl-6">
        <dt className="text-xs text-slate-500">Created</dt>
        <dd className="mt-1 text-sm text-slate-900"><DateTime value={webhook.created_at} format="datetime" /></dd>
      </div>
    </dl>
  );
}

function Deliveries({ webhookId }: { webhookId: string }) {
  const queryClient = useQueryClient();
  const params = { limit: 50 };
  const attempts = useQuery<ApiPage<WebhookAttempt>, ApiClientError>({
    queryKey: webhookAttemptKeys.list(webhookId, params),
    queryFn: ({ signal }) => webhooksResource.attempts(webhookId, params, signal),
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
        <Link href={`/dashboard/events/${row.original.event_id}`} className="font-mono text-[13px] text-slate-900 hover:text-brand-700 hover:underline">
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
        <span className="text-[13px] text-slate-600" title={row.original.error ?? row.original.response_body ?? undefined}>
          {row.original.http_status ? `HTTP ${row.original.http_status}` : row.original.error}
        </span>
      ),
    },
    { id: "latency", header: "Latency", meta: { className: "hidden md:table-cell", skeletonClassName: "h-4 w-12" }, cell: ({ row }) => <span className="tabular-nums text-[13px] text-slate-600">{row.original.latency_ms === null ? "—" : `${row.original.latency_ms} ms`}</span> },
    {
      id: "attempt",
      header: "Attempt",
      meta: { className: "hidden md:table-cell", skeletonClassName: "h-4 w-16" },
      cell: ({ row }) => <span className="text-[13px] text-slate-600">#{row.original.attempt}{row.original.trigger === "manual" ? " (resent)" : ""}</span>,
    },
    {
      id: "next",
      header: "Next retry",
      meta: { className: "hidden lg:table-cell", skeletonClassName: "h-4 w-24" },
      cell: ({ row }) => (row.original.next_retry_at ? <DateTime value={row.original.next_retry_at} format="datetime" className="text-[13px] text-slate-600" /> : <span className="text-slate-400">—</span>),
    },
    { accessorKey: "created_at", header: "Sent", meta: { skeletonClassName: "h-4 w-28" }, cell: ({ getValue }) => <DateTime value={getValue<string>()} format="datetime" className="whitespace-nowrap text-[13px] text-slate-500" /> },
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
  return (
    <section aria-labelledby="deliveries-heading">
      <h2 id="deliveries-heading" className="mb-3 text-[15px] font-semibold text-slate-900">Recent deliveries</h2>
      <DataTable
        aria-label="Deliveries"
        columns={columns}
        data={attempts.data?.data}
        getRowId={(a) => a.attempt_id}
        isLoading={attempts.isLoading}
        error={attempts.error}
        onRetry={() => attempts.refetch()}
        skeletonRows={4}
        empty={<DataTableEmpty title="Nothing sent yet" description="Deliveries appear here as events happen. Send a test event to try your receiver." />}
      />
    </section>
  );
}
