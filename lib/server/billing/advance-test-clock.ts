import "server-only";
import { eq } from "drizzle-orm";
import { accounts } from "@/lib/db/schema";
import type { ClockAdvance } from "@/lib/schemas/subscription";
import { ApiError } from "../errors";
import { clockNow, inTransaction, type Scope } from "../scope";
import { runBilling } from "./run-billing";

/**
 * POST /v1/test_helpers/clock/advance: moves the merchant's test-mode billing clock forward and
 * runs, synchronously, everything that fell due (renewals, trial ends, retries, cancellations).
 * The clock only moves forward; the account row's lock orders concurrent advances.
 */
export async function advanceTestClock(scope: Scope, input: ClockAdvance) {
  const offset = await inTransaction(scope, async (tx) => {
    // NO KEY UPDATE: it orders concurrent advances but does not block the background billing
    // run's inserts that reference the account (their foreign-key checks take KEY SHARE); with
    // FOR UPDATE the two could deadlock now that this run waits for subscriptions that one holds.
    const [account] = await tx.db.select().from(accounts).where(eq(accounts.id, tx.accountId)).for("no key update");
    const now = clockNow(tx).getTime();
    const current = now + account.testClockOffsetMs;
    const target = input.to ? Date.parse(input.to) : current + input.seconds! * 1000;
    if (target <= current) {
      throw ApiError.validation([
        { loc: ["body", "clock", "to"], msg: `The clock is at ${new Date(current).toISOString()}; it only moves forward.`, type: "value_error" },
      ]);
    }
    const next = target - now;
    await tx.db.update(accounts).set({ testClockOffsetMs: next }).where(eq(accounts.id, tx.accountId));
    return next;
  });
  const stats = await runBilling(scope.db, { accountId: scope.accountId, testMode: true });
  return {
    now: new Date(clockNow(scope).getTime() + offset).toISOString(),
    offset_seconds: Math.round(offset / 1000),
    invoices_created: stats.invoicesCreated,
    invoices_paid: stats.invoicesPaid,
    invoices_failed: stats.invoicesFailed,
    subscriptions_updated: stats.transitions,
  };
}
