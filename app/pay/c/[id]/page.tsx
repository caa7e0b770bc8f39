import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CenteredShell } from "@/components/checkout/centered-shell";
import { CheckoutForm } from "@/components/checkout/checkout-form";
import { CheckoutFrame } from "@/components/checkout/checkout-frame";
import { CheckoutUnavailable } from "@/components/checkout/checkout-unavailable";
import { MerchantHeader } from "@/components/checkout/merchant-header";
import { OrderSummary } from "@/components/checkout/order-summary";
import { PaymentConfirmation } from "@/components/checkout/payment-confirmation";
import { SkipLink } from "@/components/skip-link";
import { loadShopperCheckout } from "@/lib/server/shopper/load-shopper-checkout";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const checkout = await loadShopperCheckout((await params).id);
  return { title: checkout ? `Pay ${checkout.merchantName}` : "Checkout not found" };
}

/** The hosted checkout page of one session: pay it, or see how it ended. */
export default async function HostedCheckoutPage({ params }: Props) {
  const checkout = await loadShopperCheckout((await params).id);
  if (!checkout) notFound();

  if (checkout.state === "done") return <PaymentConfirmation checkout={checkout} />;
  if (checkout.state === "unavailable") {
    return (
      <CenteredShell header={<MerchantHeader merchantName={checkout.merchantName} testMode={checkout.testMode} />}>
        <CheckoutUnavailable reason={checkout.unavailableReason ?? "expired"} merchantName={checkout.merchantName} returnUrl={checkout.cancelUrl} />
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
        <CheckoutForm checkout={checkout} />
      </CheckoutFrame>
    </main>
  );
}
