import type { Metadata } from "next";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { ProductDetail } from "../_components/product-detail";

export const metadata: Metadata = { title: "Product" };

export default async function ProductPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  return <ProductDetail id={id} />;
}
