import "server-only";
import { products } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import type { Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import { serializeProduct } from "./serialize-product";

export async function getProductOrThrow(scope: Scope, id: string, forUpdate = false) {
  const row = await findScoped(scope, products, id, forUpdate);
  if (!row) throw ApiError.notFound("product", id);
  return row;
}

export async function getProduct(scope: Scope, id: string) {
  return serializeProduct(await getProductOrThrow(scope, id));
}
