// Sections without a page of their own yet: a placeholder instead of a 404. A real page at
// app/(dashboard)/dashboard/<section>/page.tsx takes precedence over this catch-all.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ComingSoon } from "@/components/dashboard/coming-soon";
import { NAV_ITEMS } from "@/components/dashboard/nav-items";
import { requireSession } from "@/lib/server/dashboard/current-session";

type Props = { params: Promise<{ section: string[] }> };

function findSection(segments: string[]) {
  return NAV_ITEMS.find((i) => i.href === `/dashboard/${segments[0]}`);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: findSection((await params).section)?.label ?? "Not found" };
}

export default async function SectionPlaceholderPage({ params }: Props) {
  await requireSession();
  const item = findSection((await params).section);
  if (!item) notFound();
  return <ComingSoon item={item} />;
}
