// The generic list-table kit. A resource table is: a server page that parses its URL state with
// parseSearchParams (schema picked from the API's list query), a `<resource>-columns.tsx`, and a
// client table wiring useResourceList + useTableUrlState into these pieces:
//
//   <DataTable columns={columns} data={page?.data} isLoading={q.isLoading} isStale={q.isPlaceholderData}
//     error={q.error} onRetry={q.refetch} rowHref={(r) => `/dashboard/things/${r.thing_id}`}
//     toolbar={<DataTableToolbar search={<DataTableSearch .../>} filters={<DataTableSelectFilter .../>} />}
//     empty={<DataTableEmpty title="No things yet" />}
//     footer={<UrlCursorPagination page={page} url={url} fetching={q.isFetching} noun={...} />} />
//
// See app/(dashboard)/dashboard/customers/_components/customers-table.tsx for a complete example.
export { DataTable, type DataTableProps } from "./data-table";
export { DataTableColumnHeader } from "./data-table-column-header";
export { CursorPagination, type CursorPaginationProps } from "./data-table-pagination";
export { UrlCursorPagination } from "./url-cursor-pagination";
export { DataTableSearch } from "./data-table-search";
export { DataTableSelectFilter } from "./data-table-select-filter";
export { DataTableDayInput } from "./data-table-day-input";
export { DataTableFilterChip } from "./data-table-filter-chip";
export { DataTableEmpty, DataTableError, DataTableSkeletonRows } from "./data-table-states";
export { DataTableToolbar } from "./data-table-toolbar";
export { useTableUrlState } from "./use-table-url-state";
export { parseSearchParams, type RawSearchParams } from "./search-params";
