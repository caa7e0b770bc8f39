import "server-only";
import { eq } from "drizzle-orm";
import { prices } from "@/lib/db/schema";
import type { PriceListQuery } from "@/lib/schemas/price";
import type { Scope } from "../../scope";
import { paginate } from "../paginate";
import { serializePrices } from "./serialize-price";

export async function listPrices(scope: Scope, query: PriceListQuery, expand: Set<string> = new Set()) {
  const filters = [];
  if (query.product) filters.push(eq(prices.productId, query.product));
  if (query.active !== undefined) filters.push(eq(prices.active, query.active));
  if (query.type) filters.push(eq(prices.type, query.type));
  return paginate(scope, prices, query, filters, (rows) => serializePrices(scope, rows, expand.has("product")), "price");
}
