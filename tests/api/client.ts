import { appendFileSync } from "node:fs";
import { inject } from "vitest";
import { contractViolations, type Violation } from "../helpers/prism";
import type { ApiErrorBody, ApiMethod, ApiPath, ApiRequestBody, ApiSuccessBody } from "./api-types";

export const baseUrl = () => inject("baseUrl");
/** Where api() sends requests: Prism in front of the server (the contract check), when it runs. */
const apiUrl = () => inject("apiUrl") || baseUrl();
export const merchants = () => inject("merchants");

/** An answer: `body` is the operation's 2xx body; after an error status, read `error` instead. */
export type ApiResponse<Body> = {
  status: number;
  /** The parsed JSON body (typed as the 2xx answer the document gives; any status fills it). */
  body: Body;
  /** The same parsed body as the document's Error schema: read it after a 4xx or 5xx status. */
  error: ApiErrorBody;
  text: string;
  headers: Headers;
};

type Credentials = { key?: string | null; headers?: Record<string, string> };

/**
 * Calls the API as the document describes it: the path (a concrete one, `/v1/customers/${id}`,
 * with or without a query string) must be one the document has for `method`, the body is that
 * operation's request body, and the answer's body its 2xx body. Goes through Prism (the contract
 * check) when it runs.
 */
export function api<M extends ApiMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  options: Credentials & { body?: ApiRequestBody<M, P> } = {},
): Promise<ApiResponse<ApiSuccessBody<M, P>>> {
  return send(method, path, options) as Promise<ApiResponse<ApiSuccessBody<M, P>>>;
}

/**
 * The untyped escape hatch, for what a test means to send outside the contract (a wrong type, an
 * unknown route or method, a body that is not JSON) or a path known only at run time (the
 * registry-driven isolation matrix, the fuzzer). Its body is `unknown`: narrow it before use.
 */
export function apiRaw(method: string, path: string, options: Credentials & { body?: unknown; rawBody?: string } = {}): Promise<ApiResponse<unknown>> {
  return send(method, path, options);
}

async function send(method: string, path: string, options: Credentials & { body?: unknown; rawBody?: string }): Promise<ApiResponse<unknown>> {
  const headers: Record<string, string> = { ...options.headers };
  const key = options.key === undefined ? merchants().demo.test_secret_key : options.key;
  if (key) headers.Authorization = `Bearer ${key}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["Content-Type"] ??= "application/json";
  }
  let res = await fetch(apiUrl() + path, { method, headers, body });
  // Prism refuses itself (a 4xx, or 501 for a body it cannot proxy, without X-Request-Id) what it
  // cannot forward, e.g. a body that is not JSON: the suite's tests of refusals. Those go to the
  // product directly. A Prism 5xx may come after it forwarded (the server may have done the
  // write): that fails the test instead of being sent twice.
  const prismRefused = apiUrl() !== baseUrl() && !res.headers.has("x-request-id");
  if (prismRefused && res.status >= 500 && res.status !== 501) throw new Error(`Prism answered ${res.status} for ${method} ${path}: ${await res.text()}`);
  if (prismRefused) {
    await res.arrayBuffer();
    res = await fetch(baseUrl() + path, { method, headers, body });
  } else {
    recordViolations(method, path, res);
  }
  const text = await res.text();
  const parsed = parseJson(text);
  return { status: res.status, body: parsed, error: parsed as ApiErrorBody, text, headers: res.headers };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export const uniq = () => Math.random().toString(36).slice(2, 10);

/** Contract violations Prism reported for this exchange, appended for the suite's teardown. */
function recordViolations(method: string, path: string, res: Response) {
  const header = res.headers.get("sl-violations");
  const file = inject("violationsFile");
  if (!header || !file) return;
  const found = contractViolations(res.status, JSON.parse(header) as Violation[]);
  if (found.length) appendFileSync(file, `${JSON.stringify({ method, path, status: res.status, violations: found })}\n`);
}
