import "server-only";
import dns from "node:dns";
import net from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Where webhooks may be sent, the same in both modes: public unicast addresses only. Never
 * loopback, private, link-local (cloud metadata), CGNAT, multicast, reserved or unspecified
 * ranges, nor IPv6 forms that carry such an IPv4 address: IPv4-mapped (::ffff:a.b.c.d),
 * IPv4-compatible (::a.b.c.d), SIIT (::ffff:0:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4;
 * Teredo and local-use NAT64 (64:ff9b:1::/48) are refused outright.
 *
 * An operator who runs receivers on a local network for development sets
 * WEBHOOK_ALLOW_PRIVATE_DESTINATIONS=1: loopback, private and unique-local addresses are then
 * allowed (in both modes); link-local and the rest stay refused. Replies from such destinations
 * are never stored (see postWebhook), so a webhook cannot read an internal service back.
 */
const PRIVATE_RANGES = new Set(["loopback", "private", "uniqueLocal"]);

export function privateDestinationsAllowed(): boolean {
  return process.env.WEBHOOK_ALLOW_PRIVATE_DESTINATIONS === "1";
}

export class DestinationRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DestinationRefused";
  }
}

/** The IPv4 address an IPv6 address carries by a transition mechanism, "refuse" for forms never allowed, or null. */
function embeddedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4 | "refuse" | null {
  const range = ip.range();
  const parts = ip.parts; // eight 16-bit words
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  if (range === "ipv4Mapped" || range === "rfc6145") return v4(parts[6], parts[7]);
  if (range === "6to4") return v4(parts[1], parts[2]);
  if (range === "teredo") return "refuse";
  if (range === "rfc6052") return parts[2] === 0 && parts[3] === 0 && parts[4] === 0 && parts[5] === 0 ? v4(parts[6], parts[7]) : "refuse";
  // IPv4-compatible (::a.b.c.d, deprecated): the first 96 bits are zero.
  if (parts.slice(0, 6).every((p) => p === 0) && (parts[6] !== 0 || parts[7] > 1)) return v4(parts[6], parts[7]);
  return null;
}

/**
 * Why this address may not receive a webhook, or null when it may. `allowPrivate` defaults to the
 * deployment's WEBHOOK_ALLOW_PRIVATE_DESTINATIONS.
 */
export function addressProblem(address: string, allowPrivate = privateDestinationsAllowed()): string | null {
  if (!ipaddr.isValid(address)) return `'${address}' is not an IP address`;
  const parsed = ipaddr.parse(address);
  let ip: ipaddr.IPv4 | ipaddr.IPv6 = parsed;
  if (parsed.kind() === "ipv6") {
    const embedded = embeddedIPv4(parsed as ipaddr.IPv6);
    if (embedded === "refuse") return `${address} is a ${parsed.range()} address, which webhooks never reach`;
    if (embedded) ip = embedded;
  }
  const range = ip.range();
  if (range === "unicast") return null;
  if (allowPrivate && PRIVATE_RANGES.has(range)) return null;
  const carried = ip === parsed ? "" : ` (it carries ${ip.toString()})`;
  const what = range === "linkLocal" ? "a link-local (cloud metadata) address" : range === "loopback" ? "a loopback address" : `a ${range} address`;
  const hint = PRIVATE_RANGES.has(range) ? " (a deployment may allow local receivers with WEBHOOK_ALLOW_PRIVATE_DESTINATIONS=1)" : "";
  return `${address}${carried} is ${what}, which webhooks may not reach${hint}`;
}

/** Why this URL may not be an endpoint in this mode (scheme, literal address), or null. */
export function urlProblem(url: string, testMode: boolean): string | null {
  const u = new URL(url);
  if (!testMode && u.protocol !== "https:") return "Live-mode endpoints must use https://.";
  if (u.username || u.password) return "Endpoint URLs may not carry credentials; put a secret in the path or verify the signature instead.";
  const host = u.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host)) {
    const problem = addressProblem(host);
    if (problem) return `Refused destination: ${problem}.`;
  }
  return null;
}

const LOOKUP_TIMEOUT_MS = 3000;

/** Resolves a host name and checks every address it resolves to (used when an endpoint is saved). */
export async function resolvedProblem(url: string): Promise<string | null> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host)) return null;
  let addresses: dns.LookupAddress[];
  try {
    addresses = await Promise.race([
      dns.promises.lookup(host, { all: true }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), LOOKUP_TIMEOUT_MS).unref()),
    ]);
  } catch {
    // Not resolvable now: it may be soon (DNS being set up). Every delivery checks again.
    return null;
  }
  for (const a of addresses) {
    const problem = addressProblem(a.address);
    if (problem) return `Refused destination: ${host} resolves to ${problem}.`;
  }
  return null;
}

/**
 * A `lookup` for http.request that refuses forbidden addresses after resolution, so the address
 * checked is the address connected to: a DNS change between saving and sending cannot bypass it.
 */
export function guardedLookup(): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 4);
      const list = addresses as unknown as dns.LookupAddress[];
      for (const a of list) {
        const problem = addressProblem(a.address);
        if (problem) return callback(new DestinationRefused(`Refused destination: ${hostname} resolves to ${problem}.`), "", 4);
      }
      if ((options as dns.LookupOptions).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
