// A `customer` field as lists answer it: an id, or the customer nested when expanded.
import type { Customer } from "@/lib/schemas/customer";

export type CustomerField = string | Customer | null | undefined;

/** The id to link to and the label to show: the email (or name) when expanded, else nothing. */
export function customerRef(c: CustomerField): { id: string | null; label: string | null } {
  if (!c) return { id: null, label: null };
  if (typeof c === "string") return { id: c, label: null };
  const name = [c.first_name, c.last_name].filter(Boolean).join(" ");
  return { id: c.customer_id, label: c.email || name || null };
}
