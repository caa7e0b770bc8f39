"use client";

import { cn } from "@/components/ui/cn";
import { controlClasses } from "@/components/ui/input";
import { ChevronDown } from "lucide-react";

export type DataTableSelectFilterProps = {
  /** Shown as the "all" option and as the accessible name, e.g. "Status". */
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  /** Called with undefined for "all". */
  onChange: (value: string | undefined) => void;
  className?: string;
};

/**
 * A one-value filter for the toolbar's filter slot, e.g. status=active. Wire it to the URL:
 * `onChange={(v) => url.setFilter("status", v)}`.
 */
export function DataTableSelectFilter({ label, value, options, onChange, className }: DataTableSelectFilterProps) {
  const active = Boolean(value);
  return (
    <div className={cn("relative", className)}>
      <select
        aria-label={label}
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value || undefined)}
        className={cn(controlClasses, "h-8 w-auto appearance-none pr-8 text-[13px]", active && "bg-brand-50 text-accent-strong ring-accent")}
      >
        <option value="">{`${label}: all`}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>{`${label}: ${o.label}`}</option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-2.5 size-3.5 -translate-y-1/2 text-icon" aria-hidden />
    </div>
  );
}
