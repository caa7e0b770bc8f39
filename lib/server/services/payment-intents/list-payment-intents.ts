import "server-only";
import { eq } from "drizzle-orm";
import { paymentIntents } from "@/lib/db/schema";
import type { PaymentIntentListQuery } from "@/lib/schemas/payment-intent";
import type { Scope } from "../../scope";
import { paginate } from "../paginate";
import { serializePaymentIntents } from "./serialize-payment-intent";

export async function listPaymentIntents(scope: Scope, query: PaymentIntentListQuery, expand: Set<string> = new Set()) {
  const filters = [];
  if (query.customer) filters.push(eq(paymentIntents.customerId, query.customer));
  if (query.checkout_session) filters.push(eq(paymentIntents.checkoutSessionId, query.checkout_session));
  if (query.status) filters.push(eq(paymentIntents.status, query.status));
  return paginate(scope, paymentIntents, query, filters, (rows) => serializePaymentIntents(scope, rows, expand.has("customer")), "payment intent");
}
