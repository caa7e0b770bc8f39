"use client";

import { ChevronDown } from "lucide-react";
import { cn } from "@/components/ui/cn";
import { controlClasses } from "@/components/ui/input";
import { EVENT_TYPES } from "@/lib/schemas/event-types";

/** "checkout.session.completed" -> "checkout.session" */
const resourceOf = (t: string) => t.slice(0, t.lastIndexOf("."));
const RESOURCES = [...new Set(EVENT_TYPES.map(resourceOf))];
const KNOWN = new Set<string>([...EVENT_TYPES, ...RESOURCES.map((r) => `${r}.*`)]);

/** The type filter: every event of a resource (a "<resource>.*" prefix), or one type, grouped by resource. */
export function EventTypeFilter({ value, onChange }: { value: string | undefined; onChange: (value: string | undefined) => void }) {
  return (
    <div className="relative max-w-full">
      <select
        aria-label="Type"
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value || undefined)}
        className={cn(controlClasses, "h-8 w-auto max-w-full appearance-none pr-8 text-[13px]", value && "bg-brand-50 text-accent-strong ring-accent")}
      >
        <option value="">Type: all</option>
        {value && !KNOWN.has(value) && <option value={value}>{`Type: ${value}`}</option>}
        <optgroup label="Every event of a resource">
          {RESOURCES.map((r) => (
            <option key={r} value={`${r}.*`}>{`Type: ${r}.*`}</option>
          ))}
        </optgroup>
        {RESOURCES.map((r) => (
          <optgroup key={r} label={r}>
            {EVENT_TYPES.filter((t) => resourceOf(t) === r).map((t) => (
              <option key={t} value={t}>{`Type: ${t}`}</option>
            ))}
          </optgroup>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-2.5 size-3.5 -translate-y-1/2 text-icon" aria-hidden />
    </div>
  );
}
