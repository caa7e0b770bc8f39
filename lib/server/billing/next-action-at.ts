import "server-only";
import type { SubscriptionRow } from "../services/subscriptions/serialize-subscription";

/** An incomplete subscription whose first invoice was never paid expires after this long. */
export const INCOMPLETE_EXPIRY_MS = 23 * 3_600_000;

/** The earliest moment the clock must look at this subscription again (null: never). */
export function nextActionAt(sub: SubscriptionRow, openRetry: Date | null): Date | null {
  if (sub.status === "canceled" || sub.status === "incomplete_expired") return null;
  if (sub.status === "incomplete") return new Date(sub.createdAt.getTime() + INCOMPLETE_EXPIRY_MS);
  const candidates = [sub.currentPeriodEnd, sub.cancelAt, openRetry].filter((d): d is Date => Boolean(d));
  if (sub.status === "paused") return sub.cancelAt;
  return new Date(Math.min(...candidates.map((d) => d.getTime())));
}
