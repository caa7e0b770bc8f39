// Request logs (Developers → Logs): the merchant's /v1 requests in the current mode, newest first.
import type { RequestLog, RequestLogListQuery } from "@/lib/schemas/request-log";
import { createQueryKeys } from "../query-keys";
import { defineResource } from "../resource";

export type RequestLogListParams = Omit<RequestLogListQuery, "expand">;

export const requestLogKeys = createQueryKeys<"request-logs", RequestLogListParams>("request-logs");

/** Rows per page of the request logs table (the server page prefetches the same query). */
export const REQUEST_LOGS_PAGE_SIZE = 25;

export const requestLogsResource = defineResource<RequestLog, never, never, RequestLogListParams>({
  path: "/v1/request_logs",
  singular: "request_log",
  keys: requestLogKeys,
  idOf: (r) => r.request_id,
});
