import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { webhookKeys } from "@/lib/client/resources/webhooks";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readOne } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { getWebhook } from "@/lib/server/services/webhooks/get-webhook";
import { WebhookDetail } from "../_components/webhook-detail";

export const metadata: Metadata = { title: "Webhook endpoint" };

export default async function WebhookPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  const state = await prefetchQueries((scope) => [[webhookKeys.detail(id), readOne(endpoints.retrieveWebhook, id, undefined, (id) => getWebhook(scope, id))]]);
  return (
    <HydrationBoundary state={state}>
      <WebhookDetail id={id} />
    </HydrationBoundary>
  );
}
