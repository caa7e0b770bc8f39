import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { CenteredShell } from "@/components/checkout/centered-shell";
import { CheckoutForm } from "@/components/checkout/checkout-form";
import { CheckoutFrame } from "@/components/checkout/checkout-frame";
import { CheckoutUnavailable } from "@/components/checkout/checkout-unavailable";
import { LiveCheckoutForm } from "@/components/checkout/live-checkout-form";
import { MerchantHeader } from "@/components/checkout/merchant-header";
import { OrderSummary } from "@/components/checkout/order-summary";
import { PaymentConfirmation } from "@/components/checkout/payment-confirmation";
import { takePageViewOf } from "@/lib/server/shopper/checkout-limits";
import { SkipLink } from "@/components/skip-link";
import { loadShopperCheckout } from "@/lib/server/shopper/load-shopper-checkout";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The session's id from the path and its URL secret from the query (redirect_url carries both). */
async function load({ params, searchParams }: Props) {
  const secret = (await searchParams).secret;
  return loadShopperCheckout((await params).id, typeof secret === "string" ? secret : null);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const checkout = await load(props);
  return { title: checkout ? `Pay ${checkout.merchantName}` : "Checkout not found" };
}

/** The hosted checkout page of one session: pay it, or see how it ended. */
export default async function HostedCheckoutPage(props: Props) {
  if (await takePageViewOf(await headers())) {
    return (
      <CenteredShell>
        <CheckoutUnavailable reason="too_many_requests" />
      </CenteredShell>
    );
  }
  const checkout = await load(props);
  if (!checkout) notFound();

  if (checkout.state === "done") return <PaymentConfirmation checkout={checkout} />;
  // A live session of a merchant with no processor yet: said plainly, and no card form.
  const reason =
    checkout.state === "unavailable" ? (checkout.unavailableReason ?? "expired") : checkout.live?.kind === "unavailable" ? "live_unavailable" : null;
  if (reason) {
    return (
      <CenteredShell header={<MerchantHeader merchantName={checkout.merchantName} testMode={checkout.testMode} />}>
        <CheckoutUnavailable reason={reason} merchantName={checkout.merchantName} returnUrl={checkout.cancelUrl} />
      </CenteredShell>
    );
  }
  return (
    <main>
      <SkipLink href="#checkout">Skip to payment</SkipLink>
      <CheckoutFrame
        header={<MerchantHeader merchantName={checkout.merchantName} testMode={checkout.testMode} cancelUrl={checkout.cancelUrl} />}
        summary={<OrderSummary checkout={checkout} />}
      >
        {checkout.live?.kind === "stripe" ? (
          <LiveCheckoutForm checkout={checkout} publishableKey={checkout.live.publishableKey} />
        ) : (
          <CheckoutForm checkout={checkout} />
        )}
      </CheckoutFrame>
    </main>
  );
}
