import "server-only";
import { and, count, eq, gte, sql } from "drizzle-orm";
import { webhookAttempts } from "@/lib/db/schema";
import type { WebhookStats } from "@/lib/schemas/webhook";
import type { Scope } from "../../scope";
import { getWebhookOrThrow } from "./get-webhook";

const WINDOW_HOURS = 24;

/** Attempts to the endpoint over the last 24 hours, and the share that succeeded. */
export async function getWebhookStats(scope: Scope, id: string): Promise<WebhookStats> {
  await getWebhookOrThrow(scope, id);
  const [row] = await scope.db
    .select({ attempts: count(), succeeded: sql<number>`count(*) filter (where ${webhookAttempts.status} = 'succeeded')`.mapWith(Number) })
    .from(webhookAttempts)
    .where(and(eq(webhookAttempts.endpointId, id), gte(webhookAttempts.createdAt, new Date(Date.now() - WINDOW_HOURS * 3_600_000))));
  const attempts = Number(row.attempts);
  const succeeded = Number(row.succeeded);
  return {
    webhook_id: id,
    window_hours: WINDOW_HOURS,
    attempts,
    succeeded,
    failed: attempts - succeeded,
    success_rate: attempts ? Math.round((succeeded / attempts) * 10_000) / 10_000 : null,
  };
}
