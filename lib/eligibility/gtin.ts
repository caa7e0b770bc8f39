/**
 * GTIN/UPC codes. Every GTIN (GTIN-8, UPC-A = GTIN-12, EAN-13, GTIN-14) is the same number once
 * left-padded with zeros to 14 digits, so the 14-digit form is how eligibility lists and products
 * are matched: the UPC-A 036000291452, the EAN-13 0036000291452 and the GTIN-14 00036000291452 are
 * one item.
 */

/** GS1 mod-10 check digit of a full code (last digit is the check digit). */
export function hasValidCheckDigit(digits: string): boolean {
  if (!/^[0-9]{2,}$/.test(digits)) return false;
  const body = digits.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const d = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

/** Digits only: spaces and dashes removed (as printed under barcodes). */
export function codeDigits(code: string): string {
  return code.replace(/[\s-]/g, "");
}

/**
 * Lengths accepted as GTIN: 8, 12, 13 and 14 digits, and 11 (a UPC-A whose leading zero a
 * spreadsheet dropped: padding restores it, and the check digit still has to be right).
 */
const GTIN_LENGTHS = [8, 11, 12, 13, 14];

/** Valid GTIN-8/12/13/14 (check digit verified) → its 14-digit form; else null. */
export function toGtin14(code: string | null | undefined): string | null {
  if (!code) return null;
  const digits = codeDigits(code);
  if (!/^[0-9]+$/.test(digits) || !GTIN_LENGTHS.includes(digits.length)) return null;
  const gtin14 = digits.padStart(14, "0");
  return hasValidCheckDigit(gtin14) ? gtin14 : null;
}

/** Why a code is not a GTIN, for import error messages; null when it is one. */
export function gtinProblem(code: string): string | null {
  const digits = codeDigits(code);
  if (!digits) return "the code is empty";
  if (!/^[0-9]+$/.test(digits)) return `"${code}" is not a GTIN/UPC: use digits only`;
  if (!GTIN_LENGTHS.includes(digits.length)) return `"${code}" has ${digits.length} digits; a GTIN/UPC has 8, 12, 13 or 14`;
  if (!hasValidCheckDigit(digits.padStart(14, "0"))) return `"${code}" has a wrong check digit`;
  return null;
}
