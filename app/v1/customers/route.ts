// /v1/customers: create and list customers.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { createCustomer } from "@/lib/server/services/customers/create-customer";
import { listCustomers } from "@/lib/server/services/customers/list-customers";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.listCustomers, ({ scope, query }) => listCustomers(scope, query)),
  POST: handle(endpoints.createCustomer, ({ scope, body }) => createCustomer(scope, body)),
});
