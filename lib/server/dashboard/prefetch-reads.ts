import "server-only";
import { toSearchParams } from "@/lib/client/api";
import type { EndpointSpec } from "../http/endpoint";
import type { QueryOf } from "../http/handle";
import { parseExpand, parsePathParams, parseQuery } from "../http/parse-input";

/** A list's or an object's query parameters as the dashboard's client sends them. */
export type ClientQuery = object;

/**
 * What `GET spec.path?query` answers the dashboard, read on the server: the query string the
 * client would send, parsed by the endpoint's own schema (a value the API refuses throws its
 * ApiError, so the page is left to show the error the client gets), then `list`, the route's
 * own service call.
 */
export function readList<S extends EndpointSpec>(spec: S, query: ClientQuery, list: (query: QueryOf<S>, expand: Set<string>) => Promise<unknown>) {
  return async () => {
    const params = toSearchParams(query);
    return list(parseQuery(spec, params) as QueryOf<S>, parseExpand(spec, params));
  };
}

/**
 * What `GET spec.path` (one object) answers the dashboard for this id, with the query the
 * client's retrieve adds (its expansions): an id the route would refuse throws its 404, like
 * an object of another account or mode does in `get`, the route's own service call.
 */
export function readOne<S extends EndpointSpec>(
  spec: S,
  id: string,
  query: ClientQuery | undefined,
  get: (id: string, expand: Set<string>) => Promise<unknown>,
) {
  return async () => {
    const params = toSearchParams(query);
    parseQuery(spec, params);
    return get(parsePathParams({ id }).id, parseExpand(spec, params));
  };
}
