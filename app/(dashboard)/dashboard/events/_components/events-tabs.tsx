"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";

const TABS = [
  { href: "/dashboard/events/webhooks", label: "Webhooks" },
  { href: "/dashboard/events", label: "Events" },
];

/** The section's two views: endpoints that receive events, and the events themselves. */
export function EventsTabs() {
  const pathname = usePathname();
  const active = pathname.startsWith("/dashboard/events/webhooks") ? TABS[0].href : TABS[1].href;
  return (
    <nav aria-label="Events and webhooks" className="mb-6 flex gap-1 border-b border-slate-200">
      {TABS.map((t) => (
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
