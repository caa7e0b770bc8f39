import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce, pageSecurityHeaders } from "@/lib/server/http/security-headers";

const directives = (policy: string) => Object.fromEntries(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1).join(" ")]));

describe("page security headers", () => {
  it("a strict nonce policy: no inline script, no eval, nobody may frame the page", () => {
    const policy = directives(contentSecurityPolicy("abc123=="));
    expect(policy["script-src"]).toBe("'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(policy["frame-ancestors"]).toBe("'none'");
    expect(policy["object-src"]).toBe("'none'");
    expect(policy["base-uri"]).toBe("'none'");
    expect(policy["form-action"]).toBe("'self'");
    expect(policy["default-src"]).toBe("'self'");
    expect(policy["connect-src"]).toBe("'self'");
    expect(contentSecurityPolicy("n")).not.toContain("unsafe-eval");
    expect(contentSecurityPolicy("n")).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy("n", { https: true })).toContain("upgrade-insecure-requests");
    expect(directives(contentSecurityPolicy("n", { dev: true }))["script-src"]).toContain("'unsafe-eval'");
  });

  it("checkout pages send no referrer to other origins; the dashboard only its origin; only the API reference may eval", () => {
    const pay = pageSecurityHeaders("/pay/c/cs_123", "n");
    expect(pay).toMatchObject({ "X-Frame-Options": "DENY", "Referrer-Policy": "same-origin", "X-Content-Type-Options": "nosniff" });
    expect(pay["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(pay["Content-Security-Policy"]).not.toContain("unsafe-eval");
    const dashboard = pageSecurityHeaders("/dashboard/customers", "n");
    expect(dashboard).toMatchObject({ "X-Frame-Options": "DENY", "Referrer-Policy": "strict-origin-when-cross-origin" });
    expect(dashboard["Content-Security-Policy"]).not.toContain("unsafe-eval");
    expect(pageSecurityHeaders("/payments", "n")["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(pageSecurityHeaders("/api-reference", "n")["Content-Security-Policy"]).toContain("'unsafe-eval'");
    expect(pageSecurityHeaders("/api-reference/x", "n")["Content-Security-Policy"]).not.toContain("'unsafe-eval'");
  });

  it("nonces are 128 random bits, new every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const n of nonces) expect(Buffer.from(n, "base64")).toHaveLength(16);
  });
});
