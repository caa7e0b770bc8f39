import { describe, expect, it } from "vitest";
import { fillReturnUrl, returnUrlProblem, successRedirect } from "@/lib/checkout/return-url";

const ID = "fcs_01kaxyz";

describe("return URLs", () => {
  it("fills the placeholder raw, percent-encoded in either case, and repeatedly", () => {
    expect(fillReturnUrl("myapp://checkout/done?session={CHECKOUT_SESSION_ID}", ID)).toBe(`myapp://checkout/done?session=${ID}`);
    expect(fillReturnUrl("https://a.example/x?s=%7BCHECKOUT_SESSION_ID%7D&t=%7bCHECKOUT_SESSION_ID%7d", ID)).toBe(`https://a.example/x?s=${ID}&t=${ID}`);
    expect(fillReturnUrl("https://a.example/{CHECKOUT_SESSION_ID}/{CHECKOUT_SESSION_ID}", ID)).toBe(`https://a.example/${ID}/${ID}`);
    expect(fillReturnUrl("https://a.example/cart", ID)).toBe("https://a.example/cart");
  });

  it("adds checkout_session_id when the success URL has no placeholder, deep links included", () => {
    expect(successRedirect("https://a.example/thanks?order=7", ID)).toBe(`https://a.example/thanks?order=7&checkout_session_id=${ID}`);
    expect(successRedirect("myapp://done", ID)).toBe(`myapp://done?checkout_session_id=${ID}`);
    expect(successRedirect("myapp://done?s=%7BCHECKOUT_SESSION_ID%7D", ID)).toBe(`myapp://done?s=${ID}`);
  });

  it("refuses scripts, data, relative URLs and hidden control characters", () => {
    expect(returnUrlProblem("https://shop.example/thanks")).toBeNull();
    expect(returnUrlProblem("myapp://checkout/done?session={CHECKOUT_SESSION_ID}")).toBeNull();
    for (const url of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,x", "vbscript:x"])
      expect(returnUrlProblem(url)?.type).toBe("url_scheme_not_allowed");
    for (const url of ["/thanks", "shop.example", " https://x.example", "java\nscript:alert(1)", "https://x.example/\u0000", ""])
      expect(returnUrlProblem(url)?.type).toBe("url_parsing");
  });
});
