import type { Metadata } from "next";
import { requireSession } from "@/lib/server/dashboard/current-session";
import { RequestLogDetail } from "../_components/request-log-detail";

export const metadata: Metadata = { title: "Request log" };

export default async function RequestLogPage({ params }: { params: Promise<{ id: string }> }) {
  await requireSession();
  const { id } = await params;
  return <RequestLogDetail id={id} />;
}
