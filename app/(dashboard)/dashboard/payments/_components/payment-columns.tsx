"use client";

import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { ShortDateTime } from "@/components/payments/short-date-time";
import { Money } from "@/components/money";
import { CartBadge, PaymentStatusBadge } from "@/components/payments/payment-badges";
import type { PaymentIntent } from "@/lib/schemas/payment-intent";

const muted = <span className="text-subtle">—</span>;

export const paymentColumns: ColumnDef<PaymentIntent>[] = [
  {
    id: "amount",
    header: "Amount",
    meta: { skeletonClassName: "h-4 w-20" },
    cell: ({ row }) => (
      <div className="leading-tight">
        <Link href={`/dashboard/payments/${row.original.payment_intent_id}`} className="font-semibold text-fg hover:text-accent hover:underline">
          <Money amount={row.original.amount} />
        </Link>
        <p className="font-mono text-[11px] whitespace-nowrap text-subtle">{row.original.payment_intent_id}</p>
      </div>
    ),
  },
  {
    accessorKey: "status",
    header: "Status",
    meta: { skeletonClassName: "h-5 w-20" },
    cell: ({ row }) => <PaymentStatusBadge intent={row.original} />,
  },
  {
    accessorKey: "cart",
    header: "Cart",
    meta: { skeletonClassName: "h-5 w-24" },
    cell: ({ row }) => <CartBadge cart={row.original.cart} />,
  },
  {
    accessorKey: "amount_received",
    header: "Received",
    meta: { className: "text-right", skeletonClassName: "ml-auto h-4 w-16" },
    cell: ({ getValue }) => (getValue<number>() ? <Money amount={getValue<number>()} /> : muted),
  },
  {
    accessorKey: "amount_refunded",
    header: "Refunded",
    meta: { className: "text-right", skeletonClassName: "ml-auto h-4 w-16" },
    cell: ({ getValue }) => (getValue<number>() ? <Money amount={getValue<number>()} /> : muted),
  },
  {
    accessorKey: "checkout_session",
    header: "Checkout session",
    meta: { className: "hidden lg:table-cell", skeletonClassName: "h-4 w-40" },
    cell: ({ getValue }) => {
      const id = getValue<string | null>();
      return id ? (
        <Link href={`/dashboard/checkout-sessions/${id}`} title={id} className="block max-w-36 truncate font-mono text-xs text-accent hover:underline">
          {id}
        </Link>
      ) : (
        muted
      );
    },
  },
  {
    accessorKey: "created_at",
    header: "Created",
    meta: { className: "text-right", skeletonClassName: "ml-auto h-4 w-28" },
    cell: ({ getValue }) => <ShortDateTime value={getValue<string>()} className="whitespace-nowrap text-subtle" />,
  },
];
