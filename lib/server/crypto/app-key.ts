import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defaultPgliteDir } from "@/lib/db/client";

/**
 * The key that encrypts secrets at rest (webhook signing secrets, processor keys), in this order:
 * - APP_ENCRYPTION_KEY: 32 bytes as 64 hex digits or base64 (required for several instances:
 *   they must all hold the same key);
 * - otherwise a key file, made on first start with 32 random bytes (mode 0600):
 *   APP_ENCRYPTION_KEY_FILE, else `encryption.key` beside the PGlite data folder (data/ by default).
 *   Back it up with the database: without it the encrypted secrets cannot be read.
 * - an in-memory database (PGlite `memory://`) gets a key for the life of the process.
 * APP_ENCRYPTION_OLD_KEYS (comma-separated, same formats) still decrypts after a key change.
 */
export type AppKey = { id: string; key: Buffer };

function parseKey(text: string, name: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, "hex") : Buffer.from(t, "base64");
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32).`);
  return key;
}

const keyId = (key: Buffer) => createHash("sha256").update(key).digest("hex").slice(0, 8);
const asAppKey = (key: Buffer): AppKey => ({ id: keyId(key), key });

/** Where the key file lives when no APP_ENCRYPTION_KEY is set. */
export function keyFilePath(): string {
  if (process.env.APP_ENCRYPTION_KEY_FILE) return process.env.APP_ENCRYPTION_KEY_FILE;
  const dir = process.env.DATABASE_URL ? path.join(/* turbopackIgnore: true */ process.cwd(), "data") : path.dirname(defaultPgliteDir());
  return path.join(dir, "encryption.key");
}

function loadCurrentKey(): Buffer {
  if (process.env.APP_ENCRYPTION_KEY) return parseKey(process.env.APP_ENCRYPTION_KEY, "APP_ENCRYPTION_KEY");
  if (!process.env.DATABASE_URL && !process.env.APP_ENCRYPTION_KEY_FILE && defaultPgliteDir().startsWith("memory://")) return randomBytes(32);
  const file = keyFilePath();
  if (existsSync(file)) return parseKey(readFileSync(file, "utf8"), file);
  mkdirSync(path.dirname(file), { recursive: true });
  // "wx": two processes starting at once never overwrite each other's key.
  try {
    writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  chmodSync(file, 0o600);
  return parseKey(readFileSync(file, "utf8"), file);
}

const KEY = Symbol.for("commerce-payments.app-keys");
type WithKeys = typeof globalThis & { [KEY]?: { current: AppKey; all: Map<string, AppKey> } };

/** The current key and every key that may decrypt (current first). */
export function appKeys(): { current: AppKey; all: Map<string, AppKey> } {
  const g = globalThis as WithKeys;
  if (!g[KEY]) {
    const current = asAppKey(loadCurrentKey());
    const old = (process.env.APP_ENCRYPTION_OLD_KEYS ?? "")
      .split(",")
      .filter((s) => s.trim())
      .map((s) => asAppKey(parseKey(s, "APP_ENCRYPTION_OLD_KEYS")));
    g[KEY] = { current, all: new Map([current, ...old].map((k) => [k.id, k])) };
  }
  return g[KEY];
}

/** Forgets the loaded keys (tests change the configuration). */
export function resetAppKeys() {
  (globalThis as WithKeys)[KEY] = undefined;
}
