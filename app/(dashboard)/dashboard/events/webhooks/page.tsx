import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { PageHeader } from "@/components/page-header";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { webhookListQuerySchema } from "@/lib/schemas/webhook";
import { LIST_PAGE_SIZE } from "@/lib/client/resource";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readList } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { webhookKeys } from "@/lib/client/resources/webhooks";
import { listWebhooks } from "@/lib/server/services/webhooks/list-webhooks";
import { EventsTabs } from "../_components/events-tabs";
import { WebhooksTable } from "./_components/webhooks-table";

export const metadata: Metadata = { title: "Webhooks" };

const urlStateSchema = webhookListQuerySchema.pick({ starting_after: true, ending_before: true });

export default async function WebhooksPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
  const query = { ...params, limit: LIST_PAGE_SIZE };
  const state = await prefetchQueries((scope) => [[webhookKeys.list(query), readList(endpoints.listWebhooks, query, (q) => listWebhooks(scope, q))]]);
  return (
    <>
      <PageHeader title="Events and webhooks" description="Every change in your account is an event; webhooks send them to your servers, signed." />
      <EventsTabs />
      <HydrationBoundary state={state}>
        <WebhooksTable params={params} />
      </HydrationBoundary>
    </>
  );
}
