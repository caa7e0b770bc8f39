"use client";

import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { Package } from "lucide-react";
import { ActiveBadge } from "@/components/catalogue/active-badge";
import { EligibilityBadge } from "@/components/catalogue/eligibility-badge";
import { ReviewBadge } from "@/components/catalogue/eligibility-signals";
import { visitTypeLabel } from "@/components/catalogue/labels";
import { DataTableColumnHeader } from "@/components/data-table";
import { createdColumn } from "@/components/resource/created-column";
import { ResourceIcon } from "@/components/resource/resource-icon";
import type { Product } from "@/lib/schemas/product";

const muted = <span className="text-subtle">—</span>;

export const productColumns: ColumnDef<Product>[] = [
  {
    id: "name",
    header: ({ column }) => <DataTableColumnHeader column={column} title="Product" />,
    meta: { skeletonClassName: "h-4 w-56" },
    cell: ({ row }) => {
      const p = row.original;
      return (
        <div className="flex items-center gap-3">
          <ResourceIcon icon={Package} tone="slate" size="sm" />
          <div className="min-w-0">
            <Link href={`/dashboard/products/${p.product_id}`} className="block max-w-80 truncate font-medium text-fg hover:text-accent hover:underline">
              {p.name}
            </Link>
            {p.description && <p className="max-w-80 truncate text-[13px] text-subtle">{p.description}</p>}
          </div>
        </div>
      );
    },
  },
  {
    accessorKey: "hsa_fsa_eligibility",
    header: "HSA/FSA",
    meta: { skeletonClassName: "h-5 w-24" },
    cell: ({ row }) => (
      <span className="inline-flex flex-wrap items-center gap-1.5">
        <EligibilityBadge value={row.original.hsa_fsa_eligibility} />
        {row.original.eligibility_review === "needed" && <ReviewBadge />}
      </span>
    ),
  },
  {
    accessorKey: "visit_type",
    header: "Visit type",
    meta: { className: "hidden md:table-cell", skeletonClassName: "h-4 w-24" },
    cell: ({ row }) => <span className="whitespace-nowrap">{visitTypeLabel(row.original.visit_type) ?? muted}</span>,
  },
  {
    accessorKey: "active",
    header: "Status",
    meta: { skeletonClassName: "h-5 w-16" },
    cell: ({ row }) => <ActiveBadge active={row.original.active} inactive="archived" />,
  },
  createdColumn(),
];
