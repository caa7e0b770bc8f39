import type { Metadata } from "next";
import { parseSearchParams, type RawSearchParams } from "@/components/data-table/search-params";
import { PageHeader } from "@/components/page-header";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { webhookListQuerySchema } from "@/lib/schemas/webhook";
import { EventsTabs } from "../_components/events-tabs";
import { WebhooksTable } from "./_components/webhooks-table";

export const metadata: Metadata = { title: "Webhooks" };

const urlStateSchema = webhookListQuerySchema.pick({ starting_after: true, ending_before: true });

export default async function WebhooksPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireSession();
  const params = parseSearchParams(urlStateSchema, await searchParams);
  return (
    <>
      <PageHeader title="Events and webhooks" description="Every change in your account is an event; webhooks send them to your servers, signed." />
      <EventsTabs />
      <WebhooksTable params={params} />
    </>
  );
}
