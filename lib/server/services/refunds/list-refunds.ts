import "server-only";
import { eq } from "drizzle-orm";
import { refunds } from "@/lib/db/schema";
import type { RefundListQuery } from "@/lib/schemas/refund";
import type { Scope } from "../../scope";
import { paginate } from "../paginate";
import { serializeRefund } from "./serialize-refund";

export async function listRefunds(scope: Scope, query: RefundListQuery) {
  const filters = [];
  if (query.payment_intent) filters.push(eq(refunds.paymentIntentId, query.payment_intent));
  if (query.checkout_session) filters.push(eq(refunds.checkoutSessionId, query.checkout_session));
  if (query.status) filters.push(eq(refunds.status, query.status));
  return paginate(scope, refunds, query, filters, (rows) => rows.map(serializeRefund), "refund");
}
