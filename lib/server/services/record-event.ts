import "server-only";
import { sql } from "drizzle-orm";
import { newId } from "@/lib/db/ids";
import type { EventType } from "@/lib/schemas/event-types";
import { clockNow, type Scope } from "../scope";

export type RecordedEvent = {
  event_id: string;
  event_type: EventType;
  object: Record<string, unknown>;
  test_mode: boolean;
  created_at: string;
};

/** Events that go only where they are sent explicitly (never fanned out to subscriptions). */
const NOT_FANNED_OUT: ReadonlySet<EventType> = new Set(["webhook.ping"]);

/**
 * Writes the outbox row for a state change and, in the same statement, one delivery job per
 * enabled webhook endpoint of the account and mode that subscribes to its type. Call it with the
 * scope of the change's own transaction: the event and its deliveries exist exactly when the
 * change does (and a crash can lose neither).
 */
export async function recordEvent(
  scope: Scope,
  eventType: EventType,
  objectKey: string,
  object: Record<string, unknown> & object,
  objectId: string,
): Promise<RecordedEvent> {
  const id = newId("event");
  const createdAt = clockNow(scope).toISOString();
  const wrapped = { [objectKey]: object };
  const insertEvent = sql`INSERT INTO events (id, account_id, test_mode, event_type, object_type, object_id, object, request_id, created_at)
    VALUES (${id}, ${scope.accountId}, ${scope.testMode}, ${eventType}, ${objectKey}, ${objectId}, ${JSON.stringify(wrapped)}::jsonb, ${scope.requestId ?? null}, ${createdAt}::timestamptz)`;
  if (NOT_FANNED_OUT.has(eventType)) {
    await scope.db.execute(insertEvent);
  } else {
    await scope.db.execute(sql`WITH ev AS (${insertEvent} RETURNING id, account_id, test_mode, event_type)
      INSERT INTO jobs (id, type, payload, status, attempts, max_attempts, run_at, dedupe_key, created_at, updated_at)
      SELECT 'fjob_' || substr(ev.id, 6) || substr(w.id, 5), 'webhook.deliver',
        jsonb_build_object('event_id', ev.id, 'webhook_id', w.id, 'trigger', 'scheduled'), 'queued', 0, 1000, now(),
        'wh:' || ev.id || ':' || w.id, now(), now()
      FROM ev JOIN webhook_endpoints w ON w.account_id = ev.account_id AND w.test_mode = ev.test_mode
      WHERE NOT w.disabled AND w.deleted_at IS NULL
        AND (w.events @> '["*"]'::jsonb OR w.events @> jsonb_build_array(ev.event_type))`);
  }
  return { event_id: id, event_type: eventType, object: wrapped, test_mode: scope.testMode, created_at: createdAt };
}
