import type { Metadata } from "next";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { EditCustomer } from "../../_components/edit-customer";

export const metadata: Metadata = { title: "Edit customer" };

export default async function EditCustomerPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  return <EditCustomer id={id} />;
}
