"use client";

import { useMemo, useState } from "react";
import { ResourceTable } from "@/components/resource/resource-table";
import { statusLabel } from "@/components/status-badge";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EXPORT_TYPE_LABELS, exportsPollInterval, exportsResource, useCancelExport, type ExportListParams } from "@/lib/client/resources/exports";
import { EXPORT_STATUSES, type Export } from "@/lib/schemas/export";
import { exportColumns } from "./export-columns";

const TYPE_OPTIONS = Object.entries(EXPORT_TYPE_LABELS).map(([value, label]) => ({ value, label }));
const STATUS_OPTIONS = EXPORT_STATUSES.map((s) => ({ value: s, label: s === "created" ? "Queued" : statusLabel(s) }));

/** The exports list; `params` come from the URL. It polls while an export is queued or running. */
export function ExportsTable({ params }: { params: ExportListParams }) {
  const [canceling, setCanceling] = useState<Export | null>(null);
  const cancel = useCancelExport({
    onSuccess: () => setCanceling(null),
    successMessage: (e) => `${EXPORT_TYPE_LABELS[e.type]} export canceled`,
  });
  const columns = useMemo(() => exportColumns(setCanceling), []);
  return (
    <>
      <ResourceTable
        resource={exportsResource}
        params={params}
        refetchInterval={exportsPollInterval}
        columns={columns}
        label="Exports"
        noun={{ one: "export", other: "exports" }}
        filters={[
          { key: "type", label: "Type", options: TYPE_OPTIONS },
          { key: "status", label: "Status", options: STATUS_OPTIONS },
        ]}
        empty={{ title: "No exports yet", description: "Use “New export”, or “Export” on the Payments, Customers, Products and Checkout sessions pages." }}
        emptyFiltered={{ title: "No exports match these filters" }}
      />
      <ConfirmDialog
        open={Boolean(canceling)}
        onOpenChange={(o) => !o && setCanceling(null)}
        title="Cancel this export?"
        description={
          canceling
            ? `The ${EXPORT_TYPE_LABELS[canceling.type].toLowerCase()} export stops and the rows written so far are discarded. You can start a new one at any time.`
            : undefined
        }
        confirmLabel="Cancel export"
        cancelLabel="Keep running"
        tone="danger"
        pending={cancel.isPending}
        onConfirm={() => canceling && cancel.mutate(canceling)}
      />
    </>
  );
}
