import type { Metadata } from "next";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { requestLogListQuerySchema } from "@/lib/schemas/request-log";
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
  return (
    <>
      <DevelopersHeader />
      <RequestLogsTable params={params} />
    </>
  );
}
