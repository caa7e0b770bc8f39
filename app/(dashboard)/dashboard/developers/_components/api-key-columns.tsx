"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { DataTableColumnHeader } from "@/components/data-table";
import { DateTime } from "@/components/date-time";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import type { ApiKeySummary } from "@/lib/server/services/accounts/api-keys";

export function apiKeyColumns(onRevoke: (key: ApiKeySummary) => void): ColumnDef<ApiKeySummary>[] {
  return [
    {
      accessorKey: "name",
      enableSorting: true,
      header: ({ column }) => <DataTableColumnHeader column={column} title="Name" />,
      cell: ({ getValue }) => <span className="font-medium text-fg">{getValue<string | null>() ?? "Unnamed key"}</span>,
    },
    {
      accessorKey: "redacted",
      header: "Key",
      cell: ({ getValue }) => <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-fg-secondary">{getValue<string>()}</code>,
    },
    {
      accessorKey: "created_at",
      enableSorting: true,
      header: ({ column }) => <DataTableColumnHeader column={column} title="Created" />,
      cell: ({ getValue }) => <DateTime value={getValue<string>()} className="whitespace-nowrap" />,
    },
    {
      accessorKey: "last_used_at",
      header: "Last used",
      meta: { className: "hidden md:table-cell" },
      cell: ({ getValue }) => {
        const v = getValue<string | null>();
        return v ? <DateTime value={v} format="relative" className="whitespace-nowrap" /> : <span className="text-subtle">Never</span>;
      },
    },
    {
      id: "status",
      header: "Status",
      cell: ({ row }) => (row.original.revoked_at ? <StatusBadge status="revoked" /> : <StatusBadge status="active" />),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "w-0 text-right" },
      cell: ({ row }) =>
        row.original.revoked_at ? null : (
          <Button variant="ghost" size="sm" className="text-danger hover:bg-red-50 hover:text-danger" onClick={() => onRevoke(row.original)}>
            Revoke
          </Button>
        ),
    },
  ];
}
