import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { customers } from "@/lib/db/schema";
import { inTransaction, type Scope } from "@/lib/server/scope";
import { createCustomer } from "@/lib/server/services/customers/create-customer";
import { findScoped } from "@/lib/server/services/find-scoped";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";

let database: Database;
let scope: Scope;
beforeAll(async () => {
  database = await openTestDatabase();
  scope = await newMerchantScope(database);
});
afterAll(() => database.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// findScoped runs prepared statements in transactions too (preparedQueryAnywhere): each call must
// run on its own transaction's connection, see that transaction's writes and hold its locks.
describe("prepared reads inside transactions", () => {
  it("a transaction's prepared read sees its own uncommitted row, which nobody else sees until commit", async () => {
    const ids: string[] = [];
    let outside: unknown = "not checked";
    await inTransaction(scope, async (tx) => {
      for (let i = 0; i < 3; i++) ids.push((await createCustomer(tx, { first_name: `In tx ${i}`, metadata: {} })).customer_id);
      for (const [i, id] of ids.entries()) {
        expect((await findScoped(tx, customers, id))?.firstName).toBe(`In tx ${i}`);
        expect((await findScoped(tx, customers, id, true))?.firstName).toBe(`In tx ${i}`);
      }
      // PGlite has one connection: a read outside would wait for this transaction.
      if (database.kind === "postgres") outside = await findScoped(scope, customers, ids[0]);
    });
    if (database.kind === "postgres") expect(outside).toBeUndefined();
    expect((await findScoped(scope, customers, ids[2]))?.firstName).toBe("In tx 2");
    // Another merchant's scope never finds it, locked or not.
    const other = await newMerchantScope(database);
    expect(await inTransaction(other, (tx) => findScoped(tx, customers, ids[0], true))).toBeUndefined();
  });

  it("a locking read holds its row until the transaction ends: concurrent read-modify-writes never interleave", async () => {
    const { customer_id: id } = await createCustomer(scope, { first_name: "0", metadata: {} });
    const bump = () =>
      inTransaction(scope, async (tx) => {
        const row = await findScoped(tx, customers, id, true);
        await sleep(5); // widen the window a missing lock would leave
        await tx.db
          .update(customers)
          .set({ firstName: String(Number(row!.firstName) + 1) })
          .where(eq(customers.id, id));
      });
    await Promise.all(Array.from({ length: 12 }, bump));
    expect((await findScoped(scope, customers, id))?.firstName).toBe("12");
  });
});
