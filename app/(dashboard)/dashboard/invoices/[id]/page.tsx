import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { invoiceKeys } from "@/lib/client/resources/invoices";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readOne } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { getInvoice } from "@/lib/server/services/invoices/get-invoice";
import { InvoiceDetail } from "../_components/invoice-detail";

export const metadata: Metadata = { title: "Invoice" };

export default async function InvoicePage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  const state = await prefetchQueries((scope) => [
    [invoiceKeys.detail(id), readOne(endpoints.retrieveInvoice, id, undefined, (id, expand) => getInvoice(scope, id, expand))],
  ]);
  return (
    <HydrationBoundary state={state}>
      <InvoiceDetail id={id} />
    </HydrationBoundary>
  );
}
