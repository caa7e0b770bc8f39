/**
 * Checkout totals and the split cart, in integer cents.
 *
 * Rules (documented in docs/api.md):
 * 1. A line's subtotal is unit_amount x quantity.
 * 2. Each discount entry (one coupon) applies to the lines its applies_to names (all lines when
 *    it has none). Its amount is the coupon's (amount_off, or percent_off rounded half up) on what
 *    is left of those lines after earlier entries, and is spread over them pro rata by what is
 *    left of each, rounding down, with the remainder cents on the last line (non-eligible lines
 *    come last). A discount never exceeds what it applies to.
 * 3. Shipping and tax are split between the carts pro rata by cart subtotal, rounding the
 *    eligible share down; the remainder cents go to the non-eligible cart. Fees are never
 *    HSA/FSA-eligible: they go to the non-eligible cart.
 * 4. amount_total = subtotal - discount + shipping + tax + fees, for the session and each cart,
 *    and the two carts add up to the session cent for cent.
 */
import { couponDiscount } from "./discount";

export const ELIGIBLE_VALUES = new Set(["auto_substantiation", "letter_of_medical_necessity", "prescription", "vision", "service", "private_label"]);

export type TotalsLine = {
  line_id: string;
  price: string;
  product: string;
  unit_amount: number;
  quantity: number;
  hsa_fsa_eligibility: string | null;
};

export type TotalsDiscount = {
  amountOff: number | null;
  percentOffBps: number | null;
  appliesTo: { products?: string[]; prices?: string[] } | null;
};

export type Cart = {
  amount_subtotal: number;
  amount_discount: number;
  amount_shipping: number;
  amount_tax: number;
  amount_fee: number;
  amount_total: number;
};

export type ComputedLine = TotalsLine & { eligible: boolean; amount_subtotal: number; amount_discount: number };

export type CheckoutTotals = {
  lines: ComputedLine[];
  session: Cart;
  eligible: Cart;
  nonEligible: Cart;
  /** Both carts hold lines: the session is paid as a split cart. */
  isSplit: boolean;
  totalDetails: {
    amount_discount: number;
    amount_tax: number;
    amount_shipping: number;
    amount_iias: number;
    amount_vision: number;
    amount_prescription: number;
    amount_service: number;
    amount_fee: number;
  };
  hsaFsaEligible: boolean;
  letterOfMedicalNecessityRequired: boolean;
};

export function isEligible(eligibility: string | null): boolean {
  return eligibility !== null && ELIGIBLE_VALUES.has(eligibility);
}

/** floor(amount * part / whole), exact for cents (no floating point). */
function share(amount: number, part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Number((BigInt(amount) * BigInt(part)) / BigInt(whole));
}

function applies(line: TotalsLine, d: TotalsDiscount): boolean {
  const products = d.appliesTo?.products ?? [];
  const prices = d.appliesTo?.prices ?? [];
  if (!products.length && !prices.length) return true;
  return products.includes(line.product) || prices.includes(line.price);
}

export function computeCheckoutTotals(inputLines: TotalsLine[], discounts: TotalsDiscount[], shipping: number, tax: number, fees: number[]): CheckoutTotals {
  // Non-eligible lines last, so remainder cents of a discount land on them.
  const lines: ComputedLine[] = inputLines
    .map((l) => ({ ...l, eligible: isEligible(l.hsa_fsa_eligibility), amount_subtotal: l.unit_amount * l.quantity, amount_discount: 0 }))
    .sort((a, b) => Number(a.eligible === false) - Number(b.eligible === false));

  for (const d of discounts) {
    const targets = lines.filter((l) => applies(l, d) && l.amount_subtotal - l.amount_discount > 0);
    const left = targets.map((l) => l.amount_subtotal - l.amount_discount);
    const base = left.reduce((a, b) => a + b, 0);
    const amount = couponDiscount(d, base);
    let given = 0;
    targets.forEach((l, i) => {
      const part = i === targets.length - 1 ? amount - given : share(amount, left[i], base);
      l.amount_discount += part;
      given += part;
    });
  }

  const sum = (ls: ComputedLine[], f: (l: ComputedLine) => number) => ls.reduce((a, l) => a + f(l), 0);
  const el = lines.filter((l) => l.eligible);
  const ne = lines.filter((l) => !l.eligible);
  const eSub = sum(el, (l) => l.amount_subtotal);
  const nSub = sum(ne, (l) => l.amount_subtotal);
  const feeTotal = fees.reduce((a, b) => a + b, 0);

  const eShipping = ne.length ? share(shipping, eSub, eSub + nSub) : shipping;
  const eTax = ne.length ? share(tax, eSub, eSub + nSub) : tax;
  const eFee = ne.length ? 0 : feeTotal;
  const cart = (sub: number, disc: number, ship: number, tx: number, fee: number): Cart => ({
    amount_subtotal: sub,
    amount_discount: disc,
    amount_shipping: ship,
    amount_tax: tx,
    amount_fee: fee,
    amount_total: sub - disc + ship + tx + fee,
  });
  const eligible = cart(
    eSub,
    sum(el, (l) => l.amount_discount),
    eShipping,
    eTax,
    eFee,
  );
  const nonEligible = cart(
    nSub,
    sum(ne, (l) => l.amount_discount),
    shipping - eShipping,
    tax - eTax,
    feeTotal - eFee,
  );
  const session = cart(eSub + nSub, eligible.amount_discount + nonEligible.amount_discount, shipping, tax, feeTotal);

  const net = (category: string) =>
    sum(
      el.filter((l) => l.hsa_fsa_eligibility === category),
      (l) => l.amount_subtotal - l.amount_discount,
    );
  return {
    lines: inputLines.map((l) => lines.find((c) => c.line_id === l.line_id)!),
    session,
    eligible,
    nonEligible,
    isSplit: el.length > 0 && ne.length > 0,
    totalDetails: {
      amount_discount: session.amount_discount,
      amount_tax: tax,
      amount_shipping: shipping,
      amount_iias: net("auto_substantiation"),
      amount_vision: net("vision"),
      amount_prescription: net("prescription"),
      amount_service: net("service"),
      amount_fee: feeTotal,
    },
    hsaFsaEligible: el.length > 0,
    letterOfMedicalNecessityRequired: lines.some((l) => l.hsa_fsa_eligibility === "letter_of_medical_necessity"),
  };
}
