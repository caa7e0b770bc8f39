import "server-only";
import { REQUEST_LOG_BODY_LIMIT } from "@/lib/schemas/request-log";

const REDACTED = "[redacted]";

/** Field names whose values are secrets wherever they appear (the value is never kept). */
const SECRET_FIELD =
  /(^|_)(secret|password|passcode|cvc|cvv|csc|pin|token|authorization|api_key|secret_key|card_number|pan)($|_)|^(client_secret|webhook_secret|signing_secret|secret_key|publishable_key_secret)$/i;

/** Values that are secrets whatever their field is called: our keys, Stripe keys, signing secrets, client secrets. */
const SECRET_VALUE = /\b(fsk_(test|live)_[A-Za-z0-9]{8,}|(sk|rk)_(test|live)_[A-Za-z0-9]{8,}|whsec_[A-Za-z0-9+/=]{8,}|[a-z]+_[0-9a-z]+_secret_[0-9a-f]{8,})/;

/** 12 to 19 digits, spaces or dashes allowed between groups: a card number if its Luhn digit checks. */
const CARD_LIKE = /(?:\d[ -]?){11,}\d/g;

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

/**
 * Whether a run of digit groups holds a card number: any run of whole groups with 12 to 19 digits
 * that passes the Luhn check ("4242 4242 4242 4242 123" with its CVC, "4242424242424242 12/30").
 */
function holdsCardNumber(match: string): boolean {
  const groups = match.split(/[ -]/).filter(Boolean);
  for (let from = 0; from < groups.length; from++) {
    let digits = "";
    for (let to = from; to < groups.length; to++) {
      digits += groups[to];
      if (digits.length > 19) break;
      if (digits.length >= 12 && luhnValid(digits)) return true;
    }
  }
  return false;
}

function redactString(value: string): string {
  if (SECRET_VALUE.test(value)) return REDACTED;
  if (/\d{4}/.test(value)) {
    for (const match of value.match(CARD_LIKE) ?? []) if (holdsCardNumber(match)) return REDACTED;
  }
  return value;
}

/** A JSON value with every secret replaced by "[redacted]" (a copy; the input is not changed). */
export function redactJson(value: unknown, key = ""): unknown {
  if (key && SECRET_FIELD.test(key) && (typeof value === "string" || typeof value === "number") && value !== "") return REDACTED;
  if (typeof value === "string") return redactString(value);
  // A card number sent as a JSON number.
  if (typeof value === "number" && Number.isInteger(value) && Math.abs(value) >= 1e11) return redactString(String(value)) === REDACTED ? REDACTED : value;
  if (Array.isArray(value)) return value.map((v) => redactJson(v));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = redactJson(v, k);
    return out;
  }
  return value;
}

/** What is kept of a body too large to keep. */
export const sizeNote = (length: number) => `(${length} bytes: not kept, over ${REQUEST_LOG_BODY_LIMIT / 1024} KB)`;
const tooLarge = (length: number) => JSON.stringify(sizeNote(length));

/** A query string with each secret-named parameter's value, and any secret-shaped value, redacted. */
export function redactQuery(query: string): string {
  return query
    .split("&")
    .map((pair) => {
      const at = pair.indexOf("=");
      if (at < 0) return pair;
      const key = safeDecode(pair.slice(0, at));
      const value = safeDecode(pair.slice(at + 1));
      return (SECRET_FIELD.test(key) && value !== "") || redactString(value) !== value ? `${pair.slice(0, at)}=${REDACTED}` : pair;
    })
    .join("&");
}

/** A path with any secret-shaped segment (a card number, a key) redacted. */
export function redactPath(path: string): string {
  return path
    .split("/")
    .map((segment) => (redactString(safeDecode(segment)) !== safeDecode(segment) ? REDACTED : segment))
    .join("/");
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

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
