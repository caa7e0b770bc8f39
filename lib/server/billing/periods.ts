/** Billing periods: counted from the subscription's anchor, so month ends stay month ends. */
export type Interval = "daily" | "weekly" | "monthly" | "yearly";

const DAY = 86_400_000;

/** The anchor moved forward by `n` intervals; months are clamped to the month's last day (Jan 31 + 1 month = Feb 28). */
export function addIntervals(anchor: Date, interval: Interval, count: number, n: number): Date {
  if (interval === "daily") return new Date(anchor.getTime() + n * count * DAY);
  if (interval === "weekly") return new Date(anchor.getTime() + n * count * 7 * DAY);
  const months = (interval === "yearly" ? 12 : 1) * count * n;
  const y = anchor.getUTCFullYear();
  const m = anchor.getUTCMonth() + months;
  const targetYear = y + Math.floor(m / 12);
  const targetMonth = ((m % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      targetYear,
      targetMonth,
      Math.min(anchor.getUTCDate(), lastDay),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/** The period of the anchor's timeline that contains `at`: [start, end). */
export function periodAt(anchor: Date, interval: Interval, count: number, at: Date): { start: Date; end: Date; index: number } {
  // A first guess from the average length, then corrected by stepping.
  const approx = { daily: DAY, weekly: 7 * DAY, monthly: 30.44 * DAY, yearly: 365.25 * DAY }[interval] * count;
  let n = Math.max(0, Math.floor((at.getTime() - anchor.getTime()) / approx) - 1);
  while (addIntervals(anchor, interval, count, n + 1).getTime() <= at.getTime()) n++;
  while (n > 0 && addIntervals(anchor, interval, count, n).getTime() > at.getTime()) n--;
  return { start: addIntervals(anchor, interval, count, n), end: addIntervals(anchor, interval, count, n + 1), index: n };
}
