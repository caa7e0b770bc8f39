// /v1/request_logs: the merchant's API requests in this mode (Developers → Logs), newest first.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { listRequestLogs } from "@/lib/server/services/request-logs/list-request-logs";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.listRequestLogs, ({ scope, query }) => listRequestLogs(scope, query)),
});
