import "server-only";
import { inArray } from "drizzle-orm";
import { customers, paymentIntents, type invoices } from "@/lib/db/schema";
import type { Invoice } from "@/lib/schemas/invoice";
import type { Scope } from "../../scope";
import { serializeCustomer } from "../customers/serialize-customer";

export type InvoiceRow = typeof invoices.$inferSelect;

export function serializeInvoice(row: InvoiceRow, intentIds: string[] = [], customer?: Invoice["customer"]): Invoice {
  return {
    invoice_id: row.id,
    total: row.total,
    amount_due: row.amountDue,
    amount_paid: row.amountPaid,
    credit_applied: row.creditApplied,
    payment_intent: row.paymentIntentId,
    payment_intents: intentIds.length ? intentIds : row.paymentIntentId ? [row.paymentIntentId] : [],
    charge: row.charge,
    customer: customer ?? row.customerId,
    period_start: row.periodStart.toISOString(),
    period_end: row.periodEnd.toISOString(),
    subscription: row.subscriptionId,
    status: row.status as Invoice["status"],
    billing_reason: row.billingReason as Invoice["billing_reason"],
    collection_method: "charge_automatically",
    lines: row.lines,
    attempt_count: row.attemptCount,
    next_payment_attempt: row.nextPaymentAttempt?.toISOString() ?? null,
    last_payment_error: row.lastPaymentError,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    test_mode: row.testMode,
    metadata: row.metadata,
  };
}

/**
 * Invoices with the ids of every intent that paid them (two for a split invoice), in one query;
 * with `expand` naming `customer`, each customer nested (one more query for the page).
 */
export async function serializeInvoices(scope: Scope, rows: InvoiceRow[], expand: ReadonlySet<string> = new Set()): Promise<Invoice[]> {
  const paid = rows.filter((r) => r.amountPaid > 0).map((r) => r.id);
  const intents = paid.length
    ? await scope.db
        .select({ id: paymentIntents.id, invoiceId: paymentIntents.invoiceId, cart: paymentIntents.cart })
        .from(paymentIntents)
        .where(inArray(paymentIntents.invoiceId, paid))
    : [];
  const byInvoice = new Map<string, string[]>();
  for (const pi of intents.sort((a, b) => (a.cart === b.cart ? a.id.localeCompare(b.id) : a.cart === "eligible" ? -1 : 1))) {
    byInvoice.set(pi.invoiceId!, [...(byInvoice.get(pi.invoiceId!) ?? []), pi.id]);
  }
  const customerIds = [...new Set(rows.map((r) => r.customerId).filter((id): id is string => Boolean(id)))];
  const customerById = new Map(
    expand.has("customer") && customerIds.length
      ? (await scope.db.select().from(customers).where(inArray(customers.id, customerIds))).map((c) => [c.id, serializeCustomer(c)])
      : [],
  );
  return rows.map((r) => serializeInvoice(r, byInvoice.get(r.id), r.customerId ? customerById.get(r.customerId) : undefined));
}
