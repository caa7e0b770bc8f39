"use client";

import { useState } from "react";
import { Search } from "lucide-react";
import { cn } from "@/components/ui/cn";
import { controlClasses } from "@/components/ui/input";
import { EVENT_TYPE_CATALOGUE, EVENT_TYPES, type EventType } from "@/lib/schemas/event-types";

/** Event types grouped by resource, searchable, with "All events" (["*"]). */
export function EventTypePicker({ value, onChange }: { value: string[]; onChange: (types: string[]) => void }) {
  const [query, setQuery] = useState("");
  const all = value.includes("*");
  const groups = new Map<string, EventType[]>();
  for (const t of EVENT_TYPES) {
    if (query && !t.includes(query.toLowerCase())) continue;
    const group = t.slice(0, t.lastIndexOf("."));
    groups.set(group, [...(groups.get(group) ?? []), t]);
  }
  const toggle = (t: string) => onChange(value.includes(t) ? value.filter((x) => x !== t) : [...value.filter((x) => x !== "*"), t]);
  return (
    <div className="rounded-md border border-slate-200">
      <div className="flex items-center gap-3 border-b border-slate-200 px-3 py-2">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
          <input type="checkbox" checked={all} onChange={(e) => onChange(e.target.checked ? ["*"] : [])} className="size-4 accent-brand-600" />
          All events
        </label>
        <div className="relative ml-auto w-56">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-3.5 -translate-y-1/2 text-slate-400" aria-hidden />
          <input aria-label="Search event types" placeholder="Search types" value={query} onChange={(e) => setQuery(e.target.value)} className={cn(controlClasses, "h-8 pl-8 text-[13px]")} />
        </div>
      </div>
      <div className={cn("max-h-64 overflow-y-auto px-3 py-2", all && "opacity-50")}>
        {[...groups.entries()].map(([group, types]) => (
          <fieldset key={group} className="py-1.5">
            <legend className="text-[11px] font-semibold tracking-wide text-slate-400 uppercase">{group}</legend>
            {types.map((t) => (
              <label key={t} className="flex items-start gap-2 py-1 text-[13px]" title={EVENT_TYPE_CATALOGUE[t]}>
                <input type="checkbox" disabled={all} checked={all || value.includes(t)} onChange={() => toggle(t)} className="mt-0.5 size-4 accent-brand-600" />
                <span>
                  <span className="font-mono text-slate-900">{t}</span>
                  <span className="block text-xs text-slate-500">{EVENT_TYPE_CATALOGUE[t]}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ))}
        {!groups.size && <p className="py-3 text-center text-sm text-slate-500">No event type matches “{query}”.</p>}
      </div>
    </div>
  );
}
