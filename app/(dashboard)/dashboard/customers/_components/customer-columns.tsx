"use client";

import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTableColumnHeader } from "@/components/data-table";
import { createdColumn } from "@/components/resource/created-column";
import { formatName } from "@/lib/format";
import type { Customer } from "@/lib/schemas/customer";
import { CustomerAvatar } from "./customer-avatar";

const muted = <span className="text-subtle">—</span>;

export const customerColumns: ColumnDef<Customer>[] = [
  {
    id: "name",
    header: ({ column }) => <DataTableColumnHeader column={column} title="Customer" />,
    meta: { skeletonClassName: "h-4 w-44" },
    cell: ({ row }) => {
      const c = row.original;
      const name = formatName(c.first_name, c.last_name);
      return (
        <div className="flex items-center gap-3">
          <CustomerAvatar name={name ?? c.email} seed={c.customer_id} />
          <Link href={`/dashboard/customers/${c.customer_id}`} className="font-medium whitespace-nowrap text-fg hover:text-accent hover:underline">
            {name ?? <span className="font-normal text-subtle italic">No name</span>}
          </Link>
        </div>
      );
    },
  },
  {
    accessorKey: "email",
    header: ({ column }) => <DataTableColumnHeader column={column} title="Email" />,
    meta: { skeletonClassName: "h-4 w-48" },
    cell: ({ getValue }) => getValue<string | null>() ?? muted,
  },
  {
    accessorKey: "phone",
    header: "Phone",
    meta: { className: "hidden md:table-cell", skeletonClassName: "h-4 w-28" },
    cell: ({ getValue }) => <span className="tabular-nums">{getValue<string | null>() ?? muted}</span>,
  },
  {
    accessorKey: "employer",
    header: "Employer",
    meta: { className: "hidden xl:table-cell", skeletonClassName: "h-4 w-28" },
    cell: ({ getValue }) => getValue<string | null>() ?? muted,
  },
  {
    id: "location",
    header: "Location",
    meta: { className: "hidden lg:table-cell", skeletonClassName: "h-4 w-32" },
    cell: ({ row }) => {
      const s = row.original.shipping;
      return s ? `${s.city}, ${s.country}` : muted;
    },
  },
  createdColumn(),
];
