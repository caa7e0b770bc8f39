import { z } from "zod";
import { retrieveQuerySchema } from "@/lib/schemas/common";
import { exportCreateSchema, exportListQuerySchema, exportReadOnlyFields, exportSchema } from "@/lib/schemas/export";
import { defineEndpoints } from "../endpoint";

export const exportEndpoints = defineEndpoints({
  createExport: {
    method: "POST",
    path: "/v1/exports",
    tag: "Exports",
    summary: "Create an export: a CSV of one resource type, written in the background",
    resource: "export",
    body: exportCreateSchema,
    readOnly: exportReadOnlyFields,
    response: exportSchema,
  },
  listExports: {
    method: "GET",
    path: "/v1/exports",
    tag: "Exports",
    summary: "List exports, newest first",
    resource: "export",
    plural: "exports",
    query: exportListQuerySchema,
    response: z.array(exportSchema),
  },
  retrieveExport: {
    method: "GET",
    path: "/v1/exports/{id}",
    tag: "Exports",
    summary: "Retrieve an export: status, progress and, once completed, its file",
    resource: "export",
    query: retrieveQuerySchema,
    response: exportSchema,
  },
  cancelExport: {
    method: "POST",
    path: "/v1/exports/{id}/cancel",
    tag: "Exports",
    summary: "Cancel a created or running export (the rows written so far are discarded)",
    resource: "export",
    response: exportSchema,
  },
  downloadExportFile: {
    method: "GET",
    path: "/v1/exports/{id}/file",
    tag: "Exports",
    summary: "Download a completed export's CSV (streamed; 400 export_not_completed before)",
    resource: "export",
    produces: "text/csv",
    response: z.string().describe("RFC 4180 CSV, UTF-8, one header row"),
    errors: [400],
  },
});
