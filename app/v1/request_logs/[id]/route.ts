// /v1/request_logs/{id}: one API request by its request id.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { getRequestLog } from "@/lib/server/services/request-logs/get-request-log";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.retrieveRequestLog, ({ scope, params }) => getRequestLog(scope, params.id)),
});
