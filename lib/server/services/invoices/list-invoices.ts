import "server-only";
import { eq } from "drizzle-orm";
import { invoices } from "@/lib/db/schema";
import type { InvoiceListQuery } from "@/lib/schemas/invoice";
import type { Scope } from "../../scope";
import { paginate } from "../paginate";
import { serializeInvoices } from "./serialize-invoice";

export async function listInvoices(scope: Scope, query: InvoiceListQuery, expand: ReadonlySet<string> = new Set()) {
  const filters = [];
  if (query.customer) filters.push(eq(invoices.customerId, query.customer));
  if (query.subscription) filters.push(eq(invoices.subscriptionId, query.subscription));
  if (query.status) filters.push(eq(invoices.status, query.status));
  return paginate(scope, invoices, query, filters, (rows) => serializeInvoices(scope, rows, expand), "invoice");
}
