import type { Metadata } from "next";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { PaymentDetail } from "../_components/payment-detail";

export const metadata: Metadata = { title: "Payment" };

export default async function PaymentPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  return <PaymentDetail id={id} />;
}
