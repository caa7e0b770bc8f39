"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { Download } from "lucide-react";
import { DateTime } from "@/components/date-time";
import { StatusBadge } from "@/components/status-badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { EXPORT_TYPE_LABELS, exportFileHref } from "@/lib/client/resources/exports";
import type { Export, ExportFilters } from "@/lib/schemas/export";

const count = new Intl.NumberFormat("en-US");
const muted = <span className="text-subtle">—</span>;

/** "Succeeded · Nov 1, 2026 – Nov 30, 2026 · customer fcus_…" for the filters column. */
export function filtersSummary(e: Export): string {
  const f: ExportFilters = e.filters[e.type] ?? {};
  const parts: string[] = [];
  for (const [key, value] of Object.entries(f)) {
    if (key === "created" && value && typeof value === "object") {
      const { gte, lt } = value as { gte?: string; lt?: string };
      const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
      if (gte && lt) parts.push(`${day(gte)} – ${day(new Date(Date.parse(lt) - 1).toISOString())}`);
      else if (gte) parts.push(`from ${day(gte)}`);
      else if (lt) parts.push(`before ${day(lt)}`);
    } else if (key === "status") parts.push(String(value).replace(/_/g, " "));
    else parts.push(`${key.replace(/_/g, " ")} ${typeof value === "boolean" ? (value ? "yes" : "no") : String(value)}`);
  }
  return parts.join(" · ");
}

/** A running export's rows written out of the rows it will hold. */
function Progress({ e }: { e: Export }) {
  const total = e.row_count ?? 0;
  const pct = total ? Math.min(100, Math.floor((e.progress * 100) / total)) : 0;
  return (
    <div className="w-44">
      <div
        role="progressbar"
        aria-label={`Export progress`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={e.progress}
        className="h-1.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: `${pct}%` }} />
      </div>
      <p className="mt-1 text-xs text-subtle tabular-nums">
        {e.row_count === null ? "Counting rows…" : `${count.format(e.progress)} of ${count.format(total)} rows`}
      </p>
    </div>
  );
}

export function exportColumns(onCancel: (e: Export) => void): ColumnDef<Export>[] {
  return [
    {
      id: "export",
      header: "Export",
      meta: { skeletonClassName: "h-4 w-40" },
      cell: ({ row }) => {
        const e = row.original;
        const summary = filtersSummary(e);
        return (
          <div className="leading-tight">
            <p className="font-medium text-fg">{EXPORT_TYPE_LABELS[e.type]}</p>
            {e.description && <p className="text-[13px] text-muted">{e.description}</p>}
            <p className="text-xs text-subtle">{summary || "All records"}</p>
            <p className="font-mono text-[11px] text-subtle">{e.export_id}</p>
          </div>
        );
      },
    },
    {
      id: "status",
      header: "Status",
      meta: { skeletonClassName: "h-5 w-24" },
      cell: ({ row }) => {
        const e = row.original;
        return (
          <div className="space-y-1.5">
            <StatusBadge status={e.status} label={e.status === "created" ? "Queued" : undefined} />
            {e.status === "running" && <Progress e={e} />}
            {e.status === "failed" && e.failure_reason && <p className="max-w-xs text-xs text-danger">{e.failure_reason}</p>}
          </div>
        );
      },
    },
    {
      id: "rows",
      header: "Rows",
      meta: { className: "text-right", skeletonClassName: "ml-auto h-4 w-12" },
      cell: ({ row }) => (row.original.status === "completed" ? <span className="tabular-nums">{count.format(row.original.row_count ?? 0)}</span> : muted),
    },
    {
      id: "size",
      header: "Size",
      meta: { className: "text-right hidden lg:table-cell", skeletonClassName: "ml-auto h-4 w-12" },
      cell: ({ row }) => (row.original.file ? <span className="tabular-nums">{formatBytes(row.original.file.size)}</span> : muted),
    },
    {
      accessorKey: "created_at",
      header: "Created",
      meta: { className: "text-right", skeletonClassName: "ml-auto h-4 w-28" },
      cell: ({ getValue }) => <DateTime value={getValue<string>()} format="datetime" className="whitespace-nowrap text-subtle" />,
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "text-right", skeletonClassName: "ml-auto h-8 w-24" },
      cell: ({ row }) => {
        const e = row.original;
        if (e.status === "completed") {
          return (
            <a
              href={exportFileHref(e.export_id)}
              download
              className={buttonClasses({ variant: "secondary", size: "sm" })}
              aria-label={`Download ${EXPORT_TYPE_LABELS[e.type].toLowerCase()} export`}
            >
              <Download aria-hidden /> Download
            </a>
          );
        }
        if (e.status === "created" || e.status === "running") {
          return (
            <Button variant="ghost" size="sm" onClick={() => onCancel(e)}>
              Cancel
            </Button>
          );
        }
        return null;
      },
    },
  ];
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
