import { z } from "zod";
import { retrieveQuerySchema } from "@/lib/schemas/common";
import { customerCreateSchema, customerListQuerySchema, customerReadOnlyFields, customerSchema, customerUpdateSchema } from "@/lib/schemas/customer";
import { defineEndpoints } from "../endpoint";

export const customerEndpoints = defineEndpoints({
  createCustomer: {
    method: "POST",
    path: "/v1/customers",
    tag: "Customers",
    summary: "Create a customer",
    resource: "customer",
    body: customerCreateSchema,
    readOnly: customerReadOnlyFields,
    response: customerSchema,
  },
  listCustomers: {
    method: "GET",
    path: "/v1/customers",
    tag: "Customers",
    summary: "List customers, newest first",
    resource: "customer",
    plural: "customers",
    query: customerListQuerySchema,
    response: z.array(customerSchema),
  },
  retrieveCustomer: {
    method: "GET",
    path: "/v1/customers/{id}",
    tag: "Customers",
    summary: "Retrieve a customer",
    resource: "customer",
    query: retrieveQuerySchema,
    response: customerSchema,
  },
  updateCustomer: {
    method: "PATCH",
    path: "/v1/customers/{id}",
    tag: "Customers",
    summary: "Update a customer (emits account.updated)",
    resource: "customer",
    body: customerUpdateSchema,
    readOnly: customerReadOnlyFields,
    response: customerSchema,
  },
});
