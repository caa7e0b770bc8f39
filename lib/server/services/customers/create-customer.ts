import "server-only";
import { customers } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import type { CustomerCreate } from "@/lib/schemas/customer";
import { sql } from "drizzle-orm";
import { clockNow, type Scope } from "../../scope";
import { writeWithEvents } from "../record-event";
import { serializeCustomer } from "./serialize-customer";

export function shippingToRow(shipping: CustomerCreate["shipping"], existingId?: string) {
  if (!shipping) return null;
  return {
    shipping_address_id: existingId ?? newId("shippingAddress"),
    line1: shipping.line1,
    line2: shipping.line2 ?? null,
    city: shipping.city,
    state: shipping.state ?? null,
    postal_code: shipping.postal_code,
    country: shipping.country,
  };
}

export async function createCustomer(scope: Scope, input: CustomerCreate) {
  // Nothing to read or lock first: the row and its event go in one statement (writeWithEvents),
  // and the answer is serialized from the row as written.
  const row = {
    id: newId("customer"),
    accountId: scope.accountId,
    testMode: scope.testMode,
    createdAt: clockNow(scope),
    updatedAt: new Date(),
    firstName: input.first_name ?? null,
    lastName: input.last_name ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    employer: input.employer ?? null,
    shipping: shippingToRow(input.shipping),
    metadata: input.metadata ?? {},
    processorCustomerId: null,
  } satisfies typeof customers.$inferSelect;
  const customer = serializeCustomer(row);
  await writeWithEvents(
    scope,
    sql`INSERT INTO customers (id, account_id, test_mode, created_at, updated_at, first_name, last_name, email, phone, employer, shipping, metadata)
      VALUES (${row.id}, ${row.accountId}, ${row.testMode}, ${row.createdAt.toISOString()}::timestamptz, ${row.updatedAt.toISOString()}::timestamptz,
        ${row.firstName}, ${row.lastName}, ${row.email}, ${row.phone}, ${row.employer},
        ${row.shipping && JSON.stringify(row.shipping)}::jsonb, ${JSON.stringify(row.metadata)}::jsonb)`,
    [{ type: "customer.created", key: "customer", object: customer, objectId: customer.customer_id }],
  );
  return customer;
}
