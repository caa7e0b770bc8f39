import "server-only";
import { eq } from "drizzle-orm";
import { customers, paymentMethods } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import { ApiError } from "../../errors";
import type { CardDetails, PaymentProcessor } from "../../processor/payment-processor";
import { clockNow, type Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import type { SessionRow } from "./serialize-checkout-session";

/**
 * A payment method as the processor takes it: a saved card (fpm_...) of the caller, with its
 * processor customer (charged off-session when the session charges a saved card), or a token
 * (a test token in test mode; a Stripe PaymentMethod from Stripe.js in live mode).
 */
export async function resolveMethod(
  scope: Scope,
  processor: PaymentProcessor,
  method: string,
  loc: (string | number)[],
  offSession: boolean,
): Promise<{ token: string; customer: { processorCustomerId: string; offSession: boolean } | null }> {
  if (method.startsWith("fpm_")) {
    const pm = await findScoped(scope, paymentMethods, method);
    if (!pm) throw ApiError.referenceNotFound("payment_method", method, loc);
    return { token: pm.processorToken, customer: pm.processorCustomerId ? { processorCustomerId: pm.processorCustomerId, offSession } : null };
  }
  // The test network knows its tokens; Stripe is asked at authorization (one call, not two).
  if (processor.name === "test" && !(await processor.describe(method))) {
    throw ApiError.validation([{ loc, msg: `'${method}' is not a valid payment method.`, type: "payment_method_invalid" }]);
  }
  return { token: method, customer: null };
}

/**
 * Live mode, when the card is kept for later (a subscription, or setup_future_use): the processor's
 * customer that will hold it, made once per customer of ours and remembered on it. Null on the
 * test network, or when nothing is kept.
 */
export async function processorCustomerFor(
  tx: Scope,
  processor: PaymentProcessor,
  session: Pick<SessionRow, "id" | "mode" | "setupFutureUse" | "customerId">,
): Promise<string | null> {
  if (processor.name === "test") return null;
  if (session.mode !== "subscription" && session.mode !== "setup" && session.setupFutureUse !== "off_session") return null;
  const customer = session.customerId ? await findScoped(tx, customers, session.customerId, true) : null;
  if (customer?.processorCustomerId) return customer.processorCustomerId;
  const made = await processor.ensureCustomer({ id: customer?.id ?? null, email: customer?.email ?? null }, `${customer?.id ?? session.id}:processor_customer`);
  if (made && customer) await tx.db.update(customers).set({ processorCustomerId: made }).where(eq(customers.id, customer.id));
  return made;
}

/** Keeps a card the processor authorized or saved as the customer's payment method (fpm_...). */
export async function rememberCard(
  tx: Scope,
  customerId: string | null,
  token: string,
  card: CardDetails,
  processorCustomerId: string | null,
): Promise<string> {
  const id = newId("paymentMethod");
  await tx.db.insert(paymentMethods).values({
    id,
    accountId: tx.accountId,
    testMode: tx.testMode,
    createdAt: clockNow(tx),
    customerId,
    processorToken: token,
    processorCustomerId,
    brand: card.brand,
    last4: card.last4,
    hsaFsa: card.hsaFsa,
  });
  return id;
}
