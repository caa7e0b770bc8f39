"use client";

import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { ActiveBadge } from "@/components/catalogue/active-badge";
import { couponOffText, redemptionsText } from "@/components/catalogue/labels";
import { DataTableColumnHeader } from "@/components/data-table";
import { CopyButton } from "@/components/copy-button";
import { DateTime } from "@/components/date-time";
import type { PromoCode } from "@/lib/schemas/promo-code";

export const promoCodeColumns: ColumnDef<PromoCode>[] = [
  {
    id: "code",
    header: ({ column }) => <DataTableColumnHeader column={column} title="Code" />,
    meta: { skeletonClassName: "h-5 w-28" },
    cell: ({ row }) => {
      const p = row.original;
      return (
        <span className="inline-flex items-center gap-1">
          <Link
            href={`/dashboard/promo-codes/${p.promo_code_id}`}
            className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[13px] font-semibold tracking-wide text-fg ring-1 ring-slate-200 ring-inset hover:bg-brand-50 hover:text-accent-strong hover:ring-brand-200"
          >
            {p.code}
          </Link>
          <CopyButton value={p.code} label={`Copy code ${p.code}`} />
        </span>
      );
    },
  },
  {
    id: "coupon",
    header: "Coupon",
    meta: { skeletonClassName: "h-4 w-40" },
    cell: ({ row }) => {
      const c = row.original.coupon;
      return (
        <Link href={`/dashboard/coupons/${c.coupon_id}`} className="block max-w-64 truncate hover:text-accent hover:underline">
          <span className="font-medium text-fg tabular-nums">{couponOffText(c)}</span>
          {c.name && <span className="text-subtle"> · {c.name}</span>}
        </Link>
      );
    },
  },
  {
    id: "redemptions",
    header: "Redemptions",
    meta: { skeletonClassName: "h-4 w-12" },
    cell: ({ row }) => <span className="tabular-nums">{redemptionsText(row.original.times_redeemed, row.original.max_redemptions)}</span>,
  },
  {
    accessorKey: "customer",
    header: "Customer",
    meta: { className: "hidden lg:table-cell", skeletonClassName: "h-4 w-28" },
    cell: ({ getValue }) => {
      const id = getValue<string | null>();
      return id ? (
        <Link href={`/dashboard/customers/${id}`} className="font-mono text-[13px] text-accent hover:underline">
          {id}
        </Link>
      ) : (
        <span className="text-subtle">Anyone</span>
      );
    },
  },
  {
    accessorKey: "active",
    header: "Status",
    meta: { skeletonClassName: "h-5 w-16" },
    cell: ({ row }) => {
      const p = row.original;
      // An active code whose coupon can no longer be redeemed does nothing: say so.
      if (p.active && !p.coupon.valid)
        return (
          <span title="Its coupon is no longer valid">
            <ActiveBadge active={false} />
          </span>
        );
      return <ActiveBadge active={p.active} />;
    },
  },
  {
    accessorKey: "created_at",
    header: "Created",
    meta: { className: "text-right", skeletonClassName: "ml-auto h-4 w-24" },
    cell: ({ getValue }) => <DateTime value={getValue<string>()} className="whitespace-nowrap text-subtle" />,
  },
];
