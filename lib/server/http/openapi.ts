import { z } from "zod";
import { ID_PARAM_PATTERN } from "@/lib/schemas/common";
import type { EndpointSpec } from "./endpoint";
import { endpoints } from "./endpoints";
import { OPERATION_EXAMPLES } from "./openapi-examples";

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

const errorExample = (loc: (string | number)[], msg: string, type: string) => ({ detail: [{ loc, msg, type }] });

/**
 * The error answers, one named response each (all with the Error schema). Which operation
 * answers which is decided in errorStatuses from what the wrapper (handle.ts) and the services
 * really do.
 */
const ERROR_RESPONSES: Record<string, { name: string; description: string; example: unknown }> = {
  "400": {
    name: "BadRequest",
    description: "The object's state does not allow this (type `<resource>_unexpected_state`, `amount_too_large`, ...), a card was declined at checkout, or the Idempotency-Key was used with another body",
    example: errorExample([], "This checkout session is expired; only an open session can be paid.", "checkout_session_unexpected_state"),
  },
  "401": {
    name: "Unauthorized",
    description: "No secret key, or an unknown or revoked one",
    example: errorExample(["header", "Authorization"], "Invalid API key: the key is unknown or has been revoked.", "invalid_api_key"),
  },
  "402": {
    name: "PaymentRequired",
    description: "The card was declined, or needs authentication that only the hosted checkout page can do",
    example: errorExample([], "The card was declined.", "card_declined"),
  },
  "403": {
    name: "Forbidden",
    description: "A dashboard session's write without its CSRF token (API keys never get this)",
    example: errorExample(["header", "X-CSRF-Token"], "This request needs the dashboard's CSRF token.", "csrf_token_invalid"),
  },
  "404": {
    name: "NotFound",
    description: "The object named in the path (or a list's cursor) does not exist for this account and mode; test helpers with a live key",
    example: errorExample(["path", "id"], "No such customer: 'fcus_01kaf3r9x2m4n6p8q0s2t4v6w8'.", "resource_not_found"),
  },
  "409": {
    name: "Conflict",
    description: "A request with this Idempotency-Key is still being processed: retry later",
    example: errorExample([], "A request with this Idempotency-Key is still being processed; retry later.", "idempotency_key_in_use"),
  },
  "413": {
    name: "PayloadTooLarge",
    description: "The body is over 1 MiB, or nests too deeply",
    example: errorExample(["body"], "Request bodies are limited to 1048576 bytes.", "body_too_large"),
  },
  "415": {
    name: "UnsupportedMediaType",
    description: "A body not sent as application/json",
    example: errorExample(["header", "Content-Type"], "Request bodies must be sent with Content-Type: application/json.", "unsupported_media_type"),
  },
  "422": {
    name: "ValidationError",
    description: "A field of the body or query is invalid, or names an object that does not exist (type `<resource>_not_found`); `loc` says which",
    example: errorExample(["body", "price", "unit_amount"], "Input should be greater than or equal to 0", "greater_than_equal"),
  },
  "429": {
    name: "TooManyRequests",
    description: "Over the rate limit: retry after the Retry-After header's seconds",
    example: errorExample([], "Too many requests: the limit is 100 per second (bursts of 200). Retry after 1 s.", "rate_limited"),
  },
};

/** The error statuses an operation really answers. */
function errorStatuses(spec: EndpointSpec): number[] {
  const out = new Set<number>([401, 422, 429]);
  const write = spec.method !== "GET";
  if (write) for (const s of [403, 409]) out.add(s);
  // DELETE bodies are ignored unread (so no Idempotency-Key body mismatch either), and no DELETE refuses a state.
  if (spec.method === "POST" || spec.method === "PATCH") for (const s of [400, 413, 415]) out.add(s);
  if (/\{\w+\}/.test(spec.path) || spec.testOnly || (spec.query && "starting_after" in spec.query.shape)) out.add(404);
  for (const s of spec.errors ?? []) out.add(s);
  return [...out].sort((a, b) => a - b);
}

function operation(spec: EndpointSpec, alias = false) {
  const parameters: Record<string, unknown>[] = [];
  for (const name of spec.path.match(/\{(\w+)\}/g) ?? []) {
    // An id that does not match the pattern names no object: 404.
    parameters.push({ name: name.slice(1, -1), in: "path", required: true, schema: { type: "string", pattern: ID_PARAM_PATTERN.source } });
  }
  const ignored = new Set(spec.ignoredQuery ?? []);
  if (spec.query) {
    for (const [name, field] of Object.entries(spec.query.shape)) {
      if (ignored.has(name)) continue;
      const schema = stripDollarSchema(jsonSchema(field as z.ZodType, "input"));
      parameters.push({ name, in: "query", required: false, schema, description: (field as z.ZodType).description });
    }
  }
  for (const field of spec.expandable ?? []) {
    // A query schema may declare expand_<field> itself (subscriptions): one parameter.
    if (parameters.some((p) => p.name === `expand_${field}`)) continue;
    parameters.push({ name: `expand_${field}`, in: "query", required: false, schema: { type: "boolean" }, description: `Answer ${field} as the full object instead of its id` });
  }
  const isWrite = spec.method !== "GET";
  if (isWrite) {
    parameters.push({ name: "Idempotency-Key", in: "header", required: false, schema: { type: "string", minLength: 1, maxLength: 255 } });
  }
  const responseKey = spec.plural ?? spec.resource;
  const examples = OPERATION_EXAMPLES[operationIdOf(spec)] ?? {};
  const errors: Record<string, unknown> = {};
  for (const status of errorStatuses(spec)) errors[String(status)] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
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
          : {
              "application/json": {
                schema: { type: "object", required: [responseKey], properties: { [responseKey]: stripDollarSchema(jsonSchema(spec.response, "output")) } },
                ...(examples.response !== undefined ? { example: { [responseKey]: examples.response } } : {}),
              },
            },
        ...(spec.plural ? { headers: { "X-Has-More": { schema: { type: "boolean" } }, Link: { schema: { type: "string" } } } } : {}),
      },
      ...errors,
      default: { $ref: "#/components/responses/UnexpectedError" },
    },
  };
  if (spec.body) {
    const inner = stripDollarSchema(jsonSchema(spec.body, "input"));
    const wrapped = (key: string) => ({ type: "object", required: spec.bodyOptional ? [] : [key], additionalProperties: false, properties: { [key]: inner } });
    const keys = [spec.bodyKey ?? spec.resource, ...(spec.bodyKeyAliases ?? [])];
    op.requestBody = {
      required: !spec.bodyOptional,
      content: {
        "application/json": {
          schema: keys.length === 1 ? wrapped(keys[0]) : { oneOf: keys.map(wrapped) },
          ...(examples.request !== undefined && !alias ? { example: examples.request } : {}),
        },
      },
    };
  }
  return op;
}

const OPERATION_IDS = new Map<EndpointSpec, string>(Object.entries(endpoints).map(([id, spec]) => [spec as EndpointSpec, id]));
const operationIdOf = (spec: EndpointSpec) => OPERATION_IDS.get(spec) ?? "";

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
      license: { name: "Proprietary", url: `${baseUrl}/api-reference` },
    },
    servers: [{ url: baseUrl }],
    security: [{ bearerAuth: [] }],
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: "Secret key: fsk_test_... or fsk_live_..." } },
      schemas: { Error: stripDollarSchema(jsonSchema(errorSchema, "output")) },
      responses: Object.fromEntries([
        ...Object.values(ERROR_RESPONSES).map(({ name, description, example }) => [
          name,
          {
            description,
            ...(name === "TooManyRequests" ? { headers: { "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } } } } : {}),
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" }, example } },
          },
        ]),
        [
          "UnexpectedError",
          {
            description: "An internal error (500, quoting the request id) or the payment processor unavailable (502)",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
        ],
      ]),
    },
    paths,
  };
}
