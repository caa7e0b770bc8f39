import "server-only";
import { jobs } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import type { Db } from "@/lib/db/client";

export type EnqueueOptions = { runAt?: Date; dedupeKey?: string; maxAttempts?: number; priority?: number };

/** The priority of a job someone watches the dashboard for (Resend, a test event): ahead of any backlog. */
export const INTERACTIVE_JOB_PRIORITY = 10;

/**
 * Adds a durable job. Pass the caller's transaction so the job exists exactly when the change
 * that needs it commits. A repeated dedupeKey is ignored (returns null).
 */
export async function enqueueJob(db: Db, type: string, payload: Record<string, unknown>, options: EnqueueOptions = {}) {
  const [row] = await jobInsert(db, type, payload, options).returning({ id: jobs.id });
  return row?.id ?? null;
}

/** enqueueJob's insert, unexecuted: to write a job in the same statement as its change (writeWithEvents). */
export function jobInsert(db: Db, type: string, payload: Record<string, unknown>, options: EnqueueOptions = {}) {
  return db
    .insert(jobs)
    .values({
      id: newId("job"),
      type,
      payload,
      runAt: options.runAt ?? new Date(),
      dedupeKey: options.dedupeKey ?? null,
      maxAttempts: options.maxAttempts ?? 5,
      priority: options.priority ?? 0,
    })
    .onConflictDoNothing();
}
