// The customers resource as the dashboard uses it.
import type { Customer, CustomerCreate, CustomerListQuery, CustomerUpdate } from "@/lib/schemas/customer";
import { queryKeys } from "../query-keys";
import { defineResource } from "../resource";

/** What the customers table can ask for (a subset of the API's list query). */
export type CustomerListParams = Pick<CustomerListQuery, "search" | "limit" | "starting_after" | "ending_before">;

export const customersResource = defineResource<Customer, CustomerCreate, CustomerUpdate, CustomerListParams>({
  path: "/v1/customers",
  singular: "customer",
  keys: queryKeys.customers,
  idOf: (c) => c.customer_id,
});
