import type { events } from "@/lib/db/schema";
import type { Event } from "@/lib/schemas/event";

export function serializeEvent(row: typeof events.$inferSelect): Event {
  return { event_id: row.id, event_type: row.eventType, object: row.object, test_mode: row.testMode, created_at: row.createdAt.toISOString() };
}
