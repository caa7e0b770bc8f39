import "server-only";
import { asc, inArray } from "drizzle-orm";
import { customers, invoices, prices, subscriptionItems, type subscriptions } from "@/lib/db/schema";
import type { Subscription } from "@/lib/schemas/subscription";
import type { Scope } from "../../scope";
import { serializeCustomer } from "../customers/serialize-customer";
import { serializeInvoices } from "../invoices/serialize-invoice";
import { serializePrices } from "../prices/serialize-price";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionItemRow = typeof subscriptionItems.$inferSelect;

/**
 * Subscriptions with their items (each with its price) in a few queries for the whole page;
 * `expand` may name `customer` and `latest_invoice` (and `latest_invoice.payment_intent` nests nothing more).
 */
export async function serializeSubscriptions(scope: Scope, rows: SubscriptionRow[], expand: Set<string> = new Set()): Promise<Subscription[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const items = await scope.db
    .select()
    .from(subscriptionItems)
    .where(inArray(subscriptionItems.subscriptionId, ids))
    .orderBy(asc(subscriptionItems.createdAt), asc(subscriptionItems.id));
  const priceIds = [...new Set(items.map((i) => i.priceId))];
  const priceRows = priceIds.length ? await scope.db.select().from(prices).where(inArray(prices.id, priceIds)) : [];
  const priceById = new Map((await serializePrices(scope, priceRows)).map((p) => [p.price_id, p]));
  const customerIds = [...new Set(rows.map((r) => r.customerId).filter((x): x is string => Boolean(x)))];
  const customerById = new Map(
    expand.has("customer") && customerIds.length
      ? (await scope.db.select().from(customers).where(inArray(customers.id, customerIds))).map((c) => [c.id, serializeCustomer(c)])
      : [],
  );
  const invoiceIds = rows.map((r) => r.latestInvoiceId).filter((x): x is string => Boolean(x));
  const invoiceById = new Map(
    expand.has("latest_invoice") && invoiceIds.length
      ? (await serializeInvoices(scope, await scope.db.select().from(invoices).where(inArray(invoices.id, invoiceIds)))).map((i) => [i.invoice_id, i])
      : [],
  );
  return rows.map((row) => ({
    subscription_id: row.id,
    created_at: row.createdAt.toISOString(),
    items: items
      .filter((i) => i.subscriptionId === row.id)
      .map((i) => ({
        subscription_item_id: i.id,
        price: priceById.get(i.priceId)!,
        quantity: i.quantity,
        created_at: i.createdAt.toISOString(),
        updated_at: i.updatedAt.toISOString(),
        test_mode: i.testMode,
      })),
    latest_invoice: row.latestInvoiceId ? (invoiceById.get(row.latestInvoiceId) ?? row.latestInvoiceId) : null,
    customer: row.customerId ? (customerById.get(row.customerId) ?? row.customerId) : null,
    status: row.status as Subscription["status"],
    cancel_at_period_end: row.cancelAtPeriodEnd,
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd.toISOString(),
    metadata: row.metadata,
    test_mode: row.testMode,
    // Off-session charges need no client-side confirmation here: cards are saved at checkout.
    client_secret: null,
    proration_behavior: row.prorationBehavior as Subscription["proration_behavior"],
    trial_start: row.trialStart?.toISOString() ?? null,
    trial_end: row.trialEnd?.toISOString() ?? null,
    cancel_at: row.cancelAt?.toISOString() ?? null,
    canceled_at: row.canceledAt?.toISOString() ?? null,
    ended_at: row.endedAt?.toISOString() ?? null,
    checkout_session: row.checkoutSessionId,
    default_payment_method: row.paymentMethodId,
    hsa_fsa_payment_method: row.hsaFsaPaymentMethodId,
    credit_balance: row.creditBalance,
  }));
}

export async function serializeSubscription(scope: Scope, row: SubscriptionRow, expand: Set<string> = new Set()): Promise<Subscription> {
  return (await serializeSubscriptions(scope, [row], expand))[0];
}
