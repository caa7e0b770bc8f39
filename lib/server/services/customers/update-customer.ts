import "server-only";
import { eq } from "drizzle-orm";
import { customers } from "@/lib/db/schema";
import type { CustomerUpdate } from "@/lib/schemas/customer";
import { ApiError } from "../../errors";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { mergeMetadata } from "../merge-metadata";
import { recordEvent } from "../record-event";
import { shippingToRow } from "./create-customer";
import { findCustomerRow } from "./get-customer";
import { serializeCustomer } from "./serialize-customer";

/** Partial update: absent fields keep their value, null clears an optional field. */
export async function updateCustomer(scope: Scope, id: string, input: CustomerUpdate) {
  return inTransaction(scope, async (tx) => {
    const current = await findCustomerRow(tx, id, true);
    if (!current) throw ApiError.notFound("customer", id);
    const patch: Partial<typeof customers.$inferInsert> = { updatedAt: clockNow(tx) };
    if (input.first_name !== undefined) patch.firstName = input.first_name;
    if (input.last_name !== undefined) patch.lastName = input.last_name;
    if (input.email !== undefined) patch.email = input.email;
    if (input.phone !== undefined) patch.phone = input.phone;
    if (input.employer !== undefined) patch.employer = input.employer;
    if (input.shipping !== undefined) {
      patch.shipping = shippingToRow(input.shipping, current.shipping?.shipping_address_id ?? undefined);
    }
    if (input.metadata !== undefined) patch.metadata = mergeMetadata(current.metadata, input.metadata);
    const [row] = await tx.db.update(customers).set(patch).where(eq(customers.id, id)).returning();
    const customer = serializeCustomer(row);
    // Integrations listen for account.updated whenever a customer's account details change.
    await recordEvent(tx, "account.updated", "customer", customer, customer.customer_id);
    return customer;
  });
}
