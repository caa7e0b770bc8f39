// Dollar amounts typed by a person, to integer cents, with string arithmetic only: "12.3" is
// 1230 cents exactly (never 1229.9999 from a float multiplication).

export type ParsedDollars = { ok: true; cents: number } | { ok: false; error: string };

/** Largest amount the API accepts: $999,999.99. */
export const MAX_CENTS = 99_999_999;

/**
 * Accepts "5", "5.5", "5.50", "$1,234.56", " 0.07 ". Refuses negatives, more than two decimals,
 * letters and anything above MAX_CENTS.
 */
export function parseDollarsToCents(input: string): ParsedDollars {
  const text = input.trim().replace(/^\$\s*/, "");
  if (!text) return { ok: false, error: "Enter an amount." };
  if (text.startsWith("-")) return { ok: false, error: "Enter a positive amount." };
  // Thousands separators are fine only where they belong ("1,234", not "12,34").
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/.exec(text);
  if (!match || (match[1] === undefined && !match[2])) return { ok: false, error: "Enter an amount in dollars, like 12.50." };
  const whole = (match[1] ?? "0").replace(/,/g, "");
  const fraction = match[2] ?? "";
  if (fraction.length > 2) return { ok: false, error: "Use at most two decimals (cents)." };
  const digits = whole.replace(/^0+(?=\d)/, "") + fraction.padEnd(2, "0");
  if (digits.length > 10) return { ok: false, error: "That amount is too large." };
  const cents = Number(digits);
  if (cents > MAX_CENTS) return { ok: false, error: "That amount is too large." };
  return { ok: true, cents };
}

/** Cents to the plain "1234.56" a person edits (no currency sign, no separators). */
export function centsToInput(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
