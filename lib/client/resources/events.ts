// Events (the audit trail) as the dashboard reads them: the events table, timelines by object,
// an event's deliveries, and Resend.
import type { Event, EventListQuery } from "@/lib/schemas/event";
import type { WebhookAttempt } from "@/lib/schemas/webhook";
import { apiFetch, apiList } from "../api";
import { createQueryKeys } from "../query-keys";
import { defineResource } from "../resource";
import { useResourceAction, useResourceQuery, type ActionOptions } from "../use-resource";
import { webhookAttemptKeys } from "./webhooks";

export type EventListParams = Pick<EventListQuery, "object_id" | "event_type" | "created_gte" | "created_lt" | "limit" | "starting_after" | "ending_before">;

export const eventKeys = createQueryKeys<"events", EventListParams>("events");

/** Rows per page of the events table (the server page prefetches the same query). */
export const EVENTS_PAGE_SIZE = 25;

const base = defineResource<Event, never, never, EventListParams>({
  path: "/v1/events",
  singular: "event",
  keys: eventKeys,
  idOf: (e) => e.event_id,
});
const item = (id: string) => `${base.path}/${encodeURIComponent(id)}`;

export const eventsResource = {
  ...base,
  /** One attempt of the event to that endpoint now (queued; the runner picks it up within a second). */
  retry: async (id: string, webhookId: string) =>
    (await apiFetch<{ event: Event }>(`${item(id)}/retry`, { method: "POST", body: { event: { webhook_id: webhookId } } })).data.event,
  attempts: (id: string, signal?: AbortSignal) => apiList<WebhookAttempt>(`${item(id)}/attempts`, { limit: 100 }, signal),
};

/** An event's delivery attempts to every endpoint, polled every 2 s. */
export function useEventAttempts(eventId: string) {
  return useResourceQuery([...webhookAttemptKeys.all, "event", eventId], (signal) => eventsResource.attempts(eventId, signal), { refetchInterval: 2000 });
}

export type ResendEvent = { eventId: string; webhookId: string };

/** Resend: one more attempt of an event to an endpoint now; attempts refresh in the background. */
export function useResendEvent(options: ActionOptions<Event, ResendEvent> = {}) {
  return useResourceAction({
    mutationFn: ({ eventId, webhookId }: ResendEvent) => eventsResource.retry(eventId, webhookId),
    invalidates: [webhookAttemptKeys.all],
    awaitRefresh: false,
    ...options,
  });
}
