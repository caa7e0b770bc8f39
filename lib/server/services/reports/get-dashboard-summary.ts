import "server-only";
import { and, eq, gte, lt, ne, sql } from "drizzle-orm";
import { captures, checkoutSessions, paymentIntents, refunds } from "@/lib/db/schema";
import type { Scope } from "../../scope";

/** One UTC day of the home page chart. Amounts are integer cents. */
export type DashboardDay = {
  /** "YYYY-MM-DD" (UTC). */
  date: string;
  /** Money captured that day (what the cards were actually charged). */
  gross_volume: number;
  /** Refunds issued that day that have not failed (pending or succeeded). */
  refunds: number;
  /** Payment intents captured that day (a split cart counts its two cards as two payments). */
  payments: number;
  /** Checkout sessions created that day (any status). */
  checkout_sessions: number;
};

export type DashboardSummary = {
  currency: "usd";
  /** First and last day of the window, inclusive ("YYYY-MM-DD", UTC). */
  from: string;
  to: string;
  /** Exactly `days` entries, oldest first, with zeros on days without activity. */
  days: DashboardDay[];
  totals: { gross_volume: number; refunds: number; net_volume: number; payments: number; checkout_sessions: number };
};

const DAY_MS = 86_400_000;

function utcDayStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** `to_char(<ts> at time zone 'UTC', 'YYYY-MM-DD')`: the UTC day of a timestamptz column. */
const utcDay = (column: typeof captures.createdAt | typeof refunds.createdAt | typeof checkoutSessions.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * The home page's numbers for the last `days` UTC days (today included), per day and in total.
 *
 * - Gross volume is money captured, dated by its capture (not by when the session was created):
 *   each captured payment intent's `amount_received`, on the day of its session's capture.
 *   Refunds do not reduce it; they are reported on their own.
 * - Refunds are dated by their creation and count while pending: only failed refunds (whose money
 *   went back to the intent) are left out.
 * - Payments counts captured intents with money received (a released hold is not a payment).
 */
export async function getDashboardSummary(scope: Scope, options: { days?: number; now?: Date } = {}): Promise<DashboardSummary> {
  const dayCount = Math.max(1, Math.min(options.days ?? 30, 366));
  const now = options.now ?? new Date();
  const start = new Date(utcDayStart(now).getTime() - (dayCount - 1) * DAY_MS);
  const end = new Date(utcDayStart(now).getTime() + DAY_MS);

  // A session is captured once; its capture dates every intent it captured.
  const capturedAt = scope.db
    .select({
      checkoutSessionId: captures.checkoutSessionId,
      capturedAt: sql<Date>`min(${captures.createdAt})`.as("captured_at"),
    })
    .from(captures)
    .where(and(eq(captures.accountId, scope.accountId), eq(captures.testMode, scope.testMode)))
    .groupBy(captures.checkoutSessionId)
    .as("captured");
  const capturedDay = sql<string>`to_char(${capturedAt.capturedAt} at time zone 'UTC', 'YYYY-MM-DD')`;

  const [volumeRows, refundRows, sessionRows] = await Promise.all([
    scope.db
      .select({
        day: capturedDay,
        amount: sql<string>`coalesce(sum(${paymentIntents.amountReceived}), 0)`,
        count: sql<string>`count(*)`,
      })
      .from(paymentIntents)
      .innerJoin(capturedAt, eq(capturedAt.checkoutSessionId, paymentIntents.checkoutSessionId))
      .where(
        and(
          eq(paymentIntents.accountId, scope.accountId),
          eq(paymentIntents.testMode, scope.testMode),
          sql`${paymentIntents.amountReceived} > 0`,
          gte(capturedAt.capturedAt, start),
          lt(capturedAt.capturedAt, end),
        ),
      )
      .groupBy(capturedDay),
    scope.db
      .select({ day: utcDay(refunds.createdAt), amount: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
      .from(refunds)
      .where(
        and(
          eq(refunds.accountId, scope.accountId),
          eq(refunds.testMode, scope.testMode),
          ne(refunds.status, "failed"),
          gte(refunds.createdAt, start),
          lt(refunds.createdAt, end),
        ),
      )
      .groupBy(utcDay(refunds.createdAt)),
    scope.db
      .select({ day: utcDay(checkoutSessions.createdAt), count: sql<string>`count(*)` })
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.accountId, scope.accountId),
          eq(checkoutSessions.testMode, scope.testMode),
          gte(checkoutSessions.createdAt, start),
          lt(checkoutSessions.createdAt, end),
        ),
      )
      .groupBy(utcDay(checkoutSessions.createdAt)),
  ]);

  // Sums come back as numeric strings (bigint/numeric); cents fit in a double exactly.
  const volume = new Map(volumeRows.map((r) => [r.day, { amount: Number(r.amount), count: Number(r.count) }]));
  const refunded = new Map(refundRows.map((r) => [r.day, Number(r.amount)]));
  const sessions = new Map(sessionRows.map((r) => [r.day, Number(r.count)]));

  const days: DashboardDay[] = [];
  for (let i = 0; i < dayCount; i++) {
    const date = isoDay(new Date(start.getTime() + i * DAY_MS));
    days.push({
      date,
      gross_volume: volume.get(date)?.amount ?? 0,
      refunds: refunded.get(date) ?? 0,
      payments: volume.get(date)?.count ?? 0,
      checkout_sessions: sessions.get(date) ?? 0,
    });
  }
  const sum = (pick: (d: DashboardDay) => number) => days.reduce((s, d) => s + pick(d), 0);
  const gross = sum((d) => d.gross_volume);
  const refundTotal = sum((d) => d.refunds);
  return {
    currency: "usd",
    from: days[0].date,
    to: days[days.length - 1].date,
    days,
    totals: {
      gross_volume: gross,
      refunds: refundTotal,
      net_volume: gross - refundTotal,
      payments: sum((d) => d.payments),
      checkout_sessions: sum((d) => d.checkout_sessions),
    },
  };
}
