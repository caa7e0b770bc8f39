import "server-only";
import { and, eq, getTableName, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Scope } from "../scope";
import { preparedQuery } from "./prepared-query";

type ScopedTable = PgTable & { id: PgColumn; accountId: PgColumn; testMode: PgColumn };

/** The row with this id of the caller's account and mode (undefined otherwise); `forUpdate` locks it. */
export async function findScoped<T extends ScopedTable>(scope: Scope, table: T, id: string, forUpdate = false): Promise<T["$inferSelect"] | undefined> {
  // Plain reads (every retrieve) run one prepared statement per table.
  const prepared = forUpdate
    ? null
    : preparedQuery(scope.db, `find_${getTableName(table)}`, (db) =>
        db
          .select()
          .from(table as PgTable)
          .where(and(eq(table.id, sql.placeholder("id")), eq(table.accountId, sql.placeholder("accountId")), eq(table.testMode, sql.placeholder("testMode"))))
          .limit(1)
          .prepare(`find_${getTableName(table)}`),
      );
  if (prepared) return ((await prepared.execute({ id, accountId: scope.accountId, testMode: scope.testMode })) as T["$inferSelect"][])[0];
  const q = scope.db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.accountId, scope.accountId), eq(table.testMode, scope.testMode)))
    .limit(1);
  const rows = forUpdate ? await q.for("update") : await q;
  return rows[0] as T["$inferSelect"] | undefined;
}
