// The products resource as the dashboard uses it. A product's eligibility is also the effective
// eligibility of its prices that have no override, so product writes refresh prices too.
import { useMemo } from "react";
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Product, ProductCreate, ProductListQuery, ProductUpdate } from "@/lib/schemas/product";
import { apiFetch, apiList, type ApiClientError } from "../api";
import { createQueryKeys } from "../query-keys";
import { defineResource, LIST_PAGE_SIZE } from "../resource";
import { useUpdateResource } from "../use-resource";
import { priceKeys } from "./prices";

/** What the products table and pickers can ask for (a subset of the API's list query). */
export type ProductListParams = Pick<
  ProductListQuery,
  "search" | "active" | "hsa_fsa_eligibility" | "eligibility_review" | "visit_type" | "limit" | "starting_after" | "ending_before"
>;

export const productKeys = createQueryKeys<"products", ProductListParams>("products");

/** The eligibility review queue: products the bot flagged, a page at a time (the server page prefetches the same query). */
export const reviewQueueQuery = (params: ProductListParams) => ({ ...params, eligibility_review: "needed" as const, limit: LIST_PAGE_SIZE });

export const productsResource = defineResource<Product, ProductCreate, ProductUpdate, ProductListParams>({
  path: "/v1/products",
  singular: "product",
  keys: productKeys,
  idOf: (p) => p.product_id,
  // Prices without an override show their product's eligibility.
  affects: [priceKeys.all],
});

/** Several products by id (a coupon's applies_to), each cached as that product's detail. */
export function useProductsById(ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const products = useQueries({
    queries: unique.map((id) => ({
      queryKey: productKeys.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => productsResource.retrieve(id, signal),
    })),
    // Structurally shared, so `products` keeps its identity until a product actually changes.
    combine: (results) => results.flatMap((r) => (r.data ? [r.data] : [])),
  });
  return useMemo(() => new Map(products.map((p) => [p.product_id, p])), [products]);
}

/** Refreshes every product list and detail, and prices (they inherit the product's eligibility). */
async function invalidateProducts(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all([queryClient.invalidateQueries({ queryKey: productKeys.all }), queryClient.invalidateQueries({ queryKey: priceKeys.all })]);
}

/** PATCH a product: primes its detail, refreshes product lists and every price (eligibility is inherited). */
export function useUpdateProduct() {
  return useUpdateResource(productsResource);
}

/**
 * POST /v1/products/eligibility_review/accept: the merchant confirms the current eligibility of
 * these products (one request, all or nothing); they leave the review queue.
 */
export function useAcceptProductEligibility() {
  const queryClient = useQueryClient();
  return useMutation<Product[], ApiClientError, string[]>({
    mutationFn: async (ids) =>
      (await apiFetch<{ products: Product[] }>("/v1/products/eligibility_review/accept", { method: "POST", body: { products: ids } })).data.products,
    onSuccess: async (accepted) => {
      for (const p of accepted) queryClient.setQueryData(productKeys.detail(p.product_id), p);
      await invalidateProducts(queryClient);
    },
  });
}

/** How many products wait for review (up to `cap`; `more` when there are more than that). */
export function useReviewCount(cap = 100) {
  return useQuery<{ count: number; more: boolean }, ApiClientError>({
    queryKey: [...productKeys.lists(), "review-count", cap],
    queryFn: async ({ signal }) => {
      const page = await apiList<Product>("/v1/products", { eligibility_review: "needed", limit: cap }, signal);
      return { count: page.data.length, more: page.hasMore };
    },
  });
}
