import "server-only";
import { eq, sql } from "drizzle-orm";
import { promoCodes } from "@/lib/db/schema";
import type { PromoCodeListQuery } from "@/lib/schemas/promo-code";
import type { Scope } from "../../scope";
import { paginate } from "../paginate";
import { serializePromoCodes } from "./serialize-promo-code";

export async function listPromoCodes(scope: Scope, query: PromoCodeListQuery) {
  const filters = [];
  if (query.code) filters.push(sql`lower(${promoCodes.code}) = lower(${query.code})`);
  if (query.coupon) filters.push(eq(promoCodes.couponId, query.coupon));
  if (query.active !== undefined) filters.push(eq(promoCodes.active, query.active));
  return paginate(scope, promoCodes, query, filters, (rows) => serializePromoCodes(scope, rows), "promo code");
}
