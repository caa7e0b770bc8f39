import "server-only";
import { and, asc, desc, eq, getTableName, gte, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ListQuery } from "@/lib/schemas/common";
import { ApiError } from "../errors";
import type { Scope } from "../scope";
import { preparedQuery } from "./prepared-query";

export type Page<T> = {
  data: T[];
  hasMore: boolean;
  /** Cursor for rel="next" (older objects), when there are any. */
  nextCursor: string | null;
  /** Cursor for rel="prev" (newer objects), when there are any. */
  prevCursor: string | null;
};

type ListableTable = PgTable & {
  id: PgColumn;
  accountId: PgColumn;
  testMode: PgColumn;
  createdAt: PgColumn;
};

export const DEFAULT_LIMIT = 10;

/**
 * Keyset pagination, newest first by (created_at, id), on the (account, mode, created_at, id)
 * index: the cost of a page does not depend on how many rows the account has.
 */
export async function paginate<T extends ListableTable, R>(
  scope: Scope,
  table: T,
  query: ListQuery,
  filters: (SQL | undefined)[],
  /** Serializes a page of rows at once (so related objects load in one query). */
  map: (rows: T["$inferSelect"][]) => R[] | Promise<R[]>,
  resource: string,
): Promise<Page<R>> {
  if (query.starting_after && query.ending_before) {
    throw ApiError.validation([
      { loc: ["query", "ending_before"], msg: "starting_after and ending_before are mutually exclusive.", type: "mutually_exclusive" },
    ]);
  }
  const limit = query.limit ?? DEFAULT_LIMIT;
  const scopeFilter = and(eq(table.accountId, scope.accountId), eq(table.testMode, scope.testMode));
  const where: (SQL | undefined)[] = [scopeFilter, ...filters];
  if (query.interval) {
    where.push(gte(table.createdAt, sql`now() - make_interval(days => ${query.interval}::int)`));
  }

  const cursorId = query.starting_after ?? query.ending_before;
  const backwards = Boolean(query.ending_before);
  const plain = !filters.some(Boolean) && !query.interval && !query.offset && !backwards;
  let cursorAt: { createdAt: unknown; id: string } | undefined;
  if (cursorId) {
    const [cursor] = await findCursor(scope, table, cursorId);
    if (!cursor) {
      throw ApiError.of(404, "resource_not_found", `No such ${resource}: '${cursorId}'.`, ["query", backwards ? "ending_before" : "starting_after"]);
    }
    where.push(
      backwards
        ? sql`(${table.createdAt}, ${table.id}) > (${cursor.createdAt}, ${cursor.id})`
        : sql`(${table.createdAt}, ${table.id}) < (${cursor.createdAt}, ${cursor.id})`,
    );
    cursorAt = cursor;
  }

  const order = backwards ? [asc(table.createdAt), asc(table.id)] : [desc(table.createdAt), desc(table.id)];
  // The most common pages (the newest, and the next ones by starting_after) run prepared.
  const prepared = plain ? plainPage(scope, table, Boolean(cursorId)) : null;
  let rows: T["$inferSelect"][];
  if (prepared) {
    const params = { accountId: scope.accountId, testMode: scope.testMode, limit: limit + 1 };
    rows = (await prepared.execute(cursorId ? { ...params, cursorCreatedAt: cursorAt!.createdAt, cursorId: cursorAt!.id } : params)) as T["$inferSelect"][];
  } else {
    let q = scope.db
      .select()
      .from(table as PgTable)
      .where(and(...where))
      .orderBy(...order)
      .limit(limit + 1)
      .$dynamic();
    if (query.offset) q = q.offset(query.offset);
    rows = (await q) as T["$inferSelect"][];
  }
  const hasMore = rows.length > limit;
  const pageRows = rows.slice(0, limit);
  if (backwards) pageRows.reverse();
  const data = await map(pageRows);
  const first = pageRows[0] as { id: string } | undefined;
  const last = pageRows[pageRows.length - 1] as { id: string } | undefined;
  // Going forwards there is something newer only if we started after a cursor (or skipped);
  // going backwards there is always the cursor itself and what lies behind it.
  const moreOlder = backwards ? true : hasMore;
  const moreNewer = backwards ? hasMore : Boolean(query.starting_after || query.offset);
  return {
    data,
    hasMore,
    nextCursor: moreOlder && last ? last.id : null,
    prevCursor: moreNewer && first ? first.id : null,
  };
}

/** The cursor object's position, of the caller's account and mode. */
function findCursor<T extends ListableTable>(scope: Scope, table: T, id: string): Promise<{ createdAt: unknown; id: string }[]> {
  const prepared = preparedQuery(scope.db, `cursor_${getTableName(table)}`, (db) =>
    db
      .select({ createdAt: table.createdAt, id: table.id })
      .from(table as PgTable)
      .where(and(eq(table.accountId, sql.placeholder("accountId")), eq(table.testMode, sql.placeholder("testMode")), eq(table.id, sql.placeholder("id"))))
      .limit(1)
      .prepare(`cursor_${getTableName(table)}`),
  );
  if (prepared) return prepared.execute({ accountId: scope.accountId, testMode: scope.testMode, id }) as Promise<{ createdAt: unknown; id: string }[]>;
  return scope.db
    .select({ createdAt: table.createdAt, id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.accountId, scope.accountId), eq(table.testMode, scope.testMode), eq(table.id, id)))
    .limit(1) as Promise<{ createdAt: unknown; id: string }[]>;
}

/** A newest-first page with no filter, optionally after a cursor, prepared per table. */
function plainPage<T extends ListableTable>(scope: Scope, table: T, afterCursor: boolean) {
  const name = `${afterCursor ? "page_after" : "page"}_${getTableName(table)}`;
  return preparedQuery(scope.db, name, (db) => {
    const scoped = and(eq(table.accountId, sql.placeholder("accountId")), eq(table.testMode, sql.placeholder("testMode")));
    const where = afterCursor
      ? and(scoped, sql`(${table.createdAt}, ${table.id}) < (${sql.placeholder("cursorCreatedAt")}, ${sql.placeholder("cursorId")})`)
      : scoped;
    return db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(sql.placeholder("limit"))
      .prepare(name);
  });
}
