"use client";

import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { Link2 } from "lucide-react";
import { ActiveBadge } from "@/components/catalogue/active-badge";
import { DataTableColumnHeader } from "@/components/data-table";
import { CopyButton } from "@/components/copy-button";
import { Money } from "@/components/money";
import { createdColumn } from "@/components/resource/created-column";
import { ResourceIcon } from "@/components/resource/resource-icon";
import { Skeleton } from "@/components/ui/skeleton";
import type { PaymentLink } from "@/lib/schemas/payment-link";
import { linesSummary, linesTotal, useResolvedLines } from "./link-lines";

// Lines name prices only: the cells that need them resolve them (each price is loaded once).
function LinkLabel({ link: l }: { link: PaymentLink }) {
  const lines = useResolvedLines(l);
  return (
    <div className="flex items-center gap-3">
      <ResourceIcon icon={Link2} size="sm" />
      <div className="min-w-0">
        <Link href={`/dashboard/payment-links/${l.payment_link_id}`} className="block max-w-56 truncate font-medium text-fg hover:text-accent hover:underline">
          {l.label ?? (lines[0]?.name ? linesSummary(lines, 1) : <span className="font-normal text-subtle italic">Untitled link</span>)}
        </Link>
        <p className="font-mono text-[11px] text-subtle">{l.payment_link_id}</p>
      </div>
    </div>
  );
}

function LinkItems({ link }: { link: PaymentLink }) {
  const lines = useResolvedLines(link);
  if (lines.some((l) => !l.price)) return <Skeleton className="h-4 w-32" />;
  return (
    <span className="block max-w-48 truncate" title={linesSummary(lines, 20)}>
      {linesSummary(lines)}
    </span>
  );
}

function LinkAmount({ link }: { link: PaymentLink }) {
  const total = linesTotal(useResolvedLines(link));
  return total === null ? <Skeleton className="ml-auto h-4 w-14" /> : <Money amount={total} className="font-medium text-fg" />;
}

export const paymentLinkColumns: ColumnDef<PaymentLink>[] = [
  {
    id: "label",
    header: ({ column }) => <DataTableColumnHeader column={column} title="Link" />,
    meta: { skeletonClassName: "h-4 w-44" },
    cell: ({ row }) => <LinkLabel link={row.original} />,
  },
  {
    id: "items",
    header: "Items",
    meta: { className: "hidden md:table-cell", skeletonClassName: "h-4 w-40" },
    cell: ({ row }) => <LinkItems link={row.original} />,
  },
  {
    id: "amount",
    header: "Amount",
    meta: { className: "text-right", skeletonClassName: "ml-auto h-4 w-16" },
    cell: ({ row }) => <LinkAmount link={row.original} />,
  },
  {
    accessorKey: "active",
    header: "Status",
    meta: { skeletonClassName: "h-5 w-16" },
    cell: ({ row }) => <ActiveBadge active={row.original.active} />,
  },
  {
    accessorKey: "url",
    header: "URL",
    meta: { skeletonClassName: "h-4 w-48" },
    cell: ({ row }) => {
      const l = row.original;
      return (
        <span className="inline-flex max-w-60 items-center gap-1 rounded-md bg-slate-50 py-0.5 pr-0.5 pl-2 ring-1 ring-slate-200 ring-inset">
          <span className="truncate font-mono text-xs text-muted" title={l.url}>
            {l.url.replace(/^https?:\/\//, "")}
          </span>
          <CopyButton value={l.url} label={`Copy URL of ${l.label ?? l.payment_link_id}`} />
        </span>
      );
    },
  },
  createdColumn({ className: "hidden 2xl:table-cell" }),
];
