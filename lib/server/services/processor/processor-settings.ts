import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { processorAccounts } from "@/lib/db/schema";
import type { ProcessorSettings, ProcessorSettingsInput } from "@/lib/schemas/processor-settings";
import { sealSecret } from "../../crypto/secret-box";
import { ApiError } from "../../errors";
import { deploymentStripeConfig, processorSecretOwner, stripeKeyMode } from "../../processor/processor-config";
import { StripeProcessor } from "../../processor/stripe-processor";
import { Stripe } from "../../processor/stripe-client";

/** The Stripe events the webhook endpoint of a merchant should send (docs/processors.md). */
export const STRIPE_WEBHOOK_EVENTS = [
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "payment_intent.canceled",
  "payment_intent.amount_capturable_updated",
  "charge.refunded",
  "charge.refund.updated",
  "refund.updated",
  "charge.dispute.created",
  "charge.dispute.closed",
];

export function stripeWebhookUrl(baseUrl: string, accountId: string): string {
  return `${baseUrl}/webhooks/stripe/${accountId}`;
}

/** rk_live_51H…abcd -> "rk_live_••••abcd": enough to recognise a key, never enough to use it. */
const mask = (key: string) => `${key.slice(0, key.indexOf("_", 3) + 1)}••••${key.slice(-4)}`;

export async function getProcessorSettings(db: Db, accountId: string, baseUrl: string): Promise<ProcessorSettings> {
  const [row] = await db.select().from(processorAccounts).where(eq(processorAccounts.accountId, accountId)).limit(1);
  const common = { webhook_url: stripeWebhookUrl(baseUrl, accountId), webhook_events: STRIPE_WEBHOOK_EVENTS };
  if (row) {
    return {
      ...common,
      source: "merchant",
      provider: "stripe",
      key_mode: row.keyMode === "live" ? "live" : "test",
      secret_key_masked: row.secretKeyHint,
      publishable_key: row.publishableKey,
      webhook_secret_set: Boolean(row.webhookSecret),
      verified_at: row.verifiedAt.toISOString(),
    };
  }
  const env = deploymentStripeConfig();
  if (env) {
    return {
      ...common,
      source: "deployment",
      provider: "stripe",
      key_mode: env.keyMode,
      secret_key_masked: mask(env.secretKey),
      publishable_key: env.publishableKey,
      webhook_secret_set: Boolean(env.webhookSecret),
      verified_at: null,
    };
  }
  return {
    ...common,
    source: null,
    provider: null,
    key_mode: null,
    secret_key_masked: null,
    publishable_key: null,
    webhook_secret_set: false,
    verified_at: null,
  };
}

/**
 * Saves (or replaces) the merchant's Stripe keys for live mode. The secret key is checked with one
 * harmless call (the balance) before anything is stored; secrets are stored sealed. A blank secret
 * key or webhook secret on a replacement keeps the saved one.
 */
export async function saveProcessorSettings(db: Db, accountId: string, input: ProcessorSettingsInput): Promise<void> {
  const [current] = await db.select().from(processorAccounts).where(eq(processorAccounts.accountId, accountId)).limit(1);
  if (!input.secret_key && !current) throw ApiError.validation([{ loc: ["body", "secret_key"], msg: "Enter your Stripe secret key.", type: "missing" }]);
  const keyMode = input.secret_key ? stripeKeyMode(input.secret_key) : current!.keyMode;
  if (!input.publishable_key.startsWith(keyMode === "live" ? "pk_live_" : "pk_test_")) {
    throw ApiError.validation([
      { loc: ["body", "publishable_key"], msg: `The publishable key must be a ${keyMode} key, like the secret key.`, type: "key_mode_mismatch" },
    ]);
  }
  if (input.secret_key) {
    try {
      const check = await new StripeProcessor(input.secret_key).verifyKey();
      if (check.livemode !== (keyMode === "live")) throw new Error("mode");
    } catch (error) {
      const refused = error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError;
      const msg = refused
        ? "Stripe refused this secret key. Check that you copied it whole, and that a restricted key has the permissions listed below."
        : "Stripe could not be reached to check this key. Nothing was saved; try again.";
      throw ApiError.validation([{ loc: ["body", "secret_key"], msg, type: refused ? "invalid_api_key" : "processor_unavailable" }]);
    }
  }
  const now = new Date();
  const values = {
    provider: "stripe",
    secretKey: input.secret_key ? sealSecret(input.secret_key, processorSecretOwner(accountId, "secret_key")) : current!.secretKey,
    secretKeyHint: input.secret_key ? mask(input.secret_key) : current!.secretKeyHint,
    publishableKey: input.publishable_key,
    webhookSecret: input.webhook_secret
      ? sealSecret(input.webhook_secret, processorSecretOwner(accountId, "webhook_secret"))
      : (current?.webhookSecret ?? null),
    keyMode,
    verifiedAt: input.secret_key ? now : current!.verifiedAt,
    updatedAt: now,
  };
  await db
    .insert(processorAccounts)
    .values({ accountId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: processorAccounts.accountId, set: values });
}

/** Whether the merchant can take live payments: its own keys, or the deployment's. */
export async function hasLiveProcessor(db: Db, accountId: string): Promise<boolean> {
  if (deploymentStripeConfig()) return true;
  const [row] = await db.select({ id: processorAccounts.accountId }).from(processorAccounts).where(eq(processorAccounts.accountId, accountId)).limit(1);
  return Boolean(row);
}

/** Forgets the merchant's own keys (the deployment's, if any, apply again). */
export async function removeProcessorSettings(db: Db, accountId: string): Promise<void> {
  await db.delete(processorAccounts).where(eq(processorAccounts.accountId, accountId));
}
