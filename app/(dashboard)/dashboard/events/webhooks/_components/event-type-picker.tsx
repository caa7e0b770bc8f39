"use client";

import { useEffect, useRef, useState } from "react";
import { Search, X } from "lucide-react";
import { cn } from "@/components/ui/cn";
import { controlClasses } from "@/components/ui/input";
import { EVENT_TYPE_CATALOGUE, EVENT_TYPES, type EventType } from "@/lib/schemas/event-types";

/** "checkout.session.completed" -> "checkout.session" */
const resourceOf = (t: string) => t.slice(0, t.lastIndexOf("."));

/** A resource's checkbox: checked when every listed type is, indeterminate when some are. */
function GroupCheckbox({
  group,
  types,
  value,
  disabled,
  onChange,
}: {
  group: string;
  types: EventType[];
  value: string[];
  disabled: boolean;
  onChange: (types: string[]) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const picked = types.filter((t) => value.includes(t)).length;
  const all = picked === types.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = !disabled && picked > 0 && !all;
  }, [picked, all, disabled]);
  return (
    <label className="flex items-center gap-2 text-[11px] font-semibold tracking-wide text-subtle uppercase">
      <input
        ref={ref}
        type="checkbox"
        aria-label={`Every ${group} event`}
        disabled={disabled}
        checked={disabled || all}
        onChange={() => onChange(all ? value.filter((t) => !types.includes(t as EventType)) : [...new Set([...value.filter((t) => t !== "*"), ...types])])}
        className="size-3.5 accent-primary"
      />
      {group}
    </label>
  );
}

/** Event types grouped by resource, searchable, with "All events" (["*"]) and the picked ones as chips. */
export function EventTypePicker({ value, onChange, invalid }: { value: string[]; onChange: (types: string[]) => void; invalid?: boolean }) {
  const [query, setQuery] = useState("");
  const all = value.includes("*");
  const q = query.trim().toLowerCase();
  const groups = new Map<string, EventType[]>();
  for (const t of EVENT_TYPES) {
    if (q && !t.includes(q) && !EVENT_TYPE_CATALOGUE[t].toLowerCase().includes(q)) continue;
    groups.set(resourceOf(t), [...(groups.get(resourceOf(t)) ?? []), t]);
  }
  const toggle = (t: string) => onChange(value.includes(t) ? value.filter((x) => x !== t) : [...value.filter((x) => x !== "*"), t]);
  const picked = all ? [] : value;
  return (
    <div className={cn("rounded-md border", invalid ? "border-danger" : "border-slate-200")}>
      <div className="flex items-center gap-3 border-b border-slate-200 px-3 py-2">
        <label className="flex items-center gap-2 text-sm font-medium text-fg">
          <input type="checkbox" checked={all} onChange={(e) => onChange(e.target.checked ? ["*"] : [])} className="size-4 accent-primary" />
          All events
        </label>
        <span className="text-xs text-subtle tabular-nums" data-testid="event-type-count">
          {all ? "every type, including ones added later" : `${picked.length} selected`}
        </span>
        <div className="relative ml-auto w-52">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-3.5 -translate-y-1/2 text-icon" aria-hidden />
          <input
            aria-label="Search event types"
            placeholder="Search types"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className={cn(controlClasses, "h-8 pl-8 text-[13px]")}
          />
        </div>
      </div>
      {picked.length > 0 && (
        <ul aria-label="Selected event types" className="flex flex-wrap gap-1.5 border-b border-slate-200 bg-slate-50/70 px-3 py-2">
          {picked.map((t) => (
            <li key={t} className="inline-flex items-center gap-1 rounded bg-white py-0.5 pr-1 pl-2 font-mono text-xs text-fg ring-1 ring-slate-200">
              {t}
              <button
                type="button"
                aria-label={`Remove ${t}`}
                onClick={() => toggle(t)}
                className="rounded p-0.5 text-subtle hover:bg-slate-100 hover:text-fg-secondary"
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* Focusable itself: with "all events" ticked its checkboxes are disabled, and the list must still scroll by keyboard. */}
      <div role="group" aria-label="Event types" tabIndex={0} className="h-64 overflow-y-auto px-3 py-2">
        {[...groups.entries()].map(([group, types]) => (
          <fieldset key={group} className="py-1.5">
            <legend className="sr-only">{group}</legend>
            <GroupCheckbox group={group} types={types} value={value} disabled={all} onChange={onChange} />
            <div className="mt-1 space-y-0.5 pl-5">
              {types.map((t) => (
                <label key={t} className="flex items-start gap-2 py-1 text-[13px]">
                  <input
                    type="checkbox"
                    disabled={all}
                    checked={all || value.includes(t)}
                    onChange={() => toggle(t)}
                    className="mt-0.5 size-4 accent-primary"
                  />
                  <span>
                    <span className="font-mono text-fg">{t}</span>
                    <span className="block text-xs text-subtle">{EVENT_TYPE_CATALOGUE[t]}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {!groups.size && <p className="py-3 text-center text-sm text-subtle">No event type matches “{query}”.</p>}
      </div>
    </div>
  );
}
