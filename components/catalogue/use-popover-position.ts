// Where a portalled popover goes: under its trigger, or above it when there is more room there;
// kept in place on resize and scroll. And closing it on a pointer press outside.
import { useCallback, useEffect, useLayoutEffect, useState } from "react";

export type PopoverPosition = { top: number; left: number; width: number; maxHeight: number; above: boolean };

export function usePopoverPosition(open: boolean, triggerRef: React.RefObject<HTMLElement | null>, minWidth: number) {
  const [position, setPosition] = useState<PopoverPosition | null>(null);
  const place = useCallback(() => {
    const el = triggerRef.current;
    if (!el) return;
    const r = el.getBoundingClientRect();
    const width = Math.max(r.width, minWidth);
    const below = window.innerHeight - r.bottom - 12;
    const above = r.top - 12;
    const flip = below < 260 && above > below;
    const left = Math.min(r.left, window.innerWidth - width - 8);
    setPosition({ top: flip ? r.top - 6 : r.bottom + 6, left: Math.max(8, left), width, maxHeight: Math.min(360, flip ? above : below), above: flip });
  }, [triggerRef, minWidth]);

  useLayoutEffect(() => {
    if (!open) return;
    place();
    window.addEventListener("resize", place);
    window.addEventListener("scroll", place, true);
    return () => {
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place, true);
    };
  }, [open, place]);
  return position;
}

/** Closes the popover on a pointer press outside both its trigger and itself. */
export function useCloseOnPointerOutside(
  open: boolean,
  setOpen: (open: boolean) => void,
  triggerRef: React.RefObject<HTMLElement | null>,
  popoverRef: React.RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!triggerRef.current?.contains(t) && !popoverRef.current?.contains(t)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open, setOpen, triggerRef, popoverRef]);
}
