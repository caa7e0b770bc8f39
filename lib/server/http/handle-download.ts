import "server-only";
import { getDatabase } from "@/lib/db/client";
import { newRequestId } from "@/lib/db/ids";
import { noteRequest } from "../request-activity";
import type { Scope } from "../scope";
import { authenticate, type Caller } from "./authenticate";
import { errorResponse, errorText, keepRequestLog, logRequest, type RouteHandler } from "./handle";
import { parsePathParams } from "./parse-input";
import { enforceRateLimit } from "./rate-limit";

export type Download = {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  filename: string;
  /** Bytes, when known (Content-Length). */
  size?: number;
  /** A strong validator for the bytes (ETag). */
  etag?: string;
};

/**
 * The wrapper of routes that answer a file instead of JSON (GET /v1/exports/{id}/file): the same
 * authentication (key or dashboard session), rate limit, request id, log line and JSON error
 * shape as `handle`, then the file streamed as the service reads it.
 */
export function handleDownload(route: string, fn: (ctx: { scope: Scope; caller: Caller; params: Record<string, string> }) => Promise<Download>): RouteHandler {
  return async (request, context) => {
    const started = performance.now();
    noteRequest();
    const requestId = newRequestId();
    const url = new URL(request.url);
    let caller: Caller | undefined;
    let response: Response;
    let responseText: string | null = null;
    let objectId: string | null = null;
    try {
      const { db } = await getDatabase();
      caller = await authenticate(request, db);
      const limitHeaders = await enforceRateLimit(caller.bucket);
      const rawParams = context?.params ? await context.params : {};
      const params = parsePathParams(rawParams);
      objectId = Object.values(params)[0] ?? null;
      const scope: Scope = { db, accountId: caller.accountId, testMode: caller.testMode, requestId, actor: caller.actor };
      const file = await fn({ scope, caller, params });
      const headers: Record<string, string> = {
        ...limitHeaders,
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.filename.replace(/["\\\r\n]/g, "_")}"`,
        "X-Request-Id": requestId,
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "no-store",
      };
      if (file.size !== undefined) headers["Content-Length"] = String(file.size);
      if (file.etag) headers.ETag = `"${file.etag}"`;
      response = new Response(file.body, { status: 200, headers });
      // The file itself is not kept in the request log: what was sent is.
      responseText = JSON.stringify(`(file ${file.filename}${file.size !== undefined ? `, ${file.size} bytes` : ""})`);
    } catch (error) {
      response = errorResponse(error, requestId, request, url);
      responseText = errorText(error, requestId);
    }
    logRequest(request, url, response, started, requestId, caller, route);
    if (caller)
      keepRequestLog({
        request,
        url,
        caller,
        route,
        resource: "export",
        status: response.status,
        started,
        requestId,
        traceId: null,
        body: undefined,
        responseText,
        objectId,
      });
    return response;
  };
}
