import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { paymentLinkKeys } from "@/lib/client/resources/payment-links";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readOne } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import type { PaymentLink } from "@/lib/schemas/payment-link";
import { getPaymentLink } from "@/lib/server/services/payment-links/get-payment-link";
import { PaymentLinkDetail } from "../_components/payment-link-detail";
import { prefetchLinePrices } from "../prefetch-line-prices";

export const metadata: Metadata = { title: "Payment link" };

export default async function PaymentLinkPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  const state = await prefetchQueries((scope) => [
    [
      paymentLinkKeys.detail(id),
      readOne(endpoints.retrievePaymentLink, id, undefined, (id) => getPaymentLink(scope, id)),
      (link) => prefetchLinePrices(scope, [link as PaymentLink]),
    ],
  ]);
  return (
    <HydrationBoundary state={state}>
      <PaymentLinkDetail id={id} />
    </HydrationBoundary>
  );
}
