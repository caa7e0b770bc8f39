import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { requestLogListQuerySchema } from "@/lib/schemas/request-log";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readList } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { requestLogKeys, REQUEST_LOGS_PAGE_SIZE } from "@/lib/client/resources/request-logs";
import { listRequestLogs } from "@/lib/server/services/request-logs/list-request-logs";
import { DevelopersHeader } from "../_components/developers-header";
import { RequestLogsTable } from "./_components/request-logs-table";

export const metadata: Metadata = { title: "Logs" };

/** The table's URL state: the API's own list parameters, so a link can open the list filtered. */
const urlStateSchema = requestLogListQuerySchema.pick({
  status_class: true,
  method: true,
  path_prefix: true,
  source: true,
  request_id: true,
  object_id: true,
  created_gte: true,
  created_lt: true,
  starting_after: true,
  ending_before: true,
});

export default async function RequestLogsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
  // The logs table pages by 25 (RequestLogsTable).
  const query = { ...params, limit: REQUEST_LOGS_PAGE_SIZE };
  const state = await prefetchQueries((scope) => [[requestLogKeys.list(query), readList(endpoints.listRequestLogs, query, (q) => listRequestLogs(scope, q))]]);
  return (
    <>
      <DevelopersHeader />
      <HydrationBoundary state={state}>
        <RequestLogsTable params={params} />
      </HydrationBoundary>
    </>
  );
}
