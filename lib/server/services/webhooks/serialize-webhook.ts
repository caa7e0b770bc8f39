import type { webhookAttempts, webhookEndpoints } from "@/lib/db/schema";
import type { Webhook, WebhookAttempt } from "@/lib/schemas/webhook";

export type WebhookRow = typeof webhookEndpoints.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;

/** The endpoint as the API answers it; the signing secret only when given (create, rotate: it is stored encrypted). */
export function serializeWebhook(row: WebhookRow, options: { signingSecret?: string; deleted?: boolean } = {}): Webhook {
  return {
    webhook_id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    disabled: row.disabled,
    disabled_reason: row.disabledReason,
    test_mode: row.testMode,
    metadata: row.metadata,
    created_at: row.createdAt.toISOString(),
    signing_secret: options.signingSecret ?? null,
    ...(options.deleted ? { deleted: true } : {}),
  };
}

export function serializeWebhookAttempt(row: WebhookAttemptRow): WebhookAttempt {
  return {
    attempt_id: row.id,
    webhook_id: row.endpointId,
    event_id: row.eventId,
    event_type: row.eventType,
    attempt: row.attempt,
    status: row.status as WebhookAttempt["status"],
    trigger: row.trigger as WebhookAttempt["trigger"],
    http_status: row.httpStatus,
    latency_ms: row.latencyMs,
    response_body: row.responseExcerpt,
    error: row.error,
    next_retry_at: row.nextRetryAt?.toISOString() ?? null,
    test_mode: row.testMode,
    created_at: row.createdAt.toISOString(),
  };
}
