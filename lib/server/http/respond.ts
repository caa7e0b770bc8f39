import type { ErrorEntry } from "../errors";
import type { Page } from "../services/paginate";

export function errorBody(detail: ErrorEntry[]): string {
  return JSON.stringify({ detail });
}

export function jsonResponse(status: number, body: string, requestId: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { "Content-Type": "application/json", "X-Request-Id": requestId, "Cache-Control": "no-store", ...headers },
  });
}

/** X-Has-More and a Link header with the neighbouring pages, keeping the caller's filters. */
export function listHeaders(page: Page<unknown>, url: URL): Record<string, string> {
  const links: string[] = [];
  const link = (cursorParam: string, cursor: string, rel: string) => {
    const u = new URL(url.pathname + url.search, url.origin);
    u.searchParams.delete("starting_after");
    u.searchParams.delete("ending_before");
    u.searchParams.delete("offset");
    u.searchParams.set(cursorParam, cursor);
    links.push(`<${u.pathname}${u.search}>; rel="${rel}"`);
  };
  if (page.nextCursor) link("starting_after", page.nextCursor, "next");
  if (page.prevCursor) link("ending_before", page.prevCursor, "prev");
  const headers: Record<string, string> = { "X-Has-More": String(page.hasMore) };
  if (links.length) headers.Link = links.join(", ");
  return headers;
}
