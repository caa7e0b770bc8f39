import type { Metadata } from "next";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { EditProduct } from "../../_components/edit-product";

export const metadata: Metadata = { title: "Edit product" };

export default async function EditProductPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  return <EditProduct id={id} />;
}
