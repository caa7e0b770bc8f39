import { z } from "zod";
import { isoTimestampSchema, listQuerySchema, text, timestampSchema } from "./common";

export const REQUEST_LOG_METHODS = ["GET", "POST", "PATCH", "DELETE"] as const;
export const REQUEST_LOG_STATUS_CLASSES = ["2xx", "4xx", "5xx"] as const;
export const REQUEST_LOG_SOURCES = ["api_key", "dashboard"] as const;

/** Bodies larger than this are not kept (the log says how large they were). */
export const REQUEST_LOG_BODY_LIMIT = 64 * 1024;

export const requestLogApiKeySchema = z
  .object({
    api_key_id: z.string(),
    name: z.string().nullable(),
    last_four: z.string(),
  })
  .meta({ id: "RequestLogApiKey" });

/**
 * One /v1 request of the merchant, as the Developers → Logs page shows it. Secrets in the bodies
 * (keys, webhook signing secrets, client secrets, card numbers, passwords) read "[redacted]".
 */
export const requestLogSchema = z
  .object({
    request_id: z.string().describe("The Request-Id header of the answer"),
    method: z.enum(REQUEST_LOG_METHODS),
    path: z.string().describe("The path requested, e.g. /v1/customers/fcus_..."),
    route: z.string().describe("The endpoint's path template, e.g. /v1/customers/{id}"),
    query: z.string().nullable().describe("The query string without its '?', or null"),
    status: z.number().int().describe("The HTTP status answered"),
    duration_ms: z.number().describe("Time to answer, in milliseconds"),
    source: z.enum(REQUEST_LOG_SOURCES).describe("api_key: a secret key; dashboard: a write made in the dashboard"),
    api_key: requestLogApiKeySchema.nullable().describe("The key used (its name and last four), or null for the dashboard"),
    idempotency_key: z.string().nullable(),
    client_ip: z.string().nullable(),
    object_id: z.string().nullable().describe("The object the request addressed or created, when there is one"),
    trace_id: z.string().nullable().describe("The OpenTelemetry trace id when the server traces (OTEL_EXPORTER_OTLP_ENDPOINT), else null"),
    request_body: z.unknown().describe("The JSON body sent, secrets redacted; null when none; a note when it was over 64 KB"),
    response_body: z.unknown().describe("The JSON body answered, secrets redacted; a note when it was over 64 KB"),
    test_mode: z.boolean(),
    created_at: timestampSchema,
  })
  .meta({ id: "RequestLog" });

export const requestLogListQuerySchema = listQuerySchema.extend({
  status_class: z.enum(REQUEST_LOG_STATUS_CLASSES).optional().describe("Only answers of this class"),
  method: z.enum(REQUEST_LOG_METHODS).optional(),
  path_prefix: text().max(200).optional().describe("Only paths that start with this, e.g. /v1/checkout"),
  source: z.enum(REQUEST_LOG_SOURCES).optional(),
  request_id: text().max(100).optional().describe("The one request with this id"),
  object_id: text().max(100).optional().describe("Only requests that addressed or created this object"),
  created_gte: isoTimestampSchema.optional().describe("Only requests made at or after this time"),
  created_lt: isoTimestampSchema.optional().describe("Only requests made before this time"),
});

export type RequestLog = z.infer<typeof requestLogSchema>;
export type RequestLogListQuery = z.infer<typeof requestLogListQuerySchema>;
