// /v1/exports: create an export (it runs in the background) and list exports.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import type { ExportCreate, ExportListQuery } from "@/lib/schemas/export";
import { createExport } from "@/lib/server/services/exports/create-export";
import { listExports } from "@/lib/server/services/exports/list-exports";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle<unknown, ExportListQuery>(endpoints.listExports, ({ scope, query }) => listExports(scope, query)),
  POST: handle<ExportCreate>(endpoints.createExport, ({ scope, body, bodyKey }) => createExport(scope, body, ["body", bodyKey])),
});
