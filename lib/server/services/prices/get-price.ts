import "server-only";
import { prices } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import type { Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import { serializePrices } from "./serialize-price";

export async function getPriceOrThrow(scope: Scope, id: string, forUpdate = false) {
  const row = await findScoped(scope, prices, id, forUpdate);
  if (!row) throw ApiError.notFound("price", id);
  return row;
}

export async function getPrice(scope: Scope, id: string, expand: Set<string> = new Set()) {
  const [price] = await serializePrices(scope, [await getPriceOrThrow(scope, id)], expand.has("product"));
  return price;
}
