// The products resource as the dashboard uses it. A product's eligibility is also the effective
// eligibility of its prices that have no override, so product writes refresh prices too.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Product, ProductCreate, ProductListQuery, ProductUpdate } from "@/lib/schemas/product";
import type { ApiClientError } from "../api";
import { createQueryKeys } from "../query-keys";
import { defineResource } from "../resource";
import { priceKeys } from "./prices";

/** What the products table and pickers can ask for (a subset of the API's list query). */
export type ProductListParams = Pick<
  ProductListQuery,
  "search" | "active" | "hsa_fsa_eligibility" | "visit_type" | "limit" | "starting_after" | "ending_before"
>;

export const productKeys = createQueryKeys<"products", ProductListParams>("products");

export const productsResource = defineResource<Product, ProductCreate, ProductUpdate, ProductListParams>({
  path: "/v1/products",
  singular: "product",
  keys: productKeys,
  idOf: (p) => p.product_id,
});

/** PATCH a product: primes its detail, refreshes product lists and every price (eligibility is inherited). */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation<Product, ApiClientError, { id: string; body: ProductUpdate }>({
    mutationFn: ({ id, body }) => productsResource.update(id, body),
    onSuccess: async (updated, { id }) => {
      queryClient.setQueryData(productKeys.detail(id), updated);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: productKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: priceKeys.all }),
      ]);
    },
  });
}
