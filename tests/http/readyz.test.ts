// /readyz answers from one database round trip: 200 when the database answers, 503 with a reason
// (and nothing about hosts or drivers) when it does not. The API suite checks the 200 over HTTP.
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, setDatabase, type Database } from "@/lib/db/client";
import { GET } from "@/app/readyz/route";

const opened: Database[] = [];
afterEach(async () => {
  setDatabase(undefined);
  for (const d of opened.splice(0)) await d.close();
});

describe("GET /readyz", () => {
  it("answers 200 {status: ok} when the database answers", async () => {
    const database = await openDatabase({ url: "", pgliteDir: "memory://", migrate: false });
    opened.push(database);
    setDatabase(database);
    const res = await GET();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("answers 503 with a reason when the PostgreSQL server cannot be reached", async () => {
    // Port 1 on loopback: nothing listens, the pool's connection is refused.
    const database = await openDatabase({ url: "postgres://postgres@127.0.0.1:1/nowhere", migrate: false });
    opened.push(database);
    setDatabase(database);
    const res = await GET();
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body).toEqual({ status: "unavailable", reason: "the database is unreachable" });
  });

  it("answers 503 when the database was closed under the server", async () => {
    const database = await openDatabase({ url: "", pgliteDir: "memory://", migrate: false });
    setDatabase(database);
    expect((await GET()).status).toBe(200);
    await database.close();
    const res = await GET();
    expect(res.status).toBe(503);
    expect((await res.json()).status).toBe("unavailable");
  });

  it("answers 503 within READYZ_TIMEOUT_MS when the database never answers", async () => {
    // A database that accepts the query and never replies (a hung server or a full pool).
    const hung = { db: { execute: () => new Promise(() => {}) }, kind: "postgres", close: async () => {} } as unknown as Database;
    setDatabase(hung);
    process.env.READYZ_TIMEOUT_MS = "300";
    try {
      const started = Date.now();
      const res = await GET();
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "unavailable", reason: "the database did not answer within 300 ms" });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      delete process.env.READYZ_TIMEOUT_MS;
    }
  });
});
