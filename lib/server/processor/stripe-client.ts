import "server-only";
import Stripe from "stripe";

/**
 * A Stripe SDK client for a secret key. STRIPE_API_BASE (default Stripe's own API) points it at
 * another address: a local double in tests, a proxy in staging. STRIPE_TIMEOUT_MS bounds each call
 * (default 20 s). The SDK does not retry by itself: every money call carries our own idempotency
 * key, and a failure is answered to the caller with nothing changed on our side.
 */
export function stripeClient(secretKey: string): Stripe {
  const base = process.env.STRIPE_API_BASE ? new URL(process.env.STRIPE_API_BASE) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 0,
    timeout: Number(process.env.STRIPE_TIMEOUT_MS || 20_000),
    appInfo: { name: "commerce-payments" },
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
          protocol: base.protocol === "http:" ? ("http" as const) : ("https" as const),
        }
      : {}),
  });
}

export { Stripe };
