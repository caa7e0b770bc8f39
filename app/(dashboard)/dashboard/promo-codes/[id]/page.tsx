import type { Metadata } from "next";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { PromoCodeDetail } from "../_components/promo-code-detail";

export const metadata: Metadata = { title: "Promo code" };

export default async function PromoCodePage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  return <PromoCodeDetail id={id} />;
}
