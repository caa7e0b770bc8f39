// /v1/products: create and list products.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { createProduct } from "@/lib/server/services/products/create-product";
import { listProducts } from "@/lib/server/services/products/list-products";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.listProducts, ({ scope, query }) => listProducts(scope, query)),
  POST: handle(endpoints.createProduct, ({ scope, body }) => createProduct(scope, body)),
});
