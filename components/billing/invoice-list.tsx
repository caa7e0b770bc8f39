"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { DataTableError } from "@/components/data-table";
import { DateTime } from "@/components/date-time";
import { Money } from "@/components/money";
import { StatusBadge } from "@/components/status-badge";
import { Skeleton } from "@/components/ui/skeleton";
import type { ApiClientError, ApiPage } from "@/lib/client/api";
import { BILLING_REASON_LABELS, invoiceKeys, invoicesResource, type InvoiceListParams } from "@/lib/client/resources/invoices";
import type { Invoice } from "@/lib/schemas/invoice";

/** The invoices of a subscription or a customer, newest first, inside a detail page's card. */
export function InvoiceList({ filter, empty }: { filter: Pick<InvoiceListParams, "subscription" | "customer">; empty: string }) {
  const params = { ...filter, limit: 100 };
  const list = useQuery<ApiPage<Invoice>, ApiClientError>({ queryKey: invoiceKeys.list(params), queryFn: ({ signal }) => invoicesResource.list(params, signal) });
  if (list.isLoading) return <div className="space-y-3 px-5 py-4">{Array.from({ length: 2 }, (_, i) => <Skeleton key={i} className="h-8 w-full" />)}</div>;
  if (list.error) return <DataTableError error={list.error} onRetry={() => list.refetch()} />;
  const invoices = list.data?.data ?? [];
  if (!invoices.length) return <p className="px-5 py-6 text-sm text-subtle">{empty}</p>;
  return (
    <table className="w-full text-sm" aria-label="Invoices">
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs font-medium text-subtle uppercase">
          <th className="px-5 py-2">Invoice</th>
          <th className="px-3 py-2">Status</th>
          <th className="px-3 py-2">Period</th>
          <th className="px-5 py-2 text-right">Total</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((i) => (
          <tr key={i.invoice_id} className="border-b border-slate-100 last:border-0" data-testid="invoice-row">
            <td className="px-5 py-2.5">
              <Link href={`/dashboard/invoices/${i.invoice_id}`} className="font-medium text-fg hover:text-accent hover:underline">{BILLING_REASON_LABELS[i.billing_reason]}</Link>
              <p className="font-mono text-[11px] text-subtle">{i.invoice_id}</p>
            </td>
            <td className="px-3 py-2.5"><StatusBadge status={i.status} /></td>
            <td className="px-3 py-2.5 whitespace-nowrap text-muted">
              <DateTime value={i.period_start} format="date" /> – <DateTime value={i.period_end} format="date" />
            </td>
            <td className="px-5 py-2.5 text-right tabular-nums"><Money amount={i.total} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
