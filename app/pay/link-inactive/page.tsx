import type { Metadata } from "next";
import { CenteredShell } from "@/components/checkout/centered-shell";
import { CheckoutUnavailable } from "@/components/checkout/checkout-unavailable";

export const metadata: Metadata = { title: "Link no longer active" };

/** Where /pay/l/{id} sends shoppers when the link is unknown, turned off, or can't be sold. */
export default function PaymentLinkInactivePage() {
  return (
    <CenteredShell>
      <CheckoutUnavailable reason="link_inactive" />
    </CenteredShell>
  );
}
