import Link from "next/link";
import { BrandLogo } from "@/components/brand-logo";
import { SidebarNav } from "./sidebar-nav";

/** Desktop sidebar (the mobile menu reuses SidebarNav in a drawer). */
export function Sidebar() {
  return (
    <aside className="hidden w-[272px] shrink-0 flex-col border-r border-slate-200 bg-slate-50/80 lg:flex">
      <div className="flex h-14 shrink-0 items-center border-b border-slate-200/80 px-5">
        <Link href="/dashboard" aria-label="Commerce Payments home">
          <BrandLogo />
        </Link>
      </div>
      <SidebarNav />
    </aside>
  );
}
