import "server-only";
import { and, eq, getTableName, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Scope } from "../scope";
import { preparedQueryAnywhere } from "./prepared-query";

type ScopedTable = PgTable & { id: PgColumn; accountId: PgColumn; testMode: PgColumn };

/** The row with this id of the caller's account and mode (undefined otherwise); `forUpdate` locks it. */
export async function findScoped<T extends ScopedTable>(scope: Scope, table: T, id: string, forUpdate = false): Promise<T["$inferSelect"] | undefined> {
  // One prepared statement per table for plain reads (every retrieve) and for locking reads
  // (inside the transactions of payments, captures and refunds).
  const name = `${forUpdate ? "lock" : "find"}_${getTableName(table)}`;
  const prepared = preparedQueryAnywhere(scope.db, name, (db) => {
    const q = db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.id, sql.placeholder("id")), eq(table.accountId, sql.placeholder("accountId")), eq(table.testMode, sql.placeholder("testMode"))))
      .limit(1);
    return (forUpdate ? q.for("update") : q).prepare(name);
  });
  return ((await prepared.execute({ id, accountId: scope.accountId, testMode: scope.testMode })) as T["$inferSelect"][])[0];
}
