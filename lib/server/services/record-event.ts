import "server-only";
import { events } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import { clockNow, type Scope } from "../scope";

export type RecordedEvent = {
  event_id: string;
  event_type: string;
  object: Record<string, unknown>;
  test_mode: boolean;
  created_at: string;
};

/**
 * Writes the outbox row for a state change. Call it with the scope of the change's own
 * transaction so the event exists exactly when the change does.
 */
export async function recordEvent(
  scope: Scope,
  eventType: string,
  objectKey: string,
  object: Record<string, unknown> & object,
  objectId: string,
): Promise<RecordedEvent> {
  const id = newId("event");
  const [row] = await scope.db
    .insert(events)
    .values({
      id,
      accountId: scope.accountId,
      testMode: scope.testMode,
      createdAt: clockNow(scope),
      eventType,
      objectType: objectKey,
      objectId,
      object: { [objectKey]: object },
      requestId: scope.requestId ?? null,
    })
    .returning();
  return {
    event_id: row.id,
    event_type: row.eventType,
    object: row.object,
    test_mode: row.testMode,
    created_at: row.createdAt.toISOString(),
  };
}
