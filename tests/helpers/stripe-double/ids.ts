import { createHash, randomBytes } from "node:crypto";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function randomChars(length: number): string {
  let out = "";
  for (const byte of randomBytes(length)) out += BASE62[byte % 62];
  return out;
}

export function randomDigits(length: number): string {
  let out = "";
  for (const byte of randomBytes(length)) out += String(byte % 10);
  return out;
}

// Stripe's ids: a prefix and a random tail (customers and request ids are shorter).
const TAIL_LENGTH: Record<string, number> = { cus: 14, req: 14, acct: 16 };

export function newId(prefix: string): string {
  return `${prefix}_${randomChars(TAIL_LENGTH[prefix] ?? 24)}`;
}

export function newClientSecret(intentId: string): string {
  return `${intentId}_secret_${randomChars(25)}`;
}

/** Stable per card number, as Stripe's card fingerprints are per account. */
export function cardFingerprint(number: string): string {
  const digest = createHash("sha256").update(`stripe-double:${number}`).digest();
  let out = "";
  for (const byte of digest.subarray(0, 16)) out += BASE62[byte % 62];
  return out;
}

/** An acquirer reference number is 23 digits. */
export function newArn(): string {
  return randomDigits(23);
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
