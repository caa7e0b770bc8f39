// The prices resource as the dashboard uses it. Reads ask for expand=product so tables and
// detail pages can name the product without a request per row.
import { useMemo } from "react";
import { useQueries, useQuery } from "@tanstack/react-query";
import type { Price, PriceCreate, PriceListQuery, PriceUpdate } from "@/lib/schemas/price";
import type { Product } from "@/lib/schemas/product";
import { apiFetch, apiRetrieve, type ApiClientError, type ApiPage } from "../api";
import { createQueryKeys } from "../query-keys";
import { defineResource, type ResourceClient } from "../resource";

/** What the prices table and pickers can ask for (a subset of the API's list query). */
export type PriceListParams = Pick<PriceListQuery, "product" | "active" | "type" | "limit" | "starting_after" | "ending_before" | "expand">;

export const priceKeys = createQueryKeys<"prices", PriceListParams>("prices");

const EXPAND = { expand: "product" } as const;
const item = (id: string) => `/v1/prices/${encodeURIComponent(id)}`;

const base = defineResource<Price, PriceCreate, PriceUpdate, PriceListParams>({
  path: "/v1/prices",
  singular: "price",
  keys: priceKeys,
  idOf: (p) => p.price_id,
});

export const pricesResource: ResourceClient<Price, PriceCreate, PriceUpdate, PriceListParams> = {
  ...base,
  list: (params, signal) => base.list({ ...EXPAND, ...params }, signal),
  retrieve: (id, signal) => apiRetrieve<Price>(item(id), EXPAND, signal),
  // The update answer honours expand, so the primed detail cache keeps the product object.
  update: async (id, body) => (await apiFetch<{ price: Price }>(item(id), { method: "PATCH", query: EXPAND, body: { price: body } })).data.price,
};

/** The price's product id, whether or not the product was expanded. */
export function priceProductId(price: Price): string {
  return typeof price.product === "string" ? price.product : price.product.product_id;
}

/** The expanded product, when the answer carried it. */
export function priceProduct(price: Price): Product | null {
  return typeof price.product === "string" ? null : price.product;
}

/** Several prices by id (e.g. a payment link's lines), each cached as that price's detail. */
export function usePricesById(ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const result = useQueries({
    queries: unique.map((id) => ({
      queryKey: priceKeys.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => pricesResource.retrieve(id, signal),
    })),
    // Structurally shared, so `prices` keeps its identity until a price actually changes.
    combine: (results) => ({
      prices: results.flatMap((r) => (r.data ? [r.data] : [])),
      isLoading: results.some((r) => r.isLoading),
      isError: results.some((r) => r.isError),
    }),
  });
  const byId = useMemo(() => new Map(result.prices.map((p) => [p.price_id, p])), [result.prices]);
  return { byId, isLoading: result.isLoading, isError: result.isError };
}

/** Active prices with their products, for pickers (the first 100; pickers filter them locally). */
export function useActivePrices() {
  const params: PriceListParams = { active: true, limit: 100 };
  return useQuery<ApiPage<Price>, ApiClientError>({
    queryKey: priceKeys.list(params),
    queryFn: ({ signal }) => pricesResource.list(params, signal),
  });
}
