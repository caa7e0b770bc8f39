// /v1/prices: create and list prices.
import { endpoints } from "@/lib/server/http/endpoints";
import { handle, methods } from "@/lib/server/http/handle";
import { createPrice } from "@/lib/server/services/prices/create-price";
import { getPrice } from "@/lib/server/services/prices/get-price";
import { listPrices } from "@/lib/server/services/prices/list-prices";

export const { GET, POST, PATCH, DELETE, PUT } = methods({
  GET: handle(endpoints.listPrices, ({ scope, query, expand }) => listPrices(scope, query, expand)),
  POST: handle(endpoints.createPrice, async ({ scope, body, expand }) => {
    const price = await createPrice(scope, body);
    return expand.size ? getPrice(scope, price.price_id, expand) : price;
  }),
});
