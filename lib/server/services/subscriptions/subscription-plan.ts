import "server-only";
import { inArray } from "drizzle-orm";
import { prices } from "@/lib/db/schema";
import { ApiError } from "../../errors";
import type { Scope } from "../../scope";
import type { Interval } from "../../billing/periods";

export type Plan = { interval: Interval; intervalCount: number; trialDays: number | null };

/**
 * The billing interval of a subscription-mode cart: every price recurring, on one interval (as
 * Stripe requires); the trial is the longest of the prices' trial_period_days.
 */
export async function planFor(scope: Scope, priceIds: string[], loc: (string | number)[]): Promise<Plan> {
  if (!priceIds.length) throw ApiError.validation([{ loc, msg: "A subscription needs at least one recurring price.", type: "missing" }]);
  const rows = await scope.db
    .select()
    .from(prices)
    .where(inArray(prices.id, [...new Set(priceIds)]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  let plan = null as Plan | null;
  for (const [i, id] of priceIds.entries()) {
    const p = byId.get(id)!;
    if (p.type !== "recurring" || !p.recurringInterval) {
      throw ApiError.validation([
        { loc: [...loc, i, "price"], msg: `Price '${id}' is one_time; subscription mode takes recurring prices only.`, type: "price_not_recurring" },
      ]);
    }
    const here: Plan = { interval: p.recurringInterval as Interval, intervalCount: p.recurringIntervalCount ?? 1, trialDays: p.trialPeriodDays };
    if (plan && (plan.interval !== here.interval || plan.intervalCount !== here.intervalCount)) {
      throw ApiError.validation([
        { loc: [...loc, i, "price"], msg: "Every price of a subscription must bill on the same interval.", type: "price_interval_mismatch" },
      ]);
    }
    const longest = Math.max(plan ? (plan.trialDays ?? 0) : 0, here.trialDays ?? 0);
    plan = { ...here, trialDays: longest || null };
  }
  return plan!;
}
