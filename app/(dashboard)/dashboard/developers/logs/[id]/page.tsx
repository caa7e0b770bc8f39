import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { requestLogKeys } from "@/lib/client/resources/request-logs";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readOne } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { getRequestLog } from "@/lib/server/services/request-logs/get-request-log";
import { RequestLogDetail } from "../_components/request-log-detail";

export const metadata: Metadata = { title: "Request log" };

export default async function RequestLogPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  const state = await prefetchQueries((scope) => [
    [requestLogKeys.detail(id), readOne(endpoints.retrieveRequestLog, id, undefined, (id) => getRequestLog(scope, id))],
  ]);
  return (
    <HydrationBoundary state={state}>
      <RequestLogDetail id={id} />
    </HydrationBoundary>
  );
}
