import { z } from "zod";
import { ID_PARAM_PATTERN } from "@/lib/schemas/common";
import type { EndpointSpec } from "./endpoint";
import { endpoints } from "./endpoints";
import { OPERATION_EXAMPLES } from "./openapi-examples";

const errorSchema = z.object({
  detail: z.array(z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() })),
});

type Json = Record<string, unknown>;

/**
 * Named components: every schema registered with `.meta({ id })` (the resources and their nested
 * parts, lib/schemas) that a response holds, filled while the paths are generated.
 */
let components: Record<string, Json> = {};

/** Metadata without the ids: request bodies keep their own inline schemas (the ids name response shapes). */
const withoutIds = {
  get(schema: z.core.$ZodType) {
    const meta = z.globalRegistry.get(schema);
    if (!meta?.id) return meta;
    const { id: _id, ...rest } = meta;
    return rest;
  },
} as unknown as z.core.$ZodRegistry<z.core.GlobalMeta>;

/** Rewrites zod's local `#/$defs/X` references to the document's components. */
function toComponentRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toComponentRefs);
  if (!node || typeof node !== "object") return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    out[k] = k === "$ref" && typeof v === "string" && v.startsWith("#/$defs/") ? `#/components/schemas/${v.slice("#/$defs/".length)}` : toComponentRefs(v);
  }
  return out;
}

function jsonSchema(schema: z.ZodType, io: "input" | "output"): Json {
  const {
    $schema: _s,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    ...(io === "input" ? { metadata: withoutIds } : {}),
  }) as Json;
  for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, Json>)) {
    // Only registered schemas become definitions here (reused ones stay inline; no schema is cyclic).
    if (!z.globalRegistry.get(z.globalRegistry._idmap.get(id)!)?.id) throw new Error(`OpenAPI: schema definition '${id}' has no registered id`);
    const body = toComponentRefs(def) as Json;
    if (components[id] && JSON.stringify(components[id]) !== JSON.stringify(body)) throw new Error(`OpenAPI: two different schemas are registered as '${id}'`);
    components[id] = body;
  }
  return toComponentRefs(rest) as Json;
}

function stripDollarSchema(s: Json) {
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
    description:
      "The object's state does not allow this (type `<resource>_unexpected_state`, `amount_too_large`, ...), a card was declined at checkout, or the Idempotency-Key was used with another body",
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
    parameters.push({
      name: `expand_${field}`,
      in: "query",
      required: false,
      schema: { type: "boolean" },
      description: `Answer ${field} as the full object instead of its id`,
    });
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
    const inner = acceptReadOnly(stripDollarSchema(jsonSchema(spec.body, "input")), spec);
    const wrapped = (key: string) => ({ type: "object", required: spec.bodyOptional ? [] : [key], additionalProperties: false, properties: { [key]: inner } });
    const keys = [spec.bodyKey ?? spec.resource, ...(spec.bodyKeyAliases ?? [])];
    op.requestBody = {
      required: !spec.bodyOptional,
      content: {
        "application/json": {
          // anyOf, not oneOf: with an optional body, {} matches every wrapper.
          schema: keys.length === 1 ? wrapped(keys[0]) : { anyOf: keys.map(wrapped) },
          ...(examples.request !== undefined && !alias ? { example: examples.request } : {}),
        },
      },
    };
  } else if (spec.method === "POST" || spec.method === "DELETE") {
    // Integrations send a body here too ({} or the object they hold): the wrapper accepts any JSON and ignores it.
    op.requestBody = {
      required: false,
      description: "Optional and ignored: any JSON body (an empty object, or the object as last read) is accepted",
      content: { "application/json": { schema: {} } },
    };
  }
  return op;
}

const IGNORED =
  "Server-owned: accepted and ignored, whatever its value, so a client may send back the object as it read it (its strings, like every string of a body, may not contain NUL or unpaired surrogates)";

/**
 * The server-owned fields a body accepts and drops (spec.readOnly, see parse-input.ts),
 * documented as readOnly instead of forbidden. Any JSON value is accepted there, so no type.
 */
function acceptReadOnly(body: Json, spec: EndpointSpec): Json {
  const props = body.properties as Record<string, Json> | undefined;
  if (!spec.readOnly?.length || !props) return body;
  const extra: Record<string, Json> = {};
  // Not marked readOnly here: validators (Prism) take readOnly in a request as "must not be sent",
  // and these are accepted. The response components mark them readOnly.
  for (const field of spec.readOnly) if (!(field in props)) extra[field] = { description: IGNORED };
  return { ...body, properties: { ...props, ...extra } };
}

/**
 * readOnly on the response components' server-owned fields: each resource's own id, created_at
 * and test_mode, and whatever its create or update accepts and ignores (spec.readOnly).
 */
function markReadOnly() {
  const mark = (id: string, field: string) => {
    const prop = (components[id]?.properties as Record<string, Json> | undefined)?.[field];
    if (prop) prop.readOnly = true;
  };
  for (const [id, schema] of Object.entries(components)) {
    const props = Object.keys((schema.properties ?? {}) as Json);
    if (!props.includes("created_at")) continue;
    for (const field of ["created_at", "test_mode"]) mark(id, field);
    if (props[0]?.endsWith("_id")) mark(id, props[0]);
  }
  // A field some create or update of the resource takes (a price's recurring at create) is not server-owned.
  const writable = new Map<string, Set<string>>();
  const specs = Object.values(endpoints) as EndpointSpec[];
  for (const spec of specs) {
    const id = z.globalRegistry.get(spec.response)?.id;
    const shape = (spec.body as { shape?: Record<string, unknown> } | undefined)?.shape;
    if (id && shape) for (const field of Object.keys(shape)) (writable.get(id) ?? writable.set(id, new Set()).get(id)!).add(field);
  }
  for (const spec of specs) {
    const id = z.globalRegistry.get(spec.response)?.id;
    if (id) for (const field of spec.readOnly ?? []) if (!writable.get(id)?.has(field)) mark(id, field);
  }
}

function sortedComponents(): Record<string, Json> {
  markReadOnly();
  return Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)));
}

const OPERATION_IDS = new Map<EndpointSpec, string>(Object.entries(endpoints).map(([id, spec]) => [spec as EndpointSpec, id]));
const operationIdOf = (spec: EndpointSpec) => OPERATION_IDS.get(spec) ?? "";

/** The OpenAPI 3.1 document, generated from the endpoint registry and its zod schemas. */
export function buildOpenApiDocument(baseUrl: string) {
  components = {};
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
    security: [{ bearerAuth: [] }, { dashboardSession: [] }],
    components: {
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: "Secret key: fsk_test_... or fsk_live_..." },
        // The dashboard calls the same API with its sign-in cookie (writes also carry X-CSRF-Token).
        dashboardSession: {
          type: "apiKey",
          in: "cookie",
          name: "cp_session",
          description:
            "The merchant dashboard's session (its pages call /v1 with it; writes need the X-CSRF-Token header issued with it). Not for integrations: use a secret key.",
        },
      },
      schemas: { Error: stripDollarSchema(jsonSchema(errorSchema, "output")), ...sortedComponents() },
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
