import "server-only";
import { eq } from "drizzle-orm";
import { paymentLinks } from "@/lib/db/schema";
import type { PaymentLinkListQuery } from "@/lib/schemas/payment-link";
import type { Scope } from "../../scope";
import { paginate } from "../paginate";
import { serializePaymentLink } from "./serialize-payment-link";

export async function listPaymentLinks(scope: Scope, query: PaymentLinkListQuery) {
  const filters = [];
  if (query.active !== undefined) filters.push(eq(paymentLinks.active, query.active));
  return paginate(scope, paymentLinks, query, filters, (rows) => rows.map(serializePaymentLink), "payment link");
}
