import type { Metadata } from "next";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { EditPrice } from "../../_components/edit-price";

export const metadata: Metadata = { title: "Edit price" };

export default async function EditPricePage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  return <EditPrice id={id} />;
}
