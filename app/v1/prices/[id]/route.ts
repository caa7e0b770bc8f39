// /v1/prices/{id}: retrieve and update a price (POST is an alias of PATCH).
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { getPrice } from "@/lib/server/services/prices/get-price";
import { updatePrice } from "@/lib/server/services/prices/update-price";

const update = handle(endpoints.updatePrice, async ({ scope, params, body, expand }) => {
  await updatePrice(scope, params.id, body);
  return getPrice(scope, params.id, expand);
});

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.retrievePrice, ({ scope, params, expand }) => getPrice(scope, params.id, expand)),
  PATCH: update,
  POST: update,
});
