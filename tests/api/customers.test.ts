import { describe, expect, it } from "vitest";
import type { ApiRequestBody } from "./api-types";
import { api, apiRaw, merchants, uniq } from "./client";

const shipping = { line1: "1 Main St", line2: null, city: "Austin", state: "TX", postal_code: "73301", country: "us" };

async function createCustomer(body: Partial<ApiRequestBody<"POST", "/v1/customers">["customer"]> = {}, key?: string) {
  const res = await api("POST", "/v1/customers", { key, body: { customer: { email: `c-${uniq()}@example.com`, ...body } } });
  expect(res.status).toBe(200);
  return res.body.customer;
}

describe("POST /v1/customers", () => {
  it("creates a customer with every field, wrapped, with server-owned fields", async () => {
    const email = `full-${uniq()}@example.com`;
    const res = await api("POST", "/v1/customers", {
      body: {
        customer: {
          first_name: "Ada",
          last_name: "Lovelace",
          email,
          phone: "+1 512 555 0100",
          employer: "Analytical Engines",
          shipping,
          metadata: { crm_id: "42" },
        },
      },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["customer"]);
    const c = res.body.customer;
    expect(c).toEqual({
      customer_id: expect.stringMatching(/^fcus_[0-9a-z]{26}$/),
      first_name: "Ada",
      last_name: "Lovelace",
      email,
      phone: "+1 512 555 0100",
      employer: "Analytical Engines",
      shipping: {
        shipping_address_id: expect.stringMatching(/^fship_[0-9a-z]{26}$/),
        line1: "1 Main St",
        line2: null,
        city: "Austin",
        state: "TX",
        postal_code: "73301",
        country: "US",
      },
      metadata: { crm_id: "42" },
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      test_mode: true,
    });
    const got = await api("GET", `/v1/customers/${c.customer_id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual({ customer: c });
  });

  it("absent fields are null, never empty strings", async () => {
    const res = await api("POST", "/v1/customers", { body: { customer: {} } });
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({ first_name: null, last_name: null, email: null, phone: null, employer: null, shipping: null, metadata: {} });
  });

  it("ignores read-only fields copied from a response", async () => {
    const res = await api("POST", "/v1/customers", {
      body: { customer: { customer_id: "fcus_mine", created_at: "2001-01-01T00:00:00.000Z", test_mode: false, first_name: "Copy" } },
    });
    expect(res.status).toBe(200);
    expect(res.body.customer.customer_id).not.toBe("fcus_mine");
    expect(res.body.customer.test_mode).toBe(true);
    expect(res.body.customer.created_at.startsWith("2001")).toBe(false);
  });

  it("live keys create live-mode customers", async () => {
    const res = await api("POST", "/v1/customers", { key: merchants().demo.live_secret_key, body: { customer: { first_name: "Live" } } });
    expect(res.status).toBe(200);
    expect(res.body.customer.test_mode).toBe(false);
  });

  it.each([
    [
      "no wrapper",
      { email: "a@b.co" },
      [
        { loc: ["body", "email"], type: "extra_forbidden" },
        { loc: ["body", "customer"], type: "missing" },
      ],
    ],
    ["an unknown field", { customer: { nickname: "x" } }, [{ loc: ["body", "customer", "nickname"], type: "extra_forbidden" }]],
    ["a number for a string", { customer: { first_name: 5 } }, [{ loc: ["body", "customer", "first_name"], type: "string_type" }]],
    ["a bad email", { customer: { email: "not-an-email" } }, [{ loc: ["body", "customer", "email"], type: "value_error" }]],
    [
      "a shipping address without city",
      { customer: { shipping: { line1: "x", postal_code: "1", country: "US" } } },
      [{ loc: ["body", "customer", "shipping", "city"], type: "missing" }],
    ],
    [
      "a three-letter country",
      { customer: { shipping: { ...shipping, country: "USA" } } },
      [{ loc: ["body", "customer", "shipping", "country"], type: "string_too_long" }],
    ],
    ["metadata that is a list", { customer: { metadata: ["a"] } }, [{ loc: ["body", "customer", "metadata"], type: "object_type" }]],
  ])("422 for %s, one entry per problem with loc", async (_label, body, expected) => {
    const res = await apiRaw("POST", "/v1/customers", { body });
    expect(res.status).toBe(422);
    expect(res.error.detail).toHaveLength(expected.length);
    for (const [i, e] of expected.entries()) {
      expect(res.error.detail[i]).toMatchObject(e);
      expect(typeof res.error.detail[i].msg).toBe("string");
    }
  });
});

describe("GET /v1/customers/{id}", () => {
  it("404 for an unknown id", async () => {
    const res = await api("GET", "/v1/customers/fcus_doesnotexist");
    expect(res.status).toBe(404);
    expect(res.error).toEqual({ detail: [{ loc: ["path", "id"], msg: "No such customer: 'fcus_doesnotexist'.", type: "resource_not_found" }] });
  });

  it("404 for another merchant's customer and for the other mode; never in their lists", async () => {
    const c = await createCustomer({ last_name: `Iso${uniq()}` });
    const other = await api("GET", `/v1/customers/${c.customer_id}`, { key: merchants().other.test_secret_key });
    expect(other.status).toBe(404);
    expect(other.error.detail[0].type).toBe("resource_not_found");
    const live = await api("GET", `/v1/customers/${c.customer_id}`, { key: merchants().demo.live_secret_key });
    expect(live.status).toBe(404);
    const patchOther = await api("PATCH", `/v1/customers/${c.customer_id}`, {
      key: merchants().other.test_secret_key,
      body: { customer: { first_name: "Hijack" } },
    });
    expect(patchOther.status).toBe(404);
    const otherList = await api("GET", `/v1/customers?search=${c.last_name}`, { key: merchants().other.test_secret_key });
    expect(otherList.body.customers).toEqual([]);
    const liveList = await api("GET", `/v1/customers?email=${encodeURIComponent(c.email!)}`, { key: merchants().demo.live_secret_key });
    expect(liveList.body.customers).toEqual([]);
    const unchanged = await api("GET", `/v1/customers/${c.customer_id}`);
    expect(unchanged.body.customer.first_name).toBe(c.first_name);
  });
});

describe("PATCH /v1/customers/{id}", () => {
  it("partially updates: absent fields keep their value, null clears, metadata merges", async () => {
    const c = await createCustomer({ first_name: "Old", phone: "+1 555", shipping, metadata: { a: "1", b: "2" } });
    const res = await api("PATCH", `/v1/customers/${c.customer_id}`, {
      body: { customer: { first_name: "New", phone: null, metadata: { b: null, c: "3" } } },
    });
    expect(res.status).toBe(200);
    expect(res.body.customer).toEqual({
      ...c,
      first_name: "New",
      phone: null,
      metadata: { a: "1", c: "3" },
    });
  });

  it("keeps the shipping address id when the address changes", async () => {
    const c = await createCustomer({ shipping });
    const res = await api("PATCH", `/v1/customers/${c.customer_id}`, { body: { customer: { shipping: { ...shipping, line1: "2 Elm St" } } } });
    expect(res.body.customer.shipping).toEqual({ ...c.shipping, line1: "2 Elm St" });
  });

  it("accepts POST as an alias of PATCH", async () => {
    const c = await createCustomer();
    const res = await api("POST", `/v1/customers/${c.customer_id}`, { body: { customer: { employer: "Globex" } } });
    expect(res.status).toBe(200);
    expect(res.body.customer.employer).toBe("Globex");
  });

  it("422 for an invalid update changes nothing", async () => {
    const c = await createCustomer({ first_name: "Keep" });
    const res = await api("PATCH", `/v1/customers/${c.customer_id}`, { body: { customer: { first_name: "Changed", email: "bad" } } });
    expect(res.status).toBe(422);
    const got = await api("GET", `/v1/customers/${c.customer_id}`);
    expect(got.body.customer).toEqual(c);
  });

  it("emits account.updated with the customer, in the events list", async () => {
    const c = await createCustomer();
    const res = await api("PATCH", `/v1/customers/${c.customer_id}`, { body: { customer: { last_name: "Evented" } } });
    const events = await api("GET", `/v1/events?object_id=${c.customer_id}`);
    expect(events.status).toBe(200);
    const types = events.body.events.map((e: { event_type: string }) => e.event_type);
    expect(types).toEqual(["account.updated", "customer.created"]);
    expect(events.body.events[0]).toEqual({
      event_id: expect.stringMatching(/^fevt_/),
      event_type: "account.updated",
      object: { customer: res.body.customer },
      test_mode: true,
      created_at: expect.any(String),
    });
  });
});

describe("GET /v1/customers", () => {
  it("filters by email, case-insensitively", async () => {
    const email = `Filter-${uniq()}@Example.com`;
    const c = await createCustomer({ email });
    await createCustomer();
    const res = await api("GET", `/v1/customers?email=${encodeURIComponent(email.toLowerCase())}`);
    expect(res.status).toBe(200);
    expect(res.body.customers.map((x: { customer_id: string }) => x.customer_id)).toEqual([c.customer_id]);
  });
});
