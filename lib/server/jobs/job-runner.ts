import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { rowsOf, type Db } from "@/lib/db/client";
import { jobs } from "@/lib/db/schema";
import { logError, logLine } from "../log";
import { msSinceLastRequest } from "../request-activity";
import { RetryJobAt } from "./retry-job-at";

/** Requests within this window mean the API is busy. */
const BUSY_WINDOW_MS = 500;
/**
 * Background work yields to requests only while it keeps up: once the jobs it claims were due
 * longer ago than this, it runs at full speed until it has caught up (JOBS_MAX_LAG_MS).
 */
const MAX_LAG_MS = Number(process.env.JOBS_MAX_LAG_MS || 2_000);

export type JobRow = typeof jobs.$inferSelect;
export type JobHandler = (payload: Record<string, unknown>, ctx: { db: Db; job: JobRow }) => Promise<void>;

export type JobRunnerOptions = {
  workerId?: string;
  /**
   * This instance's stable name (the same across restarts, unique among live instances): worker
   * ids start with it, and on start the runner takes back the jobs its previous incarnation had
   * claimed (lib/server/jobs/instance-id.ts).
   */
  instanceId?: string;
  /**
   * What to take back on start: "instance" (jobs claimed under this instanceId by another
   * process), "all" (every running job: only for a database no other process can open, PGlite),
   * "none" (default).
   */
  reclaimOnStart?: "instance" | "all" | "none";
  pollMs?: number;
  batchSize?: number;
  /**
   * The lease: a running job whose worker has not renewed its claim for this long is handed to
   * another worker. A live worker renews it every third of it (heartbeat).
   */
  visibilityTimeoutMs?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /**
   * While the API is busy, after a batch that took t ms the runner waits t x this before the
   * next one: 19 keeps background work to about a twentieth of the process (JOBS_BUSY_YIELD).
   */
  busyYield?: number;
};

/** Exponential backoff with jitter: base * 2^(attempt-1), capped, +-20%. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number): number {
  const raw = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(raw * (0.8 + Math.random() * 0.4));
}

/** The lease (JOBS_LEASE_MS; JOBS_VISIBILITY_TIMEOUT_MS is its former name): 30 s by default. */
export function defaultLeaseMs(): number {
  const n = Number(process.env.JOBS_LEASE_MS || process.env.JOBS_VISIBILITY_TIMEOUT_MS || 30_000);
  return Number.isFinite(n) && n >= 300 ? n : 30_000;
}

/**
 * Polls the jobs table and runs due jobs of the types it knows. Claims use FOR UPDATE SKIP
 * LOCKED, so any number of runners on one PostgreSQL share the work and never take one job twice.
 */
export class JobRunner {
  readonly workerId: string;
  private timer: NodeJS.Timeout | undefined;
  private timerAt = 0;
  /** A poll was asked for while one was running. */
  private pollAgain = false;
  /** While requests come in, no poll before this (performance.now()): the busy yield. */
  private holdUntil = 0;
  /** How late the oldest job of the last claim was (its wait past run_at), in ms. */
  private lagMs = 0;
  /** The jobs this runner has started and not yet finished. */
  private readonly inFlight = new Set<Promise<void>>();
  /** Their ids: a lease that ran out while this runner still runs the job is not claimed again by it. */
  private readonly inFlightIds = new Set<string>();
  private running = false;
  private stopped = true;
  private reclaimed = false;
  private readonly instanceId: string | undefined;
  private readonly opts: Required<Omit<JobRunnerOptions, "workerId" | "instanceId">>;

  constructor(
    private readonly db: Db,
    private readonly handlers: Record<string, JobHandler>,
    options: JobRunnerOptions = {},
  ) {
    this.instanceId = options.instanceId;
    const incarnation = `${process.pid}_${randomBytes(4).toString("hex")}`;
    this.workerId = options.workerId ?? (options.instanceId ? `${options.instanceId}/${incarnation}` : `worker_${incarnation}`);
    this.opts = {
      reclaimOnStart: options.reclaimOnStart ?? "none",
      pollMs: options.pollMs ?? 1000,
      batchSize: options.batchSize ?? 10,
      visibilityTimeoutMs: options.visibilityTimeoutMs ?? defaultLeaseMs(),
      backoffBaseMs: options.backoffBaseMs ?? 5_000,
      backoffMaxMs: options.backoffMaxMs ?? 60 * 60_000,
      busyYield: options.busyYield ?? Number(process.env.JOBS_BUSY_YIELD ?? 19),
    };
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops claiming, and waits for the jobs already running to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    while (this.running) await new Promise((r) => setTimeout(r, 10));
    await Promise.allSettled([...this.inFlight]);
  }

  /** Asks for an immediate poll (after enqueuing work in this process). */
  kick(): void {
    this.schedule(0);
  }

  /** The next poll in ms; an earlier one already set stays. */
  private schedule(ms: number) {
    if (this.stopped) return;
    const at = performance.now() + ms;
    if (this.timer && this.timerAt <= at) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.tick();
    }, ms);
    this.timer.unref?.();
  }

  /**
   * One poll: claims as many due jobs as there are free slots (batchSize runs at once) and starts
   * them. A slow job (a receiver that takes the whole webhook timeout to answer) holds only its
   * own slot: the next poll does not wait for it.
   */
  private async tick() {
    if (this.stopped) return;
    if (this.running) {
      this.pollAgain = true;
      return;
    }
    const hold = this.holdUntil - performance.now();
    if (hold > 0) return this.schedule(hold);
    this.running = true;
    this.pollAgain = false;
    try {
      if (!this.reclaimed) {
        await this.reclaimPrevious();
        this.reclaimed = true;
      }
      const free = this.opts.batchSize - this.inFlight.size;
      if (free > 0) {
        const ids = await this.claim(free);
        for (const id of ids) this.track(id);
      }
    } catch (error) {
      logError({ msg: "job poll failed", worker: this.workerId }, error);
    } finally {
      this.running = false;
    }
    // It claimed all that was due or filled every slot: the next poll is a poll interval away,
    // or sooner when a job finishes (track), or at once if one finished during this poll.
    this.schedule(this.pollAgain ? 0 : this.opts.pollMs);
  }

  /** Runs a claimed job in a free slot; when it ends, the next poll comes (sooner when idle). */
  private track(id: string) {
    const started = performance.now();
    this.inFlightIds.add(id);
    const run = this.execute(id)
      .catch((error) => logError({ msg: "job failed to run", worker: this.workerId, job_id: id }, error))
      .finally(() => {
        this.inFlight.delete(run);
        this.inFlightIds.delete(id);
        // A backlog runs at full speed when the API is idle, and yields to requests when it is
        // not: after a job that took t ms, the next poll waits t x busyYield (at most 5 polls),
        // unless the backlog is falling behind (MAX_LAG_MS).
        const busy = msSinceLastRequest() < BUSY_WINDOW_MS && this.lagMs < MAX_LAG_MS;
        const wait = busy ? Math.min(this.opts.pollMs * 5, (performance.now() - started) * this.opts.busyYield) : 0;
        // The yield holds every poll until it is over, the regular ones too.
        this.holdUntil = busy ? Math.max(this.holdUntil, performance.now() + wait) : 0;
        this.schedule(wait);
      });
    this.inFlight.add(run);
  }

  /** Claims up to `limit` due jobs of the known types, the highest priority and oldest first. */
  private async claim(limit: number): Promise<string[]> {
    const types = Object.keys(this.handlers);
    if (!types.length) return [];
    const claimed = await this.db.execute(sql`
      UPDATE jobs SET status = 'running', locked_at = now(), locked_by = ${this.workerId},
        attempts = attempts + 1, updated_at = now()
      WHERE id IN (
        SELECT id FROM jobs
        WHERE type IN (${sql.join(
          types.map((t) => sql`${t}`),
          sql`, `,
        )})
          AND ((status = 'queued' AND run_at <= now())
            OR (status = 'running' AND locked_at < now() - make_interval(secs => ${this.opts.visibilityTimeoutMs / 1000})
              AND id <> ALL(${sql.param([...this.inFlightIds])}::text[])))
        ORDER BY priority DESC, run_at, id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, extract(epoch from (now() - run_at)) * 1000 AS late_ms`);
    const rows = rowsOf<{ id: string; late_ms: string | number }>(claimed);
    this.lagMs = rows.length ? Math.max(...rows.map((r) => Number(r.late_ms))) : 0;
    return rows.map((r) => r.id);
  }

  /**
   * On start: the jobs a previous incarnation of this instance claimed go back to the queue at
   * once. That process is gone (a restart), so waiting out its lease would only delay them.
   * Returns how many were taken back.
   */
  async reclaimPrevious(): Promise<number> {
    const mode = this.opts.reclaimOnStart;
    const types = Object.keys(this.handlers);
    if (mode === "none" || !types.length || (mode === "instance" && !this.instanceId)) return 0;
    const prefix = `${this.instanceId}/`;
    const result = await this.db.execute(sql`
      UPDATE jobs SET status = 'queued', locked_at = NULL, locked_by = NULL, updated_at = now()
      WHERE status = 'running'
        AND type IN (${sql.join(
          types.map((t) => sql`${t}`),
          sql`, `,
        )})
        AND locked_by IS DISTINCT FROM ${this.workerId}
        ${mode === "instance" ? sql`AND left(locked_by, ${prefix.length}) = ${prefix}` : sql``}
      RETURNING id, type`);
    const rows = rowsOf<{ id: string; type: string }>(result);
    if (rows.length)
      logLine({
        level: "warn",
        msg: "jobs taken back from this instance's previous process",
        worker: this.workerId,
        count: rows.length,
        job_ids: rows.slice(0, 20).map((r) => r.id),
      });
    return rows.length;
  }

  /** Claims one batch of due jobs and runs them to the end; returns how many ran (tests, scripts). */
  async runOnce(): Promise<number> {
    const ids = await this.claim(this.opts.batchSize);
    await Promise.all(ids.map((id) => this.execute(id)));
    return ids.length;
  }

  private async execute(id: string) {
    // Still ours: a worker that stalled past the visibility timeout after claiming may have lost it.
    const [job] = await this.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, this.workerId), eq(jobs.status, "running")));
    if (!job) return;
    const handler = this.handlers[job.type];
    const started = performance.now();
    // A heartbeat keeps a slow but live worker's claim: only a dead worker's jobs are taken over.
    const heartbeat = setInterval(() => void this.touch(id), Math.max(250, Math.floor(this.opts.visibilityTimeoutMs / 3)));
    heartbeat.unref?.();
    try {
      await handler(job.payload, { db: this.db, job });
      await this.db.update(jobs).set({ status: "succeeded", lockedAt: null, lastError: null, updatedAt: new Date() }).where(this.ours(id));
      logLine({
        level: "info",
        msg: "job",
        type: job.type,
        job_id: id,
        attempt: job.attempts,
        status: "succeeded",
        duration_ms: Math.round(performance.now() - started),
      });
    } catch (error) {
      if (error instanceof RetryJobAt) {
        // The handler recorded the failure and chose when to try again; attempts keep counting.
        await this.db
          .update(jobs)
          .set({ status: "queued", lockedAt: null, lastError: error.message, runAt: error.runAt, updatedAt: new Date() })
          .where(this.ours(id));
        return;
      }
      const message = (error as Error)?.message ?? String(error);
      const failed = job.attempts >= job.maxAttempts;
      const runAt = new Date(Date.now() + backoffDelay(job.attempts, this.opts.backoffBaseMs, this.opts.backoffMaxMs));
      const kept = await this.db
        .update(jobs)
        .set({
          status: failed ? "failed" : "queued",
          lockedAt: null,
          lastError: message.slice(0, 2000),
          runAt: failed ? job.runAt : runAt,
          updatedAt: new Date(),
        })
        .where(this.ours(id))
        .returning({ id: jobs.id });
      const status = !kept.length ? "lease_lost" : failed ? "failed" : "retrying";
      logLine({ level: "warn", msg: "job", type: job.type, job_id: id, attempt: job.attempts, status, error: message });
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * The job, while this worker still holds it: a worker that lost its lease (stalled past it, so
   * another took the job over) must not overwrite the new holder's outcome.
   */
  private ours(id: string) {
    return and(eq(jobs.id, id), eq(jobs.lockedBy, this.workerId), eq(jobs.status, "running"));
  }

  private async touch(id: string) {
    try {
      await this.db
        .update(jobs)
        .set({ lockedAt: sql`now()` })
        .where(this.ours(id));
    } catch {
      // A missed beat only shortens the claim; the next one renews it.
    }
  }
}
