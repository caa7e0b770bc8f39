"use client";

import "./column-meta";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { flexRender, getCoreRowModel, getSortedRowModel, useReactTable, type ColumnDef, type OnChangeFn, type SortingState } from "@tanstack/react-table";
import { cn } from "@/components/ui/cn";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { DataTableError, DataTableSkeletonRows } from "./data-table-states";

// TanStack Table resets its page index (a state update, queued in a microtask) whenever `data`
// is a new array. A fresh `[]` on every render while the first page loads therefore re-rendered
// forever once anything else re-rendered the table (a click on "Add endpoint" during the first
// load hung the tab): the fallback must be one stable array.
const NO_ROWS: never[] = [];

export type DataTableProps<TData> = {
  // Column value types vary per column; TanStack's own examples type the array this way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<TData, any>[];
  data: TData[] | undefined;
  getRowId?: (row: TData) => string;
  /** First load: skeleton rows. */
  isLoading?: boolean;
  /** A newer page is loading while the old one shows: rows are dimmed. */
  isStale?: boolean;
  /** A failed load (shown in place of the rows when there is nothing to show). */
  error?: unknown;
  onRetry?: () => void;
  /** Shown when the list is empty: a <DataTableEmpty> with the right words for the context. */
  empty?: React.ReactNode;
  /** Makes rows clickable (keyboard users use the link in the first cell). */
  rowHref?: (row: TData) => string;
  /** Above the table, inside the frame: usually a <DataTableToolbar>. */
  toolbar?: React.ReactNode;
  /** Below the rows, inside the frame: usually <CursorPagination>. */
  footer?: React.ReactNode;
  /** Server-side sorting (state in the URL). Without it, sortable columns sort the loaded rows. */
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  skeletonRows?: number;
  "aria-label"?: string;
  className?: string;
};

/**
 * The dashboard's list table: a frame holding toolbar, header, rows (or the loading, empty or
 * error state) and footer. Columns opt into sorting with `enableSorting: true`.
 */
export function DataTable<TData>({
  columns,
  data,
  getRowId,
  isLoading,
  isStale,
  error,
  onRetry,
  empty,
  rowHref,
  toolbar,
  footer,
  sorting,
  onSortingChange,
  skeletonRows = 8,
  className,
  ...aria
}: DataTableProps<TData>) {
  const router = useRouter();
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const manualSorting = Boolean(onSortingChange);
  const table = useReactTable({
    data: data ?? NO_ROWS,
    columns,
    getRowId,
    defaultColumn: { enableSorting: false },
    state: { sorting: sorting ?? localSorting },
    onSortingChange: onSortingChange ?? setLocalSorting,
    manualSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: manualSorting ? undefined : getSortedRowModel(),
  });

  const leafColumns = table.getVisibleLeafColumns();
  const rows = table.getRowModel().rows;
  const showSkeleton = isLoading && !data;
  const showError = Boolean(error) && !data;

  return (
    <div className={cn("overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs", className)}>
      {toolbar}
      <Table aria-label={aria["aria-label"]} aria-busy={isLoading || isStale || undefined}>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const sorted = header.column.getIsSorted();
                return (
                  <TableHead
                    key={header.id}
                    className={cn(meta?.className, meta?.headerClassName)}
                    aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                  >
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </TableHead>
                );
              })}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody className={cn(isStale && "opacity-60 transition-opacity")}>
          {showSkeleton ? (
            <DataTableSkeletonRows rows={skeletonRows} columns={leafColumns.map((c) => ({ skeletonClassName: c.columnDef.meta?.skeletonClassName }))} />
          ) : showError ? (
            <tr>
              <td colSpan={leafColumns.length}>
                <DataTableError error={error} onRetry={onRetry} />
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={leafColumns.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row) => {
              const href = rowHref?.(row.original);
              return (
                <TableRow
                  key={row.id}
                  data-href={href}
                  className={cn(href && "cursor-pointer hover:bg-slate-50")}
                  onClick={
                    href
                      ? (e) => {
                          // Let links, buttons and text selection inside the row do their own thing.
                          if ((e.target as HTMLElement).closest("a,button,input,select,textarea,label")) return;
                          if (window.getSelection()?.toString()) return;
                          if (e.metaKey || e.ctrlKey) window.open(href, "_blank");
                          else router.push(href);
                        }
                      : undefined
                  }
                >
                  {row.getVisibleCells().map((cell) => (
                    <TableCell key={cell.id} className={cell.column.columnDef.meta?.className}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
      {footer}
    </div>
  );
}
