import "server-only";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { inSpan, SpanKind, tracingOn } from "@/lib/telemetry/spans";
import { addressProblem, guardedLookup } from "./destination-policy";

export const WEBHOOK_TIMEOUT_MS = Number(process.env.WEBHOOK_TIMEOUT_MS || 15_000);
const EXCERPT_BYTES = 1024;

export type PostOutcome =
  | { ok: boolean; status: number; latencyMs: number; excerpt: string | null; error: null }
  | { ok: false; status: null; latencyMs: number; excerpt: null; error: string };

// Keep-alive: a burst of events to one receiver reuses its connections.
const agents = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: 16 }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 16 }),
};

/**
 * POSTs one signed delivery. 2xx is success; any other status, a timeout, a refused connection or
 * a refused destination is a failure with what happened in `error`. Redirects are not followed.
 * The reply's first 1 KB is kept only when the address connected to is public: a receiver on a
 * local network (allowed by WEBHOOK_ALLOW_PRIVATE_DESTINATIONS) is never read back.
 */
export function postWebhook(url: string, headers: Record<string, string>, body: string): Promise<PostOutcome> {
  if (!tracingOn()) return sendWebhook(url, headers, body);
  return inSpan("webhook POST", { kind: SpanKind.CLIENT, attributes: { "server.address": new URL(url).hostname } }, async (span) => {
    const outcome = await sendWebhook(url, headers, body);
    if (outcome.status !== null) span?.setAttribute("http.response.status_code", outcome.status);
    if (outcome.error) span?.setAttribute("error.type", outcome.error.slice(0, 200));
    return outcome;
  });
}

function sendWebhook(url: string, headers: Record<string, string>, body: string): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const u = new URL(url);
  const literal = u.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(literal)) {
    const problem = addressProblem(literal);
    if (problem) return Promise.resolve({ ok: false, status: null, latencyMs: 0, excerpt: null, error: `Refused destination: ${problem}.` });
  }
  const client = u.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const req = client.request(
      u,
      {
        method: "POST",
        agent: agents[u.protocol as "http:" | "https:"],
        lookup: guardedLookup(),
        headers: {
          ...headers,
          "Content-Type": "application/json",
          "Content-Length": String(Buffer.byteLength(body)),
          "User-Agent": "CommercePayments-Webhooks/1.0",
        },
        timeout: WEBHOOK_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          if (size < EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        res.on("end", () => {
          const status = res.statusCode ?? 0;
          const remote = res.socket?.remoteAddress;
          const publicDestination = remote !== undefined && addressProblem(remote, false) === null;
          const excerpt = publicDestination ? Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString("utf8") : null;
          done({ ok: status >= 200 && status < 300, status, latencyMs: elapsed(), excerpt, error: null });
        });
        res.on("error", (e) => done({ ok: false, status: null, latencyMs: elapsed(), excerpt: null, error: describe(e) }));
      },
    );
    req.on("timeout", () => {
      req.destroy(new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s (timeout).`));
    });
    req.on("error", (e) => done({ ok: false, status: null, latencyMs: elapsed(), excerpt: null, error: describe(e) }));
    req.end(body);
  });
}

function describe(error: Error & { code?: string }): string {
  if (error.name === "DestinationRefused") return error.message;
  if (error.code === "ECONNREFUSED") return "Connection refused.";
  if (error.code === "ENOTFOUND") return "The host name does not resolve (DNS).";
  if (error.code === "ECONNRESET") return "The connection was reset before an answer.";
  return error.message || String(error);
}
