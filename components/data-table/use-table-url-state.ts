"use client";

import { useCallback, useTransition } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

const CURSOR_PARAMS = ["starting_after", "ending_before"] as const;

/**
 * Table state lives in the URL (shareable, survives reload, back button works). Filters
 * replace the history entry and go back to the first page; page turns push a new entry.
 * `pending` is true while the server renders the page for the new URL.
 */
export function useTableUrlState() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();

  const navigate = useCallback(
    (mutate: (params: URLSearchParams) => void, mode: "push" | "replace") => {
      const next = new URLSearchParams(searchParams.toString());
      mutate(next);
      const qs = next.toString();
      const url = qs ? `${pathname}?${qs}` : pathname;
      startTransition(() => (mode === "push" ? router.push(url, { scroll: false }) : router.replace(url, { scroll: false })));
    },
    [pathname, router, searchParams],
  );

  /** Sets (or with null/"" removes) filters and returns to the first page. */
  const setFilters = useCallback(
    (changes: Record<string, string | null | undefined>) =>
      navigate((p) => {
        for (const c of CURSOR_PARAMS) p.delete(c);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === "") p.delete(key);
          else p.set(key, value);
        }
      }, "replace"),
    [navigate],
  );

  const setFilter = useCallback((key: string, value: string | null | undefined) => setFilters({ [key]: value }), [setFilters]);

  /** Older objects: the page after `cursor` (the last id shown). */
  const goNext = useCallback(
    (cursor: string) =>
      navigate((p) => {
        p.delete("ending_before");
        p.set("starting_after", cursor);
      }, "push"),
    [navigate],
  );

  /** Newer objects: the page before `cursor` (the first id shown). */
  const goPrev = useCallback(
    (cursor: string) =>
      navigate((p) => {
        p.delete("starting_after");
        p.set("ending_before", cursor);
      }, "push"),
    [navigate],
  );

  return { pending, setFilter, setFilters, goNext, goPrev };
}
