// Running exports: a worker that dies between batches is resumed by another and every row is
// written exactly once; two runners at once never duplicate a batch; cancel stops a running export;
// an export whose file or data does not add up fails instead of completing short.
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { events, exportChunks, exports, jobs, paymentIntents } from "@/lib/db/schema";
import { exportCreateSchema, type ExportCreateInput } from "@/lib/schemas/export";
import { ApiError } from "@/lib/server/errors";
import type { Scope } from "@/lib/server/scope";
import { cancelExport } from "@/lib/server/services/exports/cancel-export";
import { createExport } from "@/lib/server/services/exports/create-export";
import { EXPORT_SOURCES } from "@/lib/server/services/exports/export-sources";
import { getExport } from "@/lib/server/services/exports/get-export";
import { EXPORT_JOB, finishExport, runExportJob, runExportSlice } from "@/lib/server/services/exports/run-export";
import { newMerchantScope, openTestDatabase } from "../helpers/test-db";
import { insertPayments, parseCsv, runToEnd, storedFile } from "./helpers";

let database: Database;
let scope: Scope;
let ids: string[];

beforeAll(async () => {
  database = await openTestDatabase();
  scope = await newMerchantScope(database);
  ids = await insertPayments(scope, 500);
});
afterAll(async () => {
  await database?.close();
});

async function newExport(filters: ExportCreateInput["filters"] = {}) {
  return createExport(scope, exportCreateSchema.parse({ type: "payment", filters }));
}

async function row(id: string) {
  const [r] = await scope.db.select().from(exports).where(eq(exports.id, id));
  return r;
}

/** The export's events, oldest first. */
async function eventTypes(id: string) {
  const rows = await scope.db
    .select()
    .from(events)
    .where(and(eq(events.accountId, scope.accountId), eq(events.objectId, id)))
    .orderBy(asc(events.createdAt), asc(events.id));
  return rows.map((r) => r.eventType);
}

/** Every payment id in the stored file, checking each appears once and all 500 are there. */
async function expectEveryRowOnce(id: string) {
  const { rows } = parseCsv(await storedFile(scope.db, id));
  const got = rows.map((r) => r.payment_intent_id);
  expect(new Set(got).size).toBe(got.length);
  expect([...got].sort()).toEqual([...ids].sort());
}

describe("crash and resume", () => {
  it("a worker that dies between batches: the next runner resumes from the stored position, every row exactly once", async () => {
    const created = await newExport();
    // The first worker writes two batches, then dies (nothing more runs in it).
    const first = await runExportSlice(scope.db, created.export_id, { batchRows: 60, maxBatches: 2 });
    expect(first.state).toBe("paused");
    const midway = await row(created.export_id);
    expect(midway.status).toBe("running");
    expect(midway.progress).toBe(120);
    expect(midway.rowCount).toBe(500);
    expect((await getExport(scope, created.export_id)).file).toBeNull();
    // The job is taken over (as after JOBS_VISIBILITY_TIMEOUT_MS) by a runner with other batch sizes.
    let attempts = 2;
    for (let i = 0; i < 100 && (await row(created.export_id)).status === "running"; i++) {
      await runExportJob(scope.db, { export_id: created.export_id }, { attempts, maxAttempts: 5 }, { batchRows: 77, sliceMs: 0 });
      attempts = 1;
    }
    const done = await row(created.export_id);
    expect(done.status).toBe("completed");
    expect(done.progress).toBe(500);
    expect(done.rowCount).toBe(500);
    await expectEveryRowOnce(created.export_id);
    // Each slice queued its continuation: durable jobs carry the export from one slice to the next.
    const continuations = await scope.db.select().from(jobs).where(eq(jobs.type, EXPORT_JOB));
    expect(continuations.filter((j) => j.payload.export_id === created.export_id).length).toBeGreaterThan(3);
    expect(await eventTypes(created.export_id)).toEqual(["export.created", "export.completed"]);
  });

  it("two runners on one export at once (a worker presumed dead comes back): no batch is written twice", async () => {
    const created = await newExport();
    await Promise.all([runToEnd(scope.db, created.export_id, { batchRows: 40 }), runToEnd(scope.db, created.export_id, { batchRows: 55 })]);
    const done = await row(created.export_id);
    expect(done.status).toBe("completed");
    expect(done.progress).toBe(500);
    await expectEveryRowOnce(created.export_id);
    expect(await eventTypes(created.export_id)).toEqual(["export.created", "export.completed"]);
  });

  it("a worker that keeps dying fails the export cleanly once its attempts are spent", async () => {
    const created = await newExport();
    await runExportSlice(scope.db, created.export_id, { batchRows: 50, maxBatches: 1 });
    // Claimed a sixth time (attempts > max): the export is failed, not resumed forever.
    await runExportJob(scope.db, { export_id: created.export_id }, { attempts: 6, maxAttempts: 5 });
    const failed = await row(created.export_id);
    expect(failed.status).toBe("failed");
    expect(failed.failureReason).toBe("The export was interrupted too many times.");
    expect(await scope.db.select().from(exportChunks).where(eq(exportChunks.exportId, created.export_id))).toEqual([]);
    expect(await eventTypes(created.export_id)).toEqual(["export.created", "export.failed"]);
  });

  it("an error is retried by the job runner; on the last attempt the export fails with a reason that leaks nothing", async () => {
    const created = await newExport();
    const source = EXPORT_SOURCES.payment;
    const serialize = source.serialize;
    source.serialize = () => {
      throw new Error("connection reset by peer at 10.0.0.7");
    };
    try {
      await expect(runExportJob(scope.db, { export_id: created.export_id }, { attempts: 1, maxAttempts: 5 })).rejects.toThrow("connection reset");
      expect((await row(created.export_id)).status).toBe("running");
      await runExportJob(scope.db, { export_id: created.export_id }, { attempts: 5, maxAttempts: 5 });
    } finally {
      source.serialize = serialize;
    }
    const failed = await row(created.export_id);
    expect(failed.status).toBe("failed");
    expect(failed.failureReason).toBe("The export could not be written after 5 attempts (internal error).");
  });
});

describe("never completed short", () => {
  it("a row that starts matching behind the export's position fails it: the file would miss it", async () => {
    const created = await newExport({ status: "canceled" });
    await runExportSlice(scope.db, created.export_id, { batchRows: 20, maxBatches: 1 });
    // A payment newer than the position (already passed) becomes canceled.
    const [passed] = await scope.db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.id, ids[ids.length - 2]), eq(paymentIntents.status, "requires_confirmation")));
    expect(passed).toBeTruthy();
    await scope.db.update(paymentIntents).set({ status: "canceled" }).where(eq(paymentIntents.id, passed.id));
    try {
      const done = await runToEnd(scope.db, created.export_id, { batchRows: 20 });
      expect(done.status).toBe("failed");
      expect(done.failureReason).toBe(
        `${done.progress + 1} rows match the export's filters but ${done.progress} were written: the data changed while exporting. Create the export again.`,
      );
      expect(await eventTypes(created.export_id)).toEqual(["export.created", "export.failed"]);
    } finally {
      await scope.db.update(paymentIntents).set({ status: "requires_confirmation" }).where(eq(paymentIntents.id, passed.id));
    }
  });

  it("a missing chunk fails the export instead of completing it", async () => {
    const created = await newExport();
    await runExportSlice(scope.db, created.export_id, { batchRows: 100, maxBatches: 5 });
    expect((await row(created.export_id)).progress).toBe(500);
    await scope.db.delete(exportChunks).where(and(eq(exportChunks.exportId, created.export_id), eq(exportChunks.seq, 3)));
    const done = await runToEnd(scope.db, created.export_id);
    expect(done.status).toBe("failed");
    expect(done.failureReason).toBe("Chunk 3 of the file is missing.");
    expect(await eventTypes(created.export_id)).toEqual(["export.created", "export.failed"]);
  });

  it("a file whose records do not add up to the rows written fails the export", async () => {
    const created = await newExport();
    await runExportSlice(scope.db, created.export_id, { batchRows: 100, maxBatches: 5 });
    // A chunk that lost its last record (as a torn write would leave it).
    const [chunk] = await scope.db
      .select()
      .from(exportChunks)
      .where(and(eq(exportChunks.exportId, created.export_id), eq(exportChunks.seq, 2)));
    const records = chunk.data.split("\r\nfpi_");
    await scope.db
      .update(exportChunks)
      .set({ data: records.slice(0, -1).join("\r\nfpi_") + "\r\n" })
      .where(and(eq(exportChunks.exportId, created.export_id), eq(exportChunks.seq, 2)));
    const done = await finishExport(scope.db, created.export_id);
    expect(done?.status).toBe("failed");
    expect(done?.failureReason).toBe("The stored file holds 499 rows but 500 were written.");
  });

  it("rows created after the export started are not in it (and do not fail it)", async () => {
    const created = await newExport();
    await runExportSlice(scope.db, created.export_id, { batchRows: 100, maxBatches: 1 });
    const later = await insertPayments(scope, 3, { start: new Date(Date.now() + 60_000) });
    try {
      const done = await runToEnd(scope.db, created.export_id, { batchRows: 100 });
      expect(done.status).toBe("completed");
      await expectEveryRowOnce(created.export_id);
    } finally {
      for (const id of later) await scope.db.delete(paymentIntents).where(eq(paymentIntents.id, id));
    }
  });
});

describe("cancel", () => {
  it("cancels a running export between batches: the runner stops, nothing more is written, the partial file is discarded", async () => {
    const created = await newExport();
    await runExportSlice(scope.db, created.export_id, { batchRows: 50, maxBatches: 2 });
    expect((await row(created.export_id)).status).toBe("running");
    const canceled = await cancelExport(scope, created.export_id);
    expect(canceled).toMatchObject({ status: "canceled", progress: 100, file: null, completed_at: null });
    // The runner's next batch sees the cancel and stops.
    const next = await runExportSlice(scope.db, created.export_id, { batchRows: 50 });
    expect(next.state).toBe("stopped");
    const after = await row(created.export_id);
    expect(after.status).toBe("canceled");
    expect(after.progress).toBe(100);
    expect(await scope.db.select().from(exportChunks).where(eq(exportChunks.exportId, created.export_id))).toEqual([]);
    // Canceling again answers it unchanged, with no second event.
    expect(await cancelExport(scope, created.export_id)).toEqual(canceled);
    expect(await eventTypes(created.export_id)).toEqual(["export.created", "export.canceled"]);
  });

  it("cancels an export before it starts; a completed one cannot be canceled", async () => {
    const created = await newExport({ limit: 5 });
    expect((await cancelExport(scope, created.export_id)).status).toBe("canceled");
    expect((await runExportSlice(scope.db, created.export_id)).state).toBe("stopped");
    expect((await row(created.export_id)).startedAt).toBeNull();

    const other = await newExport({ limit: 5 });
    await runToEnd(scope.db, other.export_id);
    const error = await cancelExport(scope, other.export_id).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).detail).toEqual([
      { loc: [], msg: "This export is completed; only a created or running export can be canceled.", type: "export_unexpected_state" },
    ]);
  });
});
