import { afterEach, describe, expect, it } from "vitest";
import { clientAddress, normalizeAddress, requestIsHttps, trustedProxyHops } from "@/lib/server/http/client-address";

const h = (headers: Record<string, string>) => new Headers(headers);
const saved = { TRUST_PROXY: process.env.TRUST_PROXY, PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL };
afterEach(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

describe("client address", () => {
  it("TRUST_PROXY: unset, 0 or junk trust nothing; a number is the count of proxies in front", () => {
    for (const v of [undefined, "", "0", "no", "-1", "1.5"]) {
      if (v === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = v;
      expect(trustedProxyHops()).toBe(0);
    }
    process.env.TRUST_PROXY = "1";
    expect(trustedProxyHops()).toBe(1);
    process.env.TRUST_PROXY = "true";
    expect(trustedProxyHops()).toBe(1);
    process.env.TRUST_PROXY = "2";
    expect(trustedProxyHops()).toBe(2);
  });

  it("without a trusted proxy: the one address Next wrote from the socket", () => {
    expect(clientAddress(h({ "x-forwarded-for": "127.0.0.1" }), 0)).toBe("127.0.0.1");
    expect(clientAddress(h({ "x-forwarded-for": "::ffff:192.0.2.7" }), 0)).toBe("192.0.2.7");
    expect(clientAddress(h({}), 0)).toBe("unknown");
  });

  it("behind N trusted proxies: the Nth address from the right; what the client wrote before it is ignored", () => {
    const chain = h({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2" });
    expect(clientAddress(chain, 1)).toBe("10.0.0.2");
    expect(clientAddress(chain, 2)).toBe("203.0.113.9");
    // Fewer entries than proxies: the leftmost one there is.
    expect(clientAddress(h({ "x-forwarded-for": "203.0.113.9" }), 3)).toBe("203.0.113.9");
  });

  it("normalizes: ports dropped, IPv4-mapped unwrapped, IPv6 by its /64, junk is 'unknown'", () => {
    expect(normalizeAddress("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(normalizeAddress("[2001:db8:1:2:3:4:5:6]:443")).toBe("2001:db8:1:2::/64");
    expect(normalizeAddress("2001:db8:1:2:ffff::1")).toBe("2001:db8:1:2::/64");
    expect(normalizeAddress("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(normalizeAddress("not an address")).toBe("unknown");
    expect(normalizeAddress("")).toBe("unknown");
  });
});

describe("requestIsHttps", () => {
  it("PUBLIC_BASE_URL https, the (trusted or socket's) x-forwarded-proto, or an https Origin", () => {
    delete process.env.PUBLIC_BASE_URL;
    expect(requestIsHttps(h({ "x-forwarded-proto": "http" }), 0)).toBe(false);
    expect(requestIsHttps(h({ "x-forwarded-proto": "https" }), 1)).toBe(true);
    expect(requestIsHttps(h({ "x-forwarded-proto": "http" }), 1)).toBe(false);
    expect(requestIsHttps(h({ "x-forwarded-proto": "http", origin: "https://pay.example.com" }), 0)).toBe(true);
    // A trusted proxy's word beats the Origin.
    expect(requestIsHttps(h({ "x-forwarded-proto": "http", origin: "https://pay.example.com" }), 1)).toBe(false);
    process.env.PUBLIC_BASE_URL = "https://pay.example.com";
    expect(requestIsHttps(h({ "x-forwarded-proto": "http" }), 0)).toBe(true);
  });
});
