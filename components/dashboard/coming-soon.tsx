import Link from "next/link";
import { ArrowRight, BookOpen, Hammer } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { buttonClasses } from "@/components/ui/button";
import type { NavItem } from "./nav-items";

/** Placeholder page for a section that is planned but not built yet. */
export function ComingSoon({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return (
    <>
      <PageHeader title={item.label} />
      <div className="relative overflow-hidden rounded-xl border border-dashed border-control bg-gradient-to-b from-slate-50 to-white px-6 py-16 text-center">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <Icon className="size-6 text-accent" aria-hidden />
        </div>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-warning ring-1 ring-warning/20 ring-inset">
          <Hammer className="size-3" aria-hidden /> Coming soon
        </span>
        <h2 className="mt-3 text-lg font-semibold text-fg">{item.label} isn&apos;t available in the dashboard yet</h2>
        <p className="mx-auto mt-2 max-w-md text-sm text-subtle">{item.description}</p>
        <div className="mt-6 flex flex-wrap items-center justify-center gap-2">
          <a href="/api-reference" target="_blank" rel="noreferrer" className={buttonClasses({ variant: "secondary" })}>
            <BookOpen aria-hidden /> API reference
          </a>
          <Link href="/dashboard/developers" className={buttonClasses({ variant: "ghost" })}>
            Get API keys <ArrowRight aria-hidden />
          </Link>
        </div>
      </div>
    </>
  );
}
