import "server-only";
import { and, eq, gte, like, lt } from "drizzle-orm";
import { requestLogs } from "@/lib/db/schema";
import type { RequestLogListQuery } from "@/lib/schemas/request-log";
import { flushRequestLogs } from "../../request-logs/request-log-writer";
import type { Scope } from "../../scope";
import { escapeLike } from "../like-pattern";
import { paginate } from "../paginate";
import { serializeRequestLog } from "./serialize-request-log";

const STATUS_RANGES = { "2xx": [200, 300], "4xx": [400, 500], "5xx": [500, 600] } as const;

/** GET /v1/request_logs: the merchant's requests in this mode, newest first. */
export async function listRequestLogs(scope: Scope, query: RequestLogListQuery) {
  // What this process has queued shows at once.
  await flushRequestLogs(1_000);
  const filters = [];
  if (query.status_class) {
    const [from, to] = STATUS_RANGES[query.status_class];
    filters.push(and(gte(requestLogs.status, from), lt(requestLogs.status, to)));
  }
  if (query.method) filters.push(eq(requestLogs.method, query.method));
  if (query.path_prefix) filters.push(like(requestLogs.path, `${escapeLike(query.path_prefix)}%`));
  if (query.source) filters.push(eq(requestLogs.source, query.source));
  if (query.request_id) filters.push(eq(requestLogs.id, query.request_id));
  if (query.object_id) filters.push(eq(requestLogs.objectId, query.object_id));
  if (query.created_gte) filters.push(gte(requestLogs.createdAt, new Date(query.created_gte)));
  if (query.created_lt) filters.push(lt(requestLogs.createdAt, new Date(query.created_lt)));
  return paginate(scope, requestLogs, query, filters, (rows) => rows.map(serializeRequestLog), "request_log");
}
