// Where the dashboard shows the object an event is about.
import { OBJECT_PAGES as PAGES } from "@/lib/client/object-pages";

export type EventObject = {
  /** The object's key in the payload: "checkout_session". */
  key: string;
  /** "Checkout session" */
  label: string;
  id: string | null;
  /** Its dashboard page (a refund's payment, a capture's session), and what that page shows. */
  href: string | null;
  hrefNoun: string | null;
};

const labelOf = (key: string) => (key.charAt(0).toUpperCase() + key.slice(1)).replace(/_/g, " ");

/** The affected object's key, id and dashboard page (a refund links to its payment, a capture to its session). */
export function eventObject(object: Record<string, unknown>): EventObject {
  const [key = "object"] = Object.keys(object);
  const inner = (object[key] ?? {}) as Record<string, unknown>;
  const id = typeof inner[`${key}_id`] === "string" ? (inner[`${key}_id`] as string) : null;
  const label = labelOf(key);
  const via = (target: string, targetId: unknown): EventObject =>
    typeof targetId === "string"
      ? { key, label, id, href: PAGES[target].href(targetId), hrefNoun: PAGES[target].noun }
      : { key, label, id, href: null, hrefNoun: null };
  if (key === "refund") return via("payment_intent", inner.payment_intent_id);
  if (key === "capture") return via("checkout_session", inner.checkout_session);
  const page = PAGES[key];
  return id && page ? { key, label, id, href: page.href(id), hrefNoun: page.noun } : { key, label, id, href: null, hrefNoun: null };
}
