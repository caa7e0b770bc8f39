// Webhook signing secrets at rest (issue 18, part 8): AES-256-GCM with the app key, bound to their
// endpoint; the database holds no plaintext secret, and deliveries still sign with it.
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { jobs, webhookEndpoints } from "@/lib/db/schema";
import { appKeys, resetAppKeys } from "@/lib/server/crypto/app-key";
import { openSecret, sealSecret } from "@/lib/server/crypto/secret-box";
import type { Scope } from "@/lib/server/scope";
import { createCustomer } from "@/lib/server/services/customers/create-customer";
import { createWebhook } from "@/lib/server/services/webhooks/create-webhook";
import { deliverWebhookJob } from "@/lib/server/services/webhooks/deliver-webhook";
import { rotateWebhookSecret } from "@/lib/server/services/webhooks/rotate-webhook-secret";
import { sealLegacyWebhookSecrets } from "@/lib/server/services/webhooks/seal-legacy-webhook-secrets";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";
import { startReceiver, verifyDelivery } from "../helpers/webhook-receiver";

const KEY_ENV = ["APP_ENCRYPTION_KEY", "APP_ENCRYPTION_KEY_FILE", "APP_ENCRYPTION_OLD_KEYS"];
let database: Database;
let scope: Scope;

beforeAll(async () => {
  database = await openTestDatabase();
  scope = await newMerchantScope(database);
});
afterAll(async () => {
  await database?.close();
});
afterEach(() => {
  for (const k of KEY_ENV) delete process.env[k];
  resetAppKeys();
});

async function deliverOne(endpointId: string) {
  const all = await database.db.select().from(jobs).where(eq(jobs.type, "webhook.deliver"));
  const job = all.filter((j) => j.payload.webhook_id === endpointId).at(-1)!;
  await deliverWebhookJob(database.db, job.payload, 1);
}

describe("secret box", () => {
  it("round-trips, uses a fresh nonce, and refuses a value moved to another owner or tampered with", () => {
    process.env.APP_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString("base64");
    resetAppKeys();
    const a = sealSecret("whsec_abc", "webhook_endpoints:fwh_1");
    const b = sealSecret("whsec_abc", "webhook_endpoints:fwh_1");
    expect(a).toMatch(/^enc:v1:[0-9a-f]{8}:[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("abc");
    expect(openSecret(a, "webhook_endpoints:fwh_1")).toBe("whsec_abc");
    expect(() => openSecret(a, "webhook_endpoints:fwh_2")).toThrow();
    const tampered = a.slice(0, -2) + (a.endsWith("A") ? "BA" : "AA");
    expect(() => openSecret(tampered, "webhook_endpoints:fwh_1")).toThrow();
    // A value written before encryption reads as it is.
    expect(openSecret("whsec_legacy", "webhook_endpoints:fwh_1")).toBe("whsec_legacy");
  });

  it("after a key change, APP_ENCRYPTION_OLD_KEYS still decrypts; new values use the new key", () => {
    const oldKey = Buffer.alloc(32, 1).toString("hex");
    process.env.APP_ENCRYPTION_KEY = oldKey;
    resetAppKeys();
    const sealed = sealSecret("sk_live_123", "owner");
    process.env.APP_ENCRYPTION_KEY = Buffer.alloc(32, 2).toString("base64");
    resetAppKeys();
    expect(() => openSecret(sealed, "owner")).toThrow(/APP_ENCRYPTION_KEY/);
    process.env.APP_ENCRYPTION_OLD_KEYS = oldKey;
    resetAppKeys();
    expect(openSecret(sealed, "owner")).toBe("sk_live_123");
    expect(sealSecret("x", "owner").split(":")[2]).toBe(appKeys().current.id);
  });

  it("without APP_ENCRYPTION_KEY, makes a 0600 key file on first use and reuses it; a malformed key is refused", () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "cp-key-")), "encryption.key");
    process.env.APP_ENCRYPTION_KEY_FILE = file;
    resetAppKeys();
    const sealed = sealSecret("whsec_file", "owner");
    expect(Buffer.from(readFileSync(file, "utf8").trim(), "base64")).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    resetAppKeys();
    expect(openSecret(sealed, "owner")).toBe("whsec_file");
    process.env.APP_ENCRYPTION_KEY = "too-short";
    resetAppKeys();
    expect(() => appKeys()).toThrow(/APP_ENCRYPTION_KEY must be 32 bytes/);
  });
});

describe("webhook signing secrets", () => {
  it("the database holds no plaintext secret; deliveries sign with it; rotation keeps both encrypted", async () => {
    const receiver = await startReceiver();
    try {
      const endpoint = await createWebhook(scope, { url: receiver.url(), events: ["customer.created"] });
      expect(endpoint.signing_secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
      const [row] = await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.webhook_id));
      expect(row.secret).toMatch(/^enc:v1:/);
      const plainBody = endpoint.signing_secret!.slice("whsec_".length);
      expect(JSON.stringify(row)).not.toContain(plainBody);

      await createCustomer(scope, { email: "sealed@example.com" });
      await deliverOne(endpoint.webhook_id);
      expect(receiver.deliveries).toHaveLength(1);
      expect(() => verifyDelivery(receiver.deliveries[0], endpoint.signing_secret!)).not.toThrow();

      const rotated = await rotateWebhookSecret(scope, endpoint.webhook_id);
      const [after] = await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.webhook_id));
      expect(after.secret).toMatch(/^enc:v1:/);
      expect(after.previousSecret).toBe(row.secret);
      expect(JSON.stringify(after)).not.toContain(rotated.signing_secret!.slice(6));
      await createCustomer(scope, { email: "sealed2@example.com" });
      await deliverOne(endpoint.webhook_id);
      // Both secrets sign while receivers switch over.
      expect(() => verifyDelivery(receiver.deliveries[1], rotated.signing_secret!)).not.toThrow();
      expect(() => verifyDelivery(receiver.deliveries[1], endpoint.signing_secret!)).not.toThrow();
    } finally {
      await receiver.close();
    }
  });

  it("plaintext secrets from before are encrypted at start and keep signing", async () => {
    const receiver = await startReceiver();
    try {
      const endpoint = await createWebhook(scope, { url: receiver.url("/legacy"), events: ["customer.created"] });
      const legacy = "whsec_" + Buffer.alloc(32, 9).toString("base64");
      await database.db.update(webhookEndpoints).set({ secret: legacy }).where(eq(webhookEndpoints.id, endpoint.webhook_id));
      expect(await sealLegacyWebhookSecrets(database.db)).toBeGreaterThanOrEqual(1);
      const [row] = await database.db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, endpoint.webhook_id)));
      expect(row.secret).toMatch(/^enc:v1:/);
      expect(await sealLegacyWebhookSecrets(database.db)).toBe(0);
      await createCustomer(scope, { email: "legacy@example.com" });
      await deliverOne(endpoint.webhook_id);
      expect(() => verifyDelivery(receiver.deliveries[0], legacy)).not.toThrow();
    } finally {
      await receiver.close();
    }
  });
});
