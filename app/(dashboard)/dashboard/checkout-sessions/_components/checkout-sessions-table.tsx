"use client";

import { Button } from "@/components/ui/button";
import { UrlCursorPagination, DataTable, DataTableEmpty, DataTableSearch, DataTableSelectFilter, DataTableToolbar, useTableUrlState } from "@/components/data-table";
import { statusLabel } from "@/components/status-badge";
import { checkoutSessionsResource, type CheckoutSessionListParams } from "@/lib/client/resources/checkout-sessions";
import { SESSION_STATUSES } from "@/lib/schemas/checkout-session";
import { useResourceList } from "@/lib/client/use-resource";
import { checkoutSessionColumns } from "./checkout-session-columns";

const PAGE_SIZE = 20;
const STATUS_OPTIONS = SESSION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));

/** The sessions list; `params` come from the URL (parsed by the server page). */
export function CheckoutSessionsTable({ params }: { params: CheckoutSessionListParams }) {
  const url = useTableUrlState();
  const list = useResourceList(checkoutSessionsResource, { ...params, limit: PAGE_SIZE });
  const page = list.data;
  const filtered = Boolean(params.search || params.status);

  return (
    <DataTable
      aria-label="Checkout sessions"
      columns={checkoutSessionColumns}
      data={page?.data}
      getRowId={(s) => s.checkout_session_id}
      isLoading={list.isLoading}
      isStale={list.isPlaceholderData || url.pending}
      error={list.error}
      onRetry={() => list.refetch()}
      rowHref={(s) => `/dashboard/checkout-sessions/${s.checkout_session_id}`}
      toolbar={
        <DataTableToolbar
          search={<DataTableSearch value={params.search ?? ""} onChange={(v) => url.setFilter("search", v)} placeholder="Search by reference, session ID or email" className="max-w-sm" />}
          filters={<DataTableSelectFilter label="Status" value={params.status} options={STATUS_OPTIONS} onChange={(v) => url.setFilter("status", v)} />}
        />
      }
      empty={
        filtered ? (
          <DataTableEmpty
            title="No checkout sessions match"
            description={params.search ? `Nothing matches “${params.search}”${params.status ? ` with status ${statusLabel(params.status)}` : ""}.` : `No sessions are ${statusLabel(params.status ?? "")}.`}
            action={<Button variant="secondary" size="sm" onClick={() => url.setFilters({ search: null, status: null })}>Clear filters</Button>}
          />
        ) : (
          <DataTableEmpty title="No checkout sessions yet" description="Sessions appear when your integration creates them or shoppers open a payment link." />
        )
      }
      footer={<UrlCursorPagination page={page} url={url} fetching={list.isFetching} noun={{ one: "session", other: "sessions" }} />}
    />
  );
}
