import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { jobs } from "@/lib/db/schema";
import { enqueueJob, INTERACTIVE_JOB_PRIORITY } from "@/lib/server/jobs/enqueue-job";
import { backoffDelay, JobRunner, type JobHandler } from "@/lib/server/jobs/job-runner";
import { noteRequest } from "@/lib/server/request-activity";
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
      {
        [type]: async () => {
          calls++;
          throw new Error(`boom ${calls}`);
        },
      },
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
      await database.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1) })
        .where(eq(jobs.id, id));
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
    await database.db
      .update(jobs)
      .set({ status: "running", lockedBy: "dead-worker", lockedAt: new Date(Date.now() - 10 * 60_000), attempts: 1 })
      .where(eq(jobs.id, id));
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

  it("a job that hangs holds only its own slot: jobs enqueued after it run while it is still running", async () => {
    const type = `test.pool.${uniq()}`;
    let release!: () => void;
    const hanging = new Promise<void>((r) => (release = r));
    const ran: string[] = [];
    const runner = new JobRunner(
      database.db,
      {
        [type]: async (p) => {
          if (p.who === "slow") await hanging;
          ran.push(String(p.who));
        },
      },
      { pollMs: 20, batchSize: 3 },
    );
    const slow = (await enqueueJob(database.db, type, { who: "slow" }))!;
    runner.start();
    try {
      const deadline = Date.now() + 5000;
      while ((await jobRow(slow)).status !== "running" && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      const quick = await Promise.all(["a", "b", "c", "d"].map((who) => enqueueJob(database.db, type, { who })));
      while (ran.length < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      // Four jobs through two free slots while the first still hangs.
      expect(ran.sort()).toEqual(["a", "b", "c", "d"]);
      expect((await jobRow(slow)).status).toBe("running");
      for (const id of quick) expect((await jobRow(id!)).status).toBe("succeeded");
      release();
    } finally {
      release();
      await runner.stop();
    }
    // stop() waited for the slow job to finish.
    expect(await jobRow(slow)).toMatchObject({ status: "succeeded", attempts: 1 });
    expect(ran).toContain("slow");
  });

  it("while requests come in, a backlog that is on time yields, and one that has fallen behind runs at full speed", async () => {
    const type = `test.lag.${uniq()}`;
    const done: number[] = [];
    const handler: JobHandler = async () => {
      await new Promise((r) => setTimeout(r, 20));
      done.push(Date.now());
    };
    // batchSize 1 and a huge yield: an on-time job would make the next poll wait 5 polls (1 s).
    const runner = new JobRunner(database.db, { [type]: handler }, { pollMs: 200, batchSize: 1, busyYield: 1000 });
    const busy = setInterval(noteRequest, 50);
    try {
      noteRequest();
      for (let i = 0; i < 5; i++) await enqueueJob(database.db, type, { i }, { runAt: new Date(Date.now() - 10_000 - i) });
      const started = Date.now();
      runner.start();
      while (done.length < 5 && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 20));
      // Ten seconds late: no yielding, five jobs in well under the 4 s that yielding would take.
      expect(done).toHaveLength(5);
      expect(done[4] - started).toBeLessThan(2_500);
      await runner.stop();

      const onTime = new JobRunner(database.db, { [type]: handler }, { pollMs: 200, batchSize: 1, busyYield: 1000 });
      for (let i = 0; i < 3; i++) await enqueueJob(database.db, type, { i }, { runAt: new Date(Date.now() - i) });
      done.length = 0;
      const again = Date.now();
      onTime.start();
      while (done.length < 3 && Date.now() - again < 10_000) await new Promise((r) => setTimeout(r, 20));
      await onTime.stop();
      // On time: each job is followed by a yield of 5 polls (1 s).
      expect(done[2] - again).toBeGreaterThanOrEqual(1_900);
    } finally {
      clearInterval(busy);
      await runner.stop();
    }
  });

  it("a job whose lease ran out while this runner still runs it is not claimed again by the same runner", async () => {
    const type = `test.own-lease.${uniq()}`;
    let calls = 0;
    let release!: () => void;
    const hanging = new Promise<void>((r) => (release = r));
    const runner = new JobRunner(
      database.db,
      {
        [type]: async () => {
          calls++;
          await hanging;
        },
      },
      { pollMs: 20, visibilityTimeoutMs: 60_000 },
    );
    const id = (await enqueueJob(database.db, type, {}))!;
    runner.start();
    try {
      const deadline = Date.now() + 5000;
      while (calls === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      // A heartbeat that never got through (a slow database): the lease looks expired.
      await database.db
        .update(jobs)
        .set({ lockedAt: new Date(Date.now() - 3_600_000) })
        .where(eq(jobs.id, id));
      runner.kick();
      await new Promise((r) => setTimeout(r, 300));
      expect(calls).toBe(1);
    } finally {
      release();
      await runner.stop();
    }
    expect(await jobRow(id)).toMatchObject({ status: "succeeded", attempts: 1 });
  });

  it("a job of higher priority runs before an older backlog", async () => {
    const type = `test.priority.${uniq()}`;
    const ran: string[] = [];
    const runner = new JobRunner(database.db, { [type]: async (p) => void ran.push(String(p.who)) }, { batchSize: 1 });
    const past = new Date(Date.now() - 60_000);
    await enqueueJob(database.db, type, { who: "backlog 1" }, { runAt: past });
    await enqueueJob(database.db, type, { who: "backlog 2" }, { runAt: new Date(past.getTime() + 1000) });
    await enqueueJob(database.db, type, { who: "resend" }, { priority: INTERACTIVE_JOB_PRIORITY });
    while ((await runner.runOnce()) > 0) {
      /* drain one at a time */
    }
    expect(ran).toEqual(["resend", "backlog 1", "backlog 2"]);
  });

  it("on start, takes back at once the jobs its own instance's previous process claimed, and no other instance's", async () => {
    const type = `test.reclaim.${uniq()}`;
    const instance = `host-${uniq()}:3000`;
    const fresh = new Date();
    const mine = (await enqueueJob(database.db, type, { who: "mine" }))!;
    const other = (await enqueueJob(database.db, type, { who: "other" }))!;
    // Claimed a moment ago (well within the lease) by the dead previous process, and by a live other instance.
    await database.db
      .update(jobs)
      .set({ status: "running", lockedBy: `${instance}/111_dead`, lockedAt: fresh, attempts: 1 })
      .where(eq(jobs.id, mine));
    await database.db
      .update(jobs)
      .set({ status: "running", lockedBy: `other-${instance}/222_live`, lockedAt: fresh, attempts: 1 })
      .where(eq(jobs.id, other));
    const ran: unknown[] = [];
    const runner = new JobRunner(database.db, { [type]: async (p) => void ran.push(p.who) }, { instanceId: instance, reclaimOnStart: "instance", pollMs: 20 });
    expect(runner.workerId.startsWith(`${instance}/`)).toBe(true);
    runner.start();
    try {
      const deadline = Date.now() + 5000;
      while ((await jobRow(mine)).status !== "succeeded" && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    } finally {
      await runner.stop();
    }
    expect(ran).toEqual(["mine"]);
    expect(await jobRow(mine)).toMatchObject({ status: "succeeded", attempts: 2, lockedBy: runner.workerId });
    expect(await jobRow(other)).toMatchObject({ status: "running", lockedBy: `other-${instance}/222_live` });
    await database.db.delete(jobs).where(inArray(jobs.id, [mine, other]));
  });

  it("a worker that lost its lease does not overwrite the outcome of the worker that took the job over", async () => {
    const type = `test.lost.${uniq()}`;
    const id = (await enqueueJob(database.db, type, {}))!;
    const runner = new JobRunner(database.db, {
      [type]: async () => {
        // Meanwhile another worker took the job over and finished it.
        await database.db.update(jobs).set({ status: "succeeded", lockedBy: "the-other-worker" }).where(eq(jobs.id, id));
        throw new Error("too late");
      },
    });
    expect(await runner.runOnce()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: "succeeded", lockedBy: "the-other-worker", lastError: null });
  });

  it("the lease is 30 s by default (JOBS_LEASE_MS, or its former name JOBS_VISIBILITY_TIMEOUT_MS)", async () => {
    const { defaultLeaseMs } = await import("@/lib/server/jobs/job-runner");
    const saved = { a: process.env.JOBS_LEASE_MS, b: process.env.JOBS_VISIBILITY_TIMEOUT_MS };
    try {
      delete process.env.JOBS_LEASE_MS;
      delete process.env.JOBS_VISIBILITY_TIMEOUT_MS;
      expect(defaultLeaseMs()).toBe(30_000);
      process.env.JOBS_VISIBILITY_TIMEOUT_MS = "2000";
      expect(defaultLeaseMs()).toBe(2000);
      process.env.JOBS_LEASE_MS = "45000";
      expect(defaultLeaseMs()).toBe(45_000);
    } finally {
      for (const [k, v] of [
        ["JOBS_LEASE_MS", saved.a],
        ["JOBS_VISIBILITY_TIMEOUT_MS", saved.b],
      ] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
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
    const drain = async (r: JobRunner) => {
      while ((await r.runOnce()) > 0) {
        /* keep claiming */
      }
    };
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
