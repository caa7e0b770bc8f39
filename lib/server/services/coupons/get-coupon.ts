import "server-only";
import { coupons } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import type { Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import { serializeCoupon } from "./serialize-coupon";

/** A coupon that exists and is not deleted (deleted coupons are gone for the API). */
export async function getCouponOrThrow(scope: Scope, id: string, forUpdate = false) {
  const row = await findScoped(scope, coupons, id, forUpdate);
  if (!row || row.deletedAt) throw ApiError.notFound("coupon", id);
  return row;
}

export async function getCoupon(scope: Scope, id: string) {
  return serializeCoupon(await getCouponOrThrow(scope, id));
}
