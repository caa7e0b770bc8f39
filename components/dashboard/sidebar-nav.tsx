"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/components/ui/cn";
import { NAV_GROUPS, sectionFor, type NavItem } from "./nav-items";

/** The section links, grouped; the current section is highlighted. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname();
  const current = sectionFor(pathname);
  const top = NAV_GROUPS.filter((g) => !g.bottom);
  const bottom = NAV_GROUPS.filter((g) => g.bottom);
  return (
    <nav aria-label="Dashboard" className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-2.5 py-4">
      {top.map((group, i) => (
        <div key={group.label ?? i}>
          {group.label && <p className="mb-1 px-2.5 text-[11px] font-semibold tracking-wider text-subtle uppercase">{group.label}</p>}
          <ul className="space-y-0.5">
            {group.items.map((item) => (
              <NavLink key={item.href} item={item} active={current?.href === item.href} onNavigate={onNavigate} />
            ))}
          </ul>
        </div>
      ))}
      <div className="mt-auto border-t border-slate-200/80 pt-3">
        {bottom.map((group, i) => (
          <ul key={i} className="space-y-0.5">
            {group.items.map((item) => (
              <NavLink key={item.href} item={item} active={current?.href === item.href} onNavigate={onNavigate} />
            ))}
          </ul>
        ))}
      </div>
    </nav>
  );
}

function NavLink({ item, active, onNavigate }: { item: NavItem; active: boolean; onNavigate?: () => void }) {
  const Icon = item.icon;
  return (
    <li>
      <Link
        href={item.href}
        onClick={onNavigate}
        aria-current={active ? "page" : undefined}
        className={cn(
          "group flex items-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm font-medium transition-colors",
          active ? "bg-brand-50 text-accent" : "text-muted hover:bg-slate-100 hover:text-fg",
        )}
      >
        <Icon className={cn("size-4 shrink-0", active ? "text-accent" : "text-icon group-hover:text-subtle")} aria-hidden />
        <span className="truncate">{item.label}</span>
      </Link>
    </li>
  );
}
