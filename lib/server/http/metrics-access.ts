import "server-only";
import { timingSafeEqual } from "node:crypto";
import { isLoopbackClient } from "./client-address";

/**
 * Who may read /metrics: a caller on this machine (by the socket's address, or the address a
 * trusted proxy saw: client-address.ts), or anyone with METRICS_TOKEN as a bearer token. Answers
 * null when allowed, else the refusal: 401 without a token, 403 with a wrong one or when no token
 * is configured for remote callers.
 */
export function metricsRefusal(headers: { get(name: string): string | null }): Response | null {
  const configured = process.env.METRICS_TOKEN?.trim();
  const auth = headers.get("authorization");
  if (auth !== null) {
    const sent = /^Bearer\s+(.+)$/i.exec(auth.trim())?.[1];
    if (configured && sent && tokensMatch(sent, configured)) return null;
    return refuse(403, "The bearer token is not this server's METRICS_TOKEN.");
  }
  if (isLoopbackClient(headers)) return null;
  if (!configured) return refuse(403, "Metrics are served to loopback callers only; set METRICS_TOKEN to let other hosts scrape with it.");
  return refuse(401, "Send METRICS_TOKEN as a bearer token.", { "WWW-Authenticate": 'Bearer realm="metrics"' });
}

function tokensMatch(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function refuse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });
}
