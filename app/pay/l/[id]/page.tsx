import type { Metadata } from "next";
import { headers } from "next/headers";
import { ArrowRight } from "lucide-react";
import { CenteredShell } from "@/components/checkout/centered-shell";
import { CheckoutUnavailable } from "@/components/checkout/checkout-unavailable";
import { MerchantHeader } from "@/components/checkout/merchant-header";
import { PaymentLinkSummary } from "@/components/checkout/payment-link-summary";
import { Button } from "@/components/ui/button";
import { loadPaymentLinkPage } from "@/lib/server/shopper/payment-link-page";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { link } = await loadPaymentLinkPage((await params).id, null);
  return { title: link ? `Pay ${link.merchantName}` : "Payment link not found", robots: { index: false, follow: false } };
}

/**
 * A payment link's page: what it sells, and one button that starts the checkout. The checkout
 * session is made by that button (POST), never by opening the link: crawlers, link previews and
 * prefetches create nothing.
 */
export default async function PaymentLinkPage({ params }: Props) {
  const { id } = await params;
  const { link, refusal } = await loadPaymentLinkPage(id, await headers());
  if (refusal) {
    return (
      <CenteredShell>
        <CheckoutUnavailable reason="too_many_requests" />
      </CenteredShell>
    );
  }
  // An unknown link reads like a turned-off one: the page tells a guesser nothing.
  if (!link?.available) {
    return (
      <CenteredShell header={link ? <MerchantHeader merchantName={link.merchantName} testMode={link.testMode} /> : undefined}>
        <CheckoutUnavailable reason="link_inactive" merchantName={link?.merchantName} />
      </CenteredShell>
    );
  }
  return (
    <CenteredShell header={<MerchantHeader merchantName={link.merchantName} testMode={link.testMode} />}>
      <form method="post" action={`/pay/l/${link.id}/start`} className="space-y-6 px-6 py-8 sm:px-8">
        <PaymentLinkSummary link={link} />
        <Button type="submit" className="h-12 w-full justify-center text-base">
          Continue to payment <ArrowRight aria-hidden />
        </Button>
      </form>
    </CenteredShell>
  );
}
