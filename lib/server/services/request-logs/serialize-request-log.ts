import "server-only";
import { requestLogs } from "@/lib/db/schema";
import type { RequestLog } from "@/lib/schemas/request-log";

type Row = typeof requestLogs.$inferSelect;

export function serializeRequestLog(row: Row): RequestLog {
  return {
    request_id: row.id,
    method: row.method as RequestLog["method"],
    path: row.path,
    route: row.route,
    query: row.query,
    status: row.status,
    duration_ms: row.durationMs,
    source: row.source as RequestLog["source"],
    api_key: row.apiKeyId ? { api_key_id: row.apiKeyId, name: row.apiKeyName, last_four: row.apiKeyLastFour ?? "" } : null,
    idempotency_key: row.idempotencyKey,
    client_ip: row.clientIp,
    object_id: row.objectId,
    request_body: row.requestBody === null ? null : JSON.parse(row.requestBody),
    response_body: row.responseBody === null ? null : JSON.parse(row.responseBody),
    test_mode: row.testMode,
    created_at: row.createdAt.toISOString(),
  };
}
