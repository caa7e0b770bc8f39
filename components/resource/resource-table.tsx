"use client";

// The list half of the resource kit: a section's table is its columns, filters and words; this
// does the rest (the query with the previous page kept while the next loads, URL state, loading,
// stale, error and empty states, cursor pagination).
import { Fragment } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Button } from "@/components/ui/button";
import {
  DataTable,
  DataTableEmpty,
  DataTableSearch,
  DataTableSelectFilter,
  DataTableToolbar,
  UrlCursorPagination,
  useTableUrlState,
} from "@/components/data-table";
import { LIST_PAGE_SIZE, type ResourceClient } from "@/lib/client/resource";
import type { ApiPage } from "@/lib/client/api";
import { useResourceList, type RefetchEvery } from "@/lib/client/use-resource";

type SetValue = (value: string | null | undefined) => void;

/**
 * One URL filter: a select of options, or a control of the section's own (a picker, a toggle,
 * a date) drawn by `render`. Either way the kit knows the key, so it can tell a filtered list
 * from an empty one and clear every filter at once.
 */
export type ResourceFilter =
  | { key: string; label: string; options: { value: string; label: string }[] }
  | { key: string; render: (value: string | undefined, set: SetValue) => React.ReactNode };

export type ResourceTableProps<T, C, U, P> = {
  resource: ResourceClient<T, C, U, P>;
  /** The URL state the server page parsed (filters and cursors). */
  params: P;
  pageSize?: number;
  /** Refetch the page on screen this often (e.g. while a row is still being worked on). */
  refetchInterval?: RefetchEvery<ApiPage<T>>;
  // Column value types vary per column; TanStack's own examples type the array this way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  label: string;
  noun: { one: string; other: string };
  rowHref?: (row: T) => string;
  /** A search box bound to one URL key (it counts as a filter). */
  search?: { key: string; placeholder: string; className?: string };
  filters?: ResourceFilter[];
  /** A "Reset filters" button at the toolbar's end while any filter is set. */
  resetButton?: boolean;
  /** The empty state with no filter set. */
  empty: { title: string; description?: string; action?: React.ReactNode };
  /** The empty state with a filter set; its button clears every filter. Generic words by default. */
  emptyFiltered?: { title: string; description?: string; clearLabel?: string };
  /** Extra toolbar content that is not a filter (a hint), after the filters. */
  toolbarExtra?: React.ReactNode;
  /** Right-aligned toolbar content (an "Add" button). */
  toolbarActions?: React.ReactNode;
};

/** A URL value as the controls see it: booleans and numbers as their text, unset as undefined. */
function text(value: unknown): string | undefined {
  return value === undefined || value === null || value === "" ? undefined : String(value);
}

export function ResourceTable<T, C, U, P extends object>({
  resource,
  params,
  pageSize = LIST_PAGE_SIZE,
  refetchInterval,
  columns,
  label,
  noun,
  rowHref,
  search,
  filters = [],
  resetButton,
  empty,
  emptyFiltered,
  toolbarExtra,
  toolbarActions,
}: ResourceTableProps<T, C, U, P>) {
  const url = useTableUrlState();
  const list = useResourceList(resource, { ...params, limit: pageSize } as P, { refetchInterval });
  const page = list.data;
  const values = params as Record<string, unknown>;
  const keys = [...(search ? [search.key] : []), ...filters.map((f) => f.key)];
  const filtered = keys.some((k) => text(values[k]) !== undefined);
  const clear = () => url.setFilters(Object.fromEntries(keys.map((k) => [k, null])));
  const hasToolbar = Boolean(search || filters.length || toolbarExtra || toolbarActions);
  return (
    <DataTable
      aria-label={label}
      columns={columns}
      data={page?.data}
      getRowId={resource.idOf}
      isLoading={list.isLoading}
      isStale={list.isPlaceholderData || url.pending}
      error={list.error}
      onRetry={() => list.refetch()}
      rowHref={rowHref}
      toolbar={
        hasToolbar ? (
          <DataTableToolbar
            search={
              search && (
                <DataTableSearch
                  value={text(values[search.key]) ?? ""}
                  onChange={(v) => url.setFilter(search.key, v)}
                  placeholder={search.placeholder}
                  className={search.className}
                />
              )
            }
            filters={
              <>
                {filters.map((f) => {
                  const set: SetValue = (v) => url.setFilter(f.key, v);
                  const value = text(values[f.key]);
                  if ("render" in f) return <Fragment key={f.key}>{f.render(value, set)}</Fragment>;
                  return <DataTableSelectFilter key={f.key} label={f.label} value={value} options={f.options} onChange={set} />;
                })}
                {toolbarExtra}
              </>
            }
            actions={
              toolbarActions || (resetButton && filtered) ? (
                <>
                  {resetButton && filtered && (
                    <Button variant="ghost" size="sm" onClick={clear}>
                      Reset filters
                    </Button>
                  )}
                  {toolbarActions}
                </>
              ) : undefined
            }
          />
        ) : undefined
      }
      empty={
        filtered ? (
          <DataTableEmpty
            title={emptyFiltered?.title ?? `No ${noun.other} match these filters`}
            description={emptyFiltered ? emptyFiltered.description : "Try other filters, or show everything."}
            action={
              <Button variant="secondary" size="sm" onClick={clear}>
                {emptyFiltered?.clearLabel ?? `Show all ${noun.other}`}
              </Button>
            }
          />
        ) : (
          <DataTableEmpty title={empty.title} description={empty.description} action={empty.action} />
        )
      }
      footer={<UrlCursorPagination page={page} url={url} fetching={list.isFetching} noun={noun} />}
    />
  );
}
