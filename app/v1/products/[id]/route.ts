// /v1/products/{id}: retrieve and update a product (POST is an alias of PATCH).
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { getProduct } from "@/lib/server/services/products/get-product";
import { updateProduct } from "@/lib/server/services/products/update-product";

const update = handle(endpoints.updateProduct, ({ scope, params, body }) => updateProduct(scope, params.id, body));

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.retrieveProduct, ({ scope, params }) => getProduct(scope, params.id)),
  PATCH: update,
  POST: update,
});
