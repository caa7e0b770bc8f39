import "server-only";
import { eq } from "drizzle-orm";
import { webhookEndpoints } from "@/lib/db/schema";
import type { WebhookUpdate } from "@/lib/schemas/webhook";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { mergeMetadata } from "../merge-metadata";
import { recordEvent } from "../record-event";
import { checkWebhookUrl } from "./check-webhook-url";
import { getWebhookOrThrow } from "./get-webhook";
import { serializeWebhook } from "./serialize-webhook";

/** Partial update. Enabling clears the reason and the failure streak; disabling by hand says so. */
export async function updateWebhook(scope: Scope, id: string, input: WebhookUpdate) {
  if (input.url) await checkWebhookUrl(input.url, scope.testMode, ["body", "webhook", "url"]);
  return inTransaction(scope, async (tx) => {
    const current = await getWebhookOrThrow(tx, id, true);
    const patch: Partial<typeof webhookEndpoints.$inferInsert> = { updatedAt: clockNow(tx) };
    // null on a required field means "unchanged" (clients echo nulls).
    if (input.url != null) patch.url = input.url;
    if (input.events != null) patch.events = input.events;
    if (input.description !== undefined) patch.description = input.description;
    if (input.metadata !== undefined) patch.metadata = mergeMetadata(current.metadata, input.metadata);
    if (input.disabled != null && input.disabled !== current.disabled) {
      patch.disabled = input.disabled;
      patch.disabledReason = input.disabled ? "Disabled by the merchant." : null;
      if (!input.disabled) patch.failingSince = null;
    }
    const [row] = await tx.db.update(webhookEndpoints).set(patch).where(eq(webhookEndpoints.id, id)).returning();
    const webhook = serializeWebhook(row);
    await recordEvent(tx, "webhook.updated", "webhook", webhook, id);
    return webhook;
  });
}
