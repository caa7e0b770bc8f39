import "server-only";
import { invoices } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import type { Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import { serializeInvoices, type InvoiceRow } from "./serialize-invoice";

export async function findInvoiceOrThrow(scope: Scope, id: string, forUpdate = false): Promise<InvoiceRow> {
  const row = await findScoped(scope, invoices, id, forUpdate);
  if (!row) throw ApiError.notFound("invoice", id);
  return row;
}

export async function getInvoice(scope: Scope, id: string, expand: ReadonlySet<string> = new Set()) {
  return (await serializeInvoices(scope, [await findInvoiceOrThrow(scope, id)], expand))[0];
}
