// The API suite runs through Prism (tests/helpers/prism.ts): every request api() makes and every
// answer is validated against the published OpenAPI document, and the run fails on any violation
// in an answer, or in a request the product accepted. This checks the check is really in place.
import { describe, expect, inject, it } from "vitest";
import { api, apiRaw } from "./client";

describe.skipIf(process.env.API_TESTS_PRISM === "0")("the contract check", () => {
  it("Prism stands in front of the server and annotates a request the document forbids", async () => {
    expect(inject("apiUrl")).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const refused = await apiRaw("POST", "/v1/customers", { body: { customer: { email: "not-an-email", nickname: "x" } } });
    // The product's own refusal, forwarded (X-Request-Id), with Prism's findings on the request.
    expect(refused.status).toBe(422);
    expect(refused.headers.get("x-request-id")).toMatch(/^req_/);
    const violations = JSON.parse(refused.headers.get("sl-violations") ?? "[]") as { location: string[] }[];
    expect(violations.map((v) => v.location.join("."))).toEqual(expect.arrayContaining(["request.body.customer.email", "request.body.customer"]));
    // A valid exchange carries none.
    const ok = await api("POST", "/v1/customers", { body: { customer: { email: "ok@example.com" } } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("sl-violations")).toBeNull();
  });
});
