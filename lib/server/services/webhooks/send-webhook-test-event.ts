import "server-only";
import { inTransaction, type Scope } from "../../scope";
import { recordEvent } from "../record-event";
import { enqueueManualDelivery } from "./enqueue-delivery";
import { getWebhookOrThrow } from "./get-webhook";
import { serializeWebhook } from "./serialize-webhook";

/** "Send test event": a webhook.ping about the endpoint itself, sent to that endpoint only. */
export async function sendWebhookTestEvent(scope: Scope, id: string) {
  return inTransaction(scope, async (tx) => {
    const endpoint = await getWebhookOrThrow(tx, id);
    const event = await recordEvent(tx, "webhook.ping", "webhook", serializeWebhook(endpoint), id);
    await enqueueManualDelivery(tx.db, event.event_id, id);
    return event;
  });
}
