"use client";

import { formatDate, formatDateTime, formatRelative, formatTimeToSecond, toDate } from "@/lib/format";

export type DateTimeProps = {
  value: string | number | Date | null | undefined;
  /** date: "Nov 22, 2026"; datetime: with the time; seconds: "7:36:12 AM" today, "Nov 22, 7:36:12 AM" before; relative: "3 hours ago". */
  format?: "date" | "datetime" | "seconds" | "relative";
  className?: string;
};

/**
 * Renders in the viewer's time zone. Rendered on the server too, so a differing server zone
 * is tolerated on hydration instead of raising a mismatch.
 */
export function DateTime({ value, format = "date", className }: DateTimeProps) {
  if (value === null || value === undefined) return <span className="text-subtle">—</span>;
  const date = toDate(value);
  const text =
    format === "relative"
      ? formatRelative(date)
      : format === "datetime"
        ? formatDateTime(date)
        : format === "seconds"
          ? formatTimeToSecond(date)
          : formatDate(date);
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)} className={className} suppressHydrationWarning>
      {text}
    </time>
  );
}
