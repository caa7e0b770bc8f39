import "server-only";
import { eq } from "drizzle-orm";
import { webhookAttempts } from "@/lib/db/schema";
import type { WebhookAttemptListQuery } from "@/lib/schemas/webhook";
import type { Scope } from "../../scope";
import { getEvent } from "../events/get-event";
import { paginate } from "../paginate";
import { getWebhookOrThrow } from "./get-webhook";
import { serializeWebhookAttempt } from "./serialize-webhook";

/** Attempts to one endpoint, or of one event (the parent must be the caller's: 404 otherwise). */
export async function listWebhookAttempts(scope: Scope, parent: { webhookId?: string; eventId?: string }, query: WebhookAttemptListQuery) {
  const filters = [];
  if (parent.webhookId) {
    await getWebhookOrThrow(scope, parent.webhookId);
    filters.push(eq(webhookAttempts.endpointId, parent.webhookId));
  }
  if (parent.eventId) {
    await getEvent(scope, parent.eventId);
    filters.push(eq(webhookAttempts.eventId, parent.eventId));
  }
  if (query.event_id) filters.push(eq(webhookAttempts.eventId, query.event_id));
  if (query.status) filters.push(eq(webhookAttempts.status, query.status));
  return paginate(scope, webhookAttempts, query, filters, (rows) => rows.map(serializeWebhookAttempt), "webhook attempt");
}
