// What operators and load balancers call: /healthz (liveness), /readyz (readiness).
import { readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { baseUrl } from "./client";

describe("GET /readyz", () => {
  it("answers 200 {status: ok} without a key, uncached, with no rate-limit headers and no request log line", async () => {
    const res = await fetch(`${baseUrl()}/readyz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-ratelimit-limit")).toBeNull();
    expect(await res.json()).toEqual({ status: "ok" });
    // A probe every second must not fill the request log.
    await new Promise((r) => setTimeout(r, 100));
    const lines = readFileSync(inject("serverLog"), "utf8").split("\n").filter((l) => l.includes('"msg":"request"'));
    expect(lines.some((l) => l.includes('"/readyz"'))).toBe(false);
  });

  it("/healthz stays liveness: 200 {status: ok}", async () => {
    const res = await fetch(`${baseUrl()}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });
});
