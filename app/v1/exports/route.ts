// /v1/exports: create an export (it runs in the background) and list exports.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { createExport } from "@/lib/server/services/exports/create-export";
import { listExports } from "@/lib/server/services/exports/list-exports";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.listExports, ({ scope, query }) => listExports(scope, query)),
  POST: handle(endpoints.createExport, ({ scope, body, bodyKey }) => createExport(scope, body, ["body", bodyKey])),
});
