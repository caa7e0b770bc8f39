import "server-only";
import { sql } from "drizzle-orm";
import { getDatabase, type Db } from "@/lib/db/client";
import { requestLogs } from "@/lib/db/schema";
import { logError, logLine } from "../log";
import { REQUEST_LOG_BODY_LIMIT } from "@/lib/schemas/request-log";
import { keptJson, keptText, parseJson, redactPath, redactQuery, sizeNote } from "./redact-body";

/** One request as handle() saw it; bodies are raw here and redacted when the batch is written. */
export type RequestLogEntry = Omit<typeof requestLogs.$inferInsert, "requestBody" | "responseBody"> & {
  /** The parsed JSON body sent (undefined when none). */
  requestBody: unknown;
  responseText: string | null;
  /** The endpoint's resource key: a create's new object id is read from the answer under it. */
  resource: string;
  /** The request body's size as sent (Content-Length), 0 when none. */
  requestBytes: number;
};

/** A batch is written after this long, or at once when it reaches BATCH rows. */
const FLUSH_MS = 500;
const BATCH = 200;
/** While the database refuses writes, at most this many entries wait; older ones are dropped. */
const MAX_PENDING = 10_000;

type WriterState = { pending: RequestLogEntry[]; timer: NodeJS.Timeout | undefined; writing: Promise<void>; failures: number };
const STATE_KEY = Symbol.for("commerce-payments.request-log-writer");

/** One buffer per process, whichever route bundle loaded this module. */
function state(): WriterState {
  const g = globalThis as typeof globalThis & { [STATE_KEY]?: WriterState };
  return (g[STATE_KEY] ??= { pending: [], timer: undefined, writing: Promise.resolve(), failures: 0 });
}

/**
 * Queues a request for the merchant's request log. The request does not wait for it: entries are
 * redacted and written in batches, so the log costs a request an array push.
 */
export function recordRequestLog(entry: RequestLogEntry): void {
  const s = state();
  // A body too large to keep is replaced by its size note at once: the queue holds small entries.
  if (entry.responseText !== null && entry.responseText.length > REQUEST_LOG_BODY_LIMIT)
    entry.responseText = JSON.stringify(sizeNote(entry.responseText.length));
  if (entry.requestBytes > REQUEST_LOG_BODY_LIMIT) entry.requestBody = sizeNote(entry.requestBytes);
  s.pending.push(entry);
  if (s.pending.length > MAX_PENDING) {
    const dropped = s.pending.splice(0, s.pending.length - MAX_PENDING);
    logLine({ level: "warn", msg: "request log entries dropped: the database is not taking writes", count: dropped.length });
  }
  if (s.pending.length >= BATCH) void flushRequestLogs();
  else if (!s.timer) {
    s.timer = setTimeout(() => void flushRequestLogs(), FLUSH_MS);
    s.timer.unref?.();
  }
}

/**
 * Writes what is queued (reads of the log call this first, so a request shows at once in this
 * process; another instance's requests show within FLUSH_MS). Never throws: a failed batch is
 * logged and put back for the next try.
 */
export function flushRequestLogs(waitAtMostMs?: number): Promise<void> {
  const s = state();
  if (s.timer) clearTimeout(s.timer);
  s.timer = undefined;
  s.writing = s.writing.then(() => writeBatches(s));
  if (waitAtMostMs === undefined) return s.writing;
  // A reader of the log does not hang while writes are failing: it reads what is there.
  return Promise.race([s.writing, new Promise<void>((r) => setTimeout(r, waitAtMostMs).unref?.())]);
}

async function writeBatches(s: WriterState) {
  while (s.pending.length) {
    const batch = s.pending.splice(0, BATCH);
    try {
      const { db } = await getDatabase();
      await insertRows(db, await toRows(batch));
      s.failures = 0;
    } catch (error) {
      // A batch the database keeps refusing (not just a moment's outage) is dropped after 3 tries.
      const drop = ++s.failures >= 3;
      logError(
        { msg: drop ? "request log batch dropped after 3 failed writes" : "request log batch not written; kept for the next try", count: batch.length },
        error,
      );
      if (drop) {
        s.failures = 0;
        continue;
      }
      s.pending.unshift(...batch);
      if (!s.timer) {
        s.timer = setTimeout(() => void flushRequestLogs(), 5_000);
        s.timer.unref?.();
      }
      return;
    }
  }
}

type Row = typeof requestLogs.$inferInsert;
const COLUMNS: [keyof Row, string, string][] = [
  ["id", "id", "text"],
  ["accountId", "account_id", "text"],
  ["testMode", "test_mode", "boolean"],
  ["method", "method", "text"],
  ["path", "path", "text"],
  ["route", "route", "text"],
  ["query", "query", "text"],
  ["status", "status", "integer"],
  ["durationMs", "duration_ms", "float8"],
  ["source", "source", "text"],
  ["apiKeyId", "api_key_id", "text"],
  ["apiKeyName", "api_key_name", "text"],
  ["apiKeyLastFour", "api_key_last_four", "text"],
  ["idempotencyKey", "idempotency_key", "text"],
  ["clientIp", "client_ip", "text"],
  ["objectId", "object_id", "text"],
  ["traceId", "trace_id", "text"],
  ["requestBody", "request_body", "text"],
  ["responseBody", "response_body", "text"],
  ["createdAt", "created_at", "timestamptz"],
];

/**
 * One INSERT of the whole batch as one array per column (unnest): the statement's text is the
 * same for every batch (prepared once) and a row costs a few array elements, not 20 parameters
 * through the query builder.
 */
async function insertRows(db: Db, rows: Row[]) {
  const arrays = COLUMNS.map(
    ([key, , type]) => sql`${sql.param(rows.map((r) => (key === "createdAt" ? (r.createdAt as Date).toISOString() : (r[key] ?? null))))}::${sql.raw(type)}[]`,
  );
  await db.execute(sql`
    INSERT INTO request_logs (${sql.raw(COLUMNS.map(([, column]) => column).join(", "))})
    SELECT * FROM unnest(${sql.join(arrays, sql`, `)})
    ON CONFLICT (id) DO NOTHING`);
}

/** Redacts a batch 20 entries at a time, letting requests in between (parsing is synchronous). */
async function toRows(batch: RequestLogEntry[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (let i = 0; i < batch.length; i++) {
    if (i > 0 && i % 20 === 0) await new Promise((r) => setImmediate(r));
    rows.push(toRow(batch[i]));
  }
  return rows;
}

function toRow({ requestBody, responseText, resource, requestBytes: _bytes, ...entry }: RequestLogEntry): typeof requestLogs.$inferInsert {
  const response = parseJson(responseText);
  const created = (response as Record<string, Record<string, unknown> | undefined> | undefined)?.[resource]?.[`${resource}_id`];
  return {
    ...entry,
    path: redactPath(entry.path),
    query: entry.query ? redactQuery(entry.query) : null,
    objectId: entry.objectId ?? (typeof created === "string" ? created : null),
    requestBody: requestBody === undefined ? null : keptJson(requestBody),
    responseBody: responseText === null ? null : response === undefined ? keptText(responseText) : keptJson(response),
  };
}
