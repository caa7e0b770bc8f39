import Stripe from "stripe";
import { newId, nowSeconds, randomChars } from "./ids";
import type { Store } from "./store";
import type { EventOptions, SendEventOptions } from "./types";

/**
 * A Stripe event around a copy of `object`: `evt_...`, object "event", the SDK's API version,
 * `created`, `data.object`, `livemode` (the object's unless given), as Stripe sends it (pretty JSON).
 */
export function makeEvent(store: Store, type: string, object: any, options: EventOptions = {}): { payload: string; event: any } {
  const event = {
    id: options.id ?? newId("evt"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    data: { object: structuredClone(object) },
    // Refunds carry no livemode of their own: the double knows the mode of what it made.
    livemode: options.livemode ?? object?.livemode ?? (typeof object?.id === "string" ? store.livemodeOf(object.id) : undefined) ?? false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  store.save("event", event);
  return { payload: JSON.stringify(event, null, 2), event };
}

/**
 * POSTs the event to `toUrl` the way Stripe delivers webhooks: the raw JSON body and a
 * `Stripe-Signature` header made by Stripe.webhooks.generateTestHeaderString (with another
 * secret when `badSignature`, so verification fails).
 */
export async function deliverEvent(
  store: Store,
  toUrl: string,
  webhookSecret: string,
  type: string,
  object: any,
  options: SendEventOptions = {},
): Promise<{ status: number; body: string }> {
  const { payload } = makeEvent(store, type, object, options);
  const secret = options.badSignature ? `whsec_${randomChars(32)}` : webhookSecret;
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const response = await fetch(toUrl, {
    method: "POST",
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Stripe-Signature": signature,
      "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      "Cache-Control": "no-cache",
    },
    body: payload,
  });
  return { status: response.status, body: await response.text() };
}
