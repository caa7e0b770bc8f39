import type { Metadata } from "next";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { SubscriptionDetail } from "../_components/subscription-detail";

export const metadata: Metadata = { title: "Subscription" };

export default async function SubscriptionPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  return <SubscriptionDetail id={id} />;
}
