// What the catalogue pickers share: the debounced search text, the field props a form passes
// through, the footer link style, and local matching for lists loaded once.
import { useEffect, useState } from "react";

export function useDebounced<T>(value: T, ms = 250): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

export type FieldProps = {
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  disabled?: boolean;
  className?: string;
};

export const footerLink = "flex items-center gap-2 rounded-md px-2.5 py-2 text-[13px] font-medium text-accent hover:bg-brand-50";

/** Case-insensitive substring match of the trimmed query. */
export function matches(text: string, query: string) {
  return text.toLowerCase().includes(query.trim().toLowerCase());
}
