"use client";

import Link from "next/link";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ExternalLink, Send } from "lucide-react";
import { toast } from "sonner";
import { DetailSkeleton, DetailUnavailable } from "@/components/catalogue/detail-states";
import { CopyButton } from "@/components/copy-button";
import { DataTableError } from "@/components/data-table";
import { DateTime } from "@/components/date-time";
import { JsonViewer } from "@/components/json-viewer";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage, type ApiClientError, type ApiPage } from "@/lib/client/api";
import { eventKeys, eventsResource } from "@/lib/client/resources/events";
import { shortUrl, webhookAttemptKeys, webhookKeys, webhooksResource } from "@/lib/client/resources/webhooks";
import type { Event } from "@/lib/schemas/event";
import { EVENT_TYPE_CATALOGUE, isEventType } from "@/lib/schemas/event-types";
import type { Webhook, WebhookAttempt } from "@/lib/schemas/webhook";
import { AttemptStatus } from "./attempt-status";
import { eventObject } from "./event-links";
import { EventsTabs } from "./events-tabs";

const BACK = { href: "/dashboard/events", label: "Events" };

export function EventDetail({ id }: { id: string }) {
  const event = useQuery<Event, ApiClientError>({ queryKey: eventKeys.detail(id), queryFn: ({ signal }) => eventsResource.retrieve(id, signal) });
  if (event.isLoading) return <DetailSkeleton label="Loading event" />;
  if (event.error || !event.data) return <DetailUnavailable title="Event" noun="event" id={id} list={BACK} error={event.error} onRetry={() => event.refetch()} />;
  const e = event.data;
  const object = eventObject(e.object);
  return (
    <>
      <PageHeader
        back={BACK}
        title={<span className="font-mono text-xl">{e.event_type}</span>}
        description={
          <span className="inline-flex items-center gap-1">
            <code className="font-mono text-[13px]">{e.event_id}</code>
            <CopyButton value={e.event_id} label="Copy event ID" />
          </span>
        }
      />
      <EventsTabs />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <Card>
            <CardHeader title="Payload" description="The object as the API answered it when the event happened, as webhooks deliver it." />
            <CardContent>
              <JsonViewer value={{ event_id: e.event_id, event_type: e.event_type, test_mode: e.test_mode, created_at: e.created_at, object: e.object }} label="event JSON" />
            </CardContent>
          </Card>
          <Deliveries event={e} />
        </div>
        <Card className="content-start">
          <CardHeader title="Details" />
          <CardContent>
            <dl className="space-y-3 text-sm">
              <div>
                <dt className="text-xs text-slate-500">Created</dt>
                <dd className="mt-0.5 text-slate-900"><DateTime value={e.created_at} format="datetime" /></dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">What it means</dt>
                <dd className="mt-0.5 text-slate-700">{isEventType(e.event_type) ? EVENT_TYPE_CATALOGUE[e.event_type] : "—"}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Object</dt>
                <dd className="mt-0.5">
                  {object.href ? (
                    <Link href={object.href} className="inline-flex items-center gap-1 font-mono text-[13px] text-brand-700 hover:underline">
                      {object.id ?? object.key} <ExternalLink className="size-3.5" aria-hidden />
                    </Link>
                  ) : (
                    <code className="font-mono text-[13px] text-slate-700">{object.id ?? object.key}</code>
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Mode</dt>
                <dd className="mt-0.5 text-slate-900">{e.test_mode ? "Test" : "Live"}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      </div>
    </>
  );
}

/** Which endpoints received the event, attempt by attempt; Resend to any endpoint. */
function Deliveries({ event }: { event: Event }) {
  const queryClient = useQueryClient();
  const attempts = useQuery<ApiPage<WebhookAttempt>, ApiClientError>({
    queryKey: [...webhookAttemptKeys.all, "event", event.event_id],
    queryFn: ({ signal }) => eventsResource.attempts(event.event_id, signal),
    refetchInterval: 2000,
  });
  const endpoints = useQuery<ApiPage<Webhook>, ApiClientError>({ queryKey: webhookKeys.list({ limit: 100 }), queryFn: ({ signal }) => webhooksResource.list({ limit: 100 }, signal) });
  const resend = useMutation<Event, ApiClientError, string>({
    mutationFn: (webhookId) => eventsResource.retry(event.event_id, webhookId),
    onSuccess: () => {
      toast.success("Queued: the event is sent again within a second.");
      void queryClient.invalidateQueries({ queryKey: webhookAttemptKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const byEndpoint = new Map<string, WebhookAttempt[]>();
  for (const a of attempts.data?.data ?? []) byEndpoint.set(a.webhook_id, [...(byEndpoint.get(a.webhook_id) ?? []), a]);
  const urlOf = new Map((endpoints.data?.data ?? []).map((w) => [w.webhook_id, w.url]));
  return (
    <Card>
      <CardHeader title="Delivered to" description="Every attempt to send this event to your endpoints." />
      {attempts.isLoading ? (
        <div className="space-y-3 px-5 py-4">{Array.from({ length: 2 }, (_, i) => <Skeleton key={i} className="h-8 w-full" />)}</div>
      ) : attempts.error ? (
        <DataTableError error={attempts.error} onRetry={() => attempts.refetch()} />
      ) : byEndpoint.size === 0 ? (
        <p className="px-5 pb-5 text-sm text-slate-500">No endpoint has received this event. Endpoints get the types they subscribe to, from when they are created.</p>
      ) : (
        <ul className="divide-y divide-slate-100 border-t border-slate-100">
          {[...byEndpoint.entries()].map(([webhookId, list]) => {
            const latest = list[0];
            return (
              <li key={webhookId} className="flex flex-wrap items-center gap-3 px-5 py-3 text-sm" data-testid="event-delivery">
                <AttemptStatus attempt={latest} />
                <Link href={`/dashboard/events/webhooks/${webhookId}`} className="min-w-0 flex-1 truncate font-mono text-[13px] text-slate-800 hover:text-brand-700 hover:underline">
                  {shortUrl(urlOf.get(webhookId) ?? webhookId)}
                </Link>
                <span className="text-xs text-slate-500">{list.length} attempt{list.length === 1 ? "" : "s"} · {latest.http_status ? `HTTP ${latest.http_status}` : latest.error}</span>
                <Button variant="secondary" size="sm" onClick={() => resend.mutate(webhookId)} loading={resend.isPending && resend.variables === webhookId}>
                  <Send aria-hidden /> Resend
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
