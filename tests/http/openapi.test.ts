import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/server/http/openapi";

const APP_V1 = path.join(import.meta.dirname, "../../app/v1");

/** Every app/v1/**\/route.ts with the URL path it serves and the methods it really handles. */
function routeFiles(): { path: string; methods: string[] }[] {
  const out: { path: string; methods: string[] }[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full, [...segments, entry]);
      else if (entry === "route.ts") {
        if (segments.some((s) => /^\[\[?\.\.\./.test(s))) continue; // the JSON 404 catch-all
        const source = readFileSync(full, "utf8");
        const block = /methods\(\{([\s\S]*?)\n\}\)/.exec(source)?.[1] ?? "";
        const methods = [...block.matchAll(/^\s{2}(GET|POST|PATCH|DELETE):/gm)].map((m) => m[1]);
        const urlPath = "/v1" + segments.map((s) => "/" + s.replace(/^\[(\w+)\]$/, "{$1}")).join("");
        out.push({ path: urlPath, methods });
      }
    }
  };
  walk(APP_V1, []);
  return out;
}

describe("OpenAPI document", () => {
  const doc = buildOpenApiDocument("http://localhost:3000");

  it("is OpenAPI 3.1 with bearer auth and the error shape", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components.schemas.Error).toBeTruthy();
  });

  it("lists every method of every /v1 route file", () => {
    const routes = routeFiles();
    expect(routes.length).toBeGreaterThanOrEqual(4);
    for (const route of routes) {
      expect(route.methods.length, `${route.path} exports no handlers`).toBeGreaterThan(0);
      for (const method of route.methods) {
        const ops = (doc.paths as Record<string, Record<string, unknown>>)[route.path];
        expect(ops?.[method.toLowerCase()], `${method} ${route.path} is missing from /openapi.json`).toBeTruthy();
      }
    }
  });

  it("documents no path that has no route file", () => {
    const served = new Set(routeFiles().flatMap((r) => r.methods.map((m) => `${m} ${r.path}`)));
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops)) expect(served.has(`${method.toUpperCase()} ${p}`), `${method} ${p} has no handler`).toBe(true);
    }
  });

  it("wraps request bodies and responses in the resource key", () => {
    const post = (doc.paths as any)["/v1/customers"].post;
    expect(post.requestBody.content["application/json"].schema.required).toEqual(["customer"]);
    expect(post.responses["200"].content["application/json"].schema.properties.customer).toEqual({ $ref: "#/components/schemas/Customer" });
    expect((doc.components.schemas as any).Customer.properties.customer_id).toEqual({ type: "string", readOnly: true });
    const list = (doc.paths as any)["/v1/customers"].get;
    expect(list.responses["200"].content["application/json"].schema.properties.customers.type).toBe("array");
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(["limit", "starting_after", "ending_before", "email"]));
  });

  it("names each resource and nested object once in components, and every one is referenced", () => {
    const schemas = doc.components.schemas as Record<string, any>;
    const resources = [
      "Product",
      "Price",
      "Coupon",
      "PromoCode",
      "PaymentLink",
      "CheckoutSession",
      "PaymentIntent",
      "SetupIntent",
      "Capture",
      "Refund",
      "Customer",
      "Subscription",
      "SubscriptionItem",
      "Invoice",
      "Export",
      "Event",
      "WebhookEndpoint",
      "EligibilitySignal",
      "PriceRecurring",
      "CouponAppliesTo",
      "ShippingAddress",
      "SplitCart",
      "CheckoutSessionCart",
      "InvoiceLine",
      "ExportFile",
      "CaptureItem",
    ];
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(resources));
    const text = JSON.stringify(doc);
    for (const name of Object.keys(schemas)) expect(text, `${name} is never referenced`).toContain(`"#/components/schemas/${name}"`);
    // A Price holds its Product by reference, not an anonymous copy.
    expect(schemas.Price.properties.product.anyOf).toContainEqual({ $ref: "#/components/schemas/Product" });
    const list = (doc.paths as any)["/v1/products"].get.responses["200"].content["application/json"].schema;
    expect(list.properties.products).toEqual({ type: "array", items: { $ref: "#/components/schemas/Product" } });
  });

  it("marks server-owned fields readOnly, and documents them as accepted and ignored in the bodies that take them back", () => {
    const schemas = doc.components.schemas as Record<string, any>;
    for (const field of ["product_id", "created_at", "test_mode", "eligibility_source", "eligibility_signals"])
      expect(schemas.Product.properties[field].readOnly, field).toBe(true);
    expect(schemas.Product.properties.name.readOnly).toBeUndefined();
    // A price's recurring is set at create: not server-owned.
    expect(schemas.Price.properties.recurring.readOnly).toBeUndefined();
    const body = (doc.paths as any)["/v1/products"].post.requestBody.content["application/json"].schema.properties.product;
    expect(body.additionalProperties).toBe(false);
    // In a request body they are documented as accepted and ignored, not readOnly: validators such
    // as Prism read readOnly in a request as "must not be sent", and integrations send them.
    expect(body.properties.created_at.description).toMatch(/^Server-owned: accepted and ignored/);
    expect(body.properties.created_at.readOnly).toBeUndefined();
    expect(body.properties.eligibility_source.description).toMatch(/^Server-owned: accepted and ignored/);
    expect(
      (doc.paths as any)["/v1/webhooks"].post.requestBody.content["application/json"].schema.properties.webhook.properties.signing_secret.description,
    ).toMatch(/^Server-owned/);
    // Bodies the product accepts and ignores are documented, optional.
    expect((doc.paths as any)["/v1/webhooks/{id}"].delete.requestBody.required).toBe(false);
    expect((doc.paths as any)["/v1/checkout/sessions/{id}/cancel"].post.requestBody.required).toBe(false);
  });

  it("documents each operation's real error statuses with named responses on the Error schema", () => {
    const paths = doc.paths as any;
    const statuses = (op: { responses: Record<string, unknown> }) => Object.keys(op.responses).filter((s) => s !== "200" && s !== "default");
    expect(statuses(paths["/v1/customers/{id}"].get)).toEqual(["401", "404", "422", "429"]);
    expect(statuses(paths["/v1/customers"].get)).toEqual(["401", "404", "422", "429"]);
    expect(statuses(paths["/v1/customers"].post)).toEqual(["400", "401", "403", "409", "413", "415", "422", "429"]);
    expect(statuses(paths["/v1/webhooks/{id}"].delete)).toEqual(["401", "403", "404", "409", "422", "429"]);
    expect(statuses(paths["/v1/invoices/{id}/pay"].post)).toContain("402");
    expect(statuses(paths["/v1/test_helpers/checkout/sessions/{id}/pay"].post)).toContain("402");
    expect(statuses(paths["/v1/exports/{id}/file"].get)).toContain("400");
    expect(statuses(paths["/v1/refunds"].post)).not.toContain("402");
    expect(paths["/v1/customers"].post.responses["422"]).toEqual({ $ref: "#/components/responses/ValidationError" });
    expect((doc.components as any).responses.ValidationError.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/Error" });
  });

  it("lists each parameter once, and no list parameters on updates", () => {
    const paths = doc.paths as any;
    for (const [p, ops] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(ops as Record<string, { parameters: { name: string; in: string }[] }>)) {
        const keys = op.parameters.map((x) => `${x.in}:${x.name}`);
        expect(new Set(keys).size, `${method} ${p}: ${keys.join(", ")}`).toBe(keys.length);
      }
    }
    for (const method of ["patch", "post"]) {
      const names = paths["/v1/subscriptions/{id}"][method].parameters.map((x: { name: string }) => x.name);
      expect(names).toEqual(["id", "expand", "expand_customer", "expand_latest_invoice", "Idempotency-Key"]);
    }
  });
});
