// What the merchant's request log keeps of a body: secrets never, everything else as sent.
import { describe, expect, it } from "vitest";
import { keptJson, keptText, redactJson, redactPath, redactQuery } from "@/lib/server/request-logs/redact-body";

describe("request log redaction", () => {
  it("redacts secret-named fields, keys and signing secrets by their shape, and Luhn-valid card numbers", () => {
    const body = {
      customer: {
        email: "a@b.co",
        metadata: { password: "hunter2", api_key: "abc", note: "paid with 4111-1111-1111-1111", order: "4111111111111112", phone: "+1 512 555 0100" },
      },
      processor: { secret_key: "sk_live_abcdefghijklmnop", publishable_key: "pk_live_abcdefghijklmnop", webhook_secret: "whsec_abcdefghijkl" },
      intent: { client_secret: "fpi_01abc_secret_0123456789abcdef", id: "fpi_01abc" },
      note: "use fsk_test_0123456789abcdef0123456789abcdef please",
      has_secret: true,
      amounts: [1999, -100],
    };
    expect(redactJson(body)).toEqual({
      customer: {
        email: "a@b.co",
        metadata: { password: "[redacted]", api_key: "[redacted]", note: "[redacted]", order: "4111111111111112", phone: "+1 512 555 0100" },
      },
      processor: { secret_key: "[redacted]", publishable_key: "pk_live_abcdefghijklmnop", webhook_secret: "[redacted]" },
      intent: { client_secret: "[redacted]", id: "fpi_01abc" },
      note: "[redacted]",
      has_secret: true,
      amounts: [1999, -100],
    });
  });

  it("finds a card number next to its CVC or expiry, sent as a number, in a query string or a path", () => {
    expect(
      redactJson({ a: "4242 4242 4242 4242 123", b: "4242424242424242 12/30", c: 4242424242424242, d: 4242424242424241, e: "GTIN 00012345678905" }),
    ).toEqual({
      a: "[redacted]",
      b: "[redacted]",
      c: "[redacted]",
      d: 4242424242424241,
      e: "GTIN 00012345678905",
    });
    expect(redactQuery("limit=10&email=a%40b.co&search=4242%204242%204242%204242&client_secret=fpi_1_secret_abc&password=")).toBe(
      "limit=10&email=a%40b.co&search=[redacted]&client_secret=[redacted]&password=",
    );
    expect(redactPath("/v1/customers/4242424242424242")).toBe("/v1/customers/[redacted]");
    expect(redactPath("/v1/customers/fcus_01m8b4rdg7nkpy3dsakjfkt4q0")).toBe("/v1/customers/fcus_01m8b4rdg7nkpy3dsakjfkt4q0");
  });

  it("keeps a large body as a note of its size, and a body that is not JSON as a note of its start", () => {
    expect(JSON.parse(keptJson({ big: "x".repeat(70_000) }))).toBe("(70010 bytes: not kept, over 64 KB)");
    expect(JSON.parse(keptText("<html>oops 4242424242424242</html>"))).toBe("(not JSON: [redacted])");
    expect(JSON.parse(keptText("plain"))).toBe("(not JSON: plain)");
  });
});
