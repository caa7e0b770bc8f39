"use client";

import { useEffect, useRef, useState } from "react";
import { Search, X } from "lucide-react";
import { cn } from "@/components/ui/cn";
import { controlClasses } from "@/components/ui/input";

export type DataTableSearchProps = {
  /** The committed value (from the URL). */
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Milliseconds of quiet typing before committing. */
  debounceMs?: number;
  className?: string;
};

/** Search box that types freely and commits to the URL after a pause (or on Enter). */
export function DataTableSearch({ value, onChange, placeholder = "Search", debounceMs = 300, className }: DataTableSearchProps) {
  const [text, setText] = useState(value);
  const committed = useRef(value);

  // The URL changed underneath us (back button, "clear search" link): show that value.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === committed.current) return;
    const t = setTimeout(() => commit(text), debounceMs);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, debounceMs]);

  function commit(next: string) {
    const trimmed = next.trim();
    if (trimmed === committed.current) return;
    committed.current = trimmed;
    onChange(trimmed);
  }

  return (
    <div className={cn("relative w-full max-w-xs", className)}>
      <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-icon" aria-hidden />
      <input
        type="search"
        aria-label={placeholder}
        value={text}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === "Enter" && commit(text)}
        className={cn(controlClasses, "h-8 pr-8 pl-8 [&::-webkit-search-cancel-button]:hidden")}
      />
      {text && (
        <button
          type="button"
          onClick={() => {
            setText("");
            commit("");
          }}
          className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded p-1 text-subtle hover:bg-slate-100 hover:text-muted"
          aria-label="Clear search"
        >
          <X className="size-3.5" />
        </button>
      )}
    </div>
  );
}
