"use client";

import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { Trash2 } from "lucide-react";
import { ValidBadge } from "@/components/catalogue/active-badge";
import { couponDurationText, couponOffText, redemptionsText } from "@/components/catalogue/labels";
import { DataTableColumnHeader } from "@/components/data-table";
import { DateTime } from "@/components/date-time";
import { createdColumn } from "@/components/resource/created-column";
import { Button } from "@/components/ui/button";
import type { Coupon } from "@/lib/schemas/coupon";

export function couponColumns(onDelete: (coupon: Coupon) => void): ColumnDef<Coupon>[] {
  return [
    {
      id: "name",
      header: ({ column }) => <DataTableColumnHeader column={column} title="Coupon" />,
      meta: { skeletonClassName: "h-4 w-40" },
      cell: ({ row }) => {
        const c = row.original;
        return (
          <div className="min-w-0">
            <Link href={`/dashboard/coupons/${c.coupon_id}`} className="block max-w-64 truncate font-medium text-fg hover:text-accent hover:underline">
              {c.name ?? <span className="font-normal text-subtle italic">Unnamed coupon</span>}
            </Link>
            <p className="font-mono text-[11px] text-subtle">{c.coupon_id}</p>
          </div>
        );
      },
    },
    {
      id: "terms",
      header: "Discount",
      meta: { skeletonClassName: "h-4 w-20" },
      cell: ({ row }) => <span className="font-medium whitespace-nowrap text-fg tabular-nums">{couponOffText(row.original)}</span>,
    },
    {
      id: "duration",
      header: "Duration",
      meta: { className: "hidden md:table-cell", skeletonClassName: "h-4 w-20" },
      cell: ({ row }) => <span className="whitespace-nowrap">{couponDurationText(row.original)}</span>,
    },
    {
      id: "redemptions",
      header: "Redemptions",
      meta: { skeletonClassName: "h-4 w-12" },
      cell: ({ row }) => <span className="tabular-nums">{redemptionsText(row.original.times_redeemed, row.original.max_redemptions)}</span>,
    },
    {
      accessorKey: "redeem_by",
      header: "Redeem by",
      meta: { className: "hidden lg:table-cell", skeletonClassName: "h-4 w-24" },
      cell: ({ getValue }) => {
        const v = getValue<string | null>();
        return v ? <DateTime value={v} className="whitespace-nowrap" /> : <span className="text-subtle">No end date</span>;
      },
    },
    {
      accessorKey: "valid",
      header: "Status",
      meta: { skeletonClassName: "h-5 w-14" },
      cell: ({ row }) => <ValidBadge valid={row.original.valid} />,
    },
    createdColumn({ className: "hidden sm:table-cell" }),
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "w-0 text-right", skeletonClassName: "h-4 w-6" },
      cell: ({ row }) => (
        <Button
          variant="ghost"
          size="icon"
          className="text-subtle hover:bg-red-50 hover:text-danger"
          onClick={() => onDelete(row.original)}
          aria-label={`Delete coupon ${row.original.name ?? row.original.coupon_id}`}
          title="Delete coupon"
        >
          <Trash2 aria-hidden />
        </Button>
      ),
    },
  ];
}
