// An unknown path under /dashboard: the dashboard's own not-found page (inside its layout, with
// the sidebar), rather than the bare root 404 that an unmatched URL would get.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireSession } from "@/lib/server/dashboard/current-session";

export const metadata: Metadata = { title: "Not found" };

export default async function UnknownSectionPage() {
  await requireSession();
  notFound();
}
