import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf, type Database } from "@/lib/db/client";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";

let database: Database;
let accountId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  accountId = (await newMerchantScope(database)).accountId;
  // Enough rows that a sequential scan and sort would look attractive without a matching index.
  await database.db.execute(sql`
    INSERT INTO products (id, account_id, test_mode, name, active, metadata, created_at, updated_at)
    SELECT 'fprod_' || substr(md5(${accountId} || ':' || i), 1, 26), ${accountId}, true, 'P' || i, true, '{}'::jsonb,
           now() - make_interval(secs => 5000 - i), now()
    FROM generate_series(1, 5000) AS i`);
  await database.db.execute(sql`ANALYZE products`);
});
afterAll(() => database.close());

async function plan(query: ReturnType<typeof sql>): Promise<string> {
  const rows = rowsOf<Record<string, string>>(await database.db.execute(sql`EXPLAIN ${query}`));
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}

// The shape paginate() sends: newest first on (created_at, id), a page of limit + 1.
describe("list pages are served from the (account, mode, created_at, id) index", () => {
  it("the first page: an index scan in newest-first order, no sort, no sequential scan", async () => {
    const p = await plan(sql`SELECT * FROM products WHERE account_id = ${accountId} AND test_mode = true ORDER BY created_at DESC, id DESC LIMIT 11`);
    expect(p).toMatch(/Index Scan Backward using products_list_idx/);
    expect(p).not.toMatch(/Seq Scan|Sort/);
  });

  it("a page after a cursor, and a page before one", async () => {
    const [cursor] = rowsOf<{ created_at: string; id: string }>(
      await database.db.execute(sql`SELECT created_at, id FROM products WHERE account_id = ${accountId} ORDER BY created_at LIMIT 1 OFFSET 2500`),
    );
    const after = await plan(
      sql`SELECT * FROM products WHERE account_id = ${accountId} AND test_mode = true AND (created_at, id) < (${cursor.created_at}::timestamptz, ${cursor.id}) ORDER BY created_at DESC, id DESC LIMIT 11`,
    );
    expect(after).toMatch(/Index Scan Backward using products_list_idx/);
    expect(after).not.toMatch(/Seq Scan|Sort/);
    const before = await plan(
      sql`SELECT * FROM products WHERE account_id = ${accountId} AND test_mode = true AND (created_at, id) > (${cursor.created_at}::timestamptz, ${cursor.id}) ORDER BY created_at ASC, id ASC LIMIT 11`,
    );
    expect(before).toMatch(/Index Scan using products_list_idx/);
    expect(before).not.toMatch(/Seq Scan|Sort/);
  });
});
