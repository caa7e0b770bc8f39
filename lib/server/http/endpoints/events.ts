import { z } from "zod";
import { retrieveQuerySchema } from "@/lib/schemas/common";
import { eventListQuerySchema, eventSchema } from "@/lib/schemas/event";
import { defineEndpoints } from "../endpoint";

export const eventEndpoints = defineEndpoints({
  listEvents: {
    method: "GET",
    path: "/v1/events",
    tag: "Events",
    summary: "List events, newest first",
    resource: "event",
    plural: "events",
    query: eventListQuerySchema,
    response: z.array(eventSchema),
  },
  retrieveEvent: {
    method: "GET",
    path: "/v1/events/{id}",
    tag: "Events",
    summary: "Retrieve an event",
    resource: "event",
    query: retrieveQuerySchema,
    response: eventSchema,
  },
});
