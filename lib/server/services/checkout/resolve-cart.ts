import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { coupons, prices, products, promoCodes, type SessionLine } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import { computeCheckoutTotals, type TotalsDiscount } from "@/lib/money/checkout-totals";
import { percentToBasisPoints } from "@/lib/money/discount";
import type { CheckoutSessionCreate } from "@/lib/schemas/checkout-session";
import { ApiError } from "../../errors";
import type { Scope } from "../../scope";
import { isCouponValid, type CouponRow } from "../coupons/serialize-coupon";
import { createCoupon } from "../coupons/create-coupon";
import { findScoped } from "../find-scoped";
import { insertPrice } from "../prices/create-price";

const LOC = ["body", "checkout_session"];

/** A discount as the session keeps it: the coupon's terms frozen, plus what to redeem at payment. */
export type SessionDiscount = {
  coupon_id: string;
  promo_code_id: string | null;
  code: string | null;
  amount_off: number | null;
  percent_off_bps: number | null;
  applies_to: { products?: string[]; prices?: string[] } | null;
};

/** Resolves each line to an active price of the caller (price_data makes a one-off price); one query for the priced lines. */
export async function resolveLines(scope: Scope, items: NonNullable<CheckoutSessionCreate["line_items"]>): Promise<SessionLine[]> {
  const ids = [...new Set(items.map((i) => i.price).filter((x): x is string => Boolean(x)))];
  const found = ids.length
    ? await scope.db
        .select({ price: prices, product: products })
        .from(prices)
        .innerJoin(products, eq(products.id, prices.productId))
        .where(and(inArray(prices.id, ids), eq(prices.accountId, scope.accountId), eq(prices.testMode, scope.testMode)))
    : [];
  const byId = new Map(found.map((r) => [r.price.id, r]));
  const lines: SessionLine[] = [];
  for (const [i, item] of items.entries()) {
    let priceRow;
    let product;
    if (item.price) {
      const hit = byId.get(item.price);
      // Integrations recreate their prices and retry on exactly this answer.
      if (!hit || !hit.price.active) throw ApiError.referenceNotFound("price", item.price, [...LOC, "line_items", i, "price"]);
      priceRow = hit.price;
      product = hit.product;
    } else {
      const data = item.price_data!;
      const made = await insertPrice(scope, { ...data, product: data.product, active: false }, [...LOC, "line_items", i, "price_data", "product"]);
      priceRow = made.row;
      product = made.product;
    }
    const eligibility = priceRow.hsaFsaEligibility ?? product.hsaFsaEligibility ?? null;
    const quantity = item.quantity ?? 1;
    lines.push({
      line_id: newId("lineItem"),
      price: priceRow.id,
      product: product.id,
      name: priceRow.description ? `${product.name} (${priceRow.description})` : product.name,
      unit_amount: priceRow.unitAmount,
      quantity,
      hsa_fsa_eligibility: eligibility,
      eligible: false,
      amount_subtotal: priceRow.unitAmount * quantity,
      amount_discount: 0,
    });
  }
  return lines;
}

function frozen(coupon: CouponRow, promo: { id: string; code: string } | null): SessionDiscount {
  return {
    coupon_id: coupon.id,
    promo_code_id: promo?.id ?? null,
    code: promo?.code ?? null,
    amount_off: coupon.amountOff,
    percent_off_bps: coupon.percentOffBps,
    applies_to: coupon.appliesTo,
  };
}

function couponRefusal(coupon: CouponRow, loc: (string | number)[]) {
  const maxed = coupon.maxRedemptions !== null && coupon.timesRedeemed >= coupon.maxRedemptions;
  return maxed
    ? ApiError.badRequest("coupon_max_redemptions_reached", `Coupon '${coupon.id}' has been redeemed the maximum number of times.`, loc)
    : ApiError.badRequest("coupon_expired", `Coupon '${coupon.id}' is no longer valid.`, loc);
}

/** Looks a promo code up for a session, checking it could be redeemed now (redemption happens at payment). */
export async function resolvePromoCode(scope: Scope, code: string, customerId: string | null, loc: (string | number)[]): Promise<SessionDiscount> {
  const [promo] = await scope.db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.accountId, scope.accountId), eq(promoCodes.testMode, scope.testMode), sql`lower(${promoCodes.code}) = lower(${code})`))
    .limit(1);
  if (!promo || !promo.active) throw ApiError.badRequest("promo_code_invalid", `'${code}' is not a valid promo code.`, loc);
  if (promo.maxRedemptions !== null && promo.timesRedeemed >= promo.maxRedemptions) {
    throw ApiError.badRequest("promo_code_max_redemptions_reached", `Promo code '${promo.code}' has been used the maximum number of times.`, loc);
  }
  if (promo.customerId && promo.customerId !== customerId)
    throw ApiError.badRequest("promo_code_customer_mismatch", `Promo code '${promo.code}' is for another customer.`, loc);
  const coupon = await findScoped(scope, coupons, promo.couponId);
  if (!coupon || !isCouponValid(coupon))
    throw coupon ? couponRefusal(coupon, loc) : ApiError.badRequest("promo_code_invalid", `'${code}' is not a valid promo code.`, loc);
  return frozen(coupon, { id: promo.id, code: promo.code });
}

export async function resolveDiscounts(
  scope: Scope,
  discounts: NonNullable<CheckoutSessionCreate["discounts"]>,
  customerId: string | null,
): Promise<SessionDiscount[]> {
  const out: SessionDiscount[] = [];
  for (const [i, d] of discounts.entries()) {
    const loc = [...LOC, "discounts", i];
    if ("coupon_id" in d) {
      const coupon = await findScoped(scope, coupons, d.coupon_id);
      if (!coupon || coupon.deletedAt) throw ApiError.referenceNotFound("coupon", d.coupon_id, [...loc, "coupon_id"]);
      if (!isCouponValid(coupon)) throw couponRefusal(coupon, [...loc, "coupon_id"]);
      out.push(frozen(coupon, null));
    } else if ("coupon_data" in d) {
      // An inline, one-off coupon for this session only.
      const c = await createCoupon(scope, { ...d.coupon_data, duration: "once", max_redemptions: 1 }, [...loc, "coupon_data"]);
      out.push({
        coupon_id: c.coupon_id,
        promo_code_id: null,
        code: null,
        amount_off: c.amount_off,
        percent_off_bps: c.percent_off === null ? null : percentToBasisPoints(c.percent_off),
        applies_to: c.applies_to,
      });
    } else {
      out.push(await resolvePromoCode(scope, d.promo_code, customerId, [...loc, "promo_code"]));
    }
  }
  return out;
}

export function totalsFor(lines: SessionLine[], discounts: SessionDiscount[], shipping: number, tax: number, fees: number[]) {
  const totals = computeCheckoutTotals(
    lines.map((l) => ({
      line_id: l.line_id,
      price: l.price,
      product: l.product,
      unit_amount: l.unit_amount,
      quantity: l.quantity,
      hsa_fsa_eligibility: l.hsa_fsa_eligibility,
    })),
    discounts.map((d): TotalsDiscount => ({ amountOff: d.amount_off, percentOffBps: d.percent_off_bps, appliesTo: d.applies_to })),
    shipping,
    tax,
    fees,
  );
  const resolved = lines.map((l, i) => ({
    ...l,
    eligible: totals.lines[i].eligible,
    amount_subtotal: totals.lines[i].amount_subtotal,
    amount_discount: totals.lines[i].amount_discount,
  }));
  return { totals, lines: resolved };
}
