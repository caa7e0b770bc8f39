// Events (the audit trail) as the dashboard reads them: the events table, timelines by object,
// an event's deliveries, and Resend.
import type { Event, EventListQuery } from "@/lib/schemas/event";
import type { WebhookAttempt } from "@/lib/schemas/webhook";
import { apiFetch, apiList } from "../api";
import { createQueryKeys } from "../query-keys";
import { defineResource } from "../resource";

export type EventListParams = Pick<EventListQuery, "object_id" | "event_type" | "created_gte" | "created_lt" | "limit" | "starting_after" | "ending_before">;

export const eventKeys = createQueryKeys<"events", EventListParams>("events");

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
  retry: async (id: string, webhookId: string) => (await apiFetch<{ event: Event }>(`${item(id)}/retry`, { method: "POST", body: { event: { webhook_id: webhookId } } })).data.event,
  attempts: (id: string, signal?: AbortSignal) => apiList<WebhookAttempt>(`${item(id)}/attempts`, { limit: 100 }, signal),
};
