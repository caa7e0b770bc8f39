"use client";

import { formatDateTime, toDate } from "@/lib/format";

const thisYear = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
const otherYear = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/**
 * Compact timestamp for dense tables: "Nov 22, 2:27 AM" this year, "Nov 22, 2025" before.
 * The full date and time is in the tooltip. Accepts ISO strings and Unix seconds.
 */
export function ShortDateTime({ value, className }: { value: string | number | Date; className?: string }) {
  const date = toDate(value);
  const text = date.getFullYear() === new Date().getFullYear() ? thisYear.format(date) : otherYear.format(date);
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)} className={className} suppressHydrationWarning>
      {text}
    </time>
  );
}
