"use client";

import { useEffect, useRef, useState } from "react";
import { Menu, X } from "lucide-react";
import { BrandLogo } from "@/components/brand-logo";
import { SidebarNav } from "./sidebar-nav";

/** Below the lg breakpoint the sidebar becomes a drawer behind a menu button. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="-ml-1.5 rounded-md p-1.5 text-subtle hover:bg-slate-100 hover:text-fg lg:hidden"
        aria-label="Open navigation"
      >
        <Menu className="size-5" />
      </button>
      <dialog
        ref={ref}
        onClose={() => setOpen(false)}
        onClick={(e) => e.target === e.currentTarget && setOpen(false)}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-white p-0 shadow-xl open:animate-fade-in"
      >
        <div className="flex h-full flex-col">
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-slate-200 px-4">
            <BrandLogo />
            <button type="button" onClick={() => setOpen(false)} className="rounded-md p-1.5 text-subtle hover:bg-slate-100" aria-label="Close navigation">
              <X className="size-4" />
            </button>
          </div>
          <SidebarNav onNavigate={() => setOpen(false)} />
        </div>
      </dialog>
    </>
  );
}
