"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";

export type SectionTab = { href: string; label: string };

/**
 * A section's sub-navigation under its page header ("Webhooks | Events", "API keys | Logs").
 * The current tab is the one whose href is the longest prefix of the path, so a tab's own
 * pages (an endpoint's page under Webhooks) keep it highlighted.
 */
export function SectionTabs({ label, tabs }: { label: string; tabs: SectionTab[] }) {
  const pathname = usePathname();
  const active = tabs.filter((t) => pathname === t.href || pathname.startsWith(`${t.href}/`)).sort((a, b) => b.href.length - a.href.length)[0]?.href;
  return (
    <nav aria-label={label} className="mb-6 flex gap-1 border-b border-slate-200">
      {tabs.map((t) => (
        <Link
          key={t.href}
          href={t.href}
          aria-current={t.href === active ? "page" : undefined}
          className={cn(
            "-mb-px border-b-2 px-3 pb-2.5 text-sm font-medium transition-colors",
            t.href === active ? "border-accent text-accent" : "border-transparent text-subtle hover:text-fg",
          )}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
