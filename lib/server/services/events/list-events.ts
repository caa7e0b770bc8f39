import "server-only";
import { eq } from "drizzle-orm";
import { events } from "@/lib/db/schema";
import type { EventListQuery } from "@/lib/schemas/event";
import type { Scope } from "../../scope";
import { paginate } from "../paginate";
import { serializeEvent } from "./serialize-event";

export async function listEvents(scope: Scope, query: EventListQuery) {
  const filters = [];
  if (query.event_type) filters.push(eq(events.eventType, query.event_type));
  if (query.object_id) filters.push(eq(events.objectId, query.object_id));
  return paginate(scope, events, query, filters, (rows) => rows.map(serializeEvent), "event");
}
