import "server-only";
import { createHash } from "node:crypto";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { exportChunks, exports } from "@/lib/db/schema";
import type { ExportFilters, ExportType } from "@/lib/schemas/export";
import { logError } from "../../log";
import { enqueueJob } from "../../jobs/enqueue-job";
import type { Scope } from "../../scope";
import { recordEvent } from "../record-event";
import { collectGarbage } from "../../jobs/collect-garbage";
import { csvRecordCounter, csvText } from "./export-csv";
import { EXPORT_SOURCES, type ExportSource } from "./export-sources";
import { conditions, countRows, cursorKey, ExportFailure, keyOf, type ExportPlan } from "./export-plan";

import { serializeExport, type ExportRow } from "./serialize-export";

/** The durable job that writes an export's file. */
export const EXPORT_JOB = "export.run";

export type ExportRunOptions = {
  /** Rows read, serialized and stored per batch (one chunk); EXPORT_BATCH_ROWS, default 500 (the server grows by about a batch's working set: docs/benchmarks.md). */
  batchRows?: number;
  /** A job writes batches for about this long, then queues its continuation; EXPORT_SLICE_MS, default 1000. */
  sliceMs?: number;
  /** Stop after this many batches without queuing a continuation (tests: a worker that dies between batches). */
  maxBatches?: number;
};

const envNumber = (name: string, fallback: number) => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

function resolveOptions(options: ExportRunOptions) {
  return {
    batchRows: options.batchRows ?? envNumber("EXPORT_BATCH_ROWS", 500),
    sliceMs: options.sliceMs ?? envNumber("EXPORT_SLICE_MS", 1000),
    maxBatches: options.maxBatches,
  };
}

const scopeOf = (db: Db, row: ExportRow): Scope => ({ db, accountId: row.accountId, testMode: row.testMode });
const sourceOf = (row: ExportRow): ExportSource => EXPORT_SOURCES[row.type as ExportType];
async function lockExport(db: Db, id: string): Promise<ExportRow | undefined> {
  const [row] = await db.select().from(exports).where(eq(exports.id, id)).for("update");
  return row;
}

/**
 * created -> running: fixes the plan (snapshot time, cursor bounds), counts the rows and stores
 * the header row as chunk 0, in one transaction. Does nothing to an export already started.
 */
export async function startExport(db: Db, id: string): Promise<ExportRow | undefined> {
  return db.transaction(async (txDb) => {
    const tdb = txDb as unknown as Db;
    const row = await lockExport(tdb, id);
    if (!row || row.status !== "created") return row;
    const scope = scopeOf(tdb, row);
    const source = sourceOf(row);
    const filters = row.filters as ExportFilters;
    const now = new Date();
    const plan: ExportPlan = { snapshot: now.toISOString(), upper: null, lower: null, position: null, chunks: 0 };
    if (filters.starting_after) plan.upper = { ...(await cursorKey(scope, source, filters.starting_after)), inclusive: false };
    if (filters.ending_before) {
      plan.lower = await cursorKey(scope, source, filters.ending_before);
      if (filters.limit) {
        // As the list does: the `limit` rows just newer than the cursor (then newest first).
        const t = source.table;
        const [edge] = await scope.db
          .select({ createdAt: t.createdAt, id: t.id })
          .from(source.table)
          .where(and(...conditions(scope, source, filters, plan, false)))
          .orderBy(asc(t.createdAt), asc(t.id))
          .offset(filters.limit - 1)
          .limit(1);
        if (edge) plan.upper = { ...keyOf(edge as { createdAt: Date; id: string }), inclusive: true };
      }
    }
    const rowCount = await countRows(scope, source, filters, plan);
    await tdb.insert(exportChunks).values({ exportId: id, seq: 0, data: await csvText([source.columns.map((c) => c.name)]) });
    plan.chunks = 1;
    const [started] = await tdb
      .update(exports)
      .set({ status: "running", startedAt: now, rowCount, progress: 0, cursor: plan, updatedAt: now })
      .where(eq(exports.id, id))
      .returning();
    return started;
  });
}

type BatchResult = { state: "more" | "done" | "stopped"; chunks: number };

/**
 * Reads the next batch after the stored position (keyset, newest first), serializes it with the
 * list's serializer, and appends it as one chunk together with the new progress and position, in
 * one transaction that first checks the export is still running and still where this runner
 * found it: a canceled export or another runner's progress makes this one stop.
 */
export async function writeNextBatch(db: Db, id: string, batchRows: number): Promise<BatchResult> {
  const [row] = await db.select().from(exports).where(eq(exports.id, id));
  if (!row || row.status !== "running" || !row.cursor) return { state: "stopped", chunks: 0 };
  const plan = row.cursor as unknown as ExportPlan;
  const filters = row.filters as ExportFilters;
  const scope = scopeOf(db, row);
  const source = sourceOf(row);
  const remaining = filters.limit ? filters.limit - row.progress : batchRows;
  if (remaining <= 0) return { state: "done", chunks: plan.chunks };
  const want = Math.min(batchRows, remaining);
  const t = source.table;
  const rows = (await db
    .select()
    .from(source.table)
    .where(and(...conditions(scope, source, filters, plan, true)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(want)) as { createdAt: Date; id: string }[];
  if (!rows.length) return { state: "done", chunks: plan.chunks };
  const objects = await source.serialize(scope, rows);
  const data = await csvText(objects.map((o) => source.columns.map((c) => c.value(o))));
  const position = keyOf(rows[rows.length - 1]);
  const written = await db.transaction(async (txDb) => {
    const tdb = txDb as unknown as Db;
    const current = await lockExport(tdb, id);
    const stored = current?.cursor as ExportPlan | null | undefined;
    if (!current || current.status !== "running" || !stored || stored.chunks !== plan.chunks) return false;
    await tdb.insert(exportChunks).values({ exportId: id, seq: plan.chunks, data });
    await tdb
      .update(exports)
      .set({ progress: current.progress + rows.length, cursor: { ...plan, position, chunks: plan.chunks + 1 }, updatedAt: new Date() })
      .where(eq(exports.id, id));
    return true;
  });
  if (!written) return { state: "stopped", chunks: plan.chunks };
  const finished = rows.length < want || (filters.limit !== undefined && row.progress + rows.length >= filters.limit);
  return { state: finished ? "done" : "more", chunks: plan.chunks + 1 };
}

/** Streams the stored chunks in order: their SHA-256, size in bytes, and the CSV records they hold. */
async function digestChunks(db: Db, id: string, chunks: number): Promise<{ size: number; sha256: string; records: number }> {
  const hash = createHash("sha256");
  const counter = csvRecordCounter();
  let size = 0;
  for (let seq = 0; seq < chunks; seq++) {
    const [chunk] = await db
      .select({ data: exportChunks.data })
      .from(exportChunks)
      .where(and(eq(exportChunks.exportId, id), eq(exportChunks.seq, seq)));
    if (!chunk) throw new ExportFailure(`Chunk ${seq} of the file is missing.`);
    const bytes = Buffer.from(chunk.data, "utf8");
    hash.update(bytes);
    size += bytes.length;
    counter.write(chunk.data);
  }
  let records: number;
  try {
    records = await counter.end();
  } catch (error) {
    throw new ExportFailure(`The stored file is not valid CSV: ${(error as Error).message}`);
  }
  return { size, sha256: hash.digest("hex"), records };
}

/**
 * running -> completed, only when the file is whole: the chunks are re-read in order (hash and
 * size are computed over what is stored, so a resumed export is right too), their records must be
 * the header plus every row counted as written, and that count must equal the rows that match
 * the export's bounds now. Anything else fails the export instead.
 */
export async function finishExport(db: Db, id: string): Promise<ExportRow | undefined> {
  const [row] = await db.select().from(exports).where(eq(exports.id, id));
  if (!row || row.status !== "running" || !row.cursor) return row;
  const plan = row.cursor as unknown as ExportPlan;
  let digest: Awaited<ReturnType<typeof digestChunks>>;
  try {
    digest = await digestChunks(db, id, plan.chunks);
  } catch (error) {
    if (error instanceof ExportFailure) return failExport(db, id, error.message);
    throw error;
  }
  const expected = await countRows(scopeOf(db, row), sourceOf(row), row.filters as ExportFilters, plan);
  return db.transaction(async (txDb) => {
    const tdb = txDb as unknown as Db;
    const current = await lockExport(tdb, id);
    const stored = current?.cursor as ExportPlan | null | undefined;
    if (!current || current.status !== "running" || !stored || stored.chunks !== plan.chunks) return current;
    let problem: string | null = null;
    if (digest.records !== current.progress + 1) {
      problem = `The stored file holds ${digest.records - 1} rows but ${current.progress} were written.`;
    } else if (expected !== current.progress) {
      problem = `${expected} rows match the export's filters but ${current.progress} were written: the data changed while exporting. Create the export again.`;
    }
    if (problem) return markFailed(tdb, current, problem);
    const now = new Date();
    const [completed] = await tdb
      .update(exports)
      .set({ status: "completed", rowCount: current.progress, fileSize: digest.size, fileSha256: digest.sha256, completedAt: now, updatedAt: now })
      .where(eq(exports.id, id))
      .returning();
    await recordEvent(scopeOf(tdb, completed), "export.completed", "export", serializeExport(completed), id);
    return completed;
  });
}

async function markFailed(tdb: Db, row: ExportRow, reason: string): Promise<ExportRow> {
  const now = new Date();
  await tdb.delete(exportChunks).where(eq(exportChunks.exportId, row.id));
  const [failed] = await tdb
    .update(exports)
    .set({ status: "failed", failureReason: reason.slice(0, 1000), cursor: null, updatedAt: now })
    .where(eq(exports.id, row.id))
    .returning();
  await recordEvent(scopeOf(tdb, failed), "export.failed", "export", serializeExport(failed), row.id);
  return failed;
}

/** created/running -> failed, with the reason, discarding what was written; one transaction with its event. */
export async function failExport(db: Db, id: string, reason: string): Promise<ExportRow | undefined> {
  return db.transaction(async (txDb) => {
    const tdb = txDb as unknown as Db;
    const row = await lockExport(tdb, id);
    if (!row || (row.status !== "created" && row.status !== "running")) return row;
    return markFailed(tdb, row, reason);
  });
}

export type SliceResult = { state: "more" | "done" | "stopped" | "paused"; chunks: number };

/** Starts the export if needed, then writes batches for about `sliceMs` (or to the end). */
export async function runExportSlice(db: Db, id: string, options: ExportRunOptions = {}): Promise<SliceResult> {
  const { batchRows, sliceMs, maxBatches } = resolveOptions(options);
  const started = performance.now();
  await startExport(db, id);
  for (let batches = 1; ; batches++) {
    const result = await writeNextBatch(db, id, batchRows);
    if (result.state === "stopped") return result;
    if (result.state === "done") {
      await finishExport(db, id);
      return result;
    }
    if (maxBatches !== undefined && batches >= maxBatches) return { state: "paused", chunks: result.chunks };
    if (performance.now() - started >= sliceMs) return result;
  }
}

/**
 * The `export.run` job: one slice of work, then a continuation job, so no job runs long enough to
 * hold the runner for long (its lease is renewed meanwhile) and other jobs get their turn. A worker
 * that dies mid slice leaves its job claimed; the restarted instance takes it back at once, or
 * another worker when its lease runs out, and resumes from the stored position. Errors are retried with the runner's backoff; the last
 * attempt (or a job re-claimed past its attempts, i.e. a worker that keeps dying) fails the export.
 */
export async function runExportJob(
  db: Db,
  payload: Record<string, unknown>,
  job: { attempts: number; maxAttempts: number },
  options: ExportRunOptions = {},
): Promise<void> {
  const id = String(payload.export_id ?? "");
  const [row] = await db.select({ status: exports.status }).from(exports).where(eq(exports.id, id));
  if (!row || (row.status !== "created" && row.status !== "running")) return;
  if (job.attempts > job.maxAttempts) {
    await failExport(db, id, "The export was interrupted too many times.");
    return;
  }
  try {
    const result = await runExportSlice(db, id, options);
    collectGarbage();
    if (result.state === "more") await enqueueJob(db, EXPORT_JOB, { export_id: id }, { dedupeKey: `${EXPORT_JOB}:${id}:${result.chunks}` });
  } catch (error) {
    if (error instanceof ExportFailure) {
      await failExport(db, id, error.message);
      return;
    }
    if (job.attempts >= job.maxAttempts) {
      logError({ msg: "export failed", export_id: id, attempts: job.attempts }, error);
      await failExport(db, id, `The export could not be written after ${job.attempts} attempts (internal error).`);
      return;
    }
    throw error;
  }
}
