import type { Metadata } from "next";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { InvoiceDetail } from "../_components/invoice-detail";

export const metadata: Metadata = { title: "Invoice" };

export default async function InvoicePage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  return <InvoiceDetail id={id} />;
}
