// Runs before routing.
// Pages and server actions (not static files or the Scalar bundle):
// - a fresh CSP nonce per request: the policy goes on the response, and on the request too, where
//   Next reads the nonce and puts it on every script it renders (pages must render per request
//   for that: app/layout.tsx opts every page into dynamic rendering);
// - the other page headers (frame-ancestors/X-Frame-Options, Referrer-Policy, nosniff);
// - without a trusted proxy in front (TRUST_PROXY unset), the client's own x-forwarded-* headers
//   are dropped, so that Next fills x-forwarded-for and x-forwarded-proto from the socket and the
//   login limits see the real client address (lib/server/http/client-address.ts).
// Malformed percent-escapes: Next decodes a path's percent-escapes to match a route and answers a
// bare text/plain 500 when one is malformed (%ZZ, %E0%A4%A, or the UTF-8 of a lone surrogate,
// %ED%A0%80). Such a path names nothing: pages get the not-found page (404), the /v1 API its JSON
// 404. The matcher sends only API paths with a percent-escape here: every other API request skips the proxy, which would cost
// about a tenth of a read's time (tests/api/input-limits.test.ts holds the malformed cases).
import { NextResponse, type NextRequest } from "next/server";
import { newRequestId } from "@/lib/db/ids";
import { FORWARDING_HEADERS, requestIsHttps, trustedProxyHops } from "@/lib/server/http/client-address";
import { newNonce, pageSecurityHeaders } from "@/lib/server/http/security-headers";

export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === "/metrics") return metricsPath(request);
  return request.nextUrl.pathname.startsWith("/v1") ? apiPath(request) : page(request);
}

/**
 * /metrics decides from the client's address (loopback, or METRICS_TOKEN): as for pages, a
 * client's own forwarding headers are dropped when no proxy is trusted, so the address it sees is
 * the socket's.
 */
function metricsPath(request: NextRequest) {
  if (trustedProxyHops() > 0) return NextResponse.next();
  const requestHeaders = new Headers(request.headers);
  for (const name of FORWARDING_HEADERS) requestHeaders.delete(name);
  return NextResponse.next({ request: { headers: requestHeaders } });
}

function page(request: NextRequest) {
  const nonce = newNonce();
  // A malformed percent-escape names no page: the not-found page (404), not Next's bare 500.
  const malformed = !pathDecodes(request.nextUrl.pathname);
  const requestHeaders = new Headers(request.headers);
  const hops = trustedProxyHops();
  if (hops === 0) for (const name of FORWARDING_HEADERS) requestHeaders.delete(name);
  const https = request.nextUrl.protocol === "https:" || requestIsHttps(request.headers, hops);
  const headers = pageSecurityHeaders(request.nextUrl.pathname, nonce, { dev: process.env.NODE_ENV === "development", https }, request.nextUrl.search);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", headers["Content-Security-Policy"]);
  const response = malformed
    ? NextResponse.rewrite(new URL("/_malformed-path", request.url), { request: { headers: requestHeaders } })
    : NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

function pathDecodes(path: string): boolean {
  if (!path.includes("%")) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function apiPath(request: NextRequest) {
  if (pathDecodes(request.nextUrl.pathname)) return NextResponse.next();
  return NextResponse.json(
    { detail: [{ loc: ["path"], msg: "The URL path has a malformed percent-escape: it names no object.", type: "resource_not_found" }] },
    { status: 404, headers: { "Cache-Control": "no-store", "X-Request-Id": newRequestId(), "X-Content-Type-Options": "nosniff" } },
  );
}

export const config = {
  matcher: [
    // Pages: everything but the JSON API, Next's static assets, the files of public/ and the Scalar bundle.
    "/((?!v1(?:/|$)|webhooks/|_next/static/|_next/image|openapi\\.json$|healthz$|readyz$|api-reference/scalar\\.js$|[^/]+\\.(?:ico|svg|png|txt|webmanifest)$).*)",
    // API paths with a percent-escape only: the rest of the API never pays for a proxy.
    "/v1/(.*%.*)",
  ],
};
