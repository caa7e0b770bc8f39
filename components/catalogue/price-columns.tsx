"use client";

import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { ActiveBadge } from "@/components/catalogue/active-badge";
import { EligibilityBadge } from "@/components/catalogue/eligibility-badge";
import { priceTypeText } from "@/components/catalogue/labels";
import { DataTableColumnHeader } from "@/components/data-table";
import { Money } from "@/components/money";
import { createdColumn } from "@/components/resource/created-column";
import { Badge } from "@/components/ui/badge";
import { priceProduct, priceProductId } from "@/lib/client/resources/prices";
import type { Price } from "@/lib/schemas/price";

const amount: ColumnDef<Price> = {
  id: "amount",
  header: ({ column }) => <DataTableColumnHeader column={column} title="Amount" />,
  meta: { skeletonClassName: "h-4 w-20" },
  cell: ({ row }) => {
    const p = row.original;
    return (
      <div className="min-w-0">
        <Link href={`/dashboard/prices/${p.price_id}`} className="font-medium whitespace-nowrap text-fg hover:text-accent hover:underline">
          <Money amount={p.unit_amount} />
        </Link>
        {p.description && <p className="max-w-56 truncate text-[13px] text-subtle">{p.description}</p>}
      </div>
    );
  },
};

const type: ColumnDef<Price> = {
  accessorKey: "type",
  header: "Type",
  meta: { skeletonClassName: "h-5 w-24" },
  cell: ({ row }) => {
    const p = row.original;
    if (p.type !== "recurring") return <Badge tone="neutral">One-time</Badge>;
    const trial = p.recurring?.trial_period_days;
    return (
      <span className="flex items-center gap-2 whitespace-nowrap">
        <Badge tone="brand">Recurring</Badge>
        <span className="text-[13px] leading-tight text-subtle">
          {priceTypeText(p).toLowerCase()}
          {trial ? <span className="block text-[12px] text-subtle">{trial}-day trial</span> : null}
        </span>
      </span>
    );
  },
};

const eligibility: ColumnDef<Price> = {
  accessorKey: "hsa_fsa_eligibility",
  header: "HSA/FSA",
  meta: { skeletonClassName: "h-5 w-24" },
  cell: ({ row }) => <EligibilityBadge value={row.original.hsa_fsa_eligibility} />,
};

const status: ColumnDef<Price> = {
  accessorKey: "active",
  header: "Status",
  meta: { skeletonClassName: "h-5 w-16" },
  cell: ({ row }) => <ActiveBadge active={row.original.active} />,
};

const product: ColumnDef<Price> = {
  id: "product",
  header: "Product",
  meta: { skeletonClassName: "h-4 w-44" },
  cell: ({ row }) => {
    const p = row.original;
    const prod = priceProduct(p);
    const id = priceProductId(p);
    return (
      <Link href={`/dashboard/products/${id}`} className="block max-w-72 truncate text-fg-secondary hover:text-accent hover:underline">
        {prod?.name ?? <code className="font-mono text-[13px]">{id}</code>}
      </Link>
    );
  },
};

/** The prices list: product first. */
export const priceColumns: ColumnDef<Price>[] = [product, amount, type, eligibility, status, createdColumn()];

/** A product's own prices (the product is the page). */
export const productPriceColumns: ColumnDef<Price>[] = [amount, type, eligibility, status];
