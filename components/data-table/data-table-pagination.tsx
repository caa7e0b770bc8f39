"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

export type CursorPaginationProps = {
  /** Rows on this page, for the "n results" label. */
  count: number;
  hasPrev: boolean;
  hasNext: boolean;
  onPrev: () => void;
  onNext: () => void;
  /** Disables the buttons while a page loads. */
  pending?: boolean;
  noun?: { one: string; other: string };
};

/** Previous / Next for cursor (starting_after / ending_before) pagination. */
export function CursorPagination({ count, hasPrev, hasNext, onPrev, onNext, pending, noun = { one: "result", other: "results" } }: CursorPaginationProps) {
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-4 border-t border-slate-200 px-4 py-2.5">
      <p className="text-[13px] text-subtle">
        <span className="font-medium text-fg-secondary tabular-nums">{count}</span> {count === 1 ? noun.one : noun.other}
        {(hasPrev || hasNext) && " on this page"}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" onClick={onPrev} disabled={!hasPrev || pending} aria-label="Previous page">
          <ChevronLeft aria-hidden /> Previous
        </Button>
        <Button variant="secondary" size="sm" onClick={onNext} disabled={!hasNext || pending} aria-label="Next page">
          Next <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
