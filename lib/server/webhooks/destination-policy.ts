import "server-only";
import dns from "node:dns";
import net from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Where webhooks may be sent. Live mode: public unicast addresses only (never loopback, private,
 * link-local, cloud metadata, CGNAT, multicast or reserved ranges). Test mode also allows
 * loopback and private networks, so a merchant can develop against a local server; link-local
 * (the metadata service) stays refused in both.
 */
const TEST_MODE_EXTRA = new Set(["loopback", "private", "uniqueLocal"]);

export class DestinationRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DestinationRefused";
  }
}

/** Why this address may not receive a webhook in this mode, or null when it may. */
export function addressProblem(address: string, testMode: boolean): string | null {
  if (!ipaddr.isValid(address)) return `'${address}' is not an IP address`;
  let ip = ipaddr.parse(address);
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  const range = ip.range();
  if (range === "unicast") return null;
  if (testMode && TEST_MODE_EXTRA.has(range)) return null;
  const what = range === "linkLocal" ? "a link-local (cloud metadata) address" : range === "loopback" ? "a loopback address" : `a ${range} address`;
  return `${address} is ${what}, which ${testMode ? "webhooks never reach" : "live-mode webhooks may not reach (test mode allows loopback and private networks)"}`;
}

/** Why this URL may not be an endpoint in this mode (scheme, literal address), or null. */
export function urlProblem(url: string, testMode: boolean): string | null {
  const u = new URL(url);
  if (!testMode && u.protocol !== "https:") return "Live-mode endpoints must use https://.";
  if (u.username || u.password) return "Endpoint URLs may not carry credentials; put a secret in the path or verify the signature instead.";
  const host = u.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host)) {
    const problem = addressProblem(host, testMode);
    if (problem) return `Refused destination: ${problem}.`;
  }
  return null;
}

const LOOKUP_TIMEOUT_MS = 3000;

/** Resolves a host name and checks every address it resolves to (used when an endpoint is saved). */
export async function resolvedProblem(url: string, testMode: boolean): Promise<string | null> {
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
    const problem = addressProblem(a.address, testMode);
    if (problem) return `Refused destination: ${host} resolves to ${problem}.`;
  }
  return null;
}

/**
 * A `lookup` for http.request that refuses forbidden addresses after resolution, so the address
 * checked is the address connected to: a DNS change between saving and sending cannot bypass it.
 */
export function guardedLookup(testMode: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 4);
      const list = addresses as unknown as dns.LookupAddress[];
      for (const a of list) {
        const problem = addressProblem(a.address, testMode);
        if (problem) return callback(new DestinationRefused(`Refused destination: ${hostname} resolves to ${problem}.`), "", 4);
      }
      if ((options as dns.LookupOptions).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
