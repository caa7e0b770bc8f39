import type { Metadata } from "next";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { CustomerDetail } from "../_components/customer-detail";

export const metadata: Metadata = { title: "Customer" };

export default async function CustomerPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  return <CustomerDetail id={id} />;
}
