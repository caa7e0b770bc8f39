"use client";

import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { CreditCard, HeartPulse } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { ShortDateTime } from "@/components/payments/short-date-time";
import { Money } from "@/components/money";
import { SessionStatusBadge, SplitCartBadge } from "@/components/payments/payment-badges";
import { sessionEmail } from "@/lib/client/resources/checkout-sessions";
import type { CheckoutSession } from "@/lib/schemas/checkout-session";

const muted = <span className="text-subtle">—</span>;

export const checkoutSessionColumns: ColumnDef<CheckoutSession>[] = [
  {
    id: "amount",
    header: "Amount",
    meta: { skeletonClassName: "h-4 w-20" },
    cell: ({ row }) => <Money amount={row.original.amount_total} className="font-semibold text-fg" />,
  },
  {
    accessorKey: "status",
    header: "Status",
    meta: { skeletonClassName: "h-5 w-16" },
    cell: ({ row }) => <SessionStatusBadge status={row.original.status} />,
  },
  {
    id: "cart",
    header: "Cart",
    meta: { skeletonClassName: "h-5 w-20" },
    cell: ({ row }) => {
      const s = row.original;
      if (s.split_cart) return <SplitCartBadge />;
      if (s.hsa_fsa_eligible) {
        return (
          <Badge tone="green" title="Every item is HSA/FSA-eligible: one HSA/FSA card payment">
            <HeartPulse className="size-3" aria-hidden /> HSA/FSA
          </Badge>
        );
      }
      return (
        <Badge tone="neutral" title="No eligible item: one regular card payment">
          <CreditCard className="size-3" aria-hidden /> Regular
        </Badge>
      );
    },
  },
  {
    id: "id",
    header: "Reference / session",
    meta: { skeletonClassName: "h-4 w-48" },
    cell: ({ row }) => {
      const s = row.original;
      return (
        <div className="min-w-0 leading-tight">
          <p className="max-w-56 truncate text-[13px] font-medium text-fg" title={s.client_reference_id ?? undefined}>
            {s.client_reference_id ?? <span className="font-normal text-subtle">No reference</span>}
          </p>
          <Link
            href={`/dashboard/checkout-sessions/${s.checkout_session_id}`}
            className="font-mono text-xs whitespace-nowrap text-subtle hover:text-accent hover:underline"
          >
            {s.checkout_session_id}
          </Link>
        </div>
      );
    },
  },
  {
    id: "email",
    header: "Customer",
    meta: { className: "hidden md:table-cell", skeletonClassName: "h-4 w-40" },
    cell: ({ row }) => {
      const email = sessionEmail(row.original);
      return email ? (
        <span className="block max-w-52 truncate" title={email}>
          {email}
        </span>
      ) : (
        muted
      );
    },
  },
  {
    accessorKey: "created_at",
    header: "Created",
    meta: { className: "text-right", skeletonClassName: "ml-auto h-4 w-28" },
    // created_at is Unix seconds here (DateTime understands both).
    cell: ({ getValue }) => <ShortDateTime value={getValue<number>()} className="whitespace-nowrap text-subtle" />,
  },
];
