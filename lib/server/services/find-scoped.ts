import "server-only";
import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Scope } from "../scope";

type ScopedTable = PgTable & { id: PgColumn; accountId: PgColumn; testMode: PgColumn };

/** The row with this id of the caller's account and mode (undefined otherwise); `forUpdate` locks it. */
export async function findScoped<T extends ScopedTable>(scope: Scope, table: T, id: string, forUpdate = false): Promise<T["$inferSelect"] | undefined> {
  const q = scope.db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.accountId, scope.accountId), eq(table.testMode, scope.testMode)))
    .limit(1);
  const rows = forUpdate ? await q.for("update") : await q;
  return rows[0] as T["$inferSelect"] | undefined;
}
