import "server-only";
import { and, eq } from "drizzle-orm";
import { requestLogs } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import { flushRequestLogs } from "../../request-logs/request-log-writer";
import type { Scope } from "../../scope";
import { serializeRequestLog } from "./serialize-request-log";

/** GET /v1/request_logs/{request_id}: one request of this merchant in this mode (404 otherwise). */
export async function getRequestLog(scope: Scope, requestId: string) {
  await flushRequestLogs(1_000);
  const [row] = await scope.db
    .select()
    .from(requestLogs)
    .where(and(eq(requestLogs.id, requestId), eq(requestLogs.accountId, scope.accountId), eq(requestLogs.testMode, scope.testMode)))
    .limit(1);
  if (!row) throw ApiError.notFound("request_log", requestId);
  return serializeRequestLog(row);
}
