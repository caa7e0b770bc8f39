import "server-only";
import type { customers } from "@/lib/db/schema";
import type { Customer } from "@/lib/schemas/customer";

type CustomerRow = typeof customers.$inferSelect;

export function serializeCustomer(row: CustomerRow): Customer {
  const s = row.shipping;
  return {
    customer_id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    employer: row.employer,
    shipping: s
      ? {
          shipping_address_id: String(s.shipping_address_id),
          line1: String(s.line1),
          line2: s.line2 ?? null,
          city: String(s.city),
          state: s.state ?? null,
          postal_code: String(s.postal_code),
          country: String(s.country),
        }
      : null,
    metadata: row.metadata,
    created_at: row.createdAt.toISOString(),
    test_mode: row.testMode,
  };
}
