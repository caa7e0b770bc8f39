// Browser client of the /v1 API for the dashboard: the session cookie authenticates, writes carry
// the CSRF token, errors become ApiClientError with the API's {detail: [...]} entries.
import { CSRF_COOKIE, CSRF_HEADER } from "@/lib/cookie-names";

export type ApiErrorEntry = { loc: (string | number)[]; msg: string; type: string };

export class ApiClientError extends Error {
  readonly status: number;
  readonly entries: ApiErrorEntry[];
  readonly requestId: string | null;

  constructor(status: number, entries: ApiErrorEntry[], requestId: string | null = null) {
    super(entries.map((e) => e.msg).join(" ") || `Request failed with status ${status}.`);
    this.name = "ApiClientError";
    this.status = status;
    this.entries = entries;
    this.requestId = requestId;
  }

  /** True when the API says the object does not exist (for this account and mode). */
  get isNotFound(): boolean {
    return this.status === 404;
  }
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export type ApiPage<T> = {
  data: T[];
  /** X-Has-More: more objects exist in the direction that was paged. */
  hasMore: boolean;
  /** Cursor for the next (older) page: pass as `starting_after`. */
  nextCursor: string | null;
  /** Cursor for the previous (newer) page: pass as `ending_before`. */
  prevCursor: string | null;
};

type RequestOptions = {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  query?: QueryParams;
  /** Sent as JSON. Wrap it in the resource key yourself, or use create/update below. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * Every dashboard write carries an Idempotency-Key made once per user action: identical writes
 * (method, URL and body) share one key while one of them is in flight, and for a while after one
 * ended without an answer (a network error or a 5xx), so a double click or a retry after a lost
 * response acts once. Once a write was answered, the next identical write is a new action.
 */
const RETRY_KEY_MS = 10 * 60_000;
type WriteAction = { key: string; inFlight: number; keepUntil: number };
const actions = new Map<string, WriteAction>();

function beginWrite(method: string, url: string, body: string | undefined) {
  const signature = `${method} ${url} ${body ?? ""}`;
  const now = Date.now();
  let action = actions.get(signature);
  if (!action || (action.inFlight === 0 && action.keepUntil < now)) {
    action = { key: crypto.randomUUID(), inFlight: 0, keepUntil: 0 };
    actions.set(signature, action);
  }
  const current = action;
  current.inFlight++;
  return {
    key: current.key,
    end(outcome: "answered" | "retryable") {
      current.inFlight--;
      if (outcome === "retryable") current.keepUntil = Date.now() + RETRY_KEY_MS;
      else if (current.inFlight === 0 && actions.get(signature) === current) actions.delete(signature);
    },
  };
}

/**
 * Sends a request; while the API says the same key is still being worked on (409
 * idempotency_key_in_use, a double click's second request), waits and asks again, so the second
 * caller gets the first one's answer replayed.
 */
async function sendWrite(send: () => Promise<Response>): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const response = await send();
    if (response.status !== 409 || attempt >= 30) return response;
    const text = await response.clone().text();
    if (!text.includes("idempotency_key_in_use")) return response;
    await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 100 * (attempt + 1))));
  }
}

export function readCsrfToken(): string {
  if (typeof document === "undefined") return "";
  for (const part of document.cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === CSRF_COOKIE) return decodeURIComponent(rest.join("="));
  }
  return "";
}

/** A query as the dashboard sends it: unset values left out, the rest as text (the server's prefetch reads it the same way). */
export function toSearchParams(query: object | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  return params;
}

export function buildPath(path: string, query?: QueryParams): string {
  const qs = toSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
}

/** Low-level call: JSON in and out; throws ApiClientError for any non-2xx answer. */
export async function apiFetch<T = unknown>(path: string, options: RequestOptions = {}): Promise<{ data: T; response: Response }> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (method !== "GET") headers[CSRF_HEADER] = readCsrfToken();
  const url = buildPath(path, options.query);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const action = method === "GET" ? null : beginWrite(method, url, body);
  if (action && !headers["Idempotency-Key"]) headers["Idempotency-Key"] = action.key;

  let response: Response;
  try {
    response = await sendWrite(() => fetch(url, { method, headers, body, credentials: "same-origin", cache: "no-store", signal: options.signal }));
  } catch (error) {
    action?.end("retryable");
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiClientError(0, [{ loc: [], msg: "Could not reach the server. Check your connection and try again.", type: "network_error" }]);
  }
  action?.end(response.status >= 500 ? "retryable" : "answered");

  const requestId = response.headers.get("x-request-id");
  const text = await response.text();
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  if (!response.ok) {
    if (response.status === 401 && typeof window !== "undefined") {
      // The dashboard session ended (expired or logged out elsewhere): sign in again, with a full
      // page load on purpose, so that no cached data of the ended session stays in memory.
      window.location.assign(new URL("/login", window.location.origin).href);
    }
    throw new ApiClientError(response.status, errorEntries(json, response.status), requestId);
  }
  return { data: json as T, response };
}

function errorEntries(json: unknown, status: number): ApiErrorEntry[] {
  const detail = (json as { detail?: unknown } | undefined)?.detail;
  if (Array.isArray(detail)) {
    return detail.map((d) => ({
      loc: Array.isArray(d?.loc) ? d.loc : [],
      msg: typeof d?.msg === "string" ? d.msg : "Request failed.",
      type: typeof d?.type === "string" ? d.type : "error",
    }));
  }
  return [{ loc: [], msg: `The server answered ${status}.`, type: "http_error" }];
}

/** Single-resource answers are {"<singular>": {...}}: returns the inner object. */
function unwrap<T>(body: unknown): T {
  if (body && typeof body === "object" && !Array.isArray(body)) {
    const keys = Object.keys(body);
    if (keys.length === 1) return (body as Record<string, T>)[keys[0]];
  }
  return body as T;
}

/** `<...&starting_after=x>; rel="next", <...&ending_before=y>; rel="prev"` -> cursors. */
export function parseLinkCursors(link: string | null): { next: string | null; prev: string | null } {
  const out = { next: null as string | null, prev: null as string | null };
  if (!link) return out;
  for (const part of link.split(",")) {
    const m = /<([^>]+)>\s*;\s*rel="?(next|prev)"?/.exec(part.trim());
    if (!m) continue;
    const params = new URL(m[1], "http://x").searchParams;
    if (m[2] === "next") out.next = params.get("starting_after");
    else out.prev = params.get("ending_before");
  }
  return out;
}

export async function apiList<T>(path: string, query?: QueryParams, signal?: AbortSignal): Promise<ApiPage<T>> {
  const { data, response } = await apiFetch<Record<string, T[]>>(path, { query, signal });
  const items = unwrap<T[]>(data) ?? [];
  const hasMore = response.headers.get("x-has-more") === "true";
  const cursors = parseLinkCursors(response.headers.get("link"));
  return { data: items, hasMore, nextCursor: cursors.next, prevCursor: cursors.prev };
}

export async function apiRetrieve<T>(path: string, query?: QueryParams, signal?: AbortSignal): Promise<T> {
  return unwrap<T>((await apiFetch(path, { query, signal })).data);
}

/** POST {"<resource>": body}. */
export async function apiCreate<T>(path: string, resource: string, body: unknown): Promise<T> {
  return unwrap<T>((await apiFetch(path, { method: "POST", body: { [resource]: body } })).data);
}

/** PATCH {"<resource>": body} (partial update). */
export async function apiUpdate<T>(path: string, resource: string, body: unknown): Promise<T> {
  return unwrap<T>((await apiFetch(path, { method: "PATCH", body: { [resource]: body } })).data);
}

/** A message for toasts and form-level errors. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiClientError) return error.message;
  if (error instanceof Error) return error.message;
  return "Something went wrong.";
}
