import { appendFileSync } from "node:fs";
import { inject } from "vitest";
import { contractViolations, type Violation } from "../helpers/prism";

export const baseUrl = () => inject("baseUrl");
/** Where api() sends requests: Prism in front of the server (the contract check), when it runs. */
const apiUrl = () => inject("apiUrl") || baseUrl();
export const merchants = () => inject("merchants");

export type ApiResponse<T = any> = { status: number; body: T; text: string; headers: Headers };

/** A tiny HTTP client for the /v1 contract tests. */
export async function api<T = any>(
  method: string,
  path: string,
  options: { key?: string | null; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
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
  let parsed: any = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed, text, headers: res.headers };
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
