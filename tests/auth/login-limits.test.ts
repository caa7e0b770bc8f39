import { randomUUID } from "node:crypto";
import net from "node:net";
import Redis from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import {
  beginLoginAttempt,
  cancelLoginAttempt,
  loginLimitConfig,
  loginRefusalMessage,
  recordLoginFailure,
  recordLoginSuccess,
  resetLoginLimits,
} from "@/lib/server/http/login-limits";

const ENV_KEYS = ["LOGIN_MAX_FAILURES", "LOGIN_LOCKOUT_MINUTES", "LOGIN_ATTEMPTS_PER_MINUTE", "INSTANCE_COUNT", "REDIS_URL"] as const;
const saved = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));

function configure(env: Partial<Record<(typeof ENV_KEYS)[number], string>>) {
  for (const k of ENV_KEYS) {
    if (env[k] === undefined) delete process.env[k];
    else process.env[k] = env[k];
  }
  resetLoginLimits();
}

afterEach(() => {
  for (const k of ENV_KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  resetLoginLimits();
});

let n = 0;
const email = () => `someone-${Date.now()}-${n++}@example.com`;
const address = () => `198.51.100.${n++ % 250}`;

/** One whole sign-in with a wrong password, as the login action runs it. */
async function failedAttempt(who: string, from: string) {
  const refusal = await beginLoginAttempt(who, from);
  if (refusal) return refusal;
  return (await recordLoginFailure(who)) ?? "wrong password";
}

describe("login limits", () => {
  it("defaults: 5 failures per email in 15 minutes, 10 attempts per address a minute", () => {
    configure({});
    expect(loginLimitConfig()).toMatchObject({ maxFailures: 5, lockoutMinutes: 15, attemptsPerMinute: 10 });
  });

  it("locks an email for the whole lockout window at the failure that reaches the limit, and refuses even the right password meanwhile", async () => {
    configure({ LOGIN_MAX_FAILURES: "3", LOGIN_LOCKOUT_MINUTES: "15", LOGIN_ATTEMPTS_PER_MINUTE: "0" });
    const who = email();
    expect(await failedAttempt(who, address())).toBe("wrong password");
    expect(await failedAttempt(who, address())).toBe("wrong password");
    const lockout = await failedAttempt(who, address());
    expect(lockout).toEqual({ reason: "email", retryAfterMs: 15 * 60_000 });
    expect(loginRefusalMessage(lockout as never)).toBe("Too many sign-in attempts. Try again in 15 minutes.");
    // Any further attempt is refused before a password is checked, whatever the address.
    const refused = await beginLoginAttempt(who, address());
    expect(refused?.reason).toBe("email");
    expect(refused!.retryAfterMs).toBeGreaterThan(14 * 60_000);
    expect(loginRefusalMessage(refused!)).toMatch(/^Too many sign-in attempts\. Try again in 1[45] minutes\.$/);
    // Another email is not affected; the same email in other case is the same email.
    expect(await beginLoginAttempt(email(), address())).toBeNull();
    expect((await beginLoginAttempt(who.toUpperCase(), address()))?.reason).toBe("email");
  });

  it("a success forgets the email's failures", async () => {
    configure({ LOGIN_MAX_FAILURES: "3", LOGIN_ATTEMPTS_PER_MINUTE: "0" });
    const who = email();
    await failedAttempt(who, address());
    await failedAttempt(who, address());
    expect(await beginLoginAttempt(who, address())).toBeNull();
    await recordLoginSuccess(who);
    // Three more failures are needed again.
    expect(await failedAttempt(who, address())).toBe("wrong password");
    expect(await failedAttempt(who, address())).toBe("wrong password");
    expect((await failedAttempt(who, address())) as object).toMatchObject({ reason: "email" });
  });

  it("counts an attempt before its verdict: concurrent guesses cannot pass the limit", async () => {
    configure({ LOGIN_MAX_FAILURES: "5", LOGIN_ATTEMPTS_PER_MINUTE: "0" });
    const who = email();
    const results = await Promise.all(Array.from({ length: 20 }, () => beginLoginAttempt(who, address())));
    expect(results.filter((r) => r === null)).toHaveLength(5);
    expect(results.filter((r) => r?.reason === "email")).toHaveLength(15);
  });

  it("gives the point back when the attempt never reached a verdict (hash queue full)", async () => {
    configure({ LOGIN_MAX_FAILURES: "2", LOGIN_ATTEMPTS_PER_MINUTE: "0" });
    const who = email();
    for (let i = 0; i < 5; i++) {
      expect(await beginLoginAttempt(who, address())).toBeNull();
      await cancelLoginAttempt(who);
    }
  });

  it("limits attempts per client address, successful or not, with the wait in minutes", async () => {
    configure({ LOGIN_ATTEMPTS_PER_MINUTE: "4", LOGIN_MAX_FAILURES: "0" });
    const from = "203.0.113.50";
    for (let i = 0; i < 4; i++) expect(await beginLoginAttempt(email(), from)).toBeNull();
    const refused = await beginLoginAttempt(email(), from);
    expect(refused?.reason).toBe("address");
    expect(refused!.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect(loginRefusalMessage(refused!)).toBe("Too many sign-in attempts. Try again in 1 minute.");
    expect(await beginLoginAttempt(email(), "203.0.113.51")).toBeNull();
  });

  it("an address refused does not spend the email's attempts", async () => {
    configure({ LOGIN_ATTEMPTS_PER_MINUTE: "1", LOGIN_MAX_FAILURES: "2" });
    const who = email();
    const from = address();
    expect(await beginLoginAttempt(who, from)).toBeNull();
    for (let i = 0; i < 5; i++) expect((await beginLoginAttempt(who, from))?.reason).toBe("address");
    expect(await beginLoginAttempt(who, address())).toBeNull();
  });

  it("without Redis, INSTANCE_COUNT instances each allow their share", async () => {
    configure({ LOGIN_ATTEMPTS_PER_MINUTE: "10", LOGIN_MAX_FAILURES: "0", INSTANCE_COUNT: "2" });
    const from = address();
    const results = await Promise.all(Array.from({ length: 8 }, () => beginLoginAttempt(email(), from)));
    expect(results.filter((r) => r === null)).toHaveLength(5);
  });

  it("0 turns a limit off", async () => {
    configure({ LOGIN_ATTEMPTS_PER_MINUTE: "0", LOGIN_MAX_FAILURES: "0" });
    const who = email();
    for (let i = 0; i < 30; i++) expect(await failedAttempt(who, "192.0.2.1")).toBe("wrong password");
  });

  it("with REDIS_URL unreachable, the in-memory insurance limiter still enforces the limits", async () => {
    const s = net.createServer();
    await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
    const port = (s.address() as net.AddressInfo).port;
    await new Promise((r) => s.close(r));
    configure({ REDIS_URL: `redis://127.0.0.1:${port}`, LOGIN_MAX_FAILURES: "2", LOGIN_ATTEMPTS_PER_MINUTE: "3" });
    const who = email();
    expect(await failedAttempt(who, address())).toBe("wrong password");
    expect(await failedAttempt(who, address())).toMatchObject({ reason: "email" });
    expect((await beginLoginAttempt(who, address()))?.reason).toBe("email");
    const from = address();
    for (let i = 0; i < 3; i++) expect(await beginLoginAttempt(email(), from)).toBeNull();
    expect((await beginLoginAttempt(email(), from))?.reason).toBe("address");
  });

  it("with Redis, every instance counts in the same place", async (ctx) => {
    const url = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 500, enableOfflineQueue: false });
    probe.on("error", () => {});
    const reachable = await probe
      .connect()
      .then(() => probe.ping())
      .then(
        () => true,
        () => false,
      );
    probe.disconnect();
    if (!reachable) ctx.skip();
    configure({ REDIS_URL: url, LOGIN_MAX_FAILURES: "3", LOGIN_ATTEMPTS_PER_MINUTE: "4" });
    const who = email();
    const from = `test-${randomUUID()}`;
    expect(await failedAttempt(who, from)).toBe("wrong password");
    // A second instance: a new limiter over the same Redis sees the same counts.
    resetLoginLimits();
    expect(await failedAttempt(who, from)).toBe("wrong password");
    resetLoginLimits();
    expect(await failedAttempt(who, from)).toMatchObject({ reason: "email", retryAfterMs: 15 * 60_000 });
    resetLoginLimits();
    expect((await beginLoginAttempt(who, `test-${randomUUID()}`))?.reason).toBe("email");
    // The address spent 3 of its 4 attempts through three "instances": one is left.
    expect(await beginLoginAttempt(email(), from)).toBeNull();
    expect((await beginLoginAttempt(email(), from))?.reason).toBe("address");
  });
});
