import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { subscriptionKeys } from "@/lib/client/resources/subscriptions";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readOne } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { getSubscription } from "@/lib/server/services/subscriptions/get-subscription";
import { SubscriptionDetail } from "../_components/subscription-detail";

export const metadata: Metadata = { title: "Subscription" };

export default async function SubscriptionPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  const state = await prefetchQueries((scope) => [
    [subscriptionKeys.detail(id), readOne(endpoints.retrieveSubscription, id, undefined, (id, expand) => getSubscription(scope, id, expand))],
  ]);
  return (
    <HydrationBoundary state={state}>
      <SubscriptionDetail id={id} />
    </HydrationBoundary>
  );
}
