import type { Metadata } from "next";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { loadReconciliationIssues } from "@/lib/server/dashboard/reconciliation";
import { PaymentDetail } from "../_components/payment-detail";

export const metadata: Metadata = { title: "Payment" };

export default async function PaymentPage({ params }: { params: Promise<{ id: string }> }) {
  const session = await requireSession();
  const { id } = await params;
  return <PaymentDetail id={id} reconciliation={await loadReconciliationIssues(session, id)} />;
}
