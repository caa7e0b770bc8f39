import "server-only";
import { eq, gte, like, lt } from "drizzle-orm";
import { events } from "@/lib/db/schema";
import type { EventListQuery } from "@/lib/schemas/event";
import type { Scope } from "../../scope";
import { escapeLike } from "../like-pattern";
import { paginate } from "../paginate";
import { serializeEvent } from "./serialize-event";

export async function listEvents(scope: Scope, query: EventListQuery) {
  const filters = [];
  if (query.event_type?.endsWith(".*")) filters.push(like(events.eventType, `${escapeLike(query.event_type.slice(0, -1))}%`));
  else if (query.event_type) filters.push(eq(events.eventType, query.event_type));
  if (query.object_id) filters.push(eq(events.objectId, query.object_id));
  if (query.created_gte) filters.push(gte(events.createdAt, new Date(query.created_gte)));
  if (query.created_lt) filters.push(lt(events.createdAt, new Date(query.created_lt)));
  return paginate(scope, events, query, filters, (rows) => rows.map(serializeEvent), "event");
}
