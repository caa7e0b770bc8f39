import "server-only";
import { eq } from "drizzle-orm";
import { subscriptions } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import { billingNow } from "../../billing/billing-clock";
import { closeInvoice } from "../../billing/invoice-engine";
import { nextActionAt } from "../../billing/next-action-at";
import { inTransaction, type Scope } from "../../scope";
import { findInvoiceOrThrow } from "./get-invoice";
import { serializeInvoices } from "./serialize-invoice";

/**
 * open -> void: the invoice will never be charged (its retries stop). A paid invoice is refunded,
 * not voided (400); a void one is answered unchanged. Its subscription's next action is
 * recomputed in the same transaction (no retry left to wait for).
 */
export async function voidInvoice(scope: Scope, id: string) {
  return inTransaction(scope, async (tx) => {
    const invoice = await findInvoiceOrThrow(tx, id, true);
    if (invoice.status === "void") return (await serializeInvoices(tx, [invoice]))[0];
    if (invoice.status !== "open" && invoice.status !== "draft") {
      throw ApiError.badRequest("invoice_unexpected_state", `This invoice is ${invoice.status}; only an open invoice can be voided.`);
    }
    const at = await billingNow(tx);
    const row = await closeInvoice(tx, invoice, "void", at);
    if (invoice.subscriptionId) {
      const [sub] = await tx.db.select().from(subscriptions).where(eq(subscriptions.id, invoice.subscriptionId)).for("update");
      if (sub)
        await tx.db
          .update(subscriptions)
          .set({ nextActionAt: nextActionAt(sub, null), updatedAt: at })
          .where(eq(subscriptions.id, sub.id));
    }
    return (await serializeInvoices(tx, [row]))[0];
  });
}
