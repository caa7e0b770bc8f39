/**
 * Turns a listing's text and codes into what the catalogue's patterns are matched against
 * (see rule-catalogue.ts for the normal form).
 */
import { hasValidCheckDigit } from "./gtin";

/** Normalises text the way the catalogue's patterns expect (see rule-catalogue.ts). */
export function normaliseText(text: string | null | undefined): string {
  if (!text) return "";
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      // French elision is a word break ("d'ostéopathie", "l'eau"); other apostrophes join ("athlete's").
      .replace(/(^|[^a-z])(d|l|qu)[\u2019\u2018'`\u00b4](?=[a-z])/g, "$1$2 ")
      .replace(/[\u2019\u2018'`\u00b4]/g, "")
      .replace(/[^a-z0-9+%.&]+/g, " ")
      .replace(/\.(?![0-9])/g, " ") // keep decimal points ("+2.00", "0.05%"), drop full stops
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** Words of the URL path only (the host and query string carry no product meaning). */
export function urlPathWords(url: string | null | undefined): string {
  if (!url || !url.trim()) return "";
  let path = url.trim();
  try {
    path = new URL(path).pathname;
  } catch {
    path = path.replace(/^[a-z]+:\/\/[^/]*/i, "").split(/[?#]/)[0] ?? "";
  }
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep the raw path when it is not valid percent-encoding
  }
  path = path.replace(/\.(html?|php|aspx?|jsp)$/i, "");
  return normaliseText(path.replace(/[/_.\-]+/g, " "));
}

/** Valid GTIN-8/12/13/14 (check digit verified) → GTIN-13 form for prefix lookup; else null. */
export function toGtin13(code: string | null | undefined): string | null {
  if (!code) return null;
  const digits = code.replace(/[\s-]/g, "");
  if (!/^[0-9]+$/.test(digits) || ![8, 12, 13, 14].includes(digits.length)) return null;
  if (!hasValidCheckDigit(digits)) return null;
  if (digits.length === 8) return null; // EAN-8 prefixes are a different range; not used here
  const gtin14 = digits.padStart(14, "0");
  return gtin14.slice(1); // drop the GTIN-14 indicator digit
}
