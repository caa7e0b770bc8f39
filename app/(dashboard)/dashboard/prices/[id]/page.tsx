import type { Metadata } from "next";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { PriceDetail } from "../_components/price-detail";

export const metadata: Metadata = { title: "Price" };

export default async function PricePage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  return <PriceDetail id={id} />;
}
