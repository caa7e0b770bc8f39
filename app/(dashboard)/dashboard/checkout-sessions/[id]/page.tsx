import type { Metadata } from "next";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { CheckoutSessionDetail } from "../_components/checkout-session-detail";

export const metadata: Metadata = { title: "Checkout session" };

export default async function CheckoutSessionPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  return <CheckoutSessionDetail id={id} />;
}
