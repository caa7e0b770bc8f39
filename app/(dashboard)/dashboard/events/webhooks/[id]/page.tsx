import type { Metadata } from "next";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { WebhookDetail } from "../_components/webhook-detail";

export const metadata: Metadata = { title: "Webhook endpoint" };

export default async function WebhookPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  return <WebhookDetail id={id} />;
}
