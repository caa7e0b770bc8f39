// A typed client for one /v1 resource (list, retrieve, create, update) plus its query keys.
// New dashboard pages declare one with defineResource and use the hooks in use-resource.ts.
import { apiCreate, apiList, apiRetrieve, apiUpdate, type ApiPage, type QueryParams } from "./api";
import type { QueryKeys } from "./query-keys";

/** Rows per page of every dashboard list (the server's prefetch uses the same key). */
export const LIST_PAGE_SIZE = 20;

export type ResourceClient<T, Create, Update, ListParams> = {
  /** Collection path, e.g. /v1/customers. */
  path: string;
  /** Body and response wrapper key, e.g. "customer". */
  singular: string;
  keys: QueryKeys<ListParams>;
  idOf: (object: T) => string;
  /** Other queries an update changes (a product's eligibility is inherited by its prices). */
  affects?: readonly (readonly unknown[])[];
  list: (params: ListParams, signal?: AbortSignal) => Promise<ApiPage<T>>;
  retrieve: (id: string, signal?: AbortSignal) => Promise<T>;
  create: (body: Create) => Promise<T>;
  update: (id: string, body: Update) => Promise<T>;
};

export function defineResource<T, Create, Update, ListParams extends object>(config: {
  path: string;
  singular: string;
  keys: QueryKeys<ListParams>;
  idOf: (object: T) => string;
  affects?: readonly (readonly unknown[])[];
}): ResourceClient<T, Create, Update, ListParams> {
  const item = (id: string) => `${config.path}/${encodeURIComponent(id)}`;
  return {
    ...config,
    list: (params, signal) => apiList<T>(config.path, params as QueryParams, signal),
    retrieve: (id, signal) => apiRetrieve<T>(item(id), undefined, signal),
    create: (body) => apiCreate<T>(config.path, config.singular, body),
    update: (id, body) => apiUpdate<T>(item(id), config.singular, body),
  };
}
