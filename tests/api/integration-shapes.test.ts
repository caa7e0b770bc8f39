// Request shapes that integrations in production send (client-compatibility.md, issue 7).
import { describe, expect, it } from "vitest";
import { api, apiRaw, merchants, uniq } from "./client";
import { createSession, createSplitSession, pay } from "./fixtures";

const refundPath = (id: string) => `/v1/checkout/sessions/${id}/refund` as const;

describe("POST /v1/checkout/sessions/{id}/refund wrapped in checkout_session", () => {
  it("takes line_items with amount_to_refund and refund_metadata, as the storefront plugin sends them", async () => {
    const { session, eligible } = await createSplitSession();
    await pay(session.checkout_session_id);
    const res = await api("POST", refundPath(session.checkout_session_id), {
      body: {
        checkout_session: { line_items: [{ price: eligible.price_id, amount_to_refund: 1999 }], refund_metadata: { order_id: "1042", reason: "return" } },
      },
    });
    expect(res.status, res.text).toBe(200);
    const s = res.body.checkout_session;
    expect(s.amount_refunded).toBe(1999);
    // The HSA/FSA intent is refunded first; refund_metadata becomes the refund's metadata.
    expect(s.refunds.map((r) => [r.amount, r.metadata, r.status])).toEqual([[1999, { order_id: "1042", reason: "return" }, "pending"]]);
  });

  it("takes {amount}, then {} for everything left, and refuses more than is refundable", async () => {
    const { session } = await createSplitSession();
    await pay(session.checkout_session_id);
    const part = await api("POST", refundPath(session.checkout_session_id), { body: { checkout_session: { amount: 5000 } } });
    expect(part.status, part.text).toBe(200);
    // 4743 from the HSA/FSA intent, then 257 from the regular card.
    expect(part.body.checkout_session.amount_refunded).toBe(5000);
    expect(part.body.checkout_session.refunds.map((r: { amount: number }) => r.amount)).toEqual([4743, 257]);
    const rest = await api("POST", refundPath(session.checkout_session_id), { body: { checkout_session: {} } });
    expect(rest.status).toBe(200);
    expect(rest.body.checkout_session.amount_refunded).toBe(5931);
    expect(rest.body.checkout_session.amount_received).toBe(5931);
    const more = await api("POST", refundPath(session.checkout_session_id), { body: { checkout_session: { amount: 1 } } });
    expect(more.status).toBe(400);
    expect(more.error).toEqual({
      detail: [{ loc: ["body", "checkout_session", "amount"], msg: "Amount exceeds the refundable amount of 0.", type: "amount_too_large" }],
    });
  });

  it("a replay with the same Idempotency-Key answers the same session and refunds once", async () => {
    const { session } = await createSplitSession();
    await pay(session.checkout_session_id);
    const key = `refund-${uniq()}`;
    const body = { checkout_session: { amount: 700 } };
    const first = await api("POST", refundPath(session.checkout_session_id), { body, headers: { "Idempotency-Key": key } });
    const again = await api("POST", refundPath(session.checkout_session_id), { body, headers: { "Idempotency-Key": key } });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const now = await api("GET", `/v1/checkout/sessions/${session.checkout_session_id}`);
    expect(now.body.checkout_session.amount_refunded).toBe(700);
    expect(now.body.checkout_session.refunds).toHaveLength(1);
  });

  it("still takes the refund wrapper; both wrappers at once, or another key, are 422 and refund nothing", async () => {
    const { session } = await createSplitSession();
    await pay(session.checkout_session_id);
    const viaRefund = await api("POST", refundPath(session.checkout_session_id), { body: { refund: { amount: 100 } } });
    expect(viaRefund.status).toBe(200);
    expect(viaRefund.body.checkout_session.amount_refunded).toBe(100);
    const both = await apiRaw("POST", refundPath(session.checkout_session_id), { body: { checkout_session: { amount: 1 }, refund: { amount: 1 } } });
    expect(both.status).toBe(422);
    expect(both.error.detail).toEqual([
      { loc: ["body", "refund"], msg: "Extra inputs are not permitted: wrap the fields in 'checkout_session' or 'refund'.", type: "extra_forbidden" },
    ]);
    const wrong = await apiRaw("POST", refundPath(session.checkout_session_id), { body: { session: { amount: 1 } } });
    expect(wrong.status).toBe(422);
    expect(wrong.error.detail[0]).toMatchObject({ loc: ["body", "session"], type: "extra_forbidden" });
    const bad = await api("POST", refundPath(session.checkout_session_id), { body: { checkout_session: { amount: -5 } } });
    expect(bad.status).toBe(422);
    expect(bad.error.detail[0]).toMatchObject({ loc: ["body", "checkout_session", "amount"], type: "greater_than_equal" });
    const after = await api("GET", `/v1/checkout/sessions/${session.checkout_session_id}`);
    expect(after.body.checkout_session.amount_refunded).toBe(100);
  });

  it("is 404 for another merchant's session", async () => {
    const { session } = await createSplitSession();
    await pay(session.checkout_session_id);
    const res = await api("POST", refundPath(session.checkout_session_id), { key: merchants().other.test_secret_key, body: { checkout_session: {} } });
    expect(res.status).toBe(404);
    expect(res.error.detail[0].type).toBe("resource_not_found");
  });
});

describe("success_url and cancel_url", () => {
  it("accept any absolute URL with a scheme, app deep links included, as sent", async () => {
    const { price_id } = (
      await api("POST", "/v1/prices", {
        body: {
          price: { product: (await api("POST", "/v1/products", { body: { product: { name: `Gauze ${uniq()}` } } })).body.product.product_id, unit_amount: 300 },
        },
      })
    ).body.price;
    const urls = [
      ["myapp://checkout/done?session={CHECKOUT_SESSION_ID}", "myapp://checkout/cart"],
      ["https://shop.example/thanks?s=%7BCHECKOUT_SESSION_ID%7D", "http://localhost:5173/cart"],
      ["com.example.store:/payment/return", "exp+store://expo-development-client/?url=x"],
    ];
    for (const [success, cancel] of urls) {
      const s = await createSession({ line_items: [{ price: price_id }], success_url: success, cancel_url: cancel });
      expect([s.success_url, s.cancel_url]).toEqual([success, cancel]);
    }
  });

  it("refuse javascript:, data: and vbscript: (any case) and relative URLs with 422, creating nothing", async () => {
    const before = await api("GET", "/v1/checkout/sessions?limit=1");
    const cases: [string, string, string][] = [
      ["success_url", "javascript:alert(document.cookie)", "url_scheme_not_allowed"],
      ["cancel_url", "JavaScript:alert(1)", "url_scheme_not_allowed"],
      ["success_url", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", "url_scheme_not_allowed"],
      ["cancel_url", "vbscript:msgbox(1)", "url_scheme_not_allowed"],
      ["success_url", "java\tscript:alert(1)", "url_parsing"],
      ["success_url", "/thanks", "url_parsing"],
      ["cancel_url", "shop.example/cart", "url_parsing"],
    ];
    for (const [field, url, type] of cases) {
      const res = await api("POST", "/v1/checkout/sessions", {
        body: { checkout_session: { line_items: [{ price_data: { product: "fprod_x", unit_amount: 100 } }], [field]: url } },
      });
      expect(res.status, url).toBe(422);
      expect(res.error.detail).toContainEqual(expect.objectContaining({ loc: ["body", "checkout_session", field], type }));
    }
    const after = await api("GET", "/v1/checkout/sessions?limit=1");
    expect(after.body.checkout_sessions[0]?.checkout_session_id).toBe(before.body.checkout_sessions[0]?.checkout_session_id);
  });
});

describe("list bounds the database can hold", () => {
  it("interval beyond 100 years is a 422, never a 500 (make_interval overflow)", async () => {
    for (const value of ["10000000000", "36501", "-1", "1.5"]) {
      const res = await api("GET", `/v1/payment_intents?interval=${value}`);
      expect(res.status, value).toBe(422);
      expect(res.error.detail[0].loc).toEqual(["query", "interval"]);
    }
    const ok = await api("GET", "/v1/payment_intents?interval=36500&limit=1");
    expect(ok.status).toBe(200);
  });
});
