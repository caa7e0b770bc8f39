"use client";

import { CursorPagination } from "./data-table-pagination";
import type { useTableUrlState } from "./use-table-url-state";

type PageLike = { data: unknown[]; prevCursor: string | null; nextCursor: string | null };

/**
 * The footer every URL-driven list table shows: Previous / Next moving the cursor in the URL.
 * Renders nothing while there are no rows (the empty state speaks instead).
 */
export function UrlCursorPagination({
  page,
  url,
  fetching,
  noun,
}: {
  page: PageLike | undefined;
  url: ReturnType<typeof useTableUrlState>;
  fetching: boolean;
  noun: { one: string; other: string };
}) {
  if (!page || page.data.length === 0) return null;
  return (
    <CursorPagination
      count={page.data.length}
      hasPrev={Boolean(page.prevCursor)}
      hasNext={Boolean(page.nextCursor)}
      onPrev={() => page.prevCursor && url.goPrev(page.prevCursor)}
      onNext={() => page.nextCursor && url.goNext(page.nextCursor)}
      pending={url.pending || fetching}
      noun={noun}
    />
  );
}
