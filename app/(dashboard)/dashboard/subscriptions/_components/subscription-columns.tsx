"use client";

import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { CustomerLink } from "@/components/customer-link";
import { DateTime } from "@/components/date-time";
import { Money } from "@/components/money";
import { StatusBadge } from "@/components/status-badge";
import { intervalLabel, periodAmount } from "@/lib/client/resources/subscriptions";
import type { Subscription } from "@/lib/schemas/subscription";

export const subscriptionColumns: ColumnDef<Subscription>[] = [
  {
    id: "plan",
    header: "Subscription",
    meta: { skeletonClassName: "h-4 w-40" },
    cell: ({ row }) => {
      const s = row.original;
      const first = s.items[0];
      return (
        <div className="leading-tight">
          <Link href={`/dashboard/subscriptions/${s.subscription_id}`} className="font-semibold text-fg hover:text-accent hover:underline">
            <Money amount={periodAmount(s)} />{" "}
            <span className="font-normal text-subtle">
              / {intervalLabel(first?.price.recurring?.interval ?? "monthly", first?.price.recurring?.interval_count ?? 1)}
            </span>
          </Link>
          <p className="text-xs text-subtle">{s.items.length === 1 ? "1 item" : `${s.items.length} items`}</p>
          <p className="font-mono text-[11px] whitespace-nowrap text-subtle">{s.subscription_id}</p>
        </div>
      );
    },
  },
  {
    id: "customer",
    header: "Customer",
    meta: { skeletonClassName: "h-4 w-32" },
    cell: ({ row }) => <CustomerLink customer={row.original.customer} />,
  },
  {
    accessorKey: "status",
    header: "Status",
    meta: { skeletonClassName: "h-5 w-20" },
    cell: ({ row }) => (
      <span className="flex flex-wrap items-center gap-1.5">
        <StatusBadge status={row.original.status} />
        {row.original.cancel_at_period_end && row.original.status !== "canceled" && <span className="text-xs text-subtle">Cancels at period end</span>}
      </span>
    ),
  },
  {
    id: "period",
    header: "Current period ends",
    meta: { skeletonClassName: "h-4 w-28" },
    cell: ({ row }) =>
      row.original.status === "canceled" ? (
        <span className="text-subtle">
          Ended <DateTime value={row.original.ended_at ?? row.original.current_period_end} format="date" />
        </span>
      ) : (
        <DateTime value={row.original.current_period_end} format="date" />
      ),
  },
  {
    accessorKey: "created_at",
    header: "Created",
    meta: { className: "text-right", skeletonClassName: "ml-auto h-4 w-28" },
    cell: ({ getValue }) => <DateTime value={getValue<string>()} format="datetime" className="whitespace-nowrap text-subtle" />,
  },
];
