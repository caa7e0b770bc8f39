import type { Metadata } from "next";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { PaymentLinkDetail } from "../_components/payment-link-detail";

export const metadata: Metadata = { title: "Payment link" };

export default async function PaymentLinkPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  return <PaymentLinkDetail id={id} />;
}
