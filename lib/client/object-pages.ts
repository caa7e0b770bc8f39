// Where the dashboard shows an object: by its kind (an event's payload key) or by its id's prefix
// (a request log's object_id).

export type ObjectPage = { noun: string; href: (id: string) => string };

export const OBJECT_PAGES: Record<string, ObjectPage> = {
  product: { noun: "product", href: (id) => `/dashboard/products/${id}` },
  price: { noun: "price", href: (id) => `/dashboard/prices/${id}` },
  coupon: { noun: "coupon", href: (id) => `/dashboard/coupons/${id}` },
  promo_code: { noun: "promo code", href: (id) => `/dashboard/promo-codes/${id}` },
  payment_link: { noun: "payment link", href: (id) => `/dashboard/payment-links/${id}` },
  checkout_session: { noun: "checkout session", href: (id) => `/dashboard/checkout-sessions/${id}` },
  payment_intent: { noun: "payment", href: (id) => `/dashboard/payments/${id}` },
  customer: { noun: "customer", href: (id) => `/dashboard/customers/${id}` },
  subscription: { noun: "subscription", href: (id) => `/dashboard/subscriptions/${id}` },
  invoice: { noun: "invoice", href: (id) => `/dashboard/invoices/${id}` },
  webhook: { noun: "webhook endpoint", href: (id) => `/dashboard/events/webhooks/${id}` },
  event: { noun: "event", href: (id) => `/dashboard/events/${id}` },
};

/**
 * The id prefixes of the kinds above (lib/db/ids.ts ID_PREFIXES, which the browser cannot import:
 * it draws ids with node:crypto). tests/ui/object-pages.test.ts keeps the two in step.
 */
export const OBJECT_ID_PREFIXES: Record<keyof typeof OBJECT_PAGES, string> = {
  product: "fprod_",
  price: "fprice_",
  coupon: "fcpn_",
  promo_code: "fpromo_",
  payment_link: "fplink_",
  checkout_session: "fcs_",
  payment_intent: "fpi_",
  customer: "fcus_",
  subscription: "fsub_",
  invoice: "finv_",
  webhook: "fwh_",
  event: "fevt_",
};

/** The dashboard page of the object with this id ("fcus_…" → the customer's page), or null for a kind without one (a refund). */
export function objectPageOf(id: string): { noun: string; href: string } | null {
  // Longest prefix first: "fprice_" before a shorter prefix it might start with.
  const kind = Object.keys(OBJECT_ID_PREFIXES)
    .filter((k) => id.startsWith(OBJECT_ID_PREFIXES[k]))
    .sort((a, b) => OBJECT_ID_PREFIXES[b].length - OBJECT_ID_PREFIXES[a].length)[0];
  return kind ? { noun: OBJECT_PAGES[kind].noun, href: OBJECT_PAGES[kind].href(id) } : null;
}
