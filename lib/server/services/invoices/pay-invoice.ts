import "server-only";
import { and, eq } from "drizzle-orm";
import { invoices, subscriptions } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import { billingNow } from "../../billing/billing-clock";
import { attemptInvoicePayment } from "../../billing/invoice-engine";
import { nextActionAt } from "../../billing/next-action-at";
import { inTransaction, type Scope } from "../../scope";
import { recordEvents } from "../record-event";
import { serializeSubscription } from "../subscriptions/serialize-subscription";
import { findInvoiceOrThrow } from "./get-invoice";
import { serializeInvoices } from "./serialize-invoice";

/**
 * POST /v1/invoices/{id}/pay: charges an open invoice now with the subscription's saved cards
 * (a customer whose card recovered). Paid: a past_due or unpaid subscription with nothing else
 * open is active again. Declined: 402 card_declined, the attempt recorded.
 */
export async function payInvoice(scope: Scope, id: string) {
  const result = await inTransaction(scope, async (tx) => {
    const invoice = await findInvoiceOrThrow(tx, id, true);
    if (invoice.status === "paid") return { invoice };
    if (invoice.status !== "open")
      throw ApiError.badRequest("invoice_unexpected_state", `This invoice is ${invoice.status}; only an open invoice can be paid.`);
    if (!invoice.subscriptionId) throw ApiError.badRequest("invoice_unexpected_state", "This invoice has no subscription to charge.");
    const [sub] = await tx.db.select().from(subscriptions).where(eq(subscriptions.id, invoice.subscriptionId)).for("update");
    const at = await billingNow(tx);
    const attempt = await attemptInvoicePayment(tx, sub, invoice, at);
    if (attempt.paid) {
      const [stillOpen] = await tx.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.subscriptionId, sub.id), eq(invoices.status, "open")))
        .limit(1);
      const recovered = !stillOpen && ["past_due", "unpaid", "incomplete"].includes(sub.status);
      const status = recovered ? "active" : sub.status;
      const [row] = await tx.db
        .update(subscriptions)
        .set({ status, nextActionAt: nextActionAt({ ...sub, status }, null), updatedAt: at })
        .where(eq(subscriptions.id, sub.id))
        .returning();
      if (recovered)
        await recordEvents(tx, [
          { type: "customer.subscription.updated", key: "subscription", object: await serializeSubscription(tx, row), objectId: sub.id },
        ]);
      return { invoice: attempt.invoice };
    }
    return { invoice: attempt.invoice, declined: attempt.invoice.lastPaymentError };
  });
  // The failed attempt is recorded (committed); the caller still hears about it.
  if (result.declined) throw ApiError.of(402, String(result.declined.code ?? "card_declined"), String(result.declined.message ?? "The card was declined."), []);
  return (await serializeInvoices(scope, [result.invoice]))[0];
}
