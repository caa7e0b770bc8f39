import "server-only";
import { eq, not, or, like, isNotNull, and } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { webhookEndpoints } from "@/lib/db/schema";
import { isSealed, sealSecret } from "../../crypto/secret-box";
import { webhookSecretOwner } from "../../webhooks/signing";

/**
 * Signing secrets written before they were encrypted at rest are encrypted at start, once;
 * returns how many endpoints were rewritten. Reading a plaintext secret keeps working meanwhile.
 */
export async function sealLegacyWebhookSecrets(db: Db): Promise<number> {
  const rows = await db
    .select({ id: webhookEndpoints.id, secret: webhookEndpoints.secret, previousSecret: webhookEndpoints.previousSecret })
    .from(webhookEndpoints)
    .where(
      or(
        not(like(webhookEndpoints.secret, "enc:v1:%")),
        and(isNotNull(webhookEndpoints.previousSecret), not(like(webhookEndpoints.previousSecret, "enc:v1:%"))),
      ),
    );
  for (const row of rows) {
    const owner = webhookSecretOwner(row.id);
    await db
      .update(webhookEndpoints)
      .set({
        secret: isSealed(row.secret) ? row.secret : sealSecret(row.secret, owner),
        previousSecret: row.previousSecret && !isSealed(row.previousSecret) ? sealSecret(row.previousSecret, owner) : row.previousSecret,
      })
      .where(eq(webhookEndpoints.id, row.id));
  }
  return rows.length;
}
