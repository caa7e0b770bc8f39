// /v1/exports/{id}/cancel: stop a created or running export.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { cancelExport } from "@/lib/server/services/exports/cancel-export";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  POST: handle(endpoints.cancelExport, ({ scope, params }) => cancelExport(scope, params.id)),
});
