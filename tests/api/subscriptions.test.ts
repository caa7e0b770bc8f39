// Subscriptions and invoices over HTTP (issue 9): subscription checkout with a split cart, the
// test clock, proration to the cent, cancellation, trials, dunning, validation and isolation.
// Everything runs as billing-merchant, whose test clock no other file reads.
import { describe, expect, it } from "vitest";
import type { components } from "@/clients/typescript/src/schema";
import type { ApiMethod, ApiPath, ApiRequestBody } from "./api-types";
import { api, apiRaw, merchants, uniq } from "./client";
import { expanded, idOf, type SessionInput } from "./fixtures";

type Invoice = components["schemas"]["Invoice"];

const key = () => merchants().billing.test_secret_key;
const call = <M extends ApiMethod, P extends ApiPath<M>>(method: M, path: P, body?: ApiRequestBody<M, P>, k: string | null = key()) =>
  api(method, path, { key: k, body });
/** For bodies outside the contract (the refusal tables) and route tables of mixed methods. */
const callRaw = (method: string, path: string, body?: unknown, k: string | null = key()) => apiRaw(method, path, { key: k, body });

async function ok<M extends ApiMethod, P extends ApiPath<M>>(method: M, path: P, body?: ApiRequestBody<M, P>) {
  const res = await call(method, path, body);
  expect(res.status, `${method} ${path}: ${res.text}`).toBe(200);
  return res.body;
}

async function recurringPrice(amount: number, eligibility: components["schemas"]["Product"]["hsa_fsa_eligibility"]) {
  const { product } = await ok("POST", "/v1/products", { product: { name: `Plan ${uniq()}`, hsa_fsa_eligibility: eligibility } });
  const { price } = await ok("POST", "/v1/prices", {
    price: { product: product.product_id, unit_amount: amount, type: "recurring", recurring: { interval: "monthly" } },
  });
  return price.price_id;
}

/** A customer subscribed through checkout: $30.00 eligible + $10.00 other a month, paid with both cards. */
async function subscribe(options: { trialDays?: number; eligible?: number; other?: number; subscriptionData?: SessionInput["subscription_data"] } = {}) {
  const { customer } = await ok("POST", "/v1/customers", { customer: { email: `sub-${uniq()}@example.com` } });
  const eligible = await recurringPrice(options.eligible ?? 3000, "auto_substantiation");
  const other = await recurringPrice(options.other ?? 1000, "not_eligible");
  const { checkout_session: session } = await ok("POST", "/v1/checkout/sessions", {
    checkout_session: {
      mode: "subscription",
      customer: customer.customer_id,
      line_items: [
        { price: eligible, quantity: 1 },
        { price: other, quantity: 1 },
      ],
      success_url: "https://shop.example/thanks",
      ...(options.trialDays || options.subscriptionData
        ? { subscription_data: { ...(options.trialDays ? { trial_period_days: options.trialDays } : {}), ...options.subscriptionData } }
        : {}),
    },
  });
  const { checkout_session: paid } = await ok("POST", `/v1/test_helpers/checkout/sessions/${session.checkout_session_id}/pay`, {
    payment: { payment_method: "pm_card_visa", hsa_fsa_payment_method: "pm_card_hsa_fsa" },
  });
  expect(paid.status).toBe("complete");
  expect(paid.subscription).toMatch(/^fsub_/);
  const { subscription } = await ok("GET", `/v1/subscriptions/${paid.subscription}?expand=latest_invoice`);
  return { session: paid, subscription, customer: customer.customer_id, eligible, other };
}

const advance = (seconds: number) => ok("POST", "/v1/test_helpers/clock/advance", { clock: { seconds } });
const DAY = 86_400;
const invoicesOf = async (subscriptionId: string) => (await ok("GET", `/v1/invoices?subscription=${subscriptionId}&limit=100`)).invoices;
const halfUp = (amount: number, remaining: number, period: number) => {
  const m = (BigInt(Math.abs(amount)) * BigInt(remaining) * 2n + BigInt(period)) / (2n * BigInt(period));
  return Number(m) * Math.sign(amount);
};

describe("subscription checkout with a split cart", () => {
  it("charges the first month across both cards, saves them, and renews each month on the clock", async () => {
    const { session, subscription } = await subscribe();
    expect(session.amount_total).toBe(4000);
    expect(session.payment_intents).toHaveLength(2);
    expect(subscription).toMatchObject({
      status: "active",
      cancel_at_period_end: false,
      trial_end: null,
      proration_behavior: "always_invoice",
      test_mode: true,
    });
    expect(subscription.items.map((i) => [i.price.unit_amount, i.quantity])).toEqual([
      [3000, 1],
      [1000, 1],
    ]);
    expect(subscription.default_payment_method).toMatch(/^fpm_/);
    expect(subscription.hsa_fsa_payment_method).toMatch(/^fpm_/);
    const first = expanded(subscription.latest_invoice);
    expect(first).toMatchObject({
      status: "paid",
      billing_reason: "subscription_create",
      total: 4000,
      amount_due: 4000,
      amount_paid: 4000,
      collection_method: "charge_automatically",
    });
    expect(first.payment_intents).toHaveLength(2);
    expect(first.period_start).toBe(subscription.current_period_start);
    expect(first.period_end).toBe(subscription.current_period_end);

    const periodEnd = Date.parse(subscription.current_period_end);
    const before = Date.parse((await ok("POST", "/v1/test_helpers/clock/advance", { clock: { seconds: 1 } })).clock.now);
    await advance(Math.ceil((periodEnd - before) / 1000) + 60);
    const { subscription: renewed } = await ok("GET", `/v1/subscriptions/${subscription.subscription_id}`);
    expect(renewed.status).toBe("active");
    expect(renewed.current_period_start).toBe(subscription.current_period_end);
    const invoices = await invoicesOf(subscription.subscription_id);
    expect(invoices.map((i) => i.billing_reason)).toEqual(["subscription_cycle", "subscription_create"]);
    const cycle = invoices[0];
    expect(cycle).toMatchObject({ status: "paid", total: 4000, amount_paid: 4000, period_start: subscription.current_period_end });
    // The eligible part went to the HSA/FSA card, the rest to the regular card.
    const intents = await Promise.all(cycle.payment_intents.map(async (id: string) => (await ok("GET", `/v1/payment_intents/${id}`)).payment_intent));
    expect(intents.map((p) => [p.cart, p.amount_received, p.payment_method])).toEqual([
      ["eligible", 3000, subscription.hsa_fsa_payment_method],
      ["non_eligible", 1000, subscription.default_payment_method],
    ]);
    const events = (await ok("GET", `/v1/events?object_id=${cycle.invoice_id}`)).events.map((e) => e.event_type).sort();
    expect(events).toEqual(["invoice.created", "invoice.finalized", "invoice.paid"]);
    expect((await ok("GET", "/v1/test_helpers/invariants")).invariants.violations).toEqual([]);
  });

  it("invoices nest their customer with expand_customer or expand=customer, as subscriptions do", async () => {
    const { subscription, customer } = await subscribe();
    const { customer: expected } = await ok("GET", `/v1/customers/${customer}`);
    const [plain] = await invoicesOf(subscription.subscription_id);
    expect(plain.customer).toBe(customer);
    const { invoices: listed } = await ok("GET", `/v1/invoices?subscription=${subscription.subscription_id}&expand_customer=true`);
    expect(listed).toHaveLength(1);
    expect(listed[0].customer).toEqual(expected);
    const { invoice: retrieved } = await ok("GET", `/v1/invoices/${plain.invoice_id}?expand=customer`);
    expect(retrieved).toEqual({ ...plain, customer: expected });
    const refused = await call("GET", `/v1/invoices?expand=subscription`);
    expect(refused.status).toBe(422);
    expect(refused.error.detail[0]).toMatchObject({ loc: ["query", "expand"], type: "expand_invalid" });
  });
});

describe("PATCH /v1/subscriptions/{id}", () => {
  it("changes a price mid-period: credit for unused time and charge for the rest, to the cent, invoiced now", async () => {
    const { subscription } = await subscribe();
    const bigger = await recurringPrice(5000, "auto_substantiation");
    await advance(10 * DAY);
    const item = subscription.items[0].subscription_item_id;
    const { subscription: changed } = await ok("PATCH", `/v1/subscriptions/${subscription.subscription_id}?expand=latest_invoice`, {
      subscription: { items: [{ subscription_item_id: item, price: bigger }] },
    });
    expect(changed.items[0]).toMatchObject({ subscription_item_id: item, price: { price_id: bigger, unit_amount: 5000 } });
    const invoice = expanded(changed.latest_invoice);
    expect(invoice).toMatchObject({ billing_reason: "subscription_update", status: "paid" });
    const start = Date.parse(subscription.current_period_start) / 1000;
    const end = Date.parse(subscription.current_period_end) / 1000;
    const at = Math.floor(Date.parse(invoice.period_start) / 1000);
    const remaining = Math.floor(end - Date.parse(invoice.period_start) / 1000);
    const period = Math.floor(end - start);
    expect(at).toBeGreaterThan(start);
    expect(invoice.lines.map((l) => [l.amount, l.proration, l.eligible])).toEqual([
      [-halfUp(3000, remaining, period), true, true],
      [halfUp(5000, remaining, period), true, true],
    ]);
    expect(invoice.total).toBe(halfUp(5000, remaining, period) - halfUp(3000, remaining, period));
    expect(invoice.amount_paid).toBe(invoice.total);
  });

  it("a cheaper price leaves a credit that the next renewal uses; create_prorations waits for the renewal; none bills nothing", async () => {
    const { subscription } = await subscribe();
    const cheaper = await recurringPrice(1000, "auto_substantiation");
    await advance(15 * DAY);
    const id = subscription.subscription_id;
    const item = subscription.items[0].subscription_item_id;
    const { subscription: down } = await ok("POST", `/v1/subscriptions/${id}?expand=latest_invoice`, {
      subscription: { items: [{ subscription_item_id: item, price: cheaper }] },
    });
    const credit = -expanded(down.latest_invoice).total;
    expect(credit).toBeGreaterThan(0);
    expect(down.latest_invoice).toMatchObject({ status: "paid", amount_due: 0, amount_paid: 0 });
    expect(down.credit_balance).toBe(credit);
    // create_prorations: a quantity change lands on the next invoice.
    const { subscription: more } = await ok("PATCH", `/v1/subscriptions/${id}`, {
      subscription: { proration_behavior: "create_prorations", items: [{ subscription_item_id: subscription.items[1].subscription_item_id, quantity: 2 }] },
    });
    expect(more.latest_invoice).toBe(expanded(down.latest_invoice).invoice_id);
    expect(more.proration_behavior).toBe("create_prorations");
    const pending = (await invoicesOf(id)).length;
    // none: no invoice line at all.
    await ok("PATCH", `/v1/subscriptions/${id}`, {
      subscription: { proration_behavior: "none", items: [{ subscription_item_id: subscription.items[1].subscription_item_id, quantity: 3 }] },
    });
    expect(await invoicesOf(id)).toHaveLength(pending);
    await advance(20 * DAY);
    const [renewal] = await invoicesOf(id);
    expect(renewal.billing_reason).toBe("subscription_cycle");
    const prorated = renewal.lines.filter((l) => l.proration);
    expect(prorated.length).toBe(2);
    const full = renewal.lines.filter((l) => !l.proration).map((l) => l.amount);
    expect(full).toEqual([1000, 3000]);
    expect(renewal.total).toBe(renewal.lines.reduce((s, l) => s + l.amount, 0));
    expect(renewal.credit_applied).toBe(credit);
    expect(renewal.amount_due).toBe(renewal.total - credit);
    expect(renewal.amount_paid).toBe(renewal.amount_due);
    expect((await ok("GET", `/v1/subscriptions/${id}`)).subscription.credit_balance).toBe(0);
  });

  it("adds and removes items, sets metadata and cancel_at; bad changes are 422 and change nothing", async () => {
    const { subscription, other } = await subscribe();
    const id = subscription.subscription_id;
    const extra = await recurringPrice(700, "not_eligible");
    const { subscription: added } = await ok("PATCH", `/v1/subscriptions/${id}`, {
      subscription: { items: [{ price: extra, quantity: 2 }], metadata: { plan: "family" } },
    });
    expect(added.items).toHaveLength(3);
    expect(added.metadata).toEqual({ plan: "family" });
    const removed = await ok("PATCH", `/v1/subscriptions/${id}`, {
      subscription: { items: [{ subscription_item_id: added.items[2].subscription_item_id, deleted: true }] },
    });
    expect(removed.subscription.items).toHaveLength(2);

    const yearly = (
      await ok("POST", "/v1/prices", {
        price: {
          product: idOf((await ok("GET", `/v1/prices/${other}`)).price.product),
          unit_amount: 9900,
          type: "recurring",
          recurring: { interval: "yearly" },
        },
      })
    ).price.price_id;
    const oneTime = (await ok("POST", "/v1/prices", { price: { product: idOf((await ok("GET", `/v1/prices/${other}`)).price.product), unit_amount: 500 } }))
      .price.price_id;
    const cases: [Record<string, unknown>, (string | number)[], string][] = [
      [
        { items: [{ subscription_item_id: added.items[0].subscription_item_id, price: yearly }] },
        ["body", "subscription", "items", 0, "price"],
        "price_interval_mismatch",
      ],
      [{ items: [{ price: oneTime }] }, ["body", "subscription", "items", 0, "price"], "price_interval_mismatch"],
      [
        { items: [{ subscription_item_id: "fsi_nope", quantity: 2 }] },
        ["body", "subscription", "items", 0, "subscription_item_id"],
        "subscription_item_not_found",
      ],
      [{ items: [{ price: "fprice_nope" }] }, ["body", "subscription", "items", 0, "price"], "price_not_found"],
      [{ cancel_at: "2001-01-01T00:00:00Z" }, ["body", "subscription", "cancel_at"], "value_error"],
      [{ proration_behavior: "sometimes" }, ["body", "subscription", "proration_behavior"], "enum"],
      [{ items: [{ quantity: 0, price: extra }] }, ["body", "subscription", "items", 0, "quantity"], "greater_than_equal"],
    ];
    for (const [body, loc, type] of cases) {
      const res = await callRaw("PATCH", `/v1/subscriptions/${id}`, { subscription: body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.error.detail, JSON.stringify(body)).toContainEqual(expect.objectContaining({ loc, type }));
    }
    const trial = await call("PATCH", `/v1/subscriptions/${id}`, { subscription: { trial_end: "now" } });
    expect(trial.status).toBe(400);
    expect(trial.error.detail[0].type).toBe("subscription_unexpected_state");
    expect((await ok("GET", `/v1/subscriptions/${id}`)).subscription.items).toHaveLength(2);

    const cancelAt = new Date(Date.parse(subscription.current_period_end) - 5 * DAY * 1000).toISOString();
    const { subscription: scheduled } = await ok("PATCH", `/v1/subscriptions/${id}`, { subscription: { cancel_at: cancelAt } });
    expect(scheduled.cancel_at).toBe(cancelAt);
  });
});

describe("DELETE /v1/subscriptions/{id}", () => {
  it("cancels at the end of the period: active until then, no further invoice, then canceled", async () => {
    const { subscription } = await subscribe();
    const id = subscription.subscription_id;
    const res = await call("DELETE", `/v1/subscriptions/${id}`, {});
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({ status: "active", cancel_at_period_end: true });
    expect(res.body.subscription.canceled_at).not.toBeNull();
    // Twice: answered unchanged.
    expect((await call("DELETE", `/v1/subscriptions/${id}`)).body.subscription).toMatchObject({ status: "active", cancel_at_period_end: true });
    await advance(40 * DAY);
    const { subscription: ended } = await ok("GET", `/v1/subscriptions/${id}`);
    expect(ended).toMatchObject({ status: "canceled", ended_at: subscription.current_period_end });
    expect(await invoicesOf(id)).toHaveLength(1);
    const types = (await ok("GET", `/v1/events?object_id=${id}&limit=100`)).events.map((e) => e.event_type);
    expect(types).toContain("customer.subscription.deleted");
    const patch = await call("PATCH", `/v1/subscriptions/${id}`, { subscription: { metadata: { a: "b" } } });
    expect(patch.status).toBe(400);
  });
});

describe("trials", () => {
  it("a 14-day trial charges nothing today, then bills the first month when it ends", async () => {
    const { session, subscription } = await subscribe({ trialDays: 14 });
    expect(session.payment_intents).toEqual([]);
    expect(subscription.status).toBe("trialing");
    expect(Date.parse(subscription.trial_end!) - Date.parse(subscription.trial_start!)).toBe(14 * DAY * 1000);
    expect(subscription.latest_invoice).toMatchObject({ status: "paid", total: 0, amount_paid: 0 });
    await advance(15 * DAY);
    const { subscription: active } = await ok("GET", `/v1/subscriptions/${subscription.subscription_id}?expand=latest_invoice`);
    expect(active.status).toBe("active");
    expect(active.current_period_start).toBe(subscription.trial_end);
    expect(active.latest_invoice).toMatchObject({ billing_reason: "subscription_cycle", status: "paid", total: 4000, period_start: subscription.trial_end });
  });

  it("trial_end now ends the trial and charges at once", async () => {
    const { subscription } = await subscribe({ trialDays: 30 });
    const { subscription: now } = await ok("PATCH", `/v1/subscriptions/${subscription.subscription_id}?expand=latest_invoice`, {
      subscription: { trial_end: "now" },
    });
    expect(now.status).toBe("active");
    expect(now.latest_invoice).toMatchObject({ status: "paid", total: 4000 });
  });
});

describe("dunning", () => {
  it("a card that starts failing: past_due with retries on days 1, 3 and 5, then unpaid; the recovered card pays the open invoice", async () => {
    const { subscription } = await subscribe();
    const id = subscription.subscription_id;
    for (const pm of [subscription.default_payment_method, subscription.hsa_fsa_payment_method]) {
      await ok("POST", `/v1/test_helpers/payment_methods/${pm}/outcome`, { payment_method: { outcome: "card_declined" } });
    }
    // To the renewal and past every retry after it (days 1, 3 and 5), but not the next renewal.
    const now = Date.parse((await advance(1)).clock.now);
    await advance(Math.ceil((Date.parse(subscription.current_period_end) - now) / 1000) + 6 * DAY);
    let sub = (await ok("GET", `/v1/subscriptions/${id}`)).subscription;
    let [open] = await invoicesOf(id);
    expect(open).toMatchObject({ status: "open", billing_reason: "subscription_cycle", attempt_count: 4, next_payment_attempt: null, amount_paid: 0 });
    expect(open.last_payment_error).toMatchObject({ code: "card_declined" });
    expect(sub.status).toBe("unpaid");
    const failures = (await ok("GET", `/v1/events?object_id=${open.invoice_id}&limit=100`)).events.filter((e) => e.event_type === "invoice.payment_failed");
    expect(failures).toHaveLength(4);
    // Retry times: 1, 3 and 5 days after the first failure.
    // An invoice.* event's object holds the invoice (the document types event objects loosely).
    const attempts = failures.map((e) => (e.object.invoice as Invoice).next_payment_attempt).reverse();
    const firstFailure = Date.parse(open.period_start);
    expect(attempts).toEqual([1, 3, 5].map((d) => new Date(firstFailure + d * DAY * 1000).toISOString()).concat([null as unknown as string]));

    // A declined manual attempt is 402 and recorded.
    const declined = await call("POST", `/v1/invoices/${open.invoice_id}/pay`, {});
    expect(declined.status).toBe(402);
    for (const pm of [subscription.default_payment_method, subscription.hsa_fsa_payment_method]) {
      await ok("POST", `/v1/test_helpers/payment_methods/${pm}/outcome`, { payment_method: { outcome: "succeed" } });
    }
    const { invoice: paid } = await ok("POST", `/v1/invoices/${open.invoice_id}/pay`, {});
    expect(paid).toMatchObject({ status: "paid", amount_paid: 4000, attempt_count: 6 });
    sub = (await ok("GET", `/v1/subscriptions/${id}`)).subscription;
    expect(sub.status).toBe("active");
    [open] = await invoicesOf(id);
    expect(open.status).toBe("paid");
  });

  it("a card that recovers before a retry is charged by the retry: past_due -> active", async () => {
    const { subscription } = await subscribe();
    const id = subscription.subscription_id;
    await ok("POST", `/v1/test_helpers/payment_methods/${subscription.default_payment_method}/outcome`, { payment_method: { outcome: "insufficient_funds" } });
    const periodEnd = Date.parse(subscription.current_period_end);
    const now = Date.parse((await advance(1)).clock.now);
    await advance(Math.ceil((periodEnd - now) / 1000) + 60);
    expect((await ok("GET", `/v1/subscriptions/${id}`)).subscription.status).toBe("past_due");
    const [open] = await invoicesOf(id);
    expect(open).toMatchObject({ status: "open", attempt_count: 1, last_payment_error: { decline_code: "insufficient_funds" } });
    await ok("POST", `/v1/test_helpers/payment_methods/${subscription.default_payment_method}/outcome`, { payment_method: { outcome: "succeed" } });
    await advance(DAY);
    expect((await ok("GET", `/v1/subscriptions/${id}`)).subscription.status).toBe("active");
    expect((await ok("GET", `/v1/invoices/${open.invoice_id}`)).invoice).toMatchObject({ status: "paid", attempt_count: 2, amount_paid: 4000 });
  });

  it("voids an open invoice (its retries stop); a paid invoice cannot be voided", async () => {
    const { subscription } = await subscribe();
    await ok("POST", `/v1/test_helpers/payment_methods/${subscription.default_payment_method}/outcome`, { payment_method: { outcome: "card_declined" } });
    const periodEnd = Date.parse(subscription.current_period_end);
    const now = Date.parse((await advance(1)).clock.now);
    await advance(Math.ceil((periodEnd - now) / 1000) + 60);
    const [open, first] = await invoicesOf(subscription.subscription_id);
    const { invoice: voided } = await ok("POST", `/v1/invoices/${open.invoice_id}/void`, {});
    expect(voided).toMatchObject({ status: "void", next_payment_attempt: null });
    const again = await call("POST", `/v1/invoices/${first.invoice_id}/void`, {});
    expect(again.status).toBe(400);
    expect(again.error.detail[0].type).toBe("invoice_unexpected_state");
  });
});

describe("validation, lists and isolation", () => {
  it("subscription mode takes recurring prices on one interval and no shipping, tax or manual capture", async () => {
    const monthly = await recurringPrice(1000, "not_eligible");
    const { product } = await ok("POST", "/v1/products", { product: { name: `One ${uniq()}` } });
    const oneTime = (await ok("POST", "/v1/prices", { price: { product: product.product_id, unit_amount: 500 } })).price.price_id;
    const weekly = (
      await ok("POST", "/v1/prices", { price: { product: product.product_id, unit_amount: 500, type: "recurring", recurring: { interval: "weekly" } } })
    ).price.price_id;
    const cases: [Record<string, unknown>, (string | number)[], string][] = [
      [{ line_items: [{ price: oneTime, quantity: 1 }] }, ["body", "checkout_session", "line_items", 0, "price"], "price_not_recurring"],
      [
        {
          line_items: [
            { price: monthly, quantity: 1 },
            { price: weekly, quantity: 1 },
          ],
        },
        ["body", "checkout_session", "line_items", 1, "price"],
        "price_interval_mismatch",
      ],
      [
        { line_items: [{ price: monthly, quantity: 1 }], tax_rate: { amount: 100 } },
        ["body", "checkout_session", "tax_rate"],
        "not_supported_in_subscription_mode",
      ],
      [
        { line_items: [{ price: monthly, quantity: 1 }], capture_method: "manual" },
        ["body", "checkout_session", "capture_method"],
        "not_supported_in_subscription_mode",
      ],
      [
        { line_items: [{ price: monthly, quantity: 1 }], subscription_data: { trial_period_days: 0 } },
        ["body", "checkout_session", "subscription_data", "trial_period_days"],
        "greater_than_equal",
      ],
    ];
    for (const [body, loc, type] of cases) {
      const res = await callRaw("POST", "/v1/checkout/sessions", { checkout_session: { mode: "subscription", ...body } });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.error.detail, JSON.stringify(body)).toContainEqual(expect.objectContaining({ loc, type }));
    }
  });

  it("lists filter by customer and status, with limit and offset integers >= 0", async () => {
    const a = await subscribe();
    const b = await subscribe();
    const mine = await ok("GET", `/v1/subscriptions?customer=${a.customer}&expand_customer=true`);
    expect(mine.subscriptions.map((s) => s.subscription_id)).toEqual([a.subscription.subscription_id]);
    expect(expanded(mine.subscriptions[0].customer).customer_id).toBe(a.customer);
    const page = await ok("GET", "/v1/subscriptions?status=active&limit=1&offset=1");
    expect(page.subscriptions).toHaveLength(1);
    expect(page.subscriptions[0].subscription_id).toBe(a.subscription.subscription_id);
    expect((await ok("GET", `/v1/subscriptions?status=active&limit=1`)).subscriptions[0].subscription_id).toBe(b.subscription.subscription_id);
    for (const q of ["limit=-1", "offset=-1", "status=sleeping", "interval=-3"]) expect((await call("GET", `/v1/subscriptions?${q}`)).status, q).toBe(422);
    expect((await ok("GET", `/v1/invoices?customer=${a.customer}`)).invoices.map((i) => i.subscription)).toEqual([a.subscription.subscription_id]);
    expect((await call("GET", "/v1/invoices?status=late")).status).toBe(422);
  });

  it("another merchant's or mode's subscription and invoice are 404 on every route; the clock is test mode only", async () => {
    const { subscription } = await subscribe();
    const invoice = expanded(subscription.latest_invoice).invoice_id;
    for (const k of [merchants().demo.test_secret_key, merchants().billing.live_secret_key]) {
      const routes: [string, string, unknown][] = [
        ["GET", `/v1/subscriptions/${subscription.subscription_id}`, undefined],
        ["PATCH", `/v1/subscriptions/${subscription.subscription_id}`, { subscription: { metadata: { a: "1" } } }],
        ["POST", `/v1/subscriptions/${subscription.subscription_id}`, { subscription: { metadata: { a: "1" } } }],
        ["DELETE", `/v1/subscriptions/${subscription.subscription_id}`, undefined],
        ["POST", `/v1/subscriptions/${subscription.subscription_id}/preview`, {}],
        ["GET", `/v1/invoices/${invoice}`, undefined],
        ["POST", `/v1/invoices/${invoice}/void`, {}],
        ["POST", `/v1/invoices/${invoice}/pay`, {}],
        ["POST", `/v1/test_helpers/payment_methods/${subscription.default_payment_method}/outcome`, { payment_method: { outcome: "card_declined" } }],
      ];
      for (const [method, path, body] of routes) {
        const res = await callRaw(method, path, body, k);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.error.detail[0].type).toBe("resource_not_found");
      }
      expect((await call("GET", "/v1/subscriptions?limit=100", undefined, k)).body.subscriptions.map((s) => s.subscription_id)).not.toContain(
        subscription.subscription_id,
      );
    }
    expect((await call("POST", "/v1/test_helpers/clock/advance", { clock: { seconds: 60 } }, merchants().billing.live_secret_key)).status).toBe(404);
    const bad = await call("POST", "/v1/test_helpers/clock/advance", { clock: { to: "2001-01-01T00:00:00Z" } });
    expect(bad.status).toBe(422);
    expect((await call("POST", "/v1/test_helpers/clock/advance", { clock: {} })).status).toBe(422);
    expect((await ok("GET", "/v1/test_helpers/invariants")).invariants.violations).toEqual([]);
  });
});

describe("POST /v1/subscriptions/{id}/preview", () => {
  it("prices a change exactly as the update then bills it (proration_date), and the next invoice exactly as the clock renews it", async () => {
    const { subscription } = await subscribe();
    const id = subscription.subscription_id;
    const bigger = await recurringPrice(4500, "auto_substantiation");
    await advance(9 * DAY + 3_333);
    const change = { items: [{ subscription_item_id: subscription.items[0].subscription_item_id, price: bigger }] };
    const eventsBefore = (await ok("GET", `/v1/events?limit=100`)).events.length;
    const { subscription_preview: preview } = await ok("POST", `/v1/subscriptions/${id}/preview`, { subscription: change });
    expect(preview).toMatchObject({ subscription: id, proration_behavior: "always_invoice", test_mode: true });
    expect(preview.proration.billed).toBe("now");
    expect(preview.proration.lines.map((l) => [Math.sign(l.amount), l.proration, l.eligible])).toEqual([
      [-1, true, true],
      [1, true, true],
    ]);
    expect(preview.proration.total).toBe(preview.proration.lines[0].amount + preview.proration.lines[1].amount);
    expect(preview.proration.amount_due).toBe(preview.proration.total);
    // The next renewal after the change: the new price and the unchanged one, for a whole period.
    expect(preview.next_invoice).toMatchObject({
      period_start: subscription.current_period_end,
      charged_at: subscription.current_period_end,
      total: 5500,
      credit_applied: 0,
      amount_due: 5500,
    });
    // A preview writes nothing.
    expect((await ok("GET", `/v1/subscriptions/${id}`)).subscription.items[0].price.price_id).toBe(subscription.items[0].price.price_id);
    expect(await invoicesOf(id)).toHaveLength(1);
    expect((await ok("GET", `/v1/events?limit=100`)).events.length).toBe(eventsBefore);

    // Billed as of the preview's moment: the invoice is the preview, cent for cent.
    const { subscription: changed } = await ok("PATCH", `/v1/subscriptions/${id}?expand=latest_invoice`, {
      subscription: { ...change, proration_date: preview.preview_at },
    });
    const invoice = expanded(changed.latest_invoice);
    expect(invoice.lines.map((l) => [l.description, l.amount])).toEqual(preview.proration.lines.map((l) => [l.description, l.amount]));
    expect([invoice.total, invoice.amount_due, invoice.amount_paid]).toEqual([
      preview.proration.total,
      preview.proration.amount_due,
      preview.proration.amount_due,
    ]);

    const { subscription_preview: next } = await ok("POST", `/v1/subscriptions/${id}/preview`, {});
    expect(next.proration).toEqual({ lines: [], total: 0, credit_applied: 0, amount_due: 0, billed: "none" });
    const periodEnd = Date.parse(changed.current_period_end);
    const now = Date.parse((await advance(1)).clock.now);
    await advance(Math.ceil((periodEnd - now) / 1000) + 60);
    const renewal = (await invoicesOf(id))[0];
    expect(renewal.billing_reason).toBe("subscription_cycle");
    expect(renewal.lines.map((l) => [l.description, l.amount, l.period_start, l.period_end])).toEqual(
      next.next_invoice!.lines.map((l) => [l.description, l.amount, l.period_start, l.period_end]),
    );
    expect([renewal.total, renewal.credit_applied, renewal.amount_due]).toEqual([
      next.next_invoice!.total,
      next.next_invoice!.credit_applied,
      next.next_invoice!.amount_due,
    ]);
    expect(renewal.period_end).toBe(next.next_invoice!.period_end);
  });

  it("create_prorations moves the lines to the next invoice; a credit is used there; none and trials bill nothing; no renewal after cancel", async () => {
    const { subscription } = await subscribe();
    const id = subscription.subscription_id;
    const cheaper = await recurringPrice(1200, "auto_substantiation");
    await advance(12 * DAY);
    const change = { items: [{ subscription_item_id: subscription.items[0].subscription_item_id, price: cheaper }] };
    const later = (await ok("POST", `/v1/subscriptions/${id}/preview`, { subscription: { ...change, proration_behavior: "create_prorations" } }))
      .subscription_preview;
    expect(later.proration.billed).toBe("next_invoice");
    expect(later.proration.amount_due).toBe(0);
    expect(later.proration.total).toBeLessThan(0);
    expect(later.next_invoice!.lines.slice(0, 2)).toEqual(later.proration.lines);
    expect(later.next_invoice!.total).toBe(1200 + 1000 + later.proration.total);
    // always_invoice: the negative proration is a credit the next invoice uses first.
    const now = (await ok("POST", `/v1/subscriptions/${id}/preview`, { subscription: change })).subscription_preview;
    expect(now.proration).toMatchObject({ billed: "now", amount_due: 0, credit_applied: 0 });
    expect(now.next_invoice).toMatchObject({ total: 2200, credit_applied: -now.proration.total, amount_due: 2200 + now.proration.total });
    const none = (await ok("POST", `/v1/subscriptions/${id}/preview`, { subscription: { ...change, proration_behavior: "none" } })).subscription_preview;
    expect(none.proration).toEqual({ lines: [], total: 0, credit_applied: 0, amount_due: 0, billed: "none" });
    expect(none.next_invoice!.total).toBe(2200);

    // proration_date outside the current period, or ahead of the clock, is refused with its field named.
    for (const date of ["2001-01-01T00:00:00.000Z", new Date(Date.parse(now.preview_at) + 3_600_000).toISOString()]) {
      const bad = await call("POST", `/v1/subscriptions/${id}/preview`, { subscription: { ...change, proration_date: date } });
      expect(bad.status).toBe(422);
      expect(bad.error.detail[0].loc).toEqual(["body", "subscription", "proration_date"]);
      const refused = await call("PATCH", `/v1/subscriptions/${id}`, { subscription: { ...change, proration_date: date } });
      expect(refused.status).toBe(422);
    }
    expect((await ok("GET", `/v1/subscriptions/${id}`)).subscription.items[0].price.unit_amount).toBe(3000);
    const unknown = await call("POST", `/v1/subscriptions/${id}/preview`, { subscription: { items: [{ subscription_item_id: "fsi_nope", price: cheaper }] } });
    expect(unknown.status).toBe(422);
    expect(unknown.error.detail[0].type).toBe("subscription_item_not_found");

    await ok("DELETE", `/v1/subscriptions/${id}`);
    expect((await ok("POST", `/v1/subscriptions/${id}/preview`, {})).subscription_preview.next_invoice).toBeNull();

    const { subscription: trial } = await subscribe({ trialDays: 7 });
    const trialPreview = (
      await ok("POST", `/v1/subscriptions/${trial.subscription_id}/preview`, {
        subscription: { items: [{ subscription_item_id: trial.items[0].subscription_item_id, price: cheaper }] },
      })
    ).subscription_preview;
    expect(trialPreview.proration.billed).toBe("none");
    // After the trial, the first period at full price with the new item.
    expect(trialPreview.next_invoice).toMatchObject({ period_start: trial.trial_end, charged_at: trial.trial_end, total: 2200, amount_due: 2200 });
  });
});
