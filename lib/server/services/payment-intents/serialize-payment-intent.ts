import "server-only";
import { inArray } from "drizzle-orm";
import { customers, type paymentIntents } from "@/lib/db/schema";
import type { Customer } from "@/lib/schemas/customer";
import type { PaymentIntent } from "@/lib/schemas/payment-intent";
import type { Scope } from "../../scope";
import { serializeCustomer } from "../customers/serialize-customer";

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;

export function serializePaymentIntent(row: PaymentIntentRow, customer?: Customer | null): PaymentIntent {
  return {
    payment_intent_id: row.id,
    amount: row.amount,
    amount_capturable: row.amountCapturable,
    amount_received: row.amountReceived,
    amount_refunded: row.amountRefunded,
    application_fee_amount: null,
    customer: customer ?? row.customerId,
    transfer_data: null,
    status: row.status as PaymentIntent["status"],
    latest_charge: row.latestCharge,
    created_at: row.createdAt.toISOString(),
    invoice: row.invoiceId,
    capture_method: row.captureMethod as PaymentIntent["capture_method"],
    client_secret: row.clientSecret,
    metadata: row.metadata,
    payment_method: row.paymentMethod,
    test_mode: row.testMode,
    transfer_group: row.checkoutSessionId,
    checkout_session: row.checkoutSessionId,
    cart: row.cart as PaymentIntent["cart"],
    last_payment_error: row.lastPaymentError,
    card: row.cardBrand ? { brand: row.cardBrand, last4: row.cardLast4 ?? "" } : null,
    processor:
      row.processorPaymentId || row.latestCharge ? { name: row.testMode ? "test" : "stripe", payment_id: row.processorPaymentId ?? row.latestCharge! } : null,
    dispute_status: row.disputeStatus,
  };
}

/** Serializes intents, nesting their customers when `expandCustomer`. */
export async function serializePaymentIntents(scope: Scope, rows: PaymentIntentRow[], expandCustomer = false): Promise<PaymentIntent[]> {
  if (!expandCustomer) return rows.map((r) => serializePaymentIntent(r));
  const ids = [...new Set(rows.map((r) => r.customerId).filter((x): x is string => Boolean(x)))];
  const found = ids.length ? await scope.db.select().from(customers).where(inArray(customers.id, ids)) : [];
  const byId = new Map(found.map((c) => [c.id, serializeCustomer(c)]));
  return rows.map((r) => serializePaymentIntent(r, r.customerId ? (byId.get(r.customerId) ?? null) : null));
}
