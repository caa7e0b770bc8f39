import type { Metadata } from "next";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { EditPaymentLink } from "../../_components/edit-payment-link";

export const metadata: Metadata = { title: "Edit payment link" };

export default async function EditPaymentLinkPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  return <EditPaymentLink id={id} />;
}
