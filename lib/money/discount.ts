/**
 * Money rules, in integer cents only.
 *
 * Percentages are held in basis points (12.5% = 1250). A percentage of an amount is rounded
 * half up to the nearest cent: 15% of 333 = 49.95 -> 50; 10% of 5 = 0.5 -> 1; 10% of 4 = 0.4 -> 0.
 * A discount never exceeds the amount it applies to.
 */
export function percentOfCents(amountCents: number, basisPoints: number): number {
  if (!Number.isInteger(amountCents) || !Number.isInteger(basisPoints) || amountCents < 0 || basisPoints < 0) {
    throw new RangeError("percentOfCents takes non-negative integers");
  }
  return Math.floor((amountCents * basisPoints + 5000) / 10000);
}

/** percent_off (a number with up to two decimals) to basis points, exactly. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

export function basisPointsToPercent(bps: number): number {
  return bps / 100;
}

/** The discount one coupon gives on `amount` cents: amount_off or a percentage, capped at the amount. */
export function couponDiscount(coupon: { amountOff: number | null; percentOffBps: number | null }, amountCents: number): number {
  if (amountCents <= 0) return 0;
  const raw = coupon.amountOff !== null ? coupon.amountOff : percentOfCents(amountCents, coupon.percentOffBps ?? 0);
  return Math.min(raw, amountCents);
}
