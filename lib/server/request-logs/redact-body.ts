import "server-only";
import { REQUEST_LOG_BODY_LIMIT } from "@/lib/schemas/request-log";

const REDACTED = "[redacted]";

/** Field names whose values are secrets wherever they appear (the value is never kept). */
const SECRET_FIELD = /(^|_)(secret|password|passcode|cvc|cvv|csc|pin|token|authorization|api_key|secret_key|card_number|pan)($|_)|^(client_secret|webhook_secret|signing_secret|secret_key|publishable_key_secret)$/i;

/** Values that are secrets whatever their field is called: our keys, Stripe keys, signing secrets, client secrets. */
const SECRET_VALUE = /\b(fsk_(test|live)_[A-Za-z0-9]{8,}|(sk|rk)_(test|live)_[A-Za-z0-9]{8,}|whsec_[A-Za-z0-9+/=]{8,}|[a-z]+_[0-9a-z]+_secret_[0-9a-f]{8,})/;

/** 12 to 19 digits, spaces or dashes allowed between groups: a card number if its Luhn digit checks. */
const CARD_LIKE = /(?:\d[ -]?){11,18}\d/g;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function redactString(value: string): string {
  if (SECRET_VALUE.test(value)) return REDACTED;
  if (/\d{4}/.test(value)) {
    for (const match of value.match(CARD_LIKE) ?? []) {
      const digits = match.replace(/[ -]/g, "");
      if (digits.length >= 12 && digits.length <= 19 && luhnValid(digits)) return REDACTED;
    }
  }
  return value;
}

/** A JSON value with every secret replaced by "[redacted]" (a copy; the input is not changed). */
export function redactJson(value: unknown, key = ""): unknown {
  if (key && SECRET_FIELD.test(key) && (typeof value === "string" || typeof value === "number") && value !== "") return REDACTED;
  if (typeof value === "string") return redactString(value);
  if (Array.isArray(value)) return value.map((v) => redactJson(v));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = redactJson(v, k);
    return out;
  }
  return value;
}

const tooLarge = (length: number) => JSON.stringify(`(${length} bytes: not kept, over ${REQUEST_LOG_BODY_LIMIT / 1024} KB)`);

/** What the log keeps of a JSON body: its redacted text, or a note when it is too large to keep. */
export function keptJson(value: unknown): string {
  const text = JSON.stringify(redactJson(value));
  return text.length > REQUEST_LOG_BODY_LIMIT ? tooLarge(text.length) : text;
}

/** What the log keeps of a body that is not JSON: a note with its (redacted) start. */
export function keptText(text: string): string {
  if (text.length > REQUEST_LOG_BODY_LIMIT) return tooLarge(text.length);
  return JSON.stringify(`(not JSON: ${redactString(text.slice(0, 200))}${text.length > 200 ? "…" : ""})`);
}

/** The JSON value of a text, or undefined when it is not JSON (or empty). */
export function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
