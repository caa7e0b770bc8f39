import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, sql, TransactionRollbackError } from "drizzle-orm";
import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { drizzle, type PgliteDatabase } from "drizzle-orm/pglite";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "@/lib/db/client";
import { accounts } from "@/lib/db/schema";
import { PgliteWorkerClient } from "@/lib/db/pglite-worker";

const items = pgTable("items", {
  id: text("id").primaryKey(),
  n: integer("n").notNull().default(0),
  data: jsonb("data").$type<Record<string, unknown>>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
const schema = { items };
const CREATE = sql`CREATE TABLE items (id text PRIMARY KEY, n integer NOT NULL DEFAULT 0, data jsonb, created_at timestamptz NOT NULL DEFAULT now())`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await sleep(2);
  }
}

let client: PgliteWorkerClient;
let db: PgliteDatabase<typeof schema>;

beforeAll(async () => {
  client = await PgliteWorkerClient.create("memory://");
  db = drizzle(client.asPGlite(), { schema });
  await db.execute(CREATE);
});
afterAll(() => client.close());
beforeEach(async () => {
  await db.delete(items);
});

const ids = async () => (await db.select({ id: items.id }).from(items).orderBy(asc(items.id))).map((r) => r.id);

describe("PGlite in a worker thread", () => {
  it("answers queries with the same values as PGlite in-process", async () => {
    await db.insert(items).values({ id: "a", n: 7, data: { nested: { ok: true }, list: [1, 2] } });
    const [row] = await db.select().from(items).where(eq(items.id, "a"));
    expect(row.n).toBe(7);
    expect(row.data).toEqual({ nested: { ok: true }, list: [1, 2] });
    expect(row.createdAt).toBeInstanceOf(Date);

    const raw = await db.execute(sql`SELECT id, n, created_at, now() - created_at AS age, 12345678901234::int8 AS big FROM items`);
    const local = await PGlite.create();
    try {
      const localDb = drizzle(local);
      await localDb.execute(CREATE);
      await local.query("INSERT INTO items (id, n, created_at) VALUES ($1, $2, $3)", ["a", 7, (raw.rows[0] as { created_at: string }).created_at]);
      const expected = await localDb.execute(sql`SELECT id, n, created_at, interval '0' AS age, 12345678901234::int8 AS big FROM items`);
      // Timestamps and intervals stay raw text (drizzle's parsers), int8 arrives the same way.
      expect(raw.rows[0]).toMatchObject({ ...(expected.rows[0] as object), age: expect.any(String) });
    } finally {
      await local.close();
    }
  });

  it("keeps a query from another caller out of an open transaction: it waits, and a rollback does not undo it", async () => {
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const tx = db
      .transaction(async (t) => {
        await t.insert(items).values({ id: "in-tx" });
        order.push("tx inserted");
        await gate;
        order.push("tx rolls back");
        t.rollback();
      })
      .catch((e) => e);
    await until(() => order.includes("tx inserted"));

    const outside = db
      .insert(items)
      .values({ id: "outside" })
      .then(() => order.push("outside inserted"));
    await sleep(50);
    expect(order).toEqual(["tx inserted"]); // still waiting for the transaction
    release();
    expect(await tx).toBeInstanceOf(TransactionRollbackError);
    await outside;
    expect(order).toEqual(["tx inserted", "tx rolls back", "outside inserted"]);
    expect(await ids()).toEqual(["outside"]);
  });

  it("runs concurrent transactions one after another, never interleaved", async () => {
    const log: string[] = [];
    const run = (name: string) =>
      db.transaction(async (t) => {
        // (The worker opens the transaction with its first statement, so log after that.)
        await t.insert(items).values({ id: name });
        log.push(`${name} inserted`);
        await sleep(10);
        const [{ count }] = await t.select({ count: sql<number>`count(*)::int` }).from(items);
        log.push(`${name} sees ${count}`);
        await t.update(items).set({ n: count }).where(eq(items.id, name));
        log.push(`${name} end`);
      });
    await Promise.all([run("a"), run("b"), run("c")]);
    expect(log).toEqual(["a inserted", "a sees 1", "a end", "b inserted", "b sees 2", "b end", "c inserted", "c sees 3", "c end"]);
  });

  it("handles transactions without statements and statements issued concurrently inside one", async () => {
    expect(await db.transaction(async () => "nothing")).toBe("nothing");
    await expect(db.transaction(async (t) => t.rollback())).rejects.toBeInstanceOf(TransactionRollbackError);
    await db.transaction(async (t) => {
      await Promise.all([t.insert(items).values({ id: "x1" }), t.insert(items).values({ id: "x2" }), t.insert(items).values({ id: "x3" })]);
    });
    expect(await ids()).toEqual(["x1", "x2", "x3"]);
  });

  it("rolls back when the callback throws, and on tx.rollback()", async () => {
    await expect(
      db.transaction(async (t) => {
        await t.insert(items).values({ id: "thrown" });
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    await expect(
      db.transaction(async (t) => {
        await t.insert(items).values({ id: "rolled-back" });
        t.rollback();
      }),
    ).rejects.toBeInstanceOf(TransactionRollbackError);
    await db.transaction(async (t) => {
      await t.insert(items).values({ id: "committed" });
    });
    expect(await ids()).toEqual(["committed"]);
  });

  it("uses savepoints for nested transactions", async () => {
    await db.transaction(async (t) => {
      await t.insert(items).values({ id: "outer" });
      await expect(
        t.transaction(async (inner) => {
          await inner.insert(items).values({ id: "inner-failed" });
          await inner.transaction(async (deeper) => {
            await deeper.insert(items).values({ id: "deeper" });
          });
          throw new Error("inner fails");
        }),
      ).rejects.toThrow("inner fails");
      await t.transaction(async (inner) => {
        await inner.insert(items).values({ id: "inner-ok" });
      });
      await expect(
        t.transaction(async (inner) => {
          await inner.insert(items).values({ id: "inner-rolled-back" });
          inner.rollback();
        }),
      ).rejects.toBeInstanceOf(TransactionRollbackError);
    });
    expect(await ids()).toEqual(["inner-ok", "outer"]);
  });

  it("recovers from an error inside a savepoint and keeps PostgreSQL's error fields", async () => {
    await db.insert(items).values({ id: "dup" });
    await db.transaction(async (t) => {
      await t.insert(items).values({ id: "kept" });
      const error = await t
        .transaction((inner) => inner.insert(items).values({ id: "dup" }))
        .then(
          () => undefined,
          (e: unknown) => e as Error & { cause?: { code?: string; constraint?: string } },
        );
      expect(error?.cause?.code).toBe("23505");
      expect(error?.cause?.constraint).toBe("items_pkey");
    });
    expect(await ids()).toEqual(["dup", "kept"]);
  });

  it("fails the commit of a transaction that a swallowed error aborted, like PGlite", async () => {
    await db.insert(items).values({ id: "dup" });
    await expect(
      db.transaction(async (t) => {
        await t.insert(items).values({ id: "lost" });
        await t
          .insert(items)
          .values({ id: "dup" })
          .catch(() => undefined);
      }),
    ).rejects.toThrow();
    expect(await ids()).toEqual(["dup"]);
    // The worker is usable afterwards.
    await db.insert(items).values({ id: "after" });
    expect(await ids()).toEqual(["after", "dup"]);
  });

  it("serialises read-modify-write under SELECT ... FOR UPDATE", async () => {
    await db.insert(items).values({ id: "counter", n: 0 });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (t) => {
          const [row] = await t.select().from(items).where(eq(items.id, "counter")).for("update");
          await sleep(1);
          await t
            .update(items)
            .set({ n: row.n + 1 })
            .where(eq(items.id, "counter"));
        }),
      ),
    );
    const [row] = await db.select().from(items).where(eq(items.id, "counter"));
    expect(row.n).toBe(20);
  });

  it("stays consistent under many concurrent callers mixing plain queries and transactions", async () => {
    const work = Array.from({ length: 120 }, (_, i) => {
      if (i % 3 === 0) return db.insert(items).values({ id: `p${i}` });
      if (i % 3 === 1)
        return db.transaction(async (t) => {
          await t.insert(items).values({ id: `t${i}` });
          await t.transaction(async (inner) => inner.insert(items).values({ id: `s${i}` }));
        });
      return db
        .transaction(async (t) => {
          await t.insert(items).values({ id: `r${i}` });
          throw new Error("discard");
        })
        .catch(() => undefined);
    });
    await Promise.all(work);
    const all = await ids();
    expect(all.filter((id) => id.startsWith("p"))).toHaveLength(40);
    expect(all.filter((id) => id.startsWith("t"))).toHaveLength(40);
    expect(all.filter((id) => id.startsWith("s"))).toHaveLength(40);
    expect(all.filter((id) => id.startsWith("r"))).toHaveLength(0);
  });

  it("rejects, rather than hangs, once the worker is closed", async () => {
    const other = await PgliteWorkerClient.create("memory://");
    await other.query("SELECT 1");
    await other.close();
    await expect(other.query("SELECT 1")).rejects.toThrow(/exited/);
  });
});

describe("openDatabase on PGlite", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "pglite-worker-test-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("uses the worker by default, migrates through it, and persists to disk", async () => {
    const first = await openDatabase({ url: "", pgliteDir: path.join(dir, "db"), migrate: true });
    expect((first.db as unknown as { $client: unknown }).$client).toBeInstanceOf(PgliteWorkerClient);
    await first.db.insert(accounts).values({ id: "acct_worker", name: "worker test" });
    await first.close();

    const again = await openDatabase({ url: "", pgliteDir: path.join(dir, "db"), migrate: true });
    const rows = await again.db.select().from(accounts).where(eq(accounts.id, "acct_worker"));
    expect(rows).toHaveLength(1);
    expect(rows[0].createdAt).toBeInstanceOf(Date);
    await again.close();
  });

  it("keeps PGlite on the calling thread with PGLITE_WORKER=0, with identical results", async () => {
    const previous = process.env.PGLITE_WORKER;
    process.env.PGLITE_WORKER = "0";
    try {
      const inProcess = await openDatabase({ url: "", pgliteDir: path.join(dir, "db"), migrate: true });
      expect((inProcess.db as unknown as { $client: unknown }).$client).toBeInstanceOf(PGlite);
      const local = await inProcess.db.select().from(accounts).where(eq(accounts.id, "acct_worker"));
      await inProcess.close();
      delete process.env.PGLITE_WORKER;
      const viaWorker = await openDatabase({ url: "", pgliteDir: path.join(dir, "db"), migrate: false });
      const remote = await viaWorker.db.select().from(accounts).where(eq(accounts.id, "acct_worker"));
      await viaWorker.close();
      expect(remote).toEqual(local);
    } finally {
      if (previous === undefined) delete process.env.PGLITE_WORKER;
      else process.env.PGLITE_WORKER = previous;
    }
  });
});

describe("PGlite worker: statements run as named prepared statements", () => {
  let plain: PgliteWorkerClient;
  let small: PgliteWorkerClient;
  beforeAll(async () => {
    // PGlite's own query path (the prepared path off), and a prepared path keeping 5 statements.
    process.env.PGLITE_PREPARED = "0";
    plain = await PgliteWorkerClient.create("memory://");
    delete process.env.PGLITE_PREPARED;
    process.env.PGLITE_MAX_STATEMENTS = "5";
    small = await PgliteWorkerClient.create("memory://");
    delete process.env.PGLITE_MAX_STATEMENTS;
  });
  afterAll(async () => {
    await plain.close();
    await small.close();
  });

  it("answers every parameter and column type exactly as PGlite's own query path", async () => {
    const statement = `SELECT $1::jsonb AS j, $2::text[] AS texts, $3::int4 AS i, $4::int8 AS big, $5::bool AS b, $6::text AS nothing,
      $7::timestamptz AS at, $8::numeric AS num, $9::bytea AS bytes, $10::jsonb AS jstring, $11::int4[] AS ints, $12 AS untyped, $13::float8 AS f`;
    const params = [
      { a: [1, { b: "ü\u2028" }], c: null },
      ["x", "y,z", 'q"uote', ""],
      42,
      "12345678901234567",
      true,
      null,
      new Date("2026-11-25T10:11:12.345Z"),
      "12345.6700",
      new Uint8Array([0, 1, 255]),
      JSON.stringify("just a string"),
      [1, 2, 3],
      "plain",
      1.5,
    ];
    for (const rowMode of ["object", "array"] as const) {
      const options = { rowMode, parsers: { 1184: (v: string) => v } };
      const viaPrepared = await client.query(statement, params, options);
      const viaPlain = await plain.query(statement, params, options);
      expect(viaPrepared.rows).toEqual(viaPlain.rows);
      expect(viaPrepared.fields).toEqual(viaPlain.fields);
      // The same statement again comes from the cache, with new values.
      const again = await client.query(
        statement,
        [{ z: 1 }, [], -1, "0", false, "t", "2020-01-01T00:00:00Z", "0", new Uint8Array([]), "1", [], "p", -0.5],
        options,
      );
      const againPlain = await plain.query(
        statement,
        [{ z: 1 }, [], -1, "0", false, "t", "2020-01-01T00:00:00Z", "0", new Uint8Array([]), "1", [], "p", -0.5],
        options,
      );
      expect(again.rows).toEqual(againPlain.rows);
    }
    // One named statement on the prepared path, none on PGlite's own.
    const prepared = "SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1";
    expect((await client.query<{ n: number }>(prepared, [statement])).rows).toEqual([{ n: 1 }]);
    expect((await plain.query<{ n: number }>(prepared, [statement])).rows).toEqual([{ n: 0 }]);
    const write = "INSERT INTO items (id, n, data) VALUES ($1, $2, $3), ($4, $5, $6)";
    await plain.exec(CREATE.queryChunks.map((c) => (c as { value: string[] }).value.join("")).join(""));
    const w1 = await client.query(write, ["p1", 1, { k: 1 }, "p2", 2, null]);
    const w2 = await plain.query(write, ["p1", 1, { k: 1 }, "p2", 2, null]);
    expect(w1.affectedRows).toBe(2);
    expect(w1.affectedRows).toBe(w2.affectedRows);
    await client.query("DELETE FROM items");
  });

  it("keeps PostgreSQL's error fields and the statement, and a failed statement leaves the cache usable", async () => {
    await client.query("INSERT INTO items (id) VALUES ($1)", ["dup"]);
    const error = await client.query("INSERT INTO items (id) VALUES ($1)", ["dup"]).catch((e: unknown) => e as Error & Record<string, unknown>);
    expect(error).toMatchObject({ code: "23505", constraint: "items_pkey", query: "INSERT INTO items (id) VALUES ($1)" });
    await expect(client.query("SELEC nonsense")).rejects.toMatchObject({ code: "42601" });
    await expect(client.query("SELECT $1::int AS n", ["not a number"])).rejects.toMatchObject({ code: "22P02" });
    expect((await client.query<{ n: number }>("SELECT $1::int AS n", ["7"])).rows).toEqual([{ n: 7 }]);
    await client.query("DELETE FROM items");
  });

  it("prepares a statement again after a schema change under it", async () => {
    await client.exec("CREATE TABLE shapes (id text PRIMARY KEY)");
    await client.query("INSERT INTO shapes VALUES ($1)", ["s1"]);
    expect((await client.query("SELECT * FROM shapes WHERE id = $1", ["s1"])).rows).toEqual([{ id: "s1" }]);
    await client.exec("ALTER TABLE shapes ADD COLUMN colour text DEFAULT 'red'");
    // Outside a transaction the changed statement is prepared again at once.
    expect((await client.query("SELECT * FROM shapes WHERE id = $1", ["s1"])).rows).toEqual([{ id: "s1", colour: "red" }]);
    await client.exec("ALTER TABLE shapes ADD COLUMN size int DEFAULT 3");
    // Inside one, the statement fails (the transaction is aborted) and the next attempt works.
    await expect(client.transaction((tx) => tx.query("SELECT * FROM shapes WHERE id = $1", ["s1"]))).rejects.toMatchObject({ code: "0A000" });
    expect((await client.transaction((tx) => tx.query("SELECT * FROM shapes WHERE id = $1", ["s1"]))).rows).toEqual([{ id: "s1", colour: "red", size: 3 }]);
    await client.exec("DROP TABLE shapes");
  });

  it("keeps at most PGLITE_MAX_STATEMENTS prepared statements, closing the least recently used", async () => {
    const hot = "SELECT $1::int * 2 AS hot";
    const nameOf = async () => (await small.query<{ name: string }>("SELECT name FROM pg_prepared_statements WHERE statement = $1", [hot])).rows;
    await small.query(hot, [0]);
    const [first] = await nameOf();
    for (let i = 0; i < 40; i++) {
      expect((await small.query<{ n: number }>(`SELECT $1::int + ${i} AS n`, [1])).rows[0].n).toBe(1 + i);
      expect((await small.query<{ hot: number }>(hot, [i])).rows[0].hot).toBe(2 * i);
    }
    // The statement used all along was never closed (the same prepared statement throughout);
    // the 40 others came and went.
    expect(first.name).toMatch(/^cp_\d+$/);
    expect(await nameOf()).toEqual([first]);
    const { rows } = await small.query<{ n: number; names: string[] }>(
      "SELECT count(*)::int AS n, array_agg(name ORDER BY name) AS names FROM pg_prepared_statements",
    );
    expect(rows[0].n).toBe(5);
    // An evicted statement is prepared again when it comes back.
    expect((await small.query<{ n: number }>("SELECT $1::int + 0 AS n", [5])).rows[0].n).toBe(5);
  });
});
