import { z } from "zod";
import { ID_PARAM_PATTERN } from "@/lib/schemas/common";
import type { EndpointSpec } from "./endpoint";
import { endpoints } from "./endpoints";

const errorSchema = z.object({
  detail: z.array(z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() })),
});

function jsonSchema(schema: z.ZodType, io: "input" | "output") {
  return z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as Record<string, unknown>;
}

function stripDollarSchema(s: Record<string, unknown>) {
  const { $schema: _ignored, ...rest } = s;
  return rest;
}

function operation(spec: EndpointSpec, alias = false) {
  const parameters: Record<string, unknown>[] = [];
  for (const name of spec.path.match(/\{(\w+)\}/g) ?? []) {
    // An id that does not match the pattern names no object: 404.
    parameters.push({ name: name.slice(1, -1), in: "path", required: true, schema: { type: "string", pattern: ID_PARAM_PATTERN.source } });
  }
  if (spec.query) {
    for (const [name, field] of Object.entries(spec.query.shape)) {
      const schema = stripDollarSchema(jsonSchema(field as z.ZodType, "input"));
      parameters.push({ name, in: "query", required: false, schema, description: (field as z.ZodType).description });
    }
  }
  for (const field of spec.expandable ?? []) {
    parameters.push({ name: `expand_${field}`, in: "query", required: false, schema: { type: "boolean" } });
  }
  const isWrite = spec.method !== "GET";
  if (isWrite) {
    parameters.push({ name: "Idempotency-Key", in: "header", required: false, schema: { type: "string", minLength: 1, maxLength: 255 } });
  }
  const responseKey = spec.plural ?? spec.resource;
  const op: Record<string, unknown> = {
    operationId: alias ? `${spec.summary}-post-alias`.replace(/\W+/g, "_") : undefined,
    summary: alias ? `${spec.summary} (POST alias of PATCH)` : spec.summary,
    tags: [spec.tag],
    parameters,
    responses: {
      "200": {
        description: "Success",
        content: spec.produces
          ? { [spec.produces]: { schema: stripDollarSchema(jsonSchema(spec.response, "output")) } }
          : { "application/json": { schema: { type: "object", required: [responseKey], properties: { [responseKey]: stripDollarSchema(jsonSchema(spec.response, "output")) } } } },
        ...(spec.plural ? { headers: { "X-Has-More": { schema: { type: "boolean" } }, Link: { schema: { type: "string" } } } } : {}),
      },
      default: { description: "Error", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
    },
  };
  if (spec.body) {
    const inner = stripDollarSchema(jsonSchema(spec.body, "input"));
    const wrapped = (key: string) => ({ type: "object", required: spec.bodyOptional ? [] : [key], additionalProperties: false, properties: { [key]: inner } });
    const keys = [spec.bodyKey ?? spec.resource, ...(spec.bodyKeyAliases ?? [])];
    op.requestBody = {
      required: !spec.bodyOptional,
      content: { "application/json": { schema: keys.length === 1 ? wrapped(keys[0]) : { oneOf: keys.map(wrapped) } } },
    };
  }
  return op;
}

/** The OpenAPI 3.1 document, generated from the endpoint registry and its zod schemas. */
export function buildOpenApiDocument(baseUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [id, spec] of Object.entries(endpoints) as [string, EndpointSpec][]) {
    const entry = (paths[spec.path] ??= {});
    entry[spec.method.toLowerCase()] = { ...operation(spec), operationId: id };
    if (spec.method === "PATCH") entry.post = { ...operation(spec, true), operationId: `${id}ViaPost` };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Commerce Payments API",
      version: "v1",
      description: "Products with HSA/FSA eligibility, prices, checkout with split carts, payments, captures and refunds. Amounts are integer cents (USD).",
    },
    servers: [{ url: baseUrl }],
    security: [{ bearerAuth: [] }],
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: "Secret key: fsk_test_... or fsk_live_..." } },
      schemas: { Error: stripDollarSchema(jsonSchema(errorSchema, "output")) },
    },
    paths,
  };
}
