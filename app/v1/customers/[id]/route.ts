// /v1/customers/{id}: retrieve and update one customer (POST is an alias of PATCH).
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { getCustomer } from "@/lib/server/services/customers/get-customer";
import { updateCustomer } from "@/lib/server/services/customers/update-customer";

const update = handle(endpoints.updateCustomer, ({ scope, params, body }) => updateCustomer(scope, params.id, body));

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.retrieveCustomer, ({ scope, params }) => getCustomer(scope, params.id)),
  PATCH: update,
  POST: update,
});
