import "server-only";
import { openSecret } from "../../crypto/secret-box";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { events, webhookAttempts, webhookEndpoints } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import type { EventType } from "@/lib/schemas/event-types";
import { RetryJobAt } from "../../jobs/retry-job-at";
import { observeWebhookDelivery } from "../../metrics";
import { inTransaction } from "../../scope";
import { postWebhook, type PostOutcome } from "../../webhooks/post-webhook";
import { disableAfterMs, nextRetryDelayMs } from "../../webhooks/retry-schedule";
import { signatureHeader, webhookSecretOwner } from "../../webhooks/signing";
import { serializeEvent } from "../events/serialize-event";
import { recordEvent } from "../record-event";
import { serializeWebhook, type WebhookRow } from "./serialize-webhook";

type EventRow = typeof events.$inferSelect;

/** What a receiver gets: the bare event, with event_dt in Unix seconds. */
export function deliveryBody(event: EventRow): string {
  const e = serializeEvent(event);
  return JSON.stringify({
    event_id: e.event_id,
    event_type: e.event_type,
    event_dt: Math.floor(event.createdAt.getTime() / 1000),
    test_mode: e.test_mode,
    created_at: e.created_at,
    object: e.object,
  });
}

/** Standard Webhooks headers, and the same values under svix-* (receivers in the field read either). */
export function deliveryHeaders(endpoint: WebhookRow, eventId: string, body: string, now: Date): Record<string, string> {
  const owner = webhookSecretOwner(endpoint.id);
  const secrets = [openSecret(endpoint.secret, owner)];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now)
    secrets.push(openSecret(endpoint.previousSecret, owner));
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const signature = signatureHeader(secrets, eventId, now, body);
  return {
    "webhook-id": eventId,
    "webhook-timestamp": timestamp,
    "webhook-signature": signature,
    "svix-id": eventId,
    "svix-timestamp": timestamp,
    "svix-signature": signature,
  };
}

/**
 * One attempt to send an event to an endpoint, recorded with what happened. A success ends the
 * endpoint's failure streak; a scheduled failure that continues a 5-day streak disables it.
 * Returns the outcome and, for a scheduled failure with retries left, when to try again.
 */
export async function attemptDelivery(db: Db, endpoint: WebhookRow, event: EventRow, trigger: "scheduled" | "manual", scheduledAttempt: number) {
  const now = new Date();
  const body = deliveryBody(event);
  const outcome: PostOutcome = await postWebhook(endpoint.url, deliveryHeaders(endpoint, event.id, body, now), body);
  observeWebhookDelivery(outcome.ok ? "succeeded" : outcome.status ? "http_error" : "network_error", outcome.latencyMs / 1000);
  const delay = trigger === "scheduled" && !outcome.ok ? nextRetryDelayMs(scheduledAttempt, endpoint.testMode) : null;
  const nextRetryAt = delay === null ? null : new Date(Date.now() + delay);
  const scope = { db, accountId: endpoint.accountId, testMode: endpoint.testMode };
  await inTransaction(scope, async (tx) => {
    // The endpoint row is the lock: concurrent attempts agree on the streak and disable it once.
    const [locked] = await tx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)).for("update");
    const [{ n }] = await tx.db
      .select({ n: count() })
      .from(webhookAttempts)
      .where(and(eq(webhookAttempts.eventId, event.id), eq(webhookAttempts.endpointId, endpoint.id)));
    await tx.db.insert(webhookAttempts).values({
      id: newId("webhookAttempt"),
      accountId: endpoint.accountId,
      testMode: endpoint.testMode,
      endpointId: endpoint.id,
      eventId: event.id,
      eventType: event.eventType,
      attempt: Number(n) + 1,
      status: outcome.ok ? "succeeded" : "failed",
      trigger,
      httpStatus: outcome.status,
      latencyMs: outcome.latencyMs,
      responseExcerpt: outcome.excerpt,
      error: outcome.error ?? (outcome.ok ? null : `The endpoint answered HTTP ${outcome.status}; only 2xx counts as received.`),
      nextRetryAt,
    });
    if (outcome.ok) {
      if (locked.failingSince) await tx.db.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
      return;
    }
    const since = locked.failingSince ?? now;
    if (!locked.failingSince) await tx.db.update(webhookEndpoints).set({ failingSince: since }).where(eq(webhookEndpoints.id, endpoint.id));
    if (trigger === "scheduled" && !locked.disabled && !locked.deletedAt && now.getTime() - since.getTime() >= disableAfterMs(endpoint.testMode)) {
      const what = outcome.status ? `HTTP ${outcome.status}` : outcome.error;
      const [disabled] = await tx.db
        .update(webhookEndpoints)
        .set({
          disabled: true,
          disabledReason: `Disabled automatically on ${now.toISOString().slice(0, 10)}: every delivery has failed since ${since.toISOString()} (last: ${what}). Fix the endpoint, then enable it.`,
          updatedAt: now,
        })
        .where(eq(webhookEndpoints.id, endpoint.id))
        .returning();
      await recordEvent(tx, "webhook.updated", "webhook", serializeWebhook(disabled), endpoint.id);
    }
  });
  return { outcome, nextRetryAt };
}

/**
 * The `webhook.deliver` job: at least once per (event, endpoint). Scheduled deliveries follow the
 * retry schedule and stop when the endpoint is disabled or deleted; manual ones (retry, resend,
 * test event) are one attempt.
 */
export async function deliverWebhookJob(db: Db, payload: Record<string, unknown>, jobAttempt: number) {
  const [row] = await db
    .select({ endpoint: webhookEndpoints, event: events })
    .from(webhookEndpoints)
    .innerJoin(events, eq(events.id, String(payload.event_id)))
    .where(
      and(
        eq(webhookEndpoints.id, String(payload.webhook_id)),
        eq(events.accountId, webhookEndpoints.accountId),
        eq(events.testMode, webhookEndpoints.testMode),
      ),
    )
    .limit(1);
  if (!row || row.endpoint.deletedAt) return;
  const trigger = payload.trigger === "manual" ? "manual" : "scheduled";
  if (trigger === "scheduled") {
    if (row.endpoint.disabled) return;
    const types = row.endpoint.events;
    // Unsubscribed since the event: nothing to send.
    if (!types.includes("*") && !types.includes(row.event.eventType as EventType)) return;
  }
  const { nextRetryAt } = await attemptDelivery(db, row.endpoint, row.event, trigger, jobAttempt);
  if (nextRetryAt) throw new RetryJobAt(nextRetryAt, "delivery failed; retry scheduled");
}
