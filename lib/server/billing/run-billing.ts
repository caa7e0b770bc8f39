import "server-only";
import { and, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Db } from "@/lib/db/client";
import { subscriptions } from "@/lib/db/schema";
import type { Scope } from "../scope";
import { collectGarbage } from "../jobs/collect-garbage";
import { advanceSubscription, type AdvanceStats } from "./advance-subscription";
import { billingNow } from "./billing-clock";

/** Subscriptions looked at per round: the run's memory is one batch of ids, however many are due. */
const BATCH = 200;

export const emptyStats = (): AdvanceStats => ({ invoicesCreated: 0, invoicesPaid: 0, invoicesFailed: 0, transitions: 0 });

/**
 * A billing run: every subscription whose next action is due (by its mode's clock: real time, or
 * the merchant's test clock) is advanced in a transaction of its own, locked with SKIP LOCKED so
 * several instances (or a run and a clock advance) never work on the same one. A crash loses at
 * most the subscription in flight, whose transaction rolls back; the next run picks it up, and
 * the invoice dedupe keys mean nothing is billed twice. With `budgetMs` it stops after about that
 * long and says there is `more`, so a large book is billed in slices that other jobs (webhooks,
 * exports) and the API's requests interleave with.
 */
export async function runBilling(
  db: Db,
  only?: { accountId: string; testMode: boolean },
  options: { budgetMs?: number; now?: Date } = {},
): Promise<AdvanceStats & { more: boolean }> {
  const stats = emptyStats();
  const skipped = new Set<string>();
  const started = performance.now();
  for (let round = 0; round < 10_000; round++) {
    const now = options.now ?? new Date();
    const filters: SQL[] = [sql`s.next_action_at is not null`];
    if (only) filters.push(sql`s.account_id = ${only.accountId} and s.test_mode = ${only.testMode}`);
    const due = rowsOf<{ id: string; account_id: string; test_mode: boolean }>(
      await db.execute(sql`
        select s.id, s.account_id, s.test_mode from subscriptions s join accounts a on a.id = s.account_id
        where ${sql.join(filters, sql` and `)}
          and s.next_action_at <= ${now.toISOString()}::timestamptz + (case when s.test_mode then a.test_clock_offset_ms else 0 end) * interval '1 millisecond'
        order by s.next_action_at, s.id
        limit ${BATCH + skipped.size}`),
    ).filter((r) => !skipped.has(r.id));
    if (!due.length) break;
    for (const r of due) {
      // Out of time: the caller continues in a new slice (the job re-queues itself).
      if (options.budgetMs !== undefined && performance.now() - started > options.budgetMs) return { ...stats, more: true };
      const advanced = await db.transaction(async (txDb) => {
        const scope: Scope = { db: txDb as unknown as Db, accountId: r.account_id, testMode: r.test_mode, ...(options.now ? { now: () => options.now! } : {}) };
        // The background run skips a subscription another worker holds. A run for one account (the
        // test clock's advance, which promises that everything due has run when it answers) waits
        // for that worker instead, then does whatever is still due.
        const [locked] = await scope.db
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.id, r.id), isNotNull(subscriptions.nextActionAt)))
          .for("update", only ? undefined : { skipLocked: true });
        if (!locked) return only ? ("done" as const) : ("locked" as const);
        const until = await billingNow(scope);
        if (locked.nextActionAt!.getTime() > until.getTime()) return "done" as const;
        const after = await advanceSubscription(scope, locked, until, stats);
        // Still due after its step budget: the next round continues it.
        return after.nextActionAt !== null && after.nextActionAt.getTime() <= until.getTime() ? ("more" as const) : ("done" as const);
      });
      // Another worker holds it: leave it to them for the rest of this run.
      if (advanced === "locked") skipped.add(r.id);
    }
    // A round is a few seconds of work whose garbage V8 would let pile up (see collectGarbage).
    collectGarbage();
  }
  return { ...stats, more: false };
}
