import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, rowsOf, type Database } from "@/lib/db/client";
import { nameStatements } from "@/lib/db/name-statements";

type Call = { config: Record<string, unknown>; values?: unknown };

/** A stand-in for a pg client that records what it was asked to run. */
function fakeClient(fail?: (config: Record<string, unknown>) => unknown) {
  const calls: Call[] = [];
  const client = {
    query(config: Record<string, unknown>, values?: unknown, callback?: (e: unknown, r?: unknown) => void): Promise<unknown> {
      calls.push({ config, values: typeof values === "function" ? undefined : values });
      const error = fail?.(config);
      const cb = typeof values === "function" ? (values as typeof callback) : callback;
      if (cb) {
        cb(error ?? null, error ? undefined : { rows: [] });
        return Promise.resolve(undefined); // pg returns nothing here; the tests never use it
      }
      return error ? Promise.reject(error) : Promise.resolve({ rows: [] });
    },
  };
  nameStatements(client as never);
  return { client, calls };
}

describe("nameStatements: one prepared statement name per SQL text", () => {
  it("names parameterised statements (promise and callback forms) and leaves the rest alone", async () => {
    const { client, calls } = fakeClient();
    await client.query({ text: "SELECT $1::int AS a" }, [1]);
    await client.query({ text: "SELECT $1::int AS a" }, [2]);
    await new Promise((resolve) => client.query({ text: "SELECT $1::int AS a" }, [3], resolve));
    await client.query({ text: "SELECT $1::text AS b", values: ["x"] });
    await client.query({ text: "begin" });
    await client.query({ text: "SELECT $1::int AS c", name: "mine" }, [1]);
    const cursor = { text: "SELECT $1::int", values: [1], submit: () => undefined };
    await client.query(cursor);
    const [a1, a2, a3, b, begin, mine, sub] = calls.map((c) => c.config);
    expect(a1.name).toMatch(/^cp_\d+$/);
    expect([a2.name, a3.name]).toEqual([a1.name, a1.name]);
    expect(b.name).toMatch(/^cp_\d+$/);
    expect(b.name).not.toBe(a1.name);
    expect(begin.name).toBeUndefined();
    // A name drizzle gave is replaced by the text's own, so that a stale plan renames it too.
    expect(mine.name).toMatch(/^cp_\d+$/);
    expect([a1.name, b.name]).not.toContain(mine.name);
    expect(sub).toBe(cursor);
    expect(calls.map((c) => c.values)).toEqual([[1], [2], [3], undefined, undefined, [1], undefined]);
  });

  it("gives a statement a new name after PostgreSQL reports its cached plan stale, and passes every error on", async () => {
    let stale = true;
    const { client, calls } = fakeClient((config) =>
      config.text === "SELECT * FROM t WHERE id = $1" && stale
        ? Object.assign(new Error("cached plan must not change result type"), { code: "0A000" })
        : undefined,
    );
    await client.query({ text: "SELECT * FROM t WHERE id = $1" }, [1]).catch(() => undefined);
    const first = calls[0].config.name;
    await expect(client.query({ text: "SELECT * FROM t WHERE id = $1" }, [1])).rejects.toMatchObject({ code: "0A000" });
    stale = false;
    await client.query({ text: "SELECT * FROM t WHERE id = $1" }, [1]);
    expect(calls[1].config.name).not.toBe(first);
    expect(calls[2].config.name).not.toBe(calls[1].config.name);
  });
});

// The real driver: PostgreSQL's view of the connection's prepared statements (the PostgreSQL pass).
if (process.env.DATABASE_URL)
  describe("named statements on PostgreSQL", () => {
    let database: Database;
    beforeAll(async () => {
      database = await openDatabase({ url: process.env.DATABASE_URL!, migrate: false });
    });
    afterAll(() => database.close());

    it("prepares each statement once per connection, with the same answers, and survives errors", async () => {
      await database.db.transaction(async (tx) => {
        const text = sql`SELECT ${"x"}::text || ${2}::int AS v, ${{ a: [1, "ü"] }}::jsonb AS j, ${new Date("2026-11-25T10:00:00Z").toISOString()}::timestamptz AS at`;
        for (let i = 0; i < 3; i++) {
          const rows = rowsOf<{ v: string; j: unknown; at: unknown }>(await tx.execute(text));
          expect(rows[0].v).toBe("x2");
          expect(rows[0].j).toEqual({ a: [1, "ü"] });
        }
        const prepared = rowsOf<{ n: number }>(
          await tx.execute(sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE ${"SELECT $1::text || $2::int AS v%"}`),
        );
        expect(prepared[0].n).toBe(1);
        // A bad value fails the bind, not the statement: the next call with good values works.
        await tx.execute(sql`SAVEPOINT s`);
        await expect(tx.execute(sql`SELECT ${"not a number"}::int AS n`)).rejects.toThrow();
        await tx.execute(sql`ROLLBACK TO SAVEPOINT s`);
        expect(rowsOf<{ n: number }>(await tx.execute(sql`SELECT ${"7"}::int AS n`))[0].n).toBe(7);
      });
    });

    it("a schema change under a named statement fails it once, then it is prepared again", async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      nameStatements(client as never);
      await client.connect();
      try {
        await client.query("CREATE TEMP TABLE shapes (id int)");
        await client.query("INSERT INTO shapes VALUES (1)");
        const select = { text: "SELECT * FROM shapes WHERE id = $1" };
        expect((await client.query(select, [1])).rows).toEqual([{ id: 1 }]);
        await client.query("ALTER TABLE shapes ADD COLUMN colour text DEFAULT 'red'");
        await expect(client.query(select, [1])).rejects.toMatchObject({ code: "0A000" });
        expect((await client.query(select, [1])).rows).toEqual([{ id: 1, colour: "red" }]);
      } finally {
        await client.end();
      }
    });

    it("a statement drizzle prepared under its own name recovers the same way (one failure, then answers)", async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      nameStatements(client as never);
      await client.connect();
      try {
        await client.query("CREATE TEMP TABLE drizzle_shapes (id int, size int)");
        await client.query("INSERT INTO drizzle_shapes VALUES (1, 5)");
        const select = { name: "find_drizzle_shapes", text: "SELECT size FROM drizzle_shapes WHERE id = $1" };
        expect((await client.query(select, [1])).rows).toEqual([{ size: 5 }]);
        await client.query("ALTER TABLE drizzle_shapes ALTER COLUMN size TYPE text");
        await expect(client.query(select, [1])).rejects.toMatchObject({ code: "0A000" });
        expect((await client.query(select, [1])).rows).toEqual([{ size: "5" }]);
        expect((await client.query(select, [1])).rows).toEqual([{ size: "5" }]);
      } finally {
        await client.end();
      }
    });
  });
