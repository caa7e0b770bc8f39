import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { loadProcessorSettings } from "@/lib/server/dashboard/processor-settings";
import { ProcessingModesCard } from "./_components/processing-modes-card";
import { ProcessorStatusBadge } from "./_components/processor-status-badge";
import { StripeKeysCard } from "./_components/stripe-keys-card";
import { WebhookEndpointCard } from "./_components/webhook-endpoint-card";

export const metadata: Metadata = { title: "Payment processor" };

/** Settings → Payments processor: the Stripe keys live mode charges cards with (never shown whole). */
export default async function PaymentProcessorPage() {
  const session = await requireSession();
  const settings = await loadProcessorSettings(session);
  return (
    <>
      <PageHeader
        title="Payment processor"
        description="Where the money of live checkouts goes: connect your Stripe account to charge real cards."
        meta={<ProcessorStatusBadge settings={settings} />}
      />
      <div className="space-y-8">
        <ProcessingModesCard settings={settings} mode={session.mode} />
        <StripeKeysCard settings={settings} />
        <WebhookEndpointCard settings={settings} />
      </div>
    </>
  );
}
