"use client";

import { useState } from "react";
import Link from "next/link";
import { ArrowRight, Send } from "lucide-react";
import { DataTableError } from "@/components/data-table";
import { DateTime } from "@/components/date-time";
import { JsonViewer } from "@/components/json-viewer";
import { PageHeader } from "@/components/page-header";
import { CopyableId } from "@/components/resource/copyable-id";
import { ResourceDetail } from "@/components/resource/resource-detail";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { controlClasses } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { eventsResource, useEventAttempts, useResendEvent } from "@/lib/client/resources/events";
import { shortUrl, webhooksResource } from "@/lib/client/resources/webhooks";
import { useResourceDetail, useResourceList } from "@/lib/client/use-resource";
import type { Event } from "@/lib/schemas/event";
import { EVENT_TYPE_CATALOGUE, isEventType } from "@/lib/schemas/event-types";
import type { WebhookAttempt } from "@/lib/schemas/webhook";
import { AttemptDialog, AttemptStatus, AttemptTime, attemptAnswer } from "./attempt-status";
import { eventObject } from "./event-links";

const BACK = { href: "/dashboard/events", label: "Events" };

/** The body webhooks POST for this event (event_dt in Unix seconds), in the order they send it. */
function deliveryBody(e: Event) {
  return {
    event_id: e.event_id,
    event_type: e.event_type,
    event_dt: Math.floor(Date.parse(e.created_at) / 1000),
    test_mode: e.test_mode,
    created_at: e.created_at,
    object: e.object,
  };
}

export function EventDetail({ id }: { id: string }) {
  return (
    <ResourceDetail query={useResourceDetail(eventsResource, id)} id={id} noun="event" back={BACK}>
      {(e) => <EventView event={e} />}
    </ResourceDetail>
  );
}

function EventView({ event: e }: { event: Event }) {
  const object = eventObject(e.object);
  return (
    <>
      <PageHeader
        back={BACK}
        title={<span className="font-mono text-xl">{e.event_type}</span>}
        description={<CopyableId id={e.event_id} label="Copy event ID" />}
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <Deliveries event={e} />
          <Card>
            <CardHeader title="Payload" description="The body your endpoints receive: the object as the API answered it when the event happened." />
            <CardContent>
              <JsonViewer value={deliveryBody(e)} label="event JSON" />
            </CardContent>
          </Card>
        </div>
        <Card className="self-start">
          <CardHeader title="Details" />
          <CardContent>
            <dl className="space-y-4 text-sm">
              <div>
                <dt className="text-xs text-subtle">What it means</dt>
                <dd className="mt-0.5 text-fg-secondary">{isEventType(e.event_type) ? EVENT_TYPE_CATALOGUE[e.event_type] : "—"}</dd>
              </div>
              <div>
                <dt className="text-xs text-subtle">{object.label}</dt>
                <dd className="mt-0.5 space-y-1">
                  <code className="block font-mono text-[13px] break-all text-fg">{object.id ?? "—"}</code>
                  {object.href && (
                    <Link href={object.href} className="inline-flex items-center gap-1 text-[13px] font-medium text-accent hover:underline">
                      View {object.hrefNoun} <ArrowRight className="size-3.5" aria-hidden />
                    </Link>
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-subtle">Created</dt>
                <dd className="mt-0.5 text-fg">
                  <DateTime value={e.created_at} format="datetime" />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-subtle">Mode</dt>
                <dd className="mt-0.5">{e.test_mode ? <Badge tone="orange">Test</Badge> : <Badge tone="green">Live</Badge>}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      </div>
    </>
  );
}

/** Which endpoints received the event, with the latest attempt each; Resend to any endpoint. */
function Deliveries({ event }: { event: Event }) {
  const [open, setOpen] = useState<WebhookAttempt | null>(null);
  const [target, setTarget] = useState("");
  const attempts = useEventAttempts(event.event_id);
  const endpoints = useResourceList(webhooksResource, { limit: 100 });
  const resend = useResendEvent({ onSuccess: () => setTarget(""), successMessage: "Queued: the event is sent within a second." });
  const sendTo = (webhookId: string) => resend.mutate({ eventId: event.event_id, webhookId });
  const sending = (webhookId: string) => resend.isPending && resend.variables?.webhookId === webhookId;
  const byEndpoint = new Map<string, WebhookAttempt[]>();
  for (const a of attempts.data?.data ?? []) byEndpoint.set(a.webhook_id, [...(byEndpoint.get(a.webhook_id) ?? []), a]);
  const urlOf = new Map((endpoints.data?.data ?? []).map((w) => [w.webhook_id, w.url]));
  const others = (endpoints.data?.data ?? []).filter((w) => !byEndpoint.has(w.webhook_id));
  return (
    <Card>
      <CardHeader title="Delivered to" description="The endpoints this event was sent to, with the latest attempt to each." />
      {attempts.isLoading ? (
        <div className="space-y-3 px-5 pb-5">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </div>
      ) : attempts.error ? (
        <DataTableError error={attempts.error} onRetry={() => attempts.refetch()} />
      ) : byEndpoint.size === 0 ? (
        <p className="px-5 pb-4 text-sm text-subtle">
          No endpoint has received this event. Endpoints get the types they subscribe to, from when they are created.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 border-t border-slate-100">
          {[...byEndpoint.entries()].map(([webhookId, list]) => {
            const latest = list[0];
            const url = urlOf.get(webhookId);
            return (
              <li key={webhookId} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-5 py-3 text-sm" data-testid="event-delivery">
                <AttemptStatus attempt={latest} />
                <Link
                  href={`/dashboard/events/webhooks/${webhookId}`}
                  className="min-w-0 flex-1 truncate font-mono text-[13px] text-fg hover:text-accent hover:underline"
                >
                  {url ? shortUrl(url) : webhookId}
                </Link>
                <span className="text-xs text-subtle">
                  {list.length} attempt{list.length === 1 ? "" : "s"} ·{" "}
                  <button
                    type="button"
                    onClick={() => setOpen(latest)}
                    className={cn("underline decoration-dotted underline-offset-4 hover:text-accent", latest.status === "failed" && "text-danger")}
                  >
                    {attemptAnswer(latest)}
                  </button>{" "}
                  · <AttemptTime value={latest.created_at} />
                </span>
                <Button variant="secondary" size="sm" onClick={() => sendTo(webhookId)} loading={sending(webhookId)}>
                  <Send aria-hidden /> Resend
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {others.length > 0 && (
        <form
          className="flex flex-wrap items-center gap-2 border-t border-slate-100 bg-slate-50/60 px-5 py-3"
          onSubmit={(ev) => {
            ev.preventDefault();
            if (target) sendTo(target);
          }}
        >
          <label htmlFor="send-to" className="text-[13px] text-muted">
            Send to another endpoint
          </label>
          <select
            id="send-to"
            value={target}
            onChange={(ev) => setTarget(ev.target.value)}
            className={cn(controlClasses, "h-8 w-auto max-w-sm min-w-0 flex-1 text-[13px]")}
          >
            <option value="">Choose an endpoint…</option>
            {others.map((w) => (
              <option key={w.webhook_id} value={w.webhook_id}>
                {shortUrl(w.url)}
                {w.disabled ? " (disabled)" : ""}
              </option>
            ))}
          </select>
          <Button type="submit" variant="secondary" size="sm" disabled={!target} loading={sending(target)}>
            <Send aria-hidden /> Send
          </Button>
        </form>
      )}
      <AttemptDialog attempt={open} onClose={() => setOpen(null)} endpoint={open ? urlOf.get(open.webhook_id) : undefined} />
    </Card>
  );
}
