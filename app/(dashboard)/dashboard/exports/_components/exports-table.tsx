"use client";

import { useMemo, useState } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, DataTableEmpty, DataTableSelectFilter, DataTableToolbar, UrlCursorPagination, useTableUrlState } from "@/components/data-table";
import { statusLabel } from "@/components/status-badge";
import { errorMessage, type ApiClientError, type ApiPage } from "@/lib/client/api";
import { EXPORT_TYPE_LABELS, exportKeys, exportsResource, isActiveExport, type ExportListParams } from "@/lib/client/resources/exports";
import { EXPORT_STATUSES, type Export } from "@/lib/schemas/export";
import { exportColumns } from "./export-columns";

const PAGE_SIZE = 20;
/** While an export is queued or running the list refreshes this often, for its progress. */
const POLL_MS = 1000;

const TYPE_OPTIONS = Object.entries(EXPORT_TYPE_LABELS).map(([value, label]) => ({ value, label }));
const STATUS_OPTIONS = EXPORT_STATUSES.map((s) => ({ value: s, label: s === "created" ? "Queued" : statusLabel(s) }));

export function ExportsTable({ params }: { params: ExportListParams }) {
  const url = useTableUrlState();
  const queryClient = useQueryClient();
  const query = { ...params, limit: PAGE_SIZE };
  const list = useQuery<ApiPage<Export>, ApiClientError>({
    queryKey: exportKeys.list(query),
    queryFn: ({ signal }) => exportsResource.list(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some((e) => isActiveExport(e.status)) ? POLL_MS : false),
  });
  const [canceling, setCanceling] = useState<Export | null>(null);
  const cancel = useMutation<Export, ApiClientError, Export>({
    mutationFn: (e) => exportsResource.cancel(e.export_id),
    onSuccess: async (e) => {
      toast.success(`${EXPORT_TYPE_LABELS[e.type]} export canceled`);
      setCanceling(null);
      await queryClient.invalidateQueries({ queryKey: exportKeys.lists() });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const columns = useMemo(() => exportColumns(setCanceling), []);
  const page = list.data;
  const filtered = Boolean(params.type || params.status);

  return (
    <>
      <DataTable
        aria-label="Exports"
        columns={columns}
        data={page?.data}
        getRowId={(e) => e.export_id}
        isLoading={list.isLoading}
        isStale={list.isPlaceholderData || url.pending}
        error={list.error}
        onRetry={() => list.refetch()}
        toolbar={
          <DataTableToolbar
            filters={
              <>
                <DataTableSelectFilter label="Type" value={params.type} options={TYPE_OPTIONS} onChange={(v) => url.setFilter("type", v)} />
                <DataTableSelectFilter label="Status" value={params.status} options={STATUS_OPTIONS} onChange={(v) => url.setFilter("status", v)} />
              </>
            }
          />
        }
        empty={
          filtered ? (
            <DataTableEmpty
              title="No exports match these filters"
              action={<Button variant="secondary" size="sm" onClick={() => url.setFilters({ type: null, status: null })}>Show all exports</Button>}
            />
          ) : (
            <DataTableEmpty title="No exports yet" description="Use “New export”, or “Export” on the Payments, Customers, Products and Checkout sessions pages." />
          )
        }
        footer={<UrlCursorPagination page={page} url={url} fetching={list.isFetching} noun={{ one: "export", other: "exports" }} />}
      />
      <ConfirmDialog
        open={Boolean(canceling)}
        onOpenChange={(o) => !o && setCanceling(null)}
        title="Cancel this export?"
        description={canceling ? `The ${EXPORT_TYPE_LABELS[canceling.type].toLowerCase()} export stops and the rows written so far are discarded. You can start a new one at any time.` : undefined}
        confirmLabel="Cancel export"
        cancelLabel="Keep running"
        tone="danger"
        pending={cancel.isPending}
        onConfirm={() => canceling && cancel.mutate(canceling)}
      />
    </>
  );
}
