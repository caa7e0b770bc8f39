// The customers resource as the dashboard uses it.
import type { Customer, CustomerCreate, CustomerListQuery, CustomerUpdate } from "@/lib/schemas/customer";
import { createQueryKeys } from "../query-keys";
import { defineResource } from "../resource";

/** What the customers table can ask for (a subset of the API's list query). */
export type CustomerListParams = Pick<CustomerListQuery, "search" | "limit" | "starting_after" | "ending_before">;

export const customerKeys = createQueryKeys<"customers", CustomerListParams>("customers");

/** The home page's recent customers (the server page prefetches the same query). */
export const RECENT_CUSTOMERS_QUERY = { limit: 5 } as const;

export const customersResource = defineResource<Customer, CustomerCreate, CustomerUpdate, CustomerListParams>({
  path: "/v1/customers",
  singular: "customer",
  keys: customerKeys,
  idOf: (c) => c.customer_id,
});
