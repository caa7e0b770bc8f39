import { describe, expect, it } from "vitest";
import { computeCheckoutTotals, type TotalsLine } from "@/lib/money/checkout-totals";

const line = (id: string, unit: number, qty: number, elig: string | null, product = `p_${id}`): TotalsLine => ({
  line_id: id,
  price: `price_${id}`,
  product,
  unit_amount: unit,
  quantity: qty,
  hsa_fsa_eligibility: elig,
});

describe("computeCheckoutTotals", () => {
  it("splits a mixed cart: discount pro rata by line, shipping and tax by subtotal, remainders to the non-eligible cart", () => {
    const t = computeCheckoutTotals(
      [line("a", 1999, 2, "auto_substantiation"), line("b", 1001, 1, "not_eligible")],
      [{ amountOff: 1000, percentOffBps: null, appliesTo: null }],
      599,
      333,
      [],
    );
    expect(t.isSplit).toBe(true);
    // 1000 off 4999: eligible 3998 -> floor(1000*3998/4999) = 799, non-eligible 201.
    expect(t.eligible).toEqual({
      amount_subtotal: 3998,
      amount_discount: 799,
      amount_shipping: 479,
      amount_tax: 266,
      amount_fee: 0,
      amount_total: 3998 - 799 + 479 + 266,
    });
    expect(t.nonEligible).toEqual({
      amount_subtotal: 1001,
      amount_discount: 201,
      amount_shipping: 120,
      amount_tax: 67,
      amount_fee: 0,
      amount_total: 1001 - 201 + 120 + 67,
    });
    expect(t.session.amount_total).toBe(4999 - 1000 + 599 + 333);
    expect(t.eligible.amount_total + t.nonEligible.amount_total).toBe(t.session.amount_total);
    expect(t.totalDetails).toMatchObject({ amount_discount: 1000, amount_iias: 3998 - 799, amount_shipping: 599, amount_tax: 333 });
  });

  it("percent coupons round half up; applies_to limits the lines; repeated entries subtract once each", () => {
    const t = computeCheckoutTotals(
      [line("a", 333, 1, "vision", "lens"), line("b", 1000, 1, "not_eligible", "candle")],
      [
        { amountOff: null, percentOffBps: 1500, appliesTo: { products: ["lens"] } },
        { amountOff: 100, percentOffBps: null, appliesTo: { prices: ["price_b"] } },
        { amountOff: 100, percentOffBps: null, appliesTo: { prices: ["price_b"] } },
      ],
      0,
      0,
      [],
    );
    expect(t.lines[0].amount_discount).toBe(50); // 15% of 333 = 49.95 -> 50
    expect(t.lines[1].amount_discount).toBe(200);
    expect(t.session.amount_total).toBe(1333 - 250);
    expect(t.totalDetails.amount_vision).toBe(283);
  });

  it("never goes negative: a discount is capped at what it applies to", () => {
    const t = computeCheckoutTotals([line("a", 500, 1, null)], [{ amountOff: 9000, percentOffBps: null, appliesTo: null }], 100, 0, []);
    expect(t.session).toMatchObject({ amount_discount: 500, amount_total: 100 });
  });

  it("fees go to the non-eligible cart; an all-eligible cart is not split and keeps its fee", () => {
    const mixed = computeCheckoutTotals([line("a", 1000, 1, "service"), line("b", 1000, 1, null)], [], 0, 0, [250]);
    expect(mixed.nonEligible.amount_fee).toBe(250);
    expect(mixed.eligible.amount_fee).toBe(0);
    const onlyEligible = computeCheckoutTotals([line("a", 1000, 1, "service")], [], 0, 0, [250]);
    expect(onlyEligible.isSplit).toBe(false);
    expect(onlyEligible.eligible.amount_total).toBe(1250);
    expect(onlyEligible.letterOfMedicalNecessityRequired).toBe(false);
  });

  it("the carts add up to the session cent for cent over 2,000 random carts", () => {
    let seed = 42;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const kinds = [null, "not_eligible", "auto_substantiation", "vision", "letter_of_medical_necessity", "service"];
    for (let i = 0; i < 2000; i++) {
      const lines = Array.from({ length: 1 + rand(5) }, (_, j) => line(`l${j}`, rand(50_000), 1 + rand(4), kinds[rand(kinds.length)]));
      const discounts = Array.from({ length: rand(3) }, () =>
        rand(2) ? { amountOff: 1 + rand(20_000), percentOffBps: null, appliesTo: null } : { amountOff: null, percentOffBps: 1 + rand(10_000), appliesTo: null },
      );
      const t = computeCheckoutTotals(lines, discounts, rand(2000), rand(3000), rand(2) ? [rand(500)] : []);
      for (const k of ["amount_subtotal", "amount_discount", "amount_shipping", "amount_tax", "amount_fee", "amount_total"] as const) {
        expect(t.eligible[k] + t.nonEligible[k]).toBe(t.session[k]);
        expect(t.eligible[k]).toBeGreaterThanOrEqual(0);
        expect(t.nonEligible[k]).toBeGreaterThanOrEqual(0);
      }
      expect(t.lines.reduce((a, l) => a + l.amount_discount, 0)).toBe(t.session.amount_discount);
      expect(t.session.amount_total).toBe(
        t.session.amount_subtotal - t.session.amount_discount + t.session.amount_shipping + t.session.amount_tax + t.session.amount_fee,
      );
    }
  });
});
