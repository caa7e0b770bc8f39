// How a request log's source and duration read, in the list and on a request's page.
import type { RequestLog } from "@/lib/schemas/request-log";

/** "Deploy key …x7Qa" for a secret key (its name, or "Secret key" unnamed), "Dashboard" for the dashboard's writes. */
export function requestSource(log: Pick<RequestLog, "source" | "api_key">): string {
  if (log.source === "dashboard") return "Dashboard";
  if (!log.api_key) return "Secret key";
  return `${log.api_key.name ?? "Secret key"} …${log.api_key.last_four}`;
}

/** "38 ms", "<1 ms", "1.24 s". */
export function formatDuration(ms: number): string {
  if (ms < 1) return "<1 ms";
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

/** The path as requested, with its query string. */
export function requestTarget(log: Pick<RequestLog, "path" | "query">): string {
  return log.query ? `${log.path}?${log.query}` : log.path;
}
