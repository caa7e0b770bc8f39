import type { Metadata } from "next";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { EventDetail } from "../_components/event-detail";

export const metadata: Metadata = { title: "Event" };

export default async function EventPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  return <EventDetail id={id} />;
}
