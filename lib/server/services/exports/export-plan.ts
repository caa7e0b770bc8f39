import "server-only";
import { and, eq, gte, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { encodeTime } from "ulid";
import type { ExportFilters } from "@/lib/schemas/export";
import type { Scope } from "../../scope";
import type { ExportSource } from "./export-sources";

export type Key = { created_at: string; id: string };

/**
 * Where an export stands, kept in exports.cursor and written in the same transaction as each
 * chunk: the bounds fixed when it started, the last row written, and how many chunks exist.
 */
export type ExportPlan = {
  /** When the export started (real time): rows created after it are not in it (see existedAt). */
  snapshot: string;
  /** From starting_after (exclusive), or the last row an ending_before + limit export may reach (inclusive). */
  upper: (Key & { inclusive: boolean }) | null;
  /** From ending_before (exclusive). */
  lower: Key | null;
  /** The last row written (keyset, newest first): the next batch starts after it. */
  position: Key | null;
  /** Chunks stored: the next one gets this seq. Chunk 0 is the header row. */
  chunks: number;
};

/** A reason to fail the export now rather than retry. */
export class ExportFailure extends Error {}

export const keyOf = (row: { createdAt: Date; id: string }): Key => ({ created_at: row.createdAt.toISOString(), id: row.id });
export const rowKey = (source: ExportSource) => sql`(${source.table.createdAt}, ${source.table.id})`;
export const keyValue = (k: Key) => sql`(${k.created_at}::timestamptz, ${k.id}::text)`;

/**
 * The rows that existed when the export started. created_at alone cannot say: the test clock
 * stamps renewals (their invoices, intents and events) with simulated times ahead of real time,
 * and the list shows them. An id's ULID body starts with the real millisecond it was minted
 * (lower-case Crockford base32, which sorts as text under "C"), so a row is in when its id was
 * minted by the snapshot; ids with no time in them (test tokens) fall back to created_at.
 */
function existedAt(source: ExportSource, snapshot: string): SQL {
  const t = source.table;
  const minted = encodeTime(Date.parse(snapshot), 10).toLowerCase();
  return or(sql`left(split_part(${t.id}, '_', 2), 10) collate "C" <= ${minted}`, lte(t.createdAt, new Date(snapshot)))!;
}

/** Every condition a row of the export meets (and, with `fromPosition`, not yet written). */
export function conditions(scope: Scope, source: ExportSource, filters: ExportFilters, plan: ExportPlan, fromPosition: boolean): (SQL | undefined)[] {
  const t = source.table;
  const out: (SQL | undefined)[] = [
    eq(t.accountId, scope.accountId),
    eq(t.testMode, scope.testMode),
    ...source.where(filters),
    filters.created?.gte ? gte(t.createdAt, new Date(filters.created.gte)) : undefined,
    filters.created?.lt ? lt(t.createdAt, new Date(filters.created.lt)) : undefined,
    existedAt(source, plan.snapshot),
  ];
  if (plan.upper) out.push(plan.upper.inclusive ? sql`${rowKey(source)} <= ${keyValue(plan.upper)}` : sql`${rowKey(source)} < ${keyValue(plan.upper)}`);
  if (plan.lower) out.push(sql`${rowKey(source)} > ${keyValue(plan.lower)}`);
  if (fromPosition && plan.position) out.push(sql`${rowKey(source)} < ${keyValue(plan.position)}`);
  return out;
}

/** How many rows the export holds when done: what matches, within `limit`. */
export async function countRows(scope: Scope, source: ExportSource, filters: ExportFilters, plan: ExportPlan): Promise<number> {
  const [r] = await scope.db
    .select({ n: sql<number>`count(*)::int` })
    .from(source.table)
    .where(and(...conditions(scope, source, filters, plan, false)));
  const n = Number(r.n);
  return filters.limit ? Math.min(n, filters.limit) : n;
}

export async function cursorKey(scope: Scope, source: ExportSource, id: string): Promise<Key> {
  const t = source.table;
  const [row] = await scope.db
    .select({ createdAt: t.createdAt, id: t.id })
    .from(source.table)
    .where(and(eq(t.id, id), eq(t.accountId, scope.accountId), eq(t.testMode, scope.testMode)))
    .limit(1);
  if (!row) throw new ExportFailure(`The cursor object '${id}' no longer exists.`);
  return keyOf(row as { createdAt: Date; id: string });
}
