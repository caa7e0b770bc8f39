import "server-only";
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { ApiError } from "../errors";
import type { Scope } from "../scope";
import { requireSession, sessionScope } from "./current-session";

/**
 * One query to prefetch: its key, the read, and optionally the reads its answer leads to (the
 * objects a row names that the client resolves one by one, e.g. a payment link's prices).
 */
export type PrefetchRead = [key: readonly unknown[], read: () => Promise<unknown>, follow?: (answer: unknown) => PrefetchRead[]];

/**
 * A page's first paint with its data: the server reads through the same service layer the API
 * route calls and hands the answers to TanStack Query under the keys the client hooks use, so
 * the client components render rows at once instead of a skeleton (and refetch when stale).
 * A read that fails (a bad cursor, an unknown id) is left out: the client shows its own error.
 * Each answer goes through JSON as the API's does, so the client holds the very shape it would
 * have fetched (dates as text, unset fields absent).
 */
export async function prefetchQueries(reads: (scope: Scope) => PrefetchRead[]): Promise<DehydratedState> {
  const scope = await sessionScope(await requireSession());
  const client = new QueryClient();
  await Promise.all(reads(scope).map((read) => prefetchRead(client, read)));
  return dehydrate(client);
}

async function prefetchRead(client: QueryClient, [key, read, follow]: PrefetchRead): Promise<void> {
  let answer: unknown;
  try {
    answer = JSON.parse(JSON.stringify(await read()));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return;
  }
  client.setQueryData(key, answer);
  if (follow) await Promise.all(follow(answer).map((next) => prefetchRead(client, next)));
}
