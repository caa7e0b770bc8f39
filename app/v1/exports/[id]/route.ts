// /v1/exports/{id}: retrieve one export (#15): status, progress and, once completed, its file.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { getExport } from "@/lib/server/services/exports/get-export";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.retrieveExport, ({ scope, params }) => getExport(scope, params.id)),
});
