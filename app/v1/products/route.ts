// /v1/products: create and list products.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import type { ProductCreate, ProductListQuery } from "@/lib/schemas/product";
import { createProduct } from "@/lib/server/services/products/create-product";
import { listProducts } from "@/lib/server/services/products/list-products";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle<unknown, ProductListQuery>(endpoints.listProducts, ({ scope, query }) => listProducts(scope, query)),
  POST: handle<ProductCreate>(endpoints.createProduct, ({ scope, body }) => createProduct(scope, body)),
});
