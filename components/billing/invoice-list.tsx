"use client";

import Link from "next/link";
import { DataTableError } from "@/components/data-table";
import { DateTime } from "@/components/date-time";
import { Money } from "@/components/money";
import { StatusBadge } from "@/components/status-badge";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { BILLING_REASON_LABELS, invoicesResource, type InvoiceListParams } from "@/lib/client/resources/invoices";
import { useResourceList } from "@/lib/client/use-resource";

/** The invoices of a subscription or a customer, newest first, inside a detail page's card. */
export function InvoiceList({ filter, empty }: { filter: Pick<InvoiceListParams, "subscription" | "customer">; empty: string }) {
  const list = useResourceList(invoicesResource, { ...filter, limit: 100 });
  if (list.isLoading)
    return (
      <div className="space-y-3 px-5 py-4">
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </div>
    );
  if (list.error) return <DataTableError error={list.error} onRetry={() => list.refetch()} />;
  const invoices = list.data?.data ?? [];
  if (!invoices.length) return <p className="px-5 py-6 text-sm text-subtle">{empty}</p>;
  return (
    <Table aria-label="Invoices">
      <TableHeader>
        <TableRow>
          <TableHead>Invoice</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Period</TableHead>
          <TableHead className="text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invoices.map((i) => (
          <TableRow key={i.invoice_id} data-testid="invoice-row">
            <TableCell className="py-2.5">
              <Link href={`/dashboard/invoices/${i.invoice_id}`} className="font-medium text-fg hover:text-accent hover:underline">
                {BILLING_REASON_LABELS[i.billing_reason]}
              </Link>
              <p className="font-mono text-[11px] text-subtle">{i.invoice_id}</p>
            </TableCell>
            <TableCell>
              <StatusBadge status={i.status} />
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted">
              <DateTime value={i.period_start} format="date" /> – <DateTime value={i.period_end} format="date" />
            </TableCell>
            <TableCell className="text-right tabular-nums">
              <Money amount={i.total} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
