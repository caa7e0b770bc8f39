// Dollars typed by a merchant <-> integer cents, without floating point: "12.34" is split into
// its whole and fractional digits and combined as integers, so 0.1 + 0.2 problems never arise.
// The one parser of the dashboard: catalogue forms, payment links and the refund dialog.
import { MAX_AMOUNT } from "@/lib/schemas/enums";

export type DollarsParse = { ok: true; cents: number } | { ok: false; message: string };

const DOLLARS = /^(\d*)(?:\.(\d*))?$/;

/**
 * "12.34" -> 1234, "$1,299" -> 129900, ".5" -> 50. Accepts a leading "$", thousands commas and
 * surrounding spaces; refuses signs, exponents, more than two decimals and empty input.
 */
export function parseDollars(input: string): DollarsParse {
  const text = input.trim().replace(/^\$\s*/, "");
  if (text === "") return { ok: false, message: "Enter an amount." };
  if (text.startsWith("-")) return { ok: false, message: "Enter a positive amount." };
  // Commas only as thousands separators: 1,299.00 yes, 12,34 no.
  if (text.includes(",") && !/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(text)) return { ok: false, message: "Enter an amount like 12.99." };
  const m = DOLLARS.exec(text.replace(/,/g, ""));
  if (!m || (m[1] === "" && !m[2])) return { ok: false, message: "Enter an amount like 12.99." };
  const whole = m[1] || "0";
  const fraction = m[2] ?? "";
  if (fraction.length > 2) return { ok: false, message: "Use at most 2 decimal places (whole cents)." };
  const cents = whole.replace(/^0+/, "").length > 7 ? Infinity : Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (cents > MAX_AMOUNT) return { ok: false, message: "That amount is too large (at most $999,999.99)." };
  return { ok: true, cents };
}

/** 1234 -> "12.34", 500 -> "5.00": the value to put back in a dollars input. */
export function centsToDollarsInput(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export type PercentParse = { ok: true; percent: number } | { ok: false; message: string };

/** "12.5" -> 12.5 with at most two decimals (the API holds percentages as basis points). */
export function parsePercent(input: string): PercentParse {
  const text = input.trim().replace(/\s*%$/, "");
  if (text === "") return { ok: false, message: "Enter a percentage." };
  const m = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[1] === "" && !m[2])) return { ok: false, message: "Enter a percentage like 12.5." };
  if ((m[2] ?? "").length > 2) return { ok: false, message: "Use at most 2 decimal places." };
  const basisPoints = Number(m[1] || "0") * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return { ok: true, percent: basisPoints / 100 };
}
