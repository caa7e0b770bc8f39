import "server-only";
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { passwordHashQueue } from "./password-hash-queue";

export { isPasswordHashBusy, PasswordHashBusyError } from "./password-hash-queue";

// scrypt is memory-hard: N=2^15, r=8 uses 32 MiB per hash, which makes GPU guessing expensive.
// Every hash, made or checked, waits its turn in the process's password-hash queue (at most
// PASSWORD_HASH_CONCURRENCY at once), so a login flood cannot take 32 MiB per request.
const N = 1 << 15;
const R = 8;
const P = 1;
const KEYLEN = 32;

function scrypt(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return passwordHashQueue().run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCb(password, salt, KEYLEN, { ...opts, maxmem: 128 * N * R * 2 }, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/**
 * A well-formed hash of no password anyone knows, with today's parameters: checked against when
 * the email is unknown, so that an unknown email costs exactly what a wrong password costs.
 */
export const UNKNOWN_USER_HASH = `scrypt$${N}$${R}$${P}$${randomBytes(16).toString("base64")}$${randomBytes(KEYLEN).toString("base64")}`;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split("$");
  if (alg !== "scrypt") return false;
  const expected = Buffer.from(hash, "base64");
  const key = await scrypt(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
