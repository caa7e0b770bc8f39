"use client";

import { useEffect, useId, useRef, useState } from "react";
import { cn } from "./cn";

export type DropdownMenuProps = {
  /** Content of the trigger button. */
  trigger: React.ReactNode;
  /** The trigger's accessible name when its content has no words of its own (an icon). */
  triggerLabel?: string;
  triggerClassName?: string;
  align?: "start" | "end";
  children: React.ReactNode;
  className?: string;
};

/** A small popover menu: closes on outside click, Escape, or choosing an item. */
export function DropdownMenu({ trigger, triggerLabel, triggerClassName, align = "end", children, className }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-label={triggerLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          // Clicking an item closes the menu; forms inside still submit first.
          onClick={(e) => (e.target as HTMLElement).closest("[role=menuitem]") && setOpen(false)}
          className={cn(
            "animate-fade-in absolute z-40 mt-2 min-w-56 rounded-lg bg-white p-1 shadow-lg ring-1 ring-fg/10",
            align === "end" ? "right-0" : "left-0",
            className,
          )}
        >
          {children}
        </div>
      )}
    </div>
  );
}

export function DropdownMenuItem({ className, type = "button", ...props }: React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      role="menuitem"
      type={type}
      className={cn(
        "flex w-full items-center gap-2 rounded-md px-2.5 py-1.5 text-left text-sm text-fg-secondary hover:bg-slate-100 hover:text-fg",
        "[&_svg]:size-4 [&_svg]:text-icon",
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("px-2.5 py-2 text-xs text-subtle", className)} {...props} />;
}

export function DropdownMenuSeparator() {
  return <div role="separator" className="my-1 h-px bg-slate-100" />;
}
