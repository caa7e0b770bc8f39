import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { processorAccounts } from "@/lib/db/schema";
import { openSecret } from "../crypto/secret-box";

/** Live mode's processor for one merchant: its own Stripe keys, or the deployment's. */
export type StripeConfig = {
  provider: "stripe";
  source: "merchant" | "deployment";
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | null;
  /** A Stripe test-mode key (sk_test_/rk_test_) backing live mode on a staging deployment. */
  keyMode: "live" | "test";
};

export const processorSecretOwner = (accountId: string, field: "secret_key" | "webhook_secret") => `processor_accounts:${accountId}:${field}`;

export function stripeKeyMode(secretKey: string): "live" | "test" {
  return /^(sk|rk)_live_/.test(secretKey) ? "live" : "test";
}

/** The deployment-wide default (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET), or null. */
export function deploymentStripeConfig(): StripeConfig | null {
  const secretKey = process.env.STRIPE_SECRET_KEY;
  const publishableKey = process.env.STRIPE_PUBLISHABLE_KEY;
  if (!secretKey || !publishableKey) return null;
  return {
    provider: "stripe",
    source: "deployment",
    secretKey,
    publishableKey,
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || null,
    keyMode: stripeKeyMode(secretKey),
  };
}

/** The merchant's live processor: its own settings first, then the deployment's; null when none. */
export async function liveProcessorConfig(db: Db, accountId: string): Promise<StripeConfig | null> {
  const [row] = await db.select().from(processorAccounts).where(eq(processorAccounts.accountId, accountId)).limit(1);
  if (row) {
    return {
      provider: "stripe",
      source: "merchant",
      secretKey: openSecret(row.secretKey, processorSecretOwner(accountId, "secret_key")),
      publishableKey: row.publishableKey,
      webhookSecret: row.webhookSecret ? openSecret(row.webhookSecret, processorSecretOwner(accountId, "webhook_secret")) : null,
      keyMode: row.keyMode === "live" ? "live" : "test",
    };
  }
  return deploymentStripeConfig();
}
