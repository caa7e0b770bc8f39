import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { jobs } from "@/lib/db/schema";
import { enqueueJob } from "@/lib/server/jobs/enqueue-job";
import { backoffDelay, JobRunner, type JobHandler } from "@/lib/server/jobs/job-runner";
import { openTestDatabase, uniq } from "../helpers/test-db";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function jobRow(id: string) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

describe("JobRunner", () => {
  it("runs a due job once and marks it succeeded; leaves future jobs alone", async () => {
    const type = `test.ok.${uniq()}`;
    const seen: unknown[] = [];
    const runner = new JobRunner(database.db, { [type]: async (payload) => void seen.push(payload) }, { pollMs: 50 });
    const now = await enqueueJob(database.db, type, { n: 1 });
    const later = await enqueueJob(database.db, type, { n: 2 }, { runAt: new Date(Date.now() + 3_600_000) });
    expect(await runner.runOnce()).toBe(1);
    expect(await runner.runOnce()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    expect((await jobRow(now!)).status).toBe("succeeded");
    expect((await jobRow(later!)).status).toBe("queued");
  });

  it("retries a failing job with backoff and gives up after max attempts, keeping the error", async () => {
    const type = `test.fail.${uniq()}`;
    let calls = 0;
    const runner = new JobRunner(
      database.db,
      { [type]: async () => { calls++; throw new Error(`boom ${calls}`); } },
      { backoffBaseMs: 1000 },
    );
    const id = (await enqueueJob(database.db, type, {}, { maxAttempts: 3 }))!;
    expect(await runner.runOnce()).toBe(1);
    let row = await jobRow(id);
    expect(row).toMatchObject({ status: "queued", attempts: 1, lastError: "boom 1" });
    // The retry waits for its backoff (1 s +-20%).
    expect(row.runAt.getTime() - Date.now()).toBeGreaterThan(500);
    expect(await runner.runOnce()).toBe(0);
    for (const attempt of [2, 3]) {
      await database.db.update(jobs).set({ runAt: new Date(Date.now() - 1) }).where(eq(jobs.id, id));
      expect(await runner.runOnce()).toBe(1);
      row = await jobRow(id);
      expect(row.attempts).toBe(attempt);
    }
    expect(row).toMatchObject({ status: "failed", attempts: 3, lastError: "boom 3" });
    expect(calls).toBe(3);
  });

  it("ignores a repeated dedupe key", async () => {
    const type = `test.dedupe.${uniq()}`;
    const key = `k-${uniq()}`;
    expect(await enqueueJob(database.db, type, {}, { dedupeKey: key })).toMatch(/^fjob_/);
    expect(await enqueueJob(database.db, type, {}, { dedupeKey: key })).toBeNull();
  });

  it("hands a job whose worker went silent to another worker", async () => {
    const type = `test.stale.${uniq()}`;
    const id = (await enqueueJob(database.db, type, {}))!;
    await database.db.update(jobs).set({ status: "running", lockedBy: "dead-worker", lockedAt: new Date(Date.now() - 10 * 60_000), attempts: 1 }).where(eq(jobs.id, id));
    let ran = 0;
    const runner = new JobRunner(database.db, { [type]: async () => void ran++ }, { visibilityTimeoutMs: 60_000 });
    expect(await runner.runOnce()).toBe(1);
    expect(ran).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: "succeeded", attempts: 2 });
  });

  it("keeps a slow but live worker's claim past the visibility timeout (heartbeat): no other runner takes it", async () => {
    const type = `test.slow.${uniq()}`;
    const id = (await enqueueJob(database.db, type, {}))!;
    let runs = 0;
    const slow = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 1500));
    };
    const a = new JobRunner(database.db, { [type]: slow }, { visibilityTimeoutMs: 600 });
    const b = new JobRunner(database.db, { [type]: slow }, { visibilityTimeoutMs: 600 });
    const first = a.runOnce();
    // Well past the visibility timeout since the claim: without the heartbeat, b would run it again.
    await new Promise((r) => setTimeout(r, 1000));
    expect(await b.runOnce()).toBe(0);
    expect(await first).toBe(1);
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: "succeeded", attempts: 1 });
  });

  it("backoff doubles per attempt and is capped", () => {
    for (let i = 0; i < 20; i++) {
      expect(backoffDelay(1, 1000, 60_000)).toBeGreaterThanOrEqual(800);
      expect(backoffDelay(1, 1000, 60_000)).toBeLessThanOrEqual(1200);
      expect(backoffDelay(4, 1000, 60_000)).toBeGreaterThanOrEqual(6400);
      expect(backoffDelay(30, 1000, 60_000)).toBeLessThanOrEqual(72_000);
    }
  });

  it("two runners (separate connections on PostgreSQL) share 200 jobs and never run one twice", async () => {
    const second = process.env.DATABASE_URL ? await openTestDatabase() : database;
    const type = `test.pair.${uniq()}`;
    const counts = new Map<string, number>();
    const workers = new Set<string>();
    const handler: JobHandler = async (_p, { job }) => {
      counts.set(job.id, (counts.get(job.id) ?? 0) + 1);
      workers.add(job.lockedBy ?? "");
      await new Promise((r) => setTimeout(r, Math.random() * 3));
    };
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) ids.push((await enqueueJob(database.db, type, { i }))!);
    const a = new JobRunner(database.db, { [type]: handler }, { workerId: "a", batchSize: 5, pollMs: 10 });
    // On PGlite both runners share the one embedded connection; on PostgreSQL the second has its own pool.
    const b = new JobRunner(second.db, { [type]: handler }, { workerId: "b", batchSize: 5, pollMs: 10 });
    const drain = async (r: JobRunner) => { while ((await r.runOnce()) > 0) { /* keep claiming */ } };
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    const rows = await database.db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.every((r) => r.status === "succeeded" && r.attempts === 1)).toBe(true);
    expect(counts.size).toBe(200);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
    expect(rows.length).toBe(200);
    expect(workers).toEqual(new Set(["a", "b"]));
    if (second !== database) await second.close();
  });
});
