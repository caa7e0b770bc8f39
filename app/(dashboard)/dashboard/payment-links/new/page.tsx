import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { PaymentLinkForm } from "../_components/payment-link-form";

export const metadata: Metadata = { title: "Create payment link" };

export default async function NewPaymentLinkPage() {
  const session = await requireSession();
  return (
    <>
      <PageHeader
        title="Create payment link"
        description={`The link is created in ${session.mode} mode. Its items cannot change later.`}
        back={{ href: "/dashboard/payment-links", label: "Payment links" }}
      />
      <div className="max-w-3xl">
        <PaymentLinkForm />
      </div>
    </>
  );
}
