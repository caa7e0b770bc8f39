import type { RowData } from "@tanstack/react-table";

// Per-column presentation hints the DataTable understands (set in `meta` of a column def).
declare module "@tanstack/react-table" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for the column's cells (and header), e.g. "text-right" for amounts. */
    className?: string;
    /** Classes for the header cell only. */
    headerClassName?: string;
    /** Width of the loading placeholder bar, e.g. "w-24". */
    skeletonClassName?: string;
  }
}

export {};
