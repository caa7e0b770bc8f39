"use client";

import { ResourceEdit } from "@/components/resource/resource-edit";
import { paymentLinksResource } from "@/lib/client/resources/payment-links";
import { useResourceDetail } from "@/lib/client/use-resource";
import { PaymentLinkForm } from "./payment-link-form";

/** Loads the link, then shows the shared form filled with it. */
export function EditPaymentLink({ id }: { id: string }) {
  return (
    <ResourceEdit
      query={useResourceDetail(paymentLinksResource, id)}
      id={id}
      noun="payment link"
      list={{ href: "/dashboard/payment-links", label: "Payment links" }}
      description={(l) => l.label ?? l.payment_link_id}
    >
      {(link) => <PaymentLinkForm link={link} />}
    </ResourceEdit>
  );
}
