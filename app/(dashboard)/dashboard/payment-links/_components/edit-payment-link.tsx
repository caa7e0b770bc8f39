"use client";

import { DetailUnavailable, FormSkeleton } from "@/components/catalogue/detail-states";
import { PageHeader } from "@/components/page-header";
import { paymentLinksResource } from "@/lib/client/resources/payment-links";
import { useResourceDetail } from "@/lib/client/use-resource";
import { PaymentLinkForm } from "./payment-link-form";

/** Loads the link, then shows the shared form filled with it. */
export function EditPaymentLink({ id }: { id: string }) {
  const { data: link, isLoading, error, refetch } = useResourceDetail(paymentLinksResource, id);
  const back = { href: `/dashboard/payment-links/${id}`, label: "Back to payment link" };
  if (isLoading) return <FormSkeleton title="Edit payment link" back={back} />;
  if (!link) {
    return (
      <DetailUnavailable title="Edit payment link" noun="payment link" id={id} list={{ href: "/dashboard/payment-links", label: "Payment links" }} error={error} onRetry={() => refetch()} />
    );
  }
  return (
    <>
      <PageHeader title="Edit payment link" description={link.label ?? link.payment_link_id} back={back} />
      <div className="max-w-3xl">
        <PaymentLinkForm link={link} />
      </div>
    </>
  );
}
