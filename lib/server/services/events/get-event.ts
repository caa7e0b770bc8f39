import "server-only";
import { and, eq } from "drizzle-orm";
import { events } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import type { Scope } from "../../scope";
import { serializeEvent } from "./serialize-event";

export async function getEvent(scope: Scope, id: string) {
  const [row] = await scope.db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.accountId, scope.accountId), eq(events.testMode, scope.testMode)))
    .limit(1);
  if (!row) throw ApiError.notFound("event", id);
  return serializeEvent(row);
}
