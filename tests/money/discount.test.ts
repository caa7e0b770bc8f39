import { describe, expect, it } from "vitest";
import { couponDiscount, percentOfCents, percentToBasisPoints } from "@/lib/money/discount";

describe("percentOfCents: half up to the nearest cent, integers only", () => {
  it.each([
    [333, 1500, 50], // 49.95 -> 50
    [5, 1000, 1], // 0.5 -> 1
    [4, 1000, 0], // 0.4 -> 0
    [1999, 1250, 250], // 249.875 -> 250
    [1001, 3333, 334], // 333.6333 -> 334
    [10000, 10000, 10000],
    [0, 5000, 0],
    [99_999_999, 1, 10_000], // 9999.9999 -> 10000
    [1, 5000, 1], // 0.5 -> 1
    [3, 3333, 1], // 0.9999 -> 1
  ])("%i cents at %i bp = %i", (amount, bps, expected) => {
    expect(percentOfCents(amount, bps)).toBe(expected);
  });

  it("refuses fractions and negatives", () => {
    expect(() => percentOfCents(1.5, 100)).toThrow(RangeError);
    expect(() => percentOfCents(-1, 100)).toThrow(RangeError);
  });

  it("converts percent_off to basis points exactly, even where floats are inexact", () => {
    expect(percentToBasisPoints(12.5)).toBe(1250);
    expect(percentToBasisPoints(33.33)).toBe(3333);
    expect(percentToBasisPoints(0.07)).toBe(7); // 0.07 * 100 = 7.000000000000001
    expect(percentToBasisPoints(29.15)).toBe(2915); // 29.15 * 100 = 2914.9999999999995
  });
});

describe("couponDiscount", () => {
  it("amount_off is capped at the amount it applies to", () => {
    expect(couponDiscount({ amountOff: 500, percentOffBps: null }, 1200)).toBe(500);
    expect(couponDiscount({ amountOff: 500, percentOffBps: null }, 300)).toBe(300);
  });
  it("percent_off uses the rounding rule", () => {
    expect(couponDiscount({ amountOff: null, percentOffBps: 1500 }, 333)).toBe(50);
    expect(couponDiscount({ amountOff: null, percentOffBps: 10000 }, 333)).toBe(333);
  });
  it("nothing off nothing", () => {
    expect(couponDiscount({ amountOff: 500, percentOffBps: null }, 0)).toBe(0);
  });
});
