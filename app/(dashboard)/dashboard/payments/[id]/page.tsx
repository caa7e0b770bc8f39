import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { paymentIntentKeys } from "@/lib/client/resources/payment-intents";
import { refundKeys, paymentRefundsQuery } from "@/lib/client/resources/refunds";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { prefetchQueries } from "@/lib/server/dashboard/prefetch";
import { readList, readOne } from "@/lib/server/dashboard/prefetch-reads";
import { loadReconciliationIssues } from "@/lib/server/dashboard/reconciliation";
import { endpoints } from "@/lib/server/http/endpoints";
import { getPaymentIntent } from "@/lib/server/services/payment-intents/get-payment-intent";
import { listRefunds } from "@/lib/server/services/refunds/list-refunds";
import { PaymentDetail } from "../_components/payment-detail";

export const metadata: Metadata = { title: "Payment" };

export default async function PaymentPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requireSession();
  const { id } = await params;
  // The payment and its refunds, as PaymentDetail asks for them.
  const refunds = paymentRefundsQuery(id);
  const [state, reconciliation] = await Promise.all([
    prefetchQueries((scope) => [
      [paymentIntentKeys.detail(id), readOne(endpoints.retrievePaymentIntent, id, undefined, (id, expand) => getPaymentIntent(scope, id, expand))],
      [refundKeys.list(refunds), readList(endpoints.listRefunds, refunds, (q) => listRefunds(scope, q))],
    ]),
    loadReconciliationIssues(session, id),
  ]);
  return (
    <HydrationBoundary state={state}>
      <PaymentDetail id={id} reconciliation={reconciliation} />
    </HydrationBoundary>
  );
}
