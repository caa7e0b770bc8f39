import "server-only";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { newIds } from "@/lib/db/ids";
import type { EventType } from "@/lib/schemas/event-types";
import { clockNow, type Scope } from "../scope";

export type RecordedEvent = {
  event_id: string;
  event_type: EventType;
  object: Record<string, unknown>;
  test_mode: boolean;
  created_at: string;
};

export type NewEvent = { type: EventType; key: string; object: Record<string, unknown> & object; objectId: string };

/** Events that go only where they are sent explicitly (never fanned out to subscriptions). */
const NOT_FANNED_OUT: readonly EventType[] = ["webhook.ping"];

/**
 * Writes the outbox rows for state changes and, in the same statement, one delivery job per
 * enabled webhook endpoint of the account and mode that subscribes to each type. Call it with
 * the scope of the changes' own transaction: the events and their deliveries exist exactly when
 * the changes do (and a crash can lose neither). Several events cost one statement.
 */
export async function recordEvents(scope: Scope, list: NewEvent[]): Promise<RecordedEvent[]> {
  if (!list.length) return [];
  const { statement, recorded } = outboxStatement(scope, list);
  await scope.db.execute(statement);
  return recorded;
}

/**
 * The change and its events in one statement (`change` a data-modifying SQL statement, put in a
 * CTE): PostgreSQL runs a statement atomically, so a create that needs nothing read first skips
 * BEGIN and COMMIT, two round trips of a four-round-trip request. Inside a transaction (an
 * idempotent request's), it is simply one of its statements.
 */
export async function writeWithEvents(scope: Scope, change: Change | Change[], list: NewEvent[]): Promise<RecordedEvent[]> {
  const { statement, recorded } = outboxStatement(scope, list, Array.isArray(change) ? change : [change]);
  await scope.db.execute(statement);
  return recorded;
}

/**
 * A data-modifying statement: raw SQL, or a drizzle insert/update without `.returning()` (its
 * values are mapped as drizzle maps them). Each becomes its own CTE, so several rows of several
 * tables are written in one round trip; they must not touch the same row twice.
 */
export type Change = SQL | SQLWrapper;

function outboxStatement(scope: Scope, list: NewEvent[], changes: Change[] = []) {
  const createdAt = clockNow(scope).toISOString();
  const eventIds = newIds("event", list.length);
  const recorded: RecordedEvent[] = list.map((e, i) => ({
    event_id: eventIds[i],
    event_type: e.type,
    object: { [e.key]: e.object },
    test_mode: scope.testMode,
    created_at: createdAt,
  }));
  const values = list.map(
    (e, i) =>
      sql`(${recorded[i].event_id}, ${scope.accountId}, ${scope.testMode}, ${e.type}, ${e.key}, ${e.objectId}, ${JSON.stringify(recorded[i].object)}::jsonb, ${scope.requestId ?? null}, ${createdAt}::timestamptz)`,
  );
  const ctes = changes.map((c, i) => sql`${sql.raw(`change_${i}`)} AS (${c.getSQL()}), `);
  const statement = sql`WITH ${sql.join(ctes)}ev AS (
      INSERT INTO events (id, account_id, test_mode, event_type, object_type, object_id, object, request_id, created_at)
      VALUES ${sql.join(values, sql`, `)}
      RETURNING id, account_id, test_mode, event_type)
    INSERT INTO jobs (id, type, payload, status, attempts, max_attempts, run_at, dedupe_key, created_at, updated_at)
    SELECT 'fjob_' || substr(ev.id, 6) || substr(w.id, 5), 'webhook.deliver',
      jsonb_build_object('event_id', ev.id, 'webhook_id', w.id, 'trigger', 'scheduled'), 'queued', 0, 1000, now(),
      'wh:' || ev.id || ':' || w.id, now(), now()
    FROM ev JOIN webhook_endpoints w ON w.account_id = ev.account_id AND w.test_mode = ev.test_mode
    WHERE NOT w.disabled AND w.deleted_at IS NULL
      AND ev.event_type NOT IN (${sql.join(
        NOT_FANNED_OUT.map((t) => sql`${t}`),
        sql`, `,
      )})
      AND (w.events @> '["*"]'::jsonb OR w.events @> jsonb_build_array(ev.event_type))`;
  return { statement, recorded };
}

/** One event (see recordEvents). */
export async function recordEvent(
  scope: Scope,
  eventType: EventType,
  objectKey: string,
  object: Record<string, unknown> & object,
  objectId: string,
): Promise<RecordedEvent> {
  const [event] = await recordEvents(scope, [{ type: eventType, key: objectKey, object, objectId }]);
  return event;
}
