import "server-only";
import { webhookEndpoints } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import type { WebhookCreate } from "@/lib/schemas/webhook";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { sealSecret } from "../../crypto/secret-box";
import { newSigningSecret, webhookSecretOwner } from "../../webhooks/signing";
import { recordEvent } from "../record-event";
import { checkWebhookUrl } from "./check-webhook-url";
import { serializeWebhook } from "./serialize-webhook";

/** A new endpoint; its signing secret is answered now and never again (rotate to get a new one). */
export async function createWebhook(scope: Scope, input: WebhookCreate) {
  await checkWebhookUrl(input.url, scope.testMode, ["body", "webhook", "url"]);
  const id = newId("webhook");
  const secret = newSigningSecret();
  return inTransaction(scope, async (tx) => {
    const [row] = await tx.db
      .insert(webhookEndpoints)
      .values({
        id,
        accountId: tx.accountId,
        testMode: tx.testMode,
        createdAt: clockNow(tx),
        url: input.url,
        events: input.events,
        description: input.description ?? null,
        disabled: input.disabled ?? false,
        disabledReason: input.disabled ? "Disabled by the merchant." : null,
        secret: sealSecret(secret, webhookSecretOwner(id)),
        metadata: input.metadata ?? {},
      })
      .returning();
    await recordEvent(tx, "webhook.created", "webhook", serializeWebhook(row), row.id);
    return serializeWebhook(row, { signingSecret: secret });
  });
}
