import "server-only";
import { promoCodes } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import type { Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import { serializePromoCodes } from "./serialize-promo-code";

export async function getPromoCodeOrThrow(scope: Scope, id: string, forUpdate = false) {
  const row = await findScoped(scope, promoCodes, id, forUpdate);
  if (!row) throw ApiError.notFound("promo code", id);
  return row;
}

export async function getPromoCode(scope: Scope, id: string) {
  const [promo] = await serializePromoCodes(scope, [await getPromoCodeOrThrow(scope, id)]);
  return promo;
}
