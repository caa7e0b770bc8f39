import "server-only";
import { customers } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import type { CustomerCreate } from "@/lib/schemas/customer";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { recordEvent } from "../record-event";
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
  return inTransaction(scope, async (tx) => {
    const [row] = await tx.db
      .insert(customers)
      .values({
        id: newId("customer"),
        accountId: tx.accountId,
        testMode: tx.testMode,
        createdAt: clockNow(tx),
        firstName: input.first_name ?? null,
        lastName: input.last_name ?? null,
        email: input.email ?? null,
        phone: input.phone ?? null,
        employer: input.employer ?? null,
        shipping: shippingToRow(input.shipping),
        metadata: input.metadata ?? {},
      })
      .returning();
    const customer = serializeCustomer(row);
    await recordEvent(tx, "customer.created", "customer", customer, customer.customer_id);
    return customer;
  });
}
