// Kept apart from events.ts: server pages import that file's query keys, and React Server
// Components may not import a module that uses useEffect.
import { useEffect } from "react";
import { useQueries } from "@tanstack/react-query";
import { eventKeys, eventsResource } from "./events";

/**
 * The events of several objects (a session, its intents, captures and refunds), merged newest
 * first. A new `refreshKey` (the page's data changed) asks for them again.
 */
export function useObjectEvents(objectIds: readonly string[], refreshKey?: unknown) {
  const ids = [...new Set(objectIds.filter(Boolean))];
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: eventKeys.list({ object_id: id, limit: 100 }),
      queryFn: ({ signal }: { signal: AbortSignal }) => eventsResource.list({ object_id: id, limit: 100 }, signal),
    })),
  });

  useEffect(() => {
    if (refreshKey === undefined) return;
    for (const r of results) void r.refetch();
    // Only a change of the key asks again; the list of queries is rebuilt every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshKey]);

  const events = results
    .flatMap((r) => r.data?.data ?? [])
    .filter((e, i, all) => all.findIndex((x) => x.event_id === e.event_id) === i)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.event_id.localeCompare(a.event_id));
  return { events, loading: results.some((r) => r.isLoading), failed: results.find((r) => r.error) };
}
