import "server-only";
import { eq } from "drizzle-orm";
import { webhookEndpoints } from "@/lib/db/schema";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { recordEvent } from "../record-event";
import { getWebhookOrThrow } from "./get-webhook";
import { serializeWebhook } from "./serialize-webhook";

/** Deletes an endpoint: nothing more is sent to it; its delivery history stays. Answers it with deleted: true. */
export async function deleteWebhook(scope: Scope, id: string) {
  return inTransaction(scope, async (tx) => {
    await getWebhookOrThrow(tx, id, true);
    const now = clockNow(tx);
    const [row] = await tx.db.update(webhookEndpoints).set({ deletedAt: now, updatedAt: now }).where(eq(webhookEndpoints.id, id)).returning();
    const webhook = serializeWebhook(row, { deleted: true });
    await recordEvent(tx, "webhook.deleted", "webhook", webhook, id);
    return webhook;
  });
}
