import { invalidRequest } from "./errors";

// Currencies whose smallest unit is the unit itself (Stripe's zero-decimal list, abridged).
const ZERO_DECIMAL = new Set(["bif", "clp", "djf", "gnf", "jpy", "kmf", "krw", "mga", "pyg", "rwf", "ugx", "vnd", "vuv", "xaf", "xof", "xpf"]);

// Stripe's minimum charge amounts, in the smallest unit.
const MINIMUM: Record<string, number> = {
  usd: 50,
  aud: 50,
  brl: 50,
  cad: 50,
  chf: 50,
  eur: 50,
  inr: 50,
  nzd: 50,
  sgd: 50,
  gbp: 30,
  czk: 1500,
  dkk: 250,
  hkd: 400,
  jpy: 50,
  mxn: 1000,
  nok: 300,
  pln: 200,
  sek: 300,
};

export const SUPPORTED_CURRENCIES = [
  "usd",
  "aud",
  "brl",
  "cad",
  "chf",
  "czk",
  "dkk",
  "eur",
  "gbp",
  "hkd",
  "inr",
  "jpy",
  "mxn",
  "nok",
  "nzd",
  "pln",
  "sek",
  "sgd",
];

const SYMBOL: Record<string, string> = { usd: "$", cad: "$", aud: "$", nzd: "$", sgd: "$", hkd: "$", mxn: "$", eur: "€", gbp: "£", jpy: "¥", inr: "₹" };

/** "$25.00", "€0.50", "¥500", "CHF 3.00": how Stripe writes amounts in its messages. */
export function formatAmount(amount: number, currency: string): string {
  const zero = ZERO_DECIMAL.has(currency);
  const major = zero ? String(amount) : (amount / 100).toFixed(2);
  const grouped = major.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const symbol = SYMBOL[currency];
  return symbol ? `${symbol}${grouped}` : `${currency.toUpperCase()} ${grouped}`;
}

export function checkCurrency(value: string): string {
  const currency = value.toLowerCase();
  if (!SUPPORTED_CURRENCIES.includes(currency)) {
    throw invalidRequest(`Invalid currency: ${value}. Stripe currently supports these currencies: ${SUPPORTED_CURRENCIES.join(", ")}`, {
      param: "currency",
    });
  }
  return currency;
}

export function checkChargeAmount(amount: number, currency: string, param = "amount"): void {
  const minimum = MINIMUM[currency] ?? 50;
  if (amount < minimum) {
    throw invalidRequest(`Amount must be at least ${formatAmount(minimum, currency)} ${currency}`, { param, code: "amount_too_small" });
  }
  if (amount > 99_999_999) {
    throw invalidRequest(`Amount must be no more than ${formatAmount(99_999_999, currency)}`, { param, code: "amount_too_large" });
  }
}
