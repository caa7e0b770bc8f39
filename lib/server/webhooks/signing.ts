import "server-only";
import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

/** whsec_ + standard base64 of 32 random bytes (the Standard Webhooks secret format). */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/**
 * The webhook-signature header value: one `v1,<base64 HMAC>` per active secret, space-separated
 * (during a rotation, receivers holding either secret verify). Signed by the standardwebhooks
 * library, never by hand.
 */
export function signatureHeader(secrets: string[], messageId: string, timestamp: Date, body: string): string {
  return secrets.map((s) => new Webhook(s).sign(messageId, timestamp, body)).join(" ");
}

/** The associated data that binds an endpoint's encrypted signing secrets to it (secret-box.ts). */
export function webhookSecretOwner(webhookId: string): string {
  return `webhook_endpoints:${webhookId}`;
}
