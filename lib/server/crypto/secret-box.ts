import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { appKeys } from "./app-key";

/**
 * Secrets at rest: AES-256-GCM with the app key (app-key.ts), a fresh 96-bit nonce each time, and
 * the owner of the secret as associated data (`webhook_endpoints:fwh_...`), so a value copied
 * into another row does not decrypt. Stored as `enc:v1:<key id>:<base64url(nonce|ciphertext|tag)>`.
 * A value without that prefix is a secret written before encryption (read as it is, and
 * encrypted at the next start by encryptLegacySecrets).
 */
const PREFIX = "enc:v1:";

export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX);
}

export function sealSecret(plaintext: string, owner: string): string {
  const { current } = appKeys();
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", current.key, nonce);
  cipher.setAAD(Buffer.from(owner, "utf8"));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return `${PREFIX}${current.id}:${Buffer.concat([nonce, body, cipher.getAuthTag()]).toString("base64url")}`;
}

export function openSecret(stored: string, owner: string): string {
  if (!isSealed(stored)) return stored;
  const [keyId, data] = stored.slice(PREFIX.length).split(":");
  const key = appKeys().all.get(keyId);
  if (!key) throw new Error(`A secret is encrypted with key ${keyId}, which this server does not have (APP_ENCRYPTION_KEY / APP_ENCRYPTION_OLD_KEYS).`);
  const raw = Buffer.from(data, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key.key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(owner, "utf8"));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString("utf8");
}
