"use client";

import { cn } from "@/components/ui/cn";
import { controlClasses } from "@/components/ui/input";

/** "2026-11-23" for a Date, in the viewer's time zone. */
function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A date input for the toolbar, bound to an ISO filter, in the viewer's time zone (as dates are
 * shown): "From" is the day's start (created_gte), "To" the next day's start (created_lt), so the
 * day counts.
 */
export function DataTableDayInput({
  label,
  value,
  onChange,
  endOfDay,
}: {
  label: string;
  value: string | undefined;
  onChange: (iso: string | null) => void;
  endOfDay?: boolean;
}) {
  let day = "";
  if (value) {
    const d = new Date(value);
    if (endOfDay) d.setDate(d.getDate() - 1);
    day = localDay(d);
  }
  return (
    <label className="flex items-center gap-1.5 text-[13px] text-subtle">
      {label}
      <input
        type="date"
        aria-label={`${label} date`}
        value={day}
        onChange={(e) => {
          if (!e.target.value) return onChange(null);
          const [y, m, d] = e.target.value.split("-").map(Number);
          onChange(new Date(y, m - 1, d + (endOfDay ? 1 : 0)).toISOString());
        }}
        className={cn(controlClasses, "h-8 w-auto text-[13px]")}
      />
    </label>
  );
}
