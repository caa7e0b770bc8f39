// The hosted checkout page opens only with its URL secret: a session id, guessed or leaked from a
// neighbour, is not enough (security issue 18, part 1).
import { describe, expect, it } from "vitest";
import { baseUrl } from "./client";
import { createSplitSession } from "./fixtures";

async function page(path: string) {
  const res = await fetch(baseUrl() + path, { redirect: "manual" });
  return { status: res.status, html: await res.text() };
}

describe("hosted checkout page access", () => {
  it("redirect_url carries a 256-bit secret in its query; the page opens with it and with nothing else", async () => {
    const { session } = await createSplitSession();
    const url = new URL(session.redirect_url);
    const secret = url.searchParams.get("secret")!;
    expect(url.pathname).toBe(`/pay/c/${session.checkout_session_id}`);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.hash).toBe("");

    const open = await page(url.pathname + url.search);
    expect(open.status).toBe(200);
    expect(open.html).toContain("Pay demo");

    const flipped = secret.slice(0, -1) + (secret.endsWith("A") ? "B" : "A");
    for (const path of [
      url.pathname,
      `${url.pathname}?secret=`,
      `${url.pathname}?secret=${flipped}`,
      `${url.pathname}?secret=${secret.slice(0, 20)}`,
      `${url.pathname}?s=${secret}`,
      `${url.pathname}?secret=${secret}x`,
    ]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.html, path).not.toContain("Pay demo");
    }
  });

  it("each session has its own secret: another session's secret does not open it", async () => {
    const a = (await createSplitSession()).session;
    const b = (await createSplitSession()).session;
    const secretB = new URL(b.redirect_url).searchParams.get("secret");
    expect(new URL(a.redirect_url).searchParams.get("secret")).not.toBe(secretB);
    expect((await page(`/pay/c/${a.checkout_session_id}?secret=${secretB}`)).status).toBe(404);
  });
});
