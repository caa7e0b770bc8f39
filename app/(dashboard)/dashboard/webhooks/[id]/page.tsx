import { redirect } from "next/navigation";

/** /dashboard/webhooks/{id} is the endpoint page under "Events and webhooks". */
export default async function WebhookAlias({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  redirect(`/dashboard/events/webhooks/${encodeURIComponent(id)}`);
}
