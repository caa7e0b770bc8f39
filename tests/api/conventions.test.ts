import { readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { api, apiRaw, baseUrl, merchants, uniq } from "./client";

describe("authentication", () => {
  it("401 authentication_required without an Authorization header", async () => {
    const res = await api("GET", "/v1/customers", { key: null });
    expect(res.status).toBe(401);
    expect(res.error).toEqual({
      detail: [{ loc: ["header", "Authorization"], msg: "Send your secret key as 'Authorization: Bearer <key>'.", type: "authentication_required" }],
    });
    expect(res.headers.get("x-request-id")).toMatch(/^req_[0-9a-z]{26}$/);
  });

  it.each([
    ["not a bearer scheme", "Token abc"],
    ["an empty bearer", "Bearer "],
    ["a malformed key", "Bearer sk_test_123"],
    ["an unknown key", `Bearer fsk_test_${"A".repeat(32)}`],
    ["an unknown live key", `Bearer fsk_live_${"b".repeat(32)}`],
  ])("401 invalid_api_key for %s", async (_label, header) => {
    const res = await api("GET", "/v1/customers", { key: null, headers: { Authorization: header } });
    expect(res.status).toBe(401);
    expect(res.error.detail).toHaveLength(1);
    expect(res.error.detail[0].type).toBe("invalid_api_key");
    expect(res.error.detail[0].loc).toEqual(["header", "Authorization"]);
  });

  it("a refused request changes nothing", async () => {
    const email = `nobody-${uniq()}@example.com`;
    const res = await api("POST", "/v1/customers", { key: null, body: { customer: { email } } });
    expect(res.status).toBe(401);
    const list = await api("GET", `/v1/customers?email=${encodeURIComponent(email)}`);
    expect(list.body).toEqual({ customers: [] });
  });
});

describe("transport", () => {
  it("every response carries a fresh X-Request-Id and is logged once with it", async () => {
    const a = await api("GET", "/v1/customers?limit=1");
    const b = await api("GET", "/v1/customers?limit=1");
    const idA = a.headers.get("x-request-id")!;
    expect(idA).toMatch(/^req_/);
    expect(b.headers.get("x-request-id")).not.toBe(idA);
    await expect
      .poll(
        () =>
          readFileSync(inject("serverLog"), "utf8")
            .split("\n")
            .filter((l) => l.includes(idA)).length,
      )
      .toBe(1);
    const line = JSON.parse(
      readFileSync(inject("serverLog"), "utf8")
        .split("\n")
        .find((l) => l.includes(idA))!,
    );
    expect(line).toMatchObject({ method: "GET", path: "/v1/customers", status: 200, request_id: idA, account_id: merchants().demo.account_id, mode: "test" });
    expect(typeof line.duration_ms).toBe("number");
  });

  it("405 with Allow for a known route and a wrong method", async () => {
    const res = await apiRaw("PUT", "/v1/customers");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, POST");
    expect(res.error.detail[0].type).toBe("method_not_allowed");
    const del = await apiRaw("DELETE", "/v1/customers/fcus_x");
    expect(del.status).toBe(405);
    expect(del.headers.get("allow")).toBe("GET, POST, PATCH");
  });

  it("404 resource_not_found for an unknown route", async () => {
    const res = await apiRaw("GET", "/v1/no_such_things");
    expect(res.status).toBe(404);
    expect(res.error.detail[0].type).toBe("resource_not_found");
  });

  it("415 for a body that is not declared JSON", async () => {
    const res = await apiRaw("POST", "/v1/customers", { rawBody: '{"customer":{}}', headers: { "Content-Type": "text/plain" } });
    expect(res.status).toBe(415);
    expect(res.error).toEqual({
      detail: [{ loc: ["header", "Content-Type"], msg: "Request bodies must be sent with Content-Type: application/json.", type: "unsupported_media_type" }],
    });
  });

  it("413 for a body over 1 MiB", async () => {
    const big = JSON.stringify({ customer: { first_name: "x".repeat(1024 * 1024 + 10) } });
    const res = await apiRaw("POST", "/v1/customers", { rawBody: big, headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(413);
    expect(res.error.detail[0].type).toBe("body_too_large");
  });

  it("422 json_invalid for malformed JSON and for a body that is not an object", async () => {
    const bad = await apiRaw("POST", "/v1/customers", { rawBody: '{"customer": {', headers: { "Content-Type": "application/json" } });
    expect(bad.status).toBe(422);
    expect(bad.error.detail[0]).toMatchObject({ loc: ["body"], type: "json_invalid" });
    const arr = await apiRaw("POST", "/v1/customers", { body: [1, 2] });
    expect(arr.status).toBe(422);
    expect(arr.error.detail[0]).toMatchObject({ loc: ["body"], type: "model_attributes_type" });
  });

  it("GET tolerates Content-Type: application/json with no body, and tracing headers", async () => {
    const res = await api("GET", "/v1/customers?limit=1", {
      headers: {
        "Content-Type": "application/json",
        Origin: "https://shop.example",
        traceparent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01",
        baggage: "a=b",
        "sentry-trace": "x",
      },
    });
    expect(res.status).toBe(200);
  });

  it("serves the OpenAPI 3.1 document publicly", async () => {
    const res = await fetch(`${baseUrl()}/openapi.json`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/v1/customers"].post.requestBody.content["application/json"].schema.properties.customer).toBeTruthy();
    expect(doc.paths["/v1/customers/{id}"].patch).toBeTruthy();
  });
});

describe("lists", () => {
  it("422 for a limit over 100 or not an integer, with loc in the query", async () => {
    const over = await api("GET", "/v1/customers?limit=101");
    expect(over.status).toBe(422);
    expect(over.error.detail).toEqual([{ loc: ["query", "limit"], msg: expect.any(String), type: "less_than_equal" }]);
    const nan = await api("GET", "/v1/customers?limit=ten");
    expect(nan.status).toBe(422);
    expect(nan.error.detail[0].loc).toEqual(["query", "limit"]);
  });

  it("422 when starting_after and ending_before are both given; 404 for an unknown cursor", async () => {
    const both = await api("GET", "/v1/customers?starting_after=fcus_a&ending_before=fcus_b");
    expect(both.status).toBe(422);
    expect(both.error.detail[0].type).toBe("mutually_exclusive");
    const unknown = await api("GET", "/v1/customers?starting_after=fcus_unknown");
    expect(unknown.status).toBe(404);
    expect(unknown.error.detail[0].loc).toEqual(["query", "starting_after"]);
  });

  it("422 for an unknown expansion, in expand and as expand_<field>", async () => {
    const a = await api("GET", "/v1/customers?expand=shipping_partner");
    expect(a.status).toBe(422);
    expect(a.error.detail[0]).toMatchObject({ loc: ["query", "expand"], type: "expand_invalid" });
    const b = await api("GET", "/v1/customers?expand_wallet=true");
    expect(b.status).toBe(422);
    expect(b.error.detail[0]).toMatchObject({ loc: ["query", "expand_wallet"], type: "expand_invalid" });
  });

  it("walks forwards and backwards with no gaps or repeats, and Link/X-Has-More agree", async () => {
    const tag = `Walk${uniq()}`;
    const created: string[] = [];
    for (let i = 0; i < 23; i++) {
      const res = await api("POST", "/v1/customers", { body: { customer: { first_name: `P${i}`, last_name: tag } } });
      expect(res.status).toBe(200);
      created.push(res.body.customer.customer_id);
    }
    const newestFirst = [...created].reverse();

    const forward: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    for (;;) {
      const res = await api("GET", `/v1/customers?search=${tag}&limit=5${cursor ? `&starting_after=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(["customers"]);
      const ids = res.body.customers.map((c: { customer_id: string }) => c.customer_id);
      forward.push(...ids);
      pages++;
      const hasMore = res.headers.get("x-has-more");
      const link = res.headers.get("link") ?? "";
      if (hasMore === "true") {
        expect(link).toContain(`starting_after=${ids[ids.length - 1]}`);
        expect(link).toContain('rel="next"');
        cursor = ids[ids.length - 1];
      } else {
        expect(hasMore).toBe("false");
        expect(link).not.toContain('rel="next"');
        break;
      }
    }
    expect(pages).toBe(5);
    expect(forward).toEqual(newestFirst);

    const backward: string[] = [];
    let before = forward[forward.length - 1];
    for (;;) {
      const res = await api("GET", `/v1/customers?search=${tag}&limit=5&ending_before=${before}`);
      expect(res.status).toBe(200);
      const ids = res.body.customers.map((c: { customer_id: string }) => c.customer_id);
      backward.unshift(...ids);
      if (res.headers.get("x-has-more") !== "true") break;
      expect(res.headers.get("link")).toContain(`ending_before=${ids[0]}`);
      before = ids[0];
    }
    expect(backward).toEqual(newestFirst.slice(0, -1));
  });

  it("limit=0 returns an empty page with X-Has-More", async () => {
    const res = await api("GET", "/v1/customers?limit=0");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ customers: [] });
    expect(res.headers.get("x-has-more")).toBe("true");
  });
});

describe("idempotency", () => {
  it("replays the first response byte for byte, with Idempotent-Replayed", async () => {
    const key = `idem-${uniq()}`;
    const body = { customer: { email: `replay-${uniq()}@example.com`, first_name: "Rae" } };
    const first = await api("POST", "/v1/customers", { body, headers: { "Idempotency-Key": key } });
    expect(first.status).toBe(200);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const second = await api("POST", "/v1/customers", { body, headers: { "Idempotency-Key": key } });
    expect(second.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    const list = await api("GET", `/v1/customers?email=${encodeURIComponent(body.customer.email)}`);
    expect(list.body.customers).toHaveLength(1);
  });

  it("400 idempotency_key_mismatch for the same key with another body", async () => {
    const key = `idem-${uniq()}`;
    const a = await api("POST", "/v1/customers", { body: { customer: { first_name: "A" } }, headers: { "Idempotency-Key": key } });
    expect(a.status).toBe(200);
    const b = await api("POST", "/v1/customers", { body: { customer: { first_name: "B" } }, headers: { "Idempotency-Key": key } });
    expect(b.status).toBe(400);
    expect(b.error.detail[0].type).toBe("idempotency_key_mismatch");
  });

  it("scopes keys by method and path: the same key on another path is another request", async () => {
    const key = `idem-${uniq()}`;
    const created = await api("POST", "/v1/customers", { body: { customer: { first_name: "Scope" } }, headers: { "Idempotency-Key": key } });
    const id = created.body.customer.customer_id;
    const patched = await api("PATCH", `/v1/customers/${id}`, { body: { customer: { first_name: "Scope" } }, headers: { "Idempotency-Key": key } });
    expect(patched.status).toBe(200);
    expect(patched.headers.get("idempotent-replayed")).toBeNull();
  });

  it("scopes keys by merchant: another merchant's identical key runs separately", async () => {
    const key = `idem-${uniq()}`;
    const body = { customer: { first_name: "Shared key" } };
    const mine = await api("POST", "/v1/customers", { body, headers: { "Idempotency-Key": key } });
    const theirs = await api("POST", "/v1/customers", { key: merchants().other.test_secret_key, body, headers: { "Idempotency-Key": key } });
    expect(theirs.status).toBe(200);
    expect(theirs.body.customer.customer_id).not.toBe(mine.body.customer.customer_id);
  });

  it("422 for a key over 255 characters, and nothing is recorded for it", async () => {
    const res = await api("POST", "/v1/customers", { body: { customer: {} }, headers: { "Idempotency-Key": "k".repeat(256) } });
    expect(res.status).toBe(422);
    expect(res.error.detail[0].loc).toEqual(["header", "Idempotency-Key"]);
  });

  it("422 for a key with a control character, naming the header; nothing is created", async () => {
    const email = `ctl-${uniq()}@example.com`;
    const res = await api("POST", "/v1/customers", { body: { customer: { email } }, headers: { "Idempotency-Key": "order\t42" } });
    expect(res.status).toBe(422);
    expect(res.error.detail).toEqual([
      { loc: ["header", "Idempotency-Key"], msg: "Idempotency-Key may hold only visible ASCII characters and spaces.", type: "string_pattern_mismatch" },
    ]);
    expect((await api("GET", `/v1/customers?email=${encodeURIComponent(email)}`)).body.customers).toHaveLength(0);
  });

  it("a refusal (404) is this request's answer: replayed with its key", async () => {
    const key = `idem-${uniq()}`;
    const path = `/v1/payment_intents/fpi_${"0".repeat(26)}/cancel` as const;
    const first = await api("POST", path, { headers: { "Idempotency-Key": key } });
    expect(first.status).toBe(404);
    const again = await api("POST", path, { headers: { "Idempotency-Key": key } });
    expect(again.status).toBe(404);
    expect(again.text).toBe(first.text);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
  });

  it("a 422 is not recorded: fixing the body under the same key succeeds", async () => {
    const key = `idem-${uniq()}`;
    const bad = await api("POST", "/v1/customers", { body: { customer: { email: "nope" } }, headers: { "Idempotency-Key": key } });
    expect(bad.status).toBe(422);
    const good = await api("POST", "/v1/customers", { body: { customer: { email: `ok-${uniq()}@example.com` } }, headers: { "Idempotency-Key": key } });
    expect(good.status).toBe(200);
  });

  it("100 concurrent requests with one key create exactly one customer", async () => {
    const key = `idem-${uniq()}`;
    const email = `race-${uniq()}@example.com`;
    const body = { customer: { email, first_name: "Race" } };
    const results = await Promise.all(Array.from({ length: 100 }, () => api("POST", "/v1/customers", { body, headers: { "Idempotency-Key": key } })));
    const ok = results.filter((r) => r.status === 200);
    const busy = results.filter((r) => r.status === 409);
    expect(ok.length + busy.length).toBe(100);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of busy) expect(r.error.detail[0].type).toBe("idempotency_key_in_use");
    expect(new Set(ok.map((r) => r.text)).size).toBe(1);
    const list = await api("GET", `/v1/customers?email=${encodeURIComponent(email)}`);
    expect(list.body.customers).toHaveLength(1);
    expect(list.body.customers[0].customer_id).toBe(ok[0].body.customer.customer_id);
    // After the first finished, a retry is a replay.
    const again = await api("POST", "/v1/customers", { body, headers: { "Idempotency-Key": key } });
    expect(again.status).toBe(200);
    expect(again.text).toBe(ok[0].text);
  });
});
