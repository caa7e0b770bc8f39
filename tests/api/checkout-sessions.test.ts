import { describe, expect, it } from "vitest";
import { checkoutSessionSchema } from "@/lib/schemas/checkout-session";
import { api, apiRaw, baseUrl, merchants, uniq } from "./client";
import { createSession, createSplitSession, expanded, intentsOf, makePrice, pay } from "./fixtures";

describe("POST /v1/checkout/sessions", () => {
  it("prices a split cart cent for cent, with two intents and a redirect_url", async () => {
    const { session } = await createSplitSession({ client_reference_id: `order-${uniq()}`, metadata: { order: "1" } });
    expect(session).toMatchObject({
      checkout_session_id: expect.stringMatching(/^fcs_[0-9a-z]{26}$/),
      status: "open",
      mode: "payment",
      origin: "api",
      amount_subtotal: 4999,
      amount_total: 4999 + 599 + 333,
      amount_received: 0,
      amount_refunded: 0,
      capture_method: "automatic",
      hsa_fsa_eligible: true,
      letter_of_medical_necessity_required: false,
      redirect_url: expect.stringMatching(new RegExp(`^${baseUrl()}/pay/c/${session.checkout_session_id}\\?secret=[A-Za-z0-9_-]{43}$`)),
      success_url: "https://shop.example/thanks",
      cancel_url: null,
      customer: null,
      tax_rate: { amount: 333 },
      tax_calculation_mode: "exclusive",
      test_mode: true,
      captures: [],
      refunds: [],
      metadata: { order: "1" },
    });
    expect(Number.isInteger(session.created_at)).toBe(true);
    expect(session.expires_at - session.created_at).toBe(24 * 3600);
    expect(session.total_details).toEqual({
      amount_discount: 0,
      amount_tax: 333,
      amount_shipping: 599,
      amount_iias: 3998,
      amount_vision: 0,
      amount_prescription: 0,
      amount_service: 0,
      amount_fee: 0,
    });
    const { eligible_cart: e, non_eligible_cart: n } = session.split_cart!;
    // Shipping and tax pro rata by subtotal, eligible share rounded down: 599*3998/4999 = 479.04, 333*3998/4999 = 266.3.
    expect(e).toMatchObject({ amount_subtotal: 3998, amount_discount: 0, amount_shipping: 479, amount_tax: 266, amount_total: 4743 });
    expect(n).toMatchObject({ amount_subtotal: 1001, amount_discount: 0, amount_shipping: 120, amount_tax: 67, amount_total: 1188 });
    expect(e.amount_total + n.amount_total).toBe(session.amount_total);
    expect(session.split_cart!.checkout_session_id).toBe(session.checkout_session_id);
    expect(session.payment_intents).toEqual([e.payment_intent, n.payment_intent]);
    expect(session.payment_intent).toBe(e.payment_intent);
    const { eligible, nonEligible } = await intentsOf(session.checkout_session_id);
    expect(eligible).toMatchObject({ amount: 4743, status: "requires_payment_method", amount_received: 0 });
    expect(nonEligible).toMatchObject({ amount: 1188, status: "requires_payment_method" });
  });

  it("applies coupons, repeated coupon entries, inline coupon_data, promo codes and fees exactly", async () => {
    const eligible = await makePrice(2500, "vision");
    const other = await makePrice(1000, null);
    const coupon = (await api("POST", "/v1/coupons", { body: { coupon: { amount_off: 100 } } })).body.coupon;
    const promoCoupon = (await api("POST", "/v1/coupons", { body: { coupon: { percent_off: 10 } } })).body.coupon;
    const code = `TEN${uniq()}`;
    await api("POST", "/v1/promo_codes", { body: { promo_code: { coupon_id: promoCoupon.coupon_id, code } } });
    const session = await createSession({
      line_items: [{ price: eligible.price_id }, { price: other.price_id, quantity: 2 }],
      discounts: [
        { coupon_id: coupon.coupon_id },
        { coupon_id: coupon.coupon_id },
        { coupon_data: { name: "Inline", amount_off: 50, applies_to: { prices: [other.price_id] } } },
        { promo_code: code.toLowerCase() },
      ],
      fees: [{ amount: 150, fee_type: "custom", name: "Handling", description: "Packaging" }],
    });
    // subtotal 4500; -100 -100 (pro rata over all lines) -50 (other only) -10% of the rest (4250 -> 425)
    expect(session.amount_subtotal).toBe(4500);
    expect(session.total_details.amount_discount).toBe(100 + 100 + 50 + 425);
    expect(session.total_details.amount_fee).toBe(150);
    expect(session.amount_total).toBe(4500 - 675 + 150);
    expect(session.split_cart!.eligible_cart.amount_total + session.split_cart!.non_eligible_cart.amount_total).toBe(session.amount_total);
    expect(session.fees).toEqual([{ amount: 150, fee_type: "custom", name: "Handling", description: "Packaging" }]);
  });

  it("a refused create keeps none of the inline prices and coupons it made on the way (no Idempotency-Key)", async () => {
    const product = (await api("POST", "/v1/products", { body: { product: { name: `Inline ${uniq()}` } } })).body.product;
    const newest = async (type: string) => (await api("GET", `/v1/events?event_type=${type}&limit=1`)).body.events[0]?.event_id ?? null;
    const before = { price: await newest("price.created"), coupon: await newest("coupon.created") };
    const inline = { price_data: { product: product.product_id, unit_amount: 500 } };
    // The inline price resolves first, then a later line or discount is refused.
    const missingPrice = await api("POST", "/v1/checkout/sessions", { body: { checkout_session: { line_items: [inline, { price: "fprice_missing" }] } } });
    expect(missingPrice.status).toBe(422);
    expect(missingPrice.error.detail[0]).toMatchObject({ loc: ["body", "checkout_session", "line_items", 1, "price"], type: "price_not_found" });
    const badPromo = await api("POST", "/v1/checkout/sessions", {
      body: { checkout_session: { line_items: [inline], discounts: [{ coupon_data: { name: "One-off", amount_off: 50 } }, { promo_code: `NOPE${uniq()}` }] } },
    });
    expect(badPromo.status).toBe(400);
    expect(badPromo.error.detail[0]).toMatchObject({ loc: ["body", "checkout_session", "discounts", 1, "promo_code"], type: "promo_code_invalid" });

    expect((await api("GET", `/v1/prices?product=${product.product_id}`)).body.prices).toEqual([]);
    expect({ price: await newest("price.created"), coupon: await newest("coupon.created") }).toEqual(before);
    // The same cart without the refused part is created, with its inline price.
    const ok = await createSession({ line_items: [inline], discounts: [{ coupon_data: { name: "One-off", amount_off: 50 } }] });
    expect(ok.amount_total).toBe(450);
    expect((await api("GET", `/v1/prices?product=${product.product_id}`)).body.prices).toHaveLength(1);
  });

  it("422 price_not_found, exactly as integrations expect, for unknown and deactivated prices", async () => {
    const price = await makePrice(500, null);
    await api("PATCH", `/v1/prices/${price.price_id}`, { body: { price: { active: false } } });
    for (const id of ["fprice_nope", price.price_id]) {
      const res = await api("POST", "/v1/checkout/sessions", { body: { checkout_session: { line_items: [{ price: id, quantity: 1 }] } } });
      expect(res.status).toBe(422);
      expect(res.error).toEqual({
        detail: [{ loc: ["body", "checkout_session", "line_items", 0, "price"], msg: expect.stringMatching(/^price_not_found: /), type: "price_not_found" }],
      });
    }
  });

  it("accepts price_data lines, empty defaults ([] and empty strings) and read-only fields copied back", async () => {
    const p = (await api("POST", "/v1/products", { body: { product: { name: "PD", hsa_fsa_eligibility: "service" } } })).body.product;
    const a = await createSession({
      line_items: [{ price_data: { product: p.product_id, unit_amount: 4200 }, quantity: 1 }],
      defaults: [],
      status: "complete",
      amount_total: 1,
    });
    expect(a).toMatchObject({ status: "open", amount_total: 4200, defaults: {}, hsa_fsa_eligible: true, split_cart: null });
    const b = await createSession({
      line_items: [{ price_data: { product: p.product_id, unit_amount: 100 } }],
      defaults: { email: "x@y.co", phone: "", first_name: "Ann" },
    });
    expect(b.defaults).toMatchObject({ email: "x@y.co", phone: null, first_name: "Ann" });
  });

  it("422s: no line items, unknown customer, bad mode, unknown field", async () => {
    const r1 = await api("POST", "/v1/checkout/sessions", { body: { checkout_session: { line_items: [] } } });
    expect(r1.status).toBe(422);
    expect(r1.error.detail[0]).toMatchObject({ loc: ["body", "checkout_session", "line_items"], type: "missing" });
    const price = await makePrice(100, null);
    const r2 = await api("POST", "/v1/checkout/sessions", { body: { checkout_session: { line_items: [{ price: price.price_id }], customer: "fcus_nope" } } });
    expect(r2.error.detail[0]).toMatchObject({ loc: ["body", "checkout_session", "customer"], type: "customer_not_found" });
    const r3 = await apiRaw("POST", "/v1/checkout/sessions", { body: { checkout_session: { line_items: [{ price: price.price_id }], mode: "layaway" } } });
    expect(r3.error.detail[0]).toMatchObject({ loc: ["body", "checkout_session", "mode"], type: "enum" });
    const r4 = await apiRaw("POST", "/v1/checkout/sessions", { body: { checkout_session: { line_items: [{ price: price.price_id }], colour: 1 } } });
    expect(r4.error.detail[0]).toMatchObject({ loc: ["body", "checkout_session", "colour"], type: "extra_forbidden" });
  });

  it("replays an idempotent create byte for byte", async () => {
    const price = await makePrice(100, null);
    const key = `cs-${uniq()}`;
    const body = { checkout_session: { line_items: [{ price: price.price_id }] } };
    const a = await api("POST", "/v1/checkout/sessions", { body, headers: { "Idempotency-Key": key } });
    const b = await api("POST", "/v1/checkout/sessions", { body, headers: { "Idempotency-Key": key } });
    expect(b.text).toBe(a.text);
    expect(b.headers.get("idempotent-replayed")).toBe("true");
  });
});

describe("paying a session", () => {
  it("automatic capture: complete at once, amount_received = amount_total, captures recorded, completed event", async () => {
    const { session } = await createSplitSession();
    const res = await pay(session.checkout_session_id);
    expect(res.status).toBe(200);
    const s = res.body.checkout_session;
    expect(s).toMatchObject({ status: "complete", amount_received: 5931 });
    expect(s.captures).toHaveLength(1);
    expect(s.captures[0]).toMatchObject({ amount_captured: 5931, amount_shipping_captured: 599, amount_tax_captured: 333, amount_discount_captured: 0 });
    const { eligible, nonEligible } = await intentsOf(s.checkout_session_id);
    expect(eligible).toMatchObject({ status: "succeeded", amount_received: 4743, amount_capturable: 0 });
    expect(nonEligible).toMatchObject({ status: "succeeded", amount_received: 1188 });
    const events = await api("GET", `/v1/events?object_id=${s.checkout_session_id}`);
    const completed = events.body.events.filter((e: { event_type: string }) => e.event_type === "checkout.session.completed");
    expect(completed).toHaveLength(1);
    expect(completed[0].object.checkout_session).toMatchObject({
      checkout_session_id: s.checkout_session_id,
      status: "complete",
      amount_total: 5931,
      redirect_url: s.redirect_url,
      success_url: s.success_url,
    });
  });

  it("a declined regular card releases the HSA hold and leaves the session open; a retry succeeds", async () => {
    const { session } = await createSplitSession();
    const declined = await pay(session.checkout_session_id, { payment_method: "pm_card_chargeDeclined", hsa_fsa_payment_method: "pm_card_hsa_fsa" });
    expect(declined.status).toBe(400);
    expect(declined.error.detail).toEqual([
      { loc: ["body", "payment", "payment_method"], msg: "Your card was declined. Try another card.", type: "card_declined" },
    ]);
    const after = await api("GET", `/v1/checkout/sessions/${session.checkout_session_id}`);
    expect(after.body.checkout_session).toMatchObject({ status: "open", amount_received: 0 });
    const { eligible, nonEligible } = await intentsOf(session.checkout_session_id);
    expect(eligible).toMatchObject({ status: "requires_payment_method", amount_capturable: 0 });
    expect(nonEligible.status).toBe("requires_payment_method");
    const insufficient = await pay(session.checkout_session_id, { payment_method: "pm_card_insufficientFunds", hsa_fsa_payment_method: "pm_card_hsa_fsa" });
    expect(insufficient.error.detail[0].msg).toContain("insufficient funds");
    const ok = await pay(session.checkout_session_id);
    expect(ok.body.checkout_session.status).toBe("complete");
  });

  it("an HSA/FSA card cannot pay the non-eligible cart", async () => {
    const { session } = await createSplitSession();
    const res = await pay(session.checkout_session_id, { payment_method: "pm_card_hsa_fsa" });
    expect(res.status).toBe(400);
    expect(res.error.detail[0]).toMatchObject({ type: "card_declined", msg: expect.stringContaining("HSA/FSA cards can only pay for eligible items") });
  });

  it("manual capture: paid with amounts capturable; a paid session cannot be paid again", async () => {
    const { session } = await createSplitSession({ capture_method: "manual" });
    const res = await pay(session.checkout_session_id);
    expect(res.body.checkout_session).toMatchObject({ status: "paid", amount_received: 0 });
    const { eligible } = await intentsOf(session.checkout_session_id);
    expect(eligible).toMatchObject({ status: "requires_capture", amount_capturable: 4743 });
    const again = await pay(session.checkout_session_id);
    expect(again.status).toBe(400);
    expect(again.error.detail[0].type).toBe("checkout_session_unexpected_state");
  });

  it("live keys cannot use the test helper (404)", async () => {
    const res = await api("POST", "/v1/test_helpers/checkout/sessions/fcs_x/pay", { key: merchants().demo.live_secret_key, body: { payment: {} } });
    expect(res.status).toBe(404);
  });

  it("a letter of medical necessity: intake saved, approved at once in test mode", async () => {
    const price = await makePrice(9900, "letter_of_medical_necessity");
    const session = await createSession({ line_items: [{ price: price.price_id }], visit_type: "cbtSleep" });
    expect(session.letter_of_medical_necessity_required).toBe(true);
    const res = await pay(session.checkout_session_id, { hsa_fsa_payment_method: "pm_card_hsa_fsa", intake: { sleep_hours: "5", duration: "6 months" } });
    expect(res.status).toBe(200);
    expect(res.body.checkout_session.status).toBe("complete");
  });
});

describe("answers are the stored state", () => {
  // Create, pay and capture answer from the rows they write (one statement each), not from a
  // re-read: what they answer, what a retrieve shows and what their events carry must agree.
  const retrieve = async (id: string) => (await api("GET", `/v1/checkout/sessions/${id}`)).body.checkout_session;
  const eventObject = async (id: string, type: string) =>
    (await api("GET", `/v1/events?object_id=${id}`)).body.events.find((e: { event_type: string }) => e.event_type === type)?.object;

  it("create, automatic pay and manual capture answer exactly what a retrieve then shows", async () => {
    const { session } = await createSplitSession({ metadata: { order: "answers" }, client_reference_id: `ref-${uniq()}` });
    expect(await retrieve(session.checkout_session_id)).toEqual(session);
    expect(await eventObject(session.checkout_session_id, "checkout.session.created")).toEqual({ checkout_session: session });
    const { all: created } = await intentsOf(session.checkout_session_id);
    expect(created.map((p) => [p.cart, p.amount, p.status]).sort()).toEqual([
      ["eligible", 4743, "requires_payment_method"],
      ["non_eligible", 1188, "requires_payment_method"],
    ]);

    const paid = (await pay(session.checkout_session_id)).body.checkout_session;
    expect(paid).toMatchObject({ status: "complete", amount_received: 5931 });
    expect(await retrieve(session.checkout_session_id)).toEqual(paid);
    expect(await eventObject(session.checkout_session_id, "checkout.session.completed")).toEqual({ checkout_session: paid });
    const capture = paid.captures[0];
    expect((await api("GET", `/v1/captures/${capture.capture_id}`)).body.capture).toEqual(capture);
    const { all: intents } = await intentsOf(session.checkout_session_id);
    for (const pi of intents) {
      const got = (await api("GET", `/v1/payment_intents/${pi.payment_intent_id}`)).body.payment_intent;
      expect(await eventObject(pi.payment_intent_id, "payment_intent.succeeded")).toEqual({ payment_intent: got });
    }

    const { session: manual, eligible } = await createSplitSession({ capture_method: "manual" });
    await pay(manual.checkout_session_id);
    const captured = (
      await api("POST", `/v1/checkout/sessions/${manual.checkout_session_id}/capture`, {
        body: { capture: { line_items: [{ price: eligible.price_id, quantity: 1 }] } },
      })
    ).body.checkout_session;
    expect(captured).toMatchObject({ status: "complete", amount_received: 1999 + 239 + 133 });
    expect(await retrieve(manual.checkout_session_id)).toEqual(captured);
    const { eligible: held, nonEligible: released } = await intentsOf(manual.checkout_session_id);
    expect([held.status, held.amount_received, released.status, released.amount_received]).toEqual(["succeeded", 2371, "canceled", 0]);
  });
});

describe("the documented CheckoutSession shape", () => {
  // z.object drops keys it does not declare, at every depth: a parse equal to the answer means
  // every field is declared, with its exact type (the OpenAPI component is generated from it).
  const matches = (session: unknown) => expect(checkoutSessionSchema.parse(session)).toEqual(session);

  it("describes sessions exactly: open, paid, captured by line, refunded, with customer and intents expanded", async () => {
    const customer = (await api("POST", "/v1/customers", { body: { customer: { email: `shape-${uniq()}@example.com` } } })).body.customer;
    const { session, eligible } = await createSplitSession({
      capture_method: "manual",
      customer: customer.customer_id,
      defaults: { email: "shape@example.com", phone: "" },
    });
    matches(session);
    await pay(session.checkout_session_id);
    const captured = (
      await api("POST", `/v1/checkout/sessions/${session.checkout_session_id}/capture`, {
        body: { capture: { line_items: [{ price: eligible.price_id, quantity: 1 }] } },
      })
    ).body.checkout_session;
    expect(captured.captures).toHaveLength(1);
    matches(captured);
    const refunded = await api("POST", `/v1/checkout/sessions/${session.checkout_session_id}/refund`, { body: { checkout_session: { amount: 500 } } });
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body.checkout_session.refunds).toHaveLength(1);
    matches(refunded.body.checkout_session);
    const read = (await api("GET", `/v1/checkout/sessions/${session.checkout_session_id}?expand=customer,payment_intents`)).body.checkout_session;
    expect(expanded(read.customer).customer_id).toBe(customer.customer_id);
    expect(typeof read.payment_intents[0]).toBe("object");
    expect(typeof read.split_cart!.eligible_cart.payment_intent).toBe("object");
    expect(read.line_items[0].quantity_captured).toBe(1);
    matches(read);
  });
});

describe("capture, cancel and refund", () => {
  it("captures part of a manual payment by line; the rest is released", async () => {
    const { session, eligible, other } = await createSplitSession({ capture_method: "manual" });
    await pay(session.checkout_session_id);
    const res = await api("POST", `/v1/checkout/sessions/${session.checkout_session_id}/capture`, {
      body: { capture: { line_items: [{ price: eligible.price_id, quantity: 1 }, { price: other.price_id }], metadata: { by: "test" } } },
    });
    expect(res.status).toBe(200);
    const s = res.body.checkout_session;
    // Eligible: 1999 + floor(479*1999/3998)=239 + floor(266*1999/3998)=133 = 2371; non-eligible whole: 1188.
    expect(s).toMatchObject({ status: "complete", amount_received: 2371 + 1188 });
    expect(s.captures[0]).toMatchObject({
      amount_captured: 3559,
      amount_shipping_captured: 239 + 120,
      amount_tax_captured: 133 + 67,
      amount_discount_captured: 0,
      metadata: { by: "test" },
    });
    expect(s.captures[0].items.map((i: { amount_captured: number; quantity: number }) => [i.amount_captured, i.quantity])).toEqual([
      [1999, 1],
      [1001, 1],
    ]);
    const { eligible: e } = await intentsOf(session.checkout_session_id);
    expect(e).toMatchObject({ status: "succeeded", amount_received: 2371, amount_capturable: 0 });
    const captureId = s.captures[0].capture_id;
    const got = await api("GET", `/v1/captures/${captureId}`);
    expect(got.body.capture).toEqual(s.captures[0]);
    const patched = await api("PATCH", `/v1/captures/${captureId}`, { body: { capture: { metadata: { note: "ok" } } } });
    expect(patched.body.capture.metadata).toEqual({ by: "test", note: "ok" });
    const twice = await api("POST", `/v1/checkout/sessions/${session.checkout_session_id}/capture`, { body: {} });
    expect(twice.status).toBe(400);
  });

  it("cancel releases holds; canceling again answers unchanged; a complete session cannot be canceled", async () => {
    const { session } = await createSplitSession({ capture_method: "manual" });
    await pay(session.checkout_session_id);
    const res = await api("POST", `/v1/checkout/sessions/${session.checkout_session_id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.checkout_session.status).toBe("canceled");
    const { all } = await intentsOf(session.checkout_session_id);
    expect(all.every((p) => p.status === "canceled" && p.amount_capturable === 0)).toBe(true);
    expect((await api("POST", `/v1/checkout/sessions/${session.checkout_session_id}/cancel`)).body.checkout_session.status).toBe("canceled");
    const done = await createSplitSession();
    await pay(done.session.checkout_session_id);
    const refused = await api("POST", `/v1/checkout/sessions/${done.session.checkout_session_id}/cancel`);
    expect(refused.status).toBe(400);
    expect(refused.error.detail[0].type).toBe("checkout_session_unexpected_state");
  });

  it("payment intent cancel: not once succeeded; canceled stays canceled", async () => {
    const { session } = await createSplitSession({ capture_method: "manual" });
    await pay(session.checkout_session_id);
    const { eligible, nonEligible } = await intentsOf(session.checkout_session_id);
    const c1 = await api("POST", `/v1/payment_intents/${eligible.payment_intent_id}/cancel`);
    expect(c1.body.payment_intent).toMatchObject({ status: "canceled", amount_capturable: 0 });
    const c2 = await api("POST", `/v1/payment_intents/${eligible.payment_intent_id}/cancel`);
    expect(c2.text).toBe(c1.text);
    await api("POST", `/v1/payment_intents/${nonEligible.payment_intent_id}/cancel`);
    expect((await api("GET", `/v1/checkout/sessions/${session.checkout_session_id}`)).body.checkout_session.status).toBe("canceled");
    const paid = await createSplitSession();
    await pay(paid.session.checkout_session_id);
    const { eligible: done } = await intentsOf(paid.session.checkout_session_id);
    const refused = await api("POST", `/v1/payment_intents/${done.payment_intent_id}/cancel`);
    expect(refused.status).toBe(400);
    expect(refused.error.detail[0].type).toBe("payment_intent_unexpected_state");
  });

  it("refunds: pending, then succeeded with an acquirer reference number; never more than captured", async () => {
    const { session } = await createSplitSession();
    await pay(session.checkout_session_id);
    const { eligible } = await intentsOf(session.checkout_session_id);
    const res = await api("POST", "/v1/refunds", {
      body: { refund: { payment_intent_id: eligible.payment_intent_id, amount: 1000, reason: "duplicate", metadata: { ticket: "9" } } },
    });
    expect(res.status).toBe(200);
    expect(res.body.refund).toEqual({
      refund_id: expect.stringMatching(/^fre_/),
      payment_intent_id: eligible.payment_intent_id,
      amount: 1000,
      created_at: expect.stringMatching(/Z$/),
      reason: "duplicate",
      status: "pending",
      test_mode: true,
      metadata: { ticket: "9" },
      reference_id: null,
      reference_type: "acquirer_reference_number",
      reference_status: "pending",
      checkout_session: session.checkout_session_id,
    });
    const id = res.body.refund.refund_id;
    await expect.poll(async () => (await api("GET", `/v1/refunds/${id}`)).body.refund.status, { timeout: 45_000, interval: 500 }).toBe("succeeded");
    const settled = (await api("GET", `/v1/refunds/${id}`)).body.refund;
    expect(settled).toMatchObject({
      reference_id: expect.stringMatching(/^\d{23}$/),
      reference_type: "acquirer_reference_number",
      reference_status: "available",
    });
    const events = await api("GET", `/v1/events?object_id=${id}`);
    expect(events.body.events.map((e: { event_type: string }) => e.event_type)).toEqual(["refund.updated", "refund.created"]);
    const tooMuch = await api("POST", "/v1/refunds", { body: { refund: { payment_intent_id: eligible.payment_intent_id, amount: 3744 } } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.error.detail).toEqual([
      { loc: ["body", "refund", "amount"], msg: "Amount exceeds the refundable amount of 3743.", type: "amount_too_large" },
    ]);
    const rest = await api("POST", "/v1/refunds", { body: { refund: { payment_intent_id: eligible.payment_intent_id } } });
    expect(rest.body.refund.amount).toBe(3743);
    const none = await api("POST", "/v1/refunds", { body: { refund: { payment_intent_id: eligible.payment_intent_id, amount: 1 } } });
    expect(none.error.detail[0].type).toBe("charge_already_refunded");
    const unknown = await api("POST", "/v1/refunds", { body: { refund: { payment_intent_id: "fpi_nope", amount: 1 } } });
    expect(unknown.status).toBe(422);
    expect(unknown.error.detail[0]).toMatchObject({ loc: ["body", "refund", "payment_intent_id"], type: "payment_intent_not_found" });
    expect((await api("GET", `/v1/refunds/${id}`, { key: merchants().other.test_secret_key })).status).toBe(404);
  });

  it("session refund takes the HSA/FSA intent first, then the regular card; line amounts may exceed a line", async () => {
    const { session, other } = await createSplitSession();
    await pay(session.checkout_session_id);
    const res = await api("POST", `/v1/checkout/sessions/${session.checkout_session_id}/refund`, {
      body: {
        refund: {
          line_items: [{ price: other.price_id, amount_to_refund: 4000 }],
          amount_shipping: 599,
          amount_tax: 333,
          amount_discount: 0,
          refund_metadata: { order: "7" },
        },
      },
    });
    expect(res.status).toBe(200);
    const s = res.body.checkout_session;
    expect(s.amount_refunded).toBe(4932);
    expect(s.refunds.map((r: { amount: number; metadata: unknown }) => [r.amount, r.metadata])).toEqual([
      [4743, { order: "7" }],
      [189, { order: "7" }],
    ]);
    const rest = await api("POST", `/v1/checkout/sessions/${session.checkout_session_id}/refund`, { body: {} });
    expect(rest.body.checkout_session.amount_refunded).toBe(5931);
    const more = await api("POST", `/v1/checkout/sessions/${session.checkout_session_id}/refund`, { body: { refund: { amount: 1 } } });
    expect(more.status).toBe(400);
    expect(more.error.detail[0].type).toBe("amount_too_large");
  });
});

describe("lists and isolation", () => {
  it("filters sessions by status and client reference; payment intents by session and customer; 404 across merchants", async () => {
    const ref = `ref-${uniq()}`;
    const customer = (await api("POST", "/v1/customers", { body: { customer: { email: `${ref}@example.com` } } })).body.customer;
    const { session } = await createSplitSession({ client_reference_id: ref, customer: customer.customer_id });
    const open = await api("GET", `/v1/checkout/sessions?status=open&client_reference_id=${ref}&expand_customer=true`);
    expect(open.body.checkout_sessions).toHaveLength(1);
    expect(open.body.checkout_sessions[0].customer).toEqual(customer);
    expect((await api("GET", `/v1/checkout/sessions?status=complete&client_reference_id=${ref}`)).body.checkout_sessions).toEqual([]);
    const bad = await api("GET", "/v1/checkout/sessions?status=finished");
    expect(bad.status).toBe(422);
    const byCustomer = await api("GET", `/v1/payment_intents?customer=${customer.customer_id}&expand_customer=true&interval=1`);
    expect(byCustomer.body.payment_intents).toHaveLength(2);
    expect(byCustomer.body.payment_intents[0].customer).toEqual(customer);
    const read = await api("GET", `/v1/checkout/sessions/${session.checkout_session_id}?expand_payment_intent=true`);
    expect(expanded(read.body.checkout_session.payment_intent).payment_intent_id).toBe(session.payment_intent);
    expect((await api("GET", `/v1/checkout/sessions/${session.checkout_session_id}`, { key: merchants().other.test_secret_key })).status).toBe(404);
    expect((await api("GET", `/v1/payment_intents/${session.payment_intent}`, { key: merchants().demo.live_secret_key })).status).toBe(404);
    const search = await api("GET", `/v1/checkout/sessions?search=${ref}@example`);
    expect(search.body.checkout_sessions.map((x: { checkout_session_id: string }) => x.checkout_session_id)).toEqual([session.checkout_session_id]);
  });
});

describe("setup intents", () => {
  it("POST answers 200 with partner_id and checkout_session; GET expands customer and payment_method", async () => {
    const customer = (await api("POST", "/v1/customers", { body: { customer: { first_name: "Saver" } } })).body.customer;
    const setup = await createSession({ mode: "setup", customer: customer.customer_id });
    expect(setup).toMatchObject({ mode: "setup", amount_total: 0, payment_intents: [], setup_intent: expect.stringMatching(/^fseti_/) });
    const res = await api("POST", "/v1/setup_intents", { body: { setup_intent: { partner_id: "partner-1", checkout_session: setup.checkout_session_id } } });
    expect(res.status).toBe(200);
    expect(res.body.setup_intent).toMatchObject({
      partner_id: "partner-1",
      status: "requires_payment_method",
      usage: "off_session",
      customer: customer.customer_id,
      checkout_session: setup.checkout_session_id,
    });
    const paid = await pay(setup.checkout_session_id, { payment_method: "pm_card_visa" });
    expect(paid.body.checkout_session.status).toBe("complete");
    const si = await api("GET", `/v1/setup_intents/${setup.setup_intent}?expand=customer,payment_method`);
    expect(si.body.setup_intent).toMatchObject({ status: "succeeded", customer: customer, payment_method: { brand: "visa", last4: "4242", hsa_fsa: false } });
    // The saved card pays an off_session session at once.
    const price = await makePrice(1500, null);
    const off = await createSession({
      mode: "off_session",
      customer: customer.customer_id,
      payment_method: expanded(si.body.setup_intent.payment_method).payment_method_id,
      line_items: [{ price: price.price_id }],
    });
    expect(off).toMatchObject({ status: "complete", amount_received: 1500 });
    const missing = await api("POST", "/v1/setup_intents", { body: { setup_intent: { checkout_session: "fcs_nope" } } });
    expect(missing.status).toBe(422);
  });
});
