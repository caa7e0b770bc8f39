import "server-only";
import type { exports } from "@/lib/db/schema";
import type { Export, ExportFilters, ExportStatus, ExportType } from "@/lib/schemas/export";
import { publicBaseUrl } from "../../config";

export type ExportRow = typeof exports.$inferSelect;

/** Where the CSV of a completed export is downloaded (with the key, or the dashboard session). */
export function exportFileUrl(id: string): string {
  return `${publicBaseUrl()}/v1/exports/${id}/file`;
}

/** The export as the API answers it; `file` only once completed. */
export function serializeExport(row: ExportRow): Export {
  const completed = row.status === "completed" && row.fileSize !== null && row.fileSha256 !== null;
  return {
    export_id: row.id,
    description: row.description,
    type: row.type as ExportType,
    status: row.status as ExportStatus,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
    // The spec's shape: filters under the type's key ({"payment": {...}} for payment exports).
    filters: { [row.type]: row.filters as ExportFilters },
    metadata: row.metadata,
    test_mode: row.testMode,
    row_count: row.rowCount,
    progress: row.progress,
    failure_reason: row.failureReason,
    file: completed ? { size: row.fileSize!, sha256: row.fileSha256!, url: exportFileUrl(row.id) } : null,
  };
}
