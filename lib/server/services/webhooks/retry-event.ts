import "server-only";
import { inTransaction, type Scope } from "../../scope";
import { getEvent } from "../events/get-event";
import { enqueueManualDelivery } from "./enqueue-delivery";
import { getWebhookOrThrow } from "./get-webhook";

/**
 * POST /v1/events/{id}/retry: one attempt of this event to this endpoint now, whether or not it
 * subscribes to the type; recorded like any other attempt. The attempt is a durable job picked
 * up at once by the job runner, so no HTTP call waits inside a database transaction.
 */
export async function retryEvent(scope: Scope, eventId: string, webhookId: string) {
  return inTransaction(scope, async (tx) => {
    const event = await getEvent(tx, eventId);
    await getWebhookOrThrow(tx, webhookId, false, ["body", "event", "webhook_id"]);
    await enqueueManualDelivery(tx.db, eventId, webhookId);
    return event;
  });
}
