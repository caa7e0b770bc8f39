import "server-only";
import type { z } from "zod";
import { getDatabase } from "@/lib/db/client";
import { newRequestId } from "@/lib/db/ids";
import { ApiError } from "../errors";
import type { Scope } from "../scope";
import type { Page } from "../services/paginate";
import { authenticate, type Caller } from "./authenticate";
import type { EndpointSpec, HttpMethod } from "./endpoint";
import { hashRequestBody, runIdempotent, validateIdempotencyKey, type StoredResponse } from "./idempotency";
import { noteRequest } from "../request-activity";
import { logError, logLine } from "../log";
import { observeRequest } from "../metrics";
import { parseBody, parseExpand, parsePathParams, parseQuery } from "./parse-input";
import { enforceRateLimit } from "./rate-limit";
import { readJsonBody } from "./read-body";
import { recordRequestLog } from "../request-logs/request-log-writer";
import { clientIp } from "./client-address";
import type { Span } from "@opentelemetry/api";
import { inSpan, SpanKind, traceIdOf, tracingOn } from "@/lib/telemetry/spans";
import { operationOf } from "./endpoints";
import { errorBody, jsonResponse, listHeaders } from "./respond";

/** The body a spec's handler gets: what its zod schema parses to (unknown when it takes none). */
export type BodyOf<S> = S extends { body: infer Z extends z.ZodType } ? z.output<Z> : unknown;
/** The query a spec's handler gets: what its query schema parses to. */
export type QueryOf<S> = S extends { query: infer Z extends z.ZodType } ? z.output<Z> : Record<string, unknown>;

export type HandlerContext<B = unknown, Q = Record<string, unknown>> = {
  scope: Scope;
  caller: Caller;
  body: B;
  /** The key the body was wrapped in (the spec's, or one of its aliases): for error locations. */
  bodyKey: string;
  query: Q;
  params: Record<string, string>;
  expand: Set<string>;
};

type RouteContext = { params: Promise<Record<string, string | string[]>> };
export type RouteHandler = (request: Request, context: RouteContext) => Promise<Response>;

/**
 * The one wrapper every /v1 route uses: authenticate, rate-limit, parse and validate, run the
 * service (once per idempotency key), shape the answer or the error, log one line.
 */
export function handle<S extends EndpointSpec>(spec: S, fn: (ctx: HandlerContext<BodyOf<S>, QueryOf<S>>) => Promise<unknown>): RouteHandler {
  type B = BodyOf<S>;
  type Q = QueryOf<S>;
  return (request, context) => {
    const started = performance.now();
    if (!tracingOn()) return serve(request, context, started, undefined);
    // One span per request (a child of Next's own when it traces too); its id goes to both logs.
    return inSpan(
      `${request.method} ${spec.path}`,
      { kind: SpanKind.SERVER, attributes: { "http.request.method": request.method, "http.route": spec.path } },
      async (span) => {
        const response = await serve(request, context, started, span);
        span?.setAttribute("http.response.status_code", response.status);
        return response;
      },
    );
  };

  async function serve(request: Request, context: RouteContext, started: number, span: Span | undefined): Promise<Response> {
    noteRequest();
    const requestId = newRequestId();
    const url = new URL(request.url);
    let caller: Caller | undefined;
    let response: Response;
    // What the merchant's request log keeps (bodies are redacted when the batch is written).
    const log: { body: unknown; responseText: string | null; objectId: string | null } = { body: undefined, responseText: null, objectId: null };
    try {
      const { db } = await getDatabase();
      caller = await authenticate(request, db);
      const limitHeaders = await enforceRateLimit(caller.bucket);
      if (spec.testOnly && !caller.testMode) throw ApiError.of(404, "resource_not_found", "This endpoint exists in test mode only.", []);
      const rawParams = context?.params ? await context.params : {};
      const params = parsePathParams(rawParams);
      log.objectId = Object.values(params)[0] ?? null;
      const query = parseQuery(spec, url.searchParams) as Q;
      const expand = parseExpand(spec, url.searchParams);
      const writes = request.method !== "GET" && request.method !== "HEAD";
      // DELETE bodies are ignored: integrations send one.
      const rawBody = writes && request.method !== "DELETE" ? await readJsonBody(request) : undefined;
      log.body = rawBody;
      const parsed = parseBody(spec, rawBody);
      const body = parsed?.body as B;
      const bodyKey = parsed?.key ?? spec.bodyKey ?? spec.resource;
      const scope: Scope = { db, accountId: caller.accountId, testMode: caller.testMode, requestId, actor: caller.actor };
      const run = async (runScope: Scope): Promise<StoredResponse & { headers?: Record<string, string> }> => {
        const ctx = { scope: runScope, caller: caller!, body, bodyKey, query, params, expand };
        const result = span ? await inSpan(`service ${operationOf(spec)}`, {}, () => fn(ctx)) : await fn(ctx);
        return render(spec, result, url);
      };
      const key = writes ? request.headers.get("idempotency-key") : null;
      if (key !== null) {
        validateIdempotencyKey(key);
        const stored = await runIdempotent(
          db,
          { accountId: caller.accountId, testMode: caller.testMode, method: request.method, path: url.pathname, key, requestHash: hashRequestBody(rawBody) },
          (tx) => run({ ...scope, db: tx }),
        );
        response = jsonResponse(stored.status, stored.body, requestId, { ...limitHeaders, ...(stored.replayed ? { "Idempotent-Replayed": "true" } : {}) });
        log.responseText = stored.body;
      } else {
        const res = await run(scope);
        response = jsonResponse(res.status, res.body, requestId, { ...limitHeaders, ...res.headers });
        log.responseText = res.body;
      }
    } catch (error) {
      response = errorResponse(error, requestId, request, url);
      log.responseText = errorText(error, requestId);
    }
    const traceId = traceIdOf(span);
    logRequest(request, url, response, started, requestId, caller, spec.path, traceId);
    if (caller)
      keepRequestLog({ request, url, caller, route: spec.path, resource: spec.resource, status: response.status, started, requestId, traceId, ...log });
    return response;
  }
}

/** Queues a request for the merchant's request log, when it is one the log keeps. */
export function keepRequestLog(r: {
  request: Request;
  url: URL;
  caller: Caller;
  route: string;
  resource: string;
  status: number;
  started: number;
  requestId: string;
  traceId: string | null;
  body: unknown;
  responseText: string | null;
  objectId: string | null;
}): void {
  if (!keepsRequestLog(r.route, r.caller, r.request.method)) return;
  recordRequestLog({
    id: r.requestId,
    accountId: r.caller.accountId,
    testMode: r.caller.testMode,
    method: r.request.method,
    path: r.url.pathname,
    route: r.route,
    query: r.url.search ? r.url.search.slice(1) : null,
    status: r.status,
    durationMs: Math.round((performance.now() - r.started) * 10) / 10,
    source: r.caller.via,
    apiKeyId: r.caller.apiKey?.id ?? null,
    apiKeyName: r.caller.apiKey?.name ?? null,
    apiKeyLastFour: r.caller.apiKey?.lastFour ?? null,
    idempotencyKey: r.request.headers.get("idempotency-key"),
    clientIp: clientIp(r.request.headers),
    objectId: r.objectId,
    traceId: r.traceId,
    resource: r.resource,
    requestBody: r.body,
    requestBytes: Number(r.request.headers.get("content-length")) || 0,
    responseText: r.responseText,
    createdAt: new Date(),
  });
}

/** REQUEST_LOGS=0 turns the merchants' request logs off (an operator's choice; the bench's A/B). */
const REQUEST_LOGS_ON = process.env.REQUEST_LOGS !== "0";

/**
 * Which requests the merchant's request log keeps: every request made with a secret key, and the
 * dashboard's writes (its reads are the dashboard polling its own lists). Reading the log is not
 * logged, or every look at it would add to it.
 */
function keepsRequestLog(route: string, caller: Caller, method: string): boolean {
  if (!REQUEST_LOGS_ON || route.startsWith("/v1/request_logs")) return false;
  return caller.via === "api_key" || method !== "GET";
}

function render(spec: EndpointSpec, result: unknown, url: URL): StoredResponse & { headers?: Record<string, string> } {
  if (spec.plural) {
    const page = result as Page<unknown>;
    return { status: 200, body: JSON.stringify({ [spec.plural]: page.data }), headers: listHeaders(page, url) };
  }
  return { status: 200, body: JSON.stringify({ [spec.resource]: result }) };
}

/**
 * The answer to a thrown error: an ApiError's own status and detail; anything else a generic 500
 * whose details go to the log under the request id, never to the client.
 */
export function errorResponse(error: unknown, requestId: string, request: Request, url: URL): Response {
  if (error instanceof ApiError) return jsonResponse(error.status, errorBody(error.detail), requestId, error.headers);
  logError({ msg: "unhandled error", request_id: requestId, method: request.method, path: url.pathname }, error);
  return jsonResponse(500, errorText(error, requestId), requestId);
}

/** The error body errorResponse answers with, as text (for the request log). */
export function errorText(error: unknown, requestId: string): string {
  if (error instanceof ApiError) return errorBody(error.detail);
  return errorBody([{ loc: [], msg: `An unexpected error occurred. Quote request id ${requestId} when contacting support.`, type: "internal_error" }]);
}

/** The one log line of a request, and its duration in the metrics under its route template. */
export function logRequest(
  request: Request,
  url: URL,
  response: Response,
  started: number,
  requestId: string,
  caller: Caller | undefined,
  route: string,
  traceId: string | null = null,
): void {
  observeRequest(route, request.method, response.status, (performance.now() - started) / 1000);
  logLine({
    level: "info",
    msg: "request",
    method: request.method,
    path: url.pathname,
    status: response.status,
    duration_ms: Math.round((performance.now() - started) * 10) / 10,
    request_id: requestId,
    account_id: caller?.accountId ?? null,
    mode: caller ? (caller.testMode ? "test" : "live") : null,
    ...(traceId ? { trace_id: traceId } : {}),
  });
}

const ALL_METHODS: HttpMethod[] = ["GET", "POST", "PATCH", "DELETE"];

/**
 * Exports every method for a route file: the ones given, and a JSON 405 with `Allow` for the
 * rest (so clients always get the API's error shape).
 */
export function methods(handlers: Partial<Record<HttpMethod, RouteHandler>>) {
  const allow = ALL_METHODS.filter((m) => handlers[m]).join(", ");
  const notAllowed: RouteHandler = async (request) => {
    const requestId = newRequestId();
    return jsonResponse(
      405,
      errorBody([{ loc: [], msg: `Method ${request.method} is not allowed here; allowed: ${allow}.`, type: "method_not_allowed" }]),
      requestId,
      { Allow: allow },
    );
  };
  return {
    GET: handlers.GET ?? notAllowed,
    POST: handlers.POST ?? notAllowed,
    PATCH: handlers.PATCH ?? notAllowed,
    DELETE: handlers.DELETE ?? notAllowed,
    PUT: notAllowed,
  };
}
