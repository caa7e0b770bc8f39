// Events (the audit trail) as the dashboard reads them: by object, for timelines.
import type { Event, EventListQuery } from "@/lib/schemas/event";
import { createQueryKeys } from "../query-keys";
import { defineResource } from "../resource";

export type EventListParams = Pick<EventListQuery, "object_id" | "event_type" | "limit" | "starting_after" | "ending_before">;

export const eventKeys = createQueryKeys<"events", EventListParams>("events");

export const eventsResource = defineResource<Event, never, never, EventListParams>({
  path: "/v1/events",
  singular: "event",
  keys: eventKeys,
  idOf: (e) => e.event_id,
});
