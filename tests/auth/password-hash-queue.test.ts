import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

// Counts the scrypt computations really running at once, underneath the queue.
const scryptCalls = vi.hoisted(() => ({ running: 0, max: 0, total: 0 }));
vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof import("node:crypto")>();
  const scrypt = (...args: unknown[]) => {
    const callback = args.pop() as (err: Error | null, key: Buffer) => void;
    scryptCalls.running++;
    scryptCalls.total++;
    scryptCalls.max = Math.max(scryptCalls.max, scryptCalls.running);
    (crypto.scrypt as unknown as (...a: unknown[]) => void)(...args, (err: Error | null, key: Buffer) => {
      scryptCalls.running--;
      callback(err, key);
    });
  };
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

import type { Database } from "@/lib/db/client";
import { verifyLogin } from "@/lib/server/services/accounts/dashboard-sessions";
import { HashQueue, isPasswordHashBusy, PasswordHashBusyError, resetPasswordHashQueue } from "@/lib/server/services/accounts/password-hash-queue";
import { hashPassword, verifyPassword } from "@/lib/server/services/accounts/passwords";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";

const ENV = ["PASSWORD_HASH_CONCURRENCY", "PASSWORD_HASH_QUEUE"] as const;
const saved = Object.fromEntries(ENV.map((k) => [k, process.env[k]]));
function configure(concurrency: number, queue: number) {
  process.env.PASSWORD_HASH_CONCURRENCY = String(concurrency);
  process.env.PASSWORD_HASH_QUEUE = String(queue);
  resetPasswordHashQueue();
  Object.assign(scryptCalls, { running: 0, max: 0, total: 0 });
}
afterEach(() => {
  for (const k of ENV) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  resetPasswordHashQueue();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("HashQueue", () => {
  it("runs at most `concurrency` tasks at once, the others in arrival order", async () => {
    const queue = new HashQueue(2, 100);
    let running = 0;
    let max = 0;
    const started: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        queue.run(async () => {
          started.push(i);
          running++;
          max = Math.max(max, running);
          await sleep(5);
          running--;
        }),
      ),
    );
    expect(max).toBe(2);
    expect(started).toEqual([...Array(12).keys()]);
    expect(queue.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it("refuses at once past its bound instead of queueing, and frees its slot when a task fails", async () => {
    const queue = new HashQueue(1, 2);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => queue.run(() => sleep(10))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(PasswordHashBusyError);
      expect(isPasswordHashBusy(r.reason)).toBe(true);
    }
    await expect(queue.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(queue.run(async () => "next")).resolves.toBe("next");
    expect(queue.stats()).toMatchObject({ running: 0, waiting: 0 });
  });
});

describe("password hashing through the queue", () => {
  let database: Database;
  let stored: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    stored = await hashPassword("correct horse battery");
  });
  afterAll(() => database.close());

  it("20 concurrent verifications never run more than PASSWORD_HASH_CONCURRENCY scrypts at once", async () => {
    configure(2, 50);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => verifyPassword(i % 2 ? "correct horse battery" : "wrong", stored)));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(scryptCalls.total).toBe(20);
    expect(scryptCalls.max).toBe(2);
  });

  it("past the queue's bound, verifications are refused quickly instead of waiting", async () => {
    configure(2, 3);
    const started = performance.now();
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => verifyPassword("wrong", stored)));
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(15);
    expect(refused.every((r) => isPasswordHashBusy((r as PromiseRejectedResult).reason))).toBe(true);
    expect(scryptCalls.total).toBe(5);
    expect(scryptCalls.max).toBe(2);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("an unknown email costs one scrypt like a wrong password (no enumeration by answer or time)", async () => {
    configure(2, 50);
    const m = await newMerchantScope(database);
    const email = m.merchant.email;
    scryptCalls.total = 0;
    const time = async (fn: () => Promise<unknown>) => {
      const t = performance.now();
      await fn();
      return performance.now() - t;
    };
    // Warm up, then compare medians.
    await verifyLogin(database.db, email, "wrong");
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(() => verifyLogin(database.db, email, "wrong")));
      unknown.push(await time(() => verifyLogin(database.db, `nobody-${i}@example.com`, "wrong")));
    }
    expect(scryptCalls.total).toBe(11);
    expect(await verifyLogin(database.db, "nobody@example.com", "demo-password")).toBeNull();
    expect(await verifyLogin(database.db, email, "wrong")).toBeNull();
    expect(await verifyLogin(database.db, email.toUpperCase(), "demo-password")).toMatchObject({ email });
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[2];
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
