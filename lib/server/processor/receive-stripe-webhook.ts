import "server-only";
import { getDb } from "@/lib/db/client";
import { newRequestId } from "@/lib/db/ids";
import { logError } from "../log";
import { inTransaction } from "../scope";
import { applyStripeEvent } from "../services/processor/apply-stripe-event";
import { liveProcessorConfig } from "./processor-config";
import { Stripe, stripeClient } from "./stripe-client";

const MAX_BYTES = 1024 * 1024;

function answer(status: number, body: Record<string, unknown>) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", "X-Request-Id": newRequestId() },
  });
}
const refused = (status: number, type: string, msg: string) => answer(status, { detail: [{ loc: [], msg, type }] });

/**
 * Verifies a Stripe event on the raw body with the merchant's webhook signing secret
 * (stripe.webhooks.constructEvent: signature and a 5-minute timestamp tolerance), then applies it
 * once, in one transaction with our objects' changes and events. A bad signature is a 400 that
 * changes nothing; a repeated event is a 200 that changes nothing.
 */
export async function receiveStripeWebhook(request: Request, accountId: string): Promise<Response> {
  if (!/^facct_[0-9a-z]{26}$/.test(accountId)) return refused(404, "resource_not_found", "No such account.");
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_BYTES) return refused(413, "body_too_large", "The event is larger than 1 MiB.");
  const raw = await request.text();
  if (raw.length > MAX_BYTES) return refused(413, "body_too_large", "The event is larger than 1 MiB.");
  const db = await getDb();
  const config = await liveProcessorConfig(db, accountId).catch(() => null);
  if (!config?.webhookSecret)
    return refused(400, "webhook_secret_missing", "This account has no Stripe webhook signing secret: save it in Settings → Payments processor.");
  let event: Stripe.Event;
  try {
    event = stripeClient(config.secretKey).webhooks.constructEvent(raw, request.headers.get("stripe-signature") ?? "", config.webhookSecret);
  } catch {
    return refused(400, "signature_invalid", "The Stripe-Signature header does not match this body and the account's webhook signing secret.");
  }
  try {
    const result = await inTransaction({ db, accountId, testMode: false }, (tx) => applyStripeEvent(tx, event));
    return answer(200, { received: true, event: event.id, result });
  } catch (error) {
    // Stripe retries a 5xx later: nothing was applied (one transaction).
    logError({ msg: "stripe webhook failed", account_id: accountId, event_id: event.id, type: event.type }, error);
    return refused(500, "internal_error", "The event could not be applied now; Stripe will send it again.");
  }
}
