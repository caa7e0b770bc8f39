/**
 * When this process last started serving an API request. Background jobs (webhook delivery,
 * exports) share the main thread and the database with requests; they yield while requests
 * come in, so a delivery backlog slows itself down rather than the API.
 *
 * Kept on globalThis: Next bundles route handlers and the instrumentation hook (which starts
 * the job runner) separately, each with its own copy of this module.
 */
const KEY = Symbol.for("commerce-payments.last-request-at");
type WithActivity = typeof globalThis & { [KEY]?: number };

export function noteRequest(): void {
  (globalThis as WithActivity)[KEY] = performance.now();
}

export function msSinceLastRequest(): number {
  return performance.now() - ((globalThis as WithActivity)[KEY] ?? -Infinity);
}
