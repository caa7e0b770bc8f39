import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { checkoutSessionKeys } from "@/lib/client/resources/checkout-sessions";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readOne } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import { getCheckoutSession } from "@/lib/server/services/checkout/get-checkout-session";
import { CheckoutSessionDetail } from "../_components/checkout-session-detail";

export const metadata: Metadata = { title: "Checkout session" };

export default async function CheckoutSessionPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  // The same expansions as the client's retrieve (checkoutSessionsResource).
  const state = await prefetchQueries((scope) => [
    [
      checkoutSessionKeys.detail(id),
      readOne(endpoints.retrieveCheckoutSession, id, { expand: "payment_intents,customer" }, (id, expand) => getCheckoutSession(scope, id, expand)),
    ],
  ]);
  return (
    <HydrationBoundary state={state}>
      <CheckoutSessionDetail id={id} />
    </HydrationBoundary>
  );
}
