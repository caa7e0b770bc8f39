import "server-only";
import { eq } from "drizzle-orm";
import { accounts } from "@/lib/db/schema";
import { clockNow, type Scope } from "../scope";

/**
 * Billing time: real time in live mode; in test mode, real time plus the merchant's test clock
 * offset (POST /v1/test_helpers/clock/advance), so a year of renewals can be seen in a second.
 * Only the billing engine reads it: sessions, refunds and the rest keep real time.
 */
export async function billingNow(scope: Scope): Promise<Date> {
  const now = clockNow(scope);
  if (!scope.testMode) return now;
  const [row] = await scope.db.select({ offset: accounts.testClockOffsetMs }).from(accounts).where(eq(accounts.id, scope.accountId));
  return new Date(now.getTime() + (row?.offset ?? 0));
}
