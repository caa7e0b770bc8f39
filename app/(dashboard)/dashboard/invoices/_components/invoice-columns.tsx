"use client";

import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { CustomerLink } from "@/components/customer-link";
import { DateTime } from "@/components/date-time";
import { Money } from "@/components/money";
import { StatusBadge } from "@/components/status-badge";
import { BILLING_REASON_LABELS } from "@/lib/client/resources/invoices";
import type { Invoice } from "@/lib/schemas/invoice";

const muted = <span className="text-subtle">—</span>;

export const invoiceColumns: ColumnDef<Invoice>[] = [
  {
    id: "invoice",
    header: "Invoice",
    meta: { skeletonClassName: "h-4 w-32" },
    cell: ({ row }) => (
      <div className="leading-tight">
        <Link href={`/dashboard/invoices/${row.original.invoice_id}`} className="font-semibold text-fg hover:text-accent hover:underline">
          <Money amount={row.original.total} />
        </Link>
        <p className="text-xs text-subtle">{BILLING_REASON_LABELS[row.original.billing_reason]}</p>
        <p className="max-w-[11rem] truncate font-mono text-[11px] text-subtle" title={row.original.invoice_id}>
          {row.original.invoice_id}
        </p>
      </div>
    ),
  },
  {
    accessorKey: "status",
    header: "Status",
    meta: { skeletonClassName: "h-5 w-16" },
    cell: ({ row }) => (
      <span className="flex flex-col items-start gap-1">
        <StatusBadge status={row.original.status} />
        {row.original.status === "open" && row.original.next_payment_attempt && (
          <span className="text-xs text-subtle">
            Retry <DateTime value={row.original.next_payment_attempt} format="date" />
          </span>
        )}
      </span>
    ),
  },
  {
    id: "customer",
    header: "Customer",
    meta: { skeletonClassName: "h-4 w-28" },
    cell: ({ row }) => <CustomerLink customer={row.original.customer} />,
  },
  {
    id: "period",
    header: "Period",
    meta: { skeletonClassName: "h-4 w-36" },
    cell: ({ row }) => (
      <span className="whitespace-nowrap text-muted">
        <DateTime value={row.original.period_start} format="date" /> – <DateTime value={row.original.period_end} format="date" />
      </span>
    ),
  },
  {
    accessorKey: "amount_paid",
    header: "Paid",
    meta: { className: "text-right", skeletonClassName: "ml-auto h-4 w-16" },
    cell: ({ getValue }) => (getValue<number>() ? <Money amount={getValue<number>()} /> : muted),
  },
  {
    accessorKey: "created_at",
    header: "Created",
    meta: { className: "text-right", skeletonClassName: "ml-auto h-4 w-28" },
    cell: ({ getValue }) => <DateTime value={getValue<string>()} format="datetime" className="whitespace-nowrap text-subtle" />,
  },
];
