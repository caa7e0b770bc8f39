import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { coupons, customers, promoCodes } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import type { PromoCodeCreate } from "@/lib/schemas/promo-code";
import { ApiError } from "../../errors";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { findScoped } from "../find-scoped";
import { recordEvent } from "../record-event";
import { serializePromoCode } from "./serialize-promo-code";

const LOC = ["body", "promo_code"];

function duplicateCode(code: string) {
  return ApiError.badRequest("promo_code_already_exists", `A promo code '${code}' already exists (codes are case-insensitive).`, [...LOC, "code"]);
}

export async function createPromoCode(scope: Scope, input: PromoCodeCreate) {
  try {
    return await inTransaction(scope, async (tx) => {
      const coupon = await findScoped(tx, coupons, input.coupon_id);
      if (!coupon || coupon.deletedAt) throw ApiError.referenceNotFound("coupon", input.coupon_id, [...LOC, "coupon_id"]);
      if (input.customer && !(await findScoped(tx, customers, input.customer))) {
        throw ApiError.referenceNotFound("customer", input.customer, [...LOC, "customer"]);
      }
      const [existing] = await tx.db
        .select({ id: promoCodes.id })
        .from(promoCodes)
        .where(and(eq(promoCodes.accountId, tx.accountId), eq(promoCodes.testMode, tx.testMode), sql`lower(${promoCodes.code}) = lower(${input.code})`))
        .limit(1);
      if (existing) throw duplicateCode(input.code);
      const [row] = await tx.db
        .insert(promoCodes)
        .values({
          id: newId("promoCode"),
          accountId: tx.accountId,
          testMode: tx.testMode,
          createdAt: clockNow(tx),
          couponId: coupon.id,
          code: input.code,
          maxRedemptions: input.max_redemptions ?? null,
          customerId: input.customer ?? null,
          active: input.active ?? true,
          metadata: input.metadata ?? {},
        })
        .returning();
      const promo = serializePromoCode(row, coupon);
      await recordEvent(tx, "promo_code.created", "promo_code", promo, promo.promo_code_id);
      return promo;
    });
  } catch (error) {
    // Two concurrent creates of one code: the unique index decides, the loser gets the same 400.
    if ((error as { code?: string })?.code === "23505" || /promo_codes_code_key/.test(String((error as Error)?.message))) throw duplicateCode(input.code);
    throw error;
  }
}
