import "server-only";
import { eq } from "drizzle-orm";
import { webhookEndpoints } from "@/lib/db/schema";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { sealSecret } from "../../crypto/secret-box";
import { newSigningSecret, webhookSecretOwner } from "../../webhooks/signing";
import { recordEvent } from "../record-event";
import { getWebhookOrThrow } from "./get-webhook";
import { serializeWebhook } from "./serialize-webhook";

/** While receivers switch over, the old secret keeps signing alongside the new one. */
export const PREVIOUS_SECRET_LIFETIME_MS = 24 * 3_600_000;

export async function rotateWebhookSecret(scope: Scope, id: string) {
  return inTransaction(scope, async (tx) => {
    const current = await getWebhookOrThrow(tx, id, true);
    const now = clockNow(tx);
    const secret = newSigningSecret();
    const [row] = await tx.db
      .update(webhookEndpoints)
      .set({
        secret: sealSecret(secret, webhookSecretOwner(id)),
        previousSecret: current.secret,
        previousSecretExpiresAt: new Date(now.getTime() + PREVIOUS_SECRET_LIFETIME_MS),
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await recordEvent(tx, "webhook.updated", "webhook", serializeWebhook(row), id);
    return serializeWebhook(row, { signingSecret: secret });
  });
}
