// Who is on the other end of a request, for the login limits, the Secure cookie flag and /metrics.
//
// Next.js does not give route handlers or server actions the socket: it passes the peer's address
// in `x-forwarded-for`, but only when the request did not already carry that header (it never
// overwrites one). A client talking to the server directly could therefore pick any address. So:
// - TRUST_PROXY unset or 0 (nothing in front of the server): proxy.ts removes the client's own
//   `x-forwarded-*` headers before Next sees them, and Next then fills `x-forwarded-for` with the
//   socket's address and `x-forwarded-proto` with the socket's scheme. What reaches the code below
//   is the truth.
// - TRUST_PROXY=N (N reverse proxies or load balancers in front, each appending the address it
//   was connected from): the client is the Nth address from the right of `x-forwarded-for`; the
//   entries left of it were written by the client and are ignored. `x-forwarded-proto` is the
//   proxy's word for the scheme.
import ipaddr from "ipaddr.js";

/** How many reverse proxies in front of the server append to x-forwarded-for (TRUST_PROXY; 0 = none). */
export function trustedProxyHops(): number {
  const raw = (process.env.TRUST_PROXY ?? "").trim().toLowerCase();
  if (raw === "true" || raw === "yes") return 1;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 10) : 0;
}

/** The request headers a client may not set for itself when no proxy is trusted (proxy.ts strips them). */
export const FORWARDING_HEADERS = ["x-forwarded-for", "x-forwarded-proto", "x-forwarded-host", "x-forwarded-port", "x-real-ip", "forwarded"];

type HeaderSource = { get(name: string): string | null };

/**
 * The client's address as a rate-limit key: IPv4 as is (IPv4-mapped IPv6 unwrapped), IPv6 by its
 * /64 network (one subscriber usually holds a whole /64), "unknown" when nothing usable was sent.
 */
export function clientAddress(headers: HeaderSource, hops = trustedProxyHops()): string {
  return normalizeAddress(clientEntry(headers, hops));
}

/** The client's full address (for logs the merchant reads), or null when nothing usable was sent. */
export function clientIp(headers: HeaderSource, hops = trustedProxyHops()): string | null {
  return parseAddress(clientEntry(headers, hops))?.toString() ?? null;
}

function clientEntry(headers: HeaderSource, hops: number): string | undefined {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  // Without a trusted proxy Next wrote the only entry (the socket); with N proxies, the Nth from the right.
  return entries.length === 0 ? undefined : entries[Math.max(0, entries.length - Math.max(1, hops))];
}

/**
 * Whether the client is on this machine (127.0.0.0/8, ::1, or IPv4-mapped loopback), by the same
 * reading of x-forwarded-for as clientAddress: the socket's address without a trusted proxy, the
 * address the proxy saw with one. Unknown counts as not loopback.
 */
export function isLoopbackClient(headers: HeaderSource, hops = trustedProxyHops()): boolean {
  return parseAddress(clientEntry(headers, hops))?.range() === "loopback";
}

export function normalizeAddress(value: string | undefined): string {
  const ip = parseAddress(value);
  if (!ip) return "unknown";
  if (ip.kind() === "ipv4") return ip.toString();
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(":")}::/64`;
}

/** An address as proxies write it ("[2001:db8::1]:443", "203.0.113.7:51234", zone index), IPv4-mapped IPv6 unwrapped; null when unusable. */
function parseAddress(value: string | undefined): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!value) return null;
  let text = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  text = text.replace(/%.*$/, ""); // zone index
  if (!ipaddr.isValid(text)) return null;
  const ip = ipaddr.parse(text);
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) return (ip as ipaddr.IPv6).toIPv4Address();
  return ip;
}

/**
 * Whether the browser reached us over https: PUBLIC_BASE_URL says so, a trusted proxy says so in
 * x-forwarded-proto, or the request's Origin is https (a browser's Origin is its own page's).
 */
export function requestIsHttps(headers: HeaderSource, hops = trustedProxyHops()): boolean {
  if ((process.env.PUBLIC_BASE_URL ?? "").toLowerCase().startsWith("https:")) return true;
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  // Without a trusted proxy, proxy.ts replaced any client-sent value with the socket's own scheme.
  if (proto === "https") return true;
  if (hops > 0 && proto) return false;
  return (headers.get("origin") ?? "").toLowerCase().startsWith("https:");
}
