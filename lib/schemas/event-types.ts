/**
 * Every event type the service emits, with what emits it: one catalogue for recordEvent's type,
 * webhook subscriptions (an unknown type is a 422), the dashboard's picker and docs/api.md.
 */
export const EVENT_TYPE_CATALOGUE = {
  "account.updated": "A customer's account details changed (PATCH /v1/customers/{id}); object: customer.",
  "customer.created": "A customer was created (API, dashboard or checkout).",
  "product.created": "A product was created.",
  "product.updated": "A product changed: fields, active, or its eligibility (bot, merchant review, eligibility list).",
  "price.created": "A price was created (also by price_data on a session or payment link).",
  "price.updated": "A price changed (active, metadata, description, eligibility).",
  "coupon.created": "A coupon was created (also an inline coupon_data on a session).",
  "coupon.deleted": "A coupon was deleted.",
  "coupon.redeemed": "A coupon was redeemed by a paid session.",
  "promo_code.created": "A promo code was created.",
  "promo_code.updated": "A promo code changed (active, metadata).",
  "promo_code.redeemed": "A promo code was redeemed by a paid session.",
  "payment_link.created": "A payment link was created.",
  "payment_link.updated": "A payment link changed.",
  "checkout.session.created": "A checkout session was created (API or payment link).",
  "checkout.session.paid": "A manual-capture session was authorized; capture it to complete it.",
  "checkout.session.completed": "A session was paid and captured with nothing outstanding: mark the order paid.",
  "checkout.session.canceled": "A session was canceled (by the merchant, or every intent canceled).",
  "checkout.session.expired": "An open session passed its expires_at (24 hours) unpaid.",
  "checkout.session.attempts_paused":
    "Too many cards were declined on a session's hosted page (possible card testing): it refuses payment attempts until payment_attempts_paused_until.",
  "payment_intent.amount_capturable_updated": "A manual-capture intent was authorized and awaits capture.",
  "payment_intent.succeeded": "An intent was captured (amount_received is what the card was charged).",
  "payment_intent.canceled": "An intent was canceled, or released at capture with nothing captured.",
  "payment_intent.payment_failed": "A card was declined for an intent (or its 3-D Secure failed); the session stays open for another card.",
  "payment_intent.disputed": "The shopper's bank disputed a live payment, or a dispute closed (Stripe charge.dispute.*): dispute_status says where it stands.",
  "capture.created": "A session was captured (automatically at payment, or manually).",
  "capture.updated": "A capture's metadata changed.",
  "refund.created": "A refund was created (pending until the network settles it).",
  "refund.updated": "A refund settled: succeeded with its acquirer reference number, or failed. Carries the refund's metadata.",
  "setup_intent.created": "A setup intent was created (API or a setup-mode session).",
  "setup_intent.succeeded": "A card was saved for later off-session charges.",
  "webhook.created": "A webhook endpoint was created (the signing secret is never in events).",
  "webhook.updated": "A webhook endpoint changed: url, events, enabled or disabled (by you, or by failures), or its secret was rotated.",
  "webhook.deleted": "A webhook endpoint was deleted.",
  "webhook.ping": "Sent by 'Send test event' (POST /v1/webhooks/{id}/send_test_event) to that endpoint only.",
  "customer.subscription.created": "A subscription started (a subscription-mode checkout session was paid, or its trial began).",
  "customer.subscription.updated":
    "A subscription changed: status (trialing, active, past_due, unpaid, canceled, ...), period, items, cancellation settings or metadata.",
  "customer.subscription.deleted": "A subscription ended (canceled at period end, at cancel_at, or by dunning).",
  "invoice.created": "An invoice was created for a subscription period or a proration (as a draft).",
  "invoice.finalized": "An invoice was finalized (open): its total and lines are fixed and it will be charged.",
  "invoice.paid": "An invoice was paid in full (or needed no payment: a $0 trial, or covered by credit).",
  "invoice.payment_failed": "A charge of an invoice was declined; next_payment_attempt says when it is retried (null: no retry left).",
  "invoice.voided": "An open invoice was voided (by you, or because its subscription expired or ended): it will never be charged.",
  "export.created": "An export was created (POST /v1/exports); it runs in the background.",
  "export.completed": "An export finished: its CSV file is ready to download (file.url).",
  "export.failed": "An export failed (failure_reason says why); no file is kept.",
  "export.canceled": "An export was canceled (POST /v1/exports/{id}/cancel) before it completed.",
} as const satisfies Record<string, string>;

export type EventType = keyof typeof EVENT_TYPE_CATALOGUE;

export const EVENT_TYPES = Object.keys(EVENT_TYPE_CATALOGUE) as EventType[];

export function isEventType(value: string): value is EventType {
  return Object.hasOwn(EVENT_TYPE_CATALOGUE, value);
}
