// Where the dashboard shows the object an event is about.
const PAGES: Record<string, (id: string) => string> = {
  product: (id) => `/dashboard/products/${id}`,
  price: (id) => `/dashboard/prices/${id}`,
  coupon: (id) => `/dashboard/coupons/${id}`,
  promo_code: (id) => `/dashboard/promo-codes/${id}`,
  payment_link: (id) => `/dashboard/payment-links/${id}`,
  checkout_session: (id) => `/dashboard/checkout-sessions/${id}`,
  payment_intent: (id) => `/dashboard/payments/${id}`,
  customer: (id) => `/dashboard/customers/${id}`,
  webhook: (id) => `/dashboard/events/webhooks/${id}`,
};

/** The affected object's key, id and dashboard page (a refund links to its payment). */
export function eventObject(object: Record<string, unknown>): { key: string; id: string | null; href: string | null } {
  const [key] = Object.keys(object);
  const inner = (object[key] ?? {}) as Record<string, unknown>;
  const id = typeof inner[`${key}_id`] === "string" ? (inner[`${key}_id`] as string) : null;
  if (key === "refund" && typeof inner.payment_intent_id === "string") return { key, id, href: PAGES.payment_intent(inner.payment_intent_id) };
  return { key, id, href: id && PAGES[key] ? PAGES[key](id) : null };
}
