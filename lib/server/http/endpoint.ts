import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

/**
 * One API operation, declared once: the route handler validates with these schemas and the
 * OpenAPI document is generated from them.
 */
export type EndpointSpec = {
  method: HttpMethod;
  /** OpenAPI-style path, e.g. /v1/customers/{id}. */
  path: string;
  summary: string;
  tag: string;
  /** Singular key that wraps the request body and a single-object response. */
  resource: string;
  /** Plural key of a list response; its presence makes the endpoint a list. */
  plural?: string;
  body?: z.ZodType;
  /** Key wrapping the body when it differs from `resource`. */
  bodyKey?: string;
  /** Other keys integrations wrap the same body in (accepted like bodyKey; one of them per request). */
  bodyKeyAliases?: readonly string[];
  /** Body is optional (e.g. cancel): absent or {} is accepted. */
  bodyOptional?: boolean;
  /** Server-owned fields clients copy back from responses: accepted and dropped. */
  readOnly?: readonly string[];
  query?: z.ZodObject;
  response: z.ZodType;
  /** Fields that `expand` / `expand_<field>` may name. */
  expandable?: readonly string[];
  /** Test mode only (live keys get 404). */
  testOnly?: boolean;
  /** The 200 answer is a file of this media type (e.g. text/csv), not JSON: `response` describes its text. */
  produces?: string;
  /**
   * Query parameters of `query` that integrations send here and that mean nothing on this
   * operation: validated and ignored, left out of the OpenAPI document.
   */
  ignoredQuery?: readonly string[];
  /** Error statuses beyond those every operation of its kind answers (see openapi.ts): 402 where a card is charged, 400 on a read. */
  errors?: readonly (400 | 402)[];
};

export function defineEndpoints<T extends Record<string, EndpointSpec>>(endpoints: T): T {
  return endpoints;
}
