// A typed client for the Commerce Payments API: openapi-fetch over the types openapi-typescript
// generates from /openapi.json (src/schema.ts), with idempotency keys and retries built in.
// Relative imports end in .js: the build is plain ESM that Node resolves without a bundler.
import createClient, { type Client } from "openapi-fetch";
import type { paths } from "./schema.js";

export type { components, operations, paths } from "./schema.js";
export type * from "./types.js";
export { CommercePaymentsError, isCommercePaymentsError, unwrap, type ApiErrorDetail, type ErrorStatus, type PathMethod } from "./errors.js";

export type CommercePaymentsClient = Client<paths>;

export type CommercePaymentsClientOptions = {
  /** Where the API is served, without /v1: e.g. `https://payments.example.com`. */
  baseUrl: string;
  /** A secret key: `fsk_test_...` or `fsk_live_...`. */
  apiKey: string;
  /** Retries after a 429, a 5xx or a network error (default 2; 0 turns retrying off). */
  maxRetries?: number;
  /** The fetch to use (default: the global fetch). */
  fetch?: typeof globalThis.fetch;
};

/** Methods that change something: they get an Idempotency-Key unless the caller sent one. */
const WRITE_METHODS = new Set(["POST", "PATCH", "DELETE"]);
const INITIAL_DELAY_MS = 500;
const MAX_DELAY_MS = 8_000;
/** A Retry-After longer than this is not waited for: the 429 is answered to the caller. */
const MAX_RETRY_AFTER_MS = 60_000;

/**
 * Creates a client. Every call is typed from the OpenAPI document:
 *
 * ```ts
 * const api = createCommercePaymentsClient({ baseUrl, apiKey });
 * const { data, error } = await api.POST("/v1/products", { body: { product: { name: "Thermometer" } } });
 * ```
 *
 * POST, PATCH and DELETE carry an `Idempotency-Key` (a random UUID unless given in
 * `params.header`), the same on every retry of that call, so a retried write happens once.
 * 429, 5xx and network errors are retried with exponential backoff and jitter (after
 * `Retry-After` when the answer has one); other answers (400, 401, 404, 409, 422, ...) are
 * returned at once.
 */
export function createCommercePaymentsClient(options: CommercePaymentsClientOptions): CommercePaymentsClient {
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    headers: { Authorization: `Bearer ${options.apiKey}` },
    fetch: retryingFetch(options.fetch ?? globalThis.fetch, options.maxRetries ?? 2),
  });
}

/** Wraps fetch: adds the idempotency key to writes, then retries what is worth retrying. */
export function retryingFetch(baseFetch: typeof globalThis.fetch, maxRetries: number): (request: Request) => Promise<Response> {
  return async (input: Request) => {
    const request = input;
    if (WRITE_METHODS.has(request.method) && !request.headers.has("Idempotency-Key")) {
      request.headers.set("Idempotency-Key", crypto.randomUUID());
    }
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        // A clone per attempt: a body can be read only once.
        response = await baseFetch(request.clone());
      } catch (error) {
        // The caller's abort is final; anything else (refused, reset, DNS) is a network error.
        if (request.signal.aborted || attempt >= maxRetries) throw error;
        await sleep(backoff(attempt), request.signal);
        continue;
      }
      if (attempt >= maxRetries || !(response.status === 429 || response.status >= 500)) return response;
      // 429 (and 503) may say when to come back.
      const retryAfter = retryAfterMs(response.headers.get("Retry-After"));
      if (retryAfter !== undefined && retryAfter > MAX_RETRY_AFTER_MS) return response;
      // Free the connection before waiting.
      await response.body?.cancel().catch(() => undefined);
      await sleep(retryAfter ?? backoff(attempt), request.signal);
    }
  };
}

/** Exponential backoff with equal jitter: attempt 0 waits 250-500 ms, then 500-1000 ms, ... up to 8 s. */
function backoff(attempt: number): number {
  const ceiling = Math.min(MAX_DELAY_MS, INITIAL_DELAY_MS * 2 ** attempt);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

/** `Retry-After` in seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
