"use client";

// A searchable single-choice picker: a select-like trigger that opens a popover with a search
// box (role=combobox) over a listbox. The popover is portalled and fixed-positioned so table
// frames and cards with overflow-hidden never clip it. Keyboard: arrows, Enter, Escape, Tab.
import { useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { cn } from "@/components/ui/cn";
import { ComboboxPopover, ComboboxTrigger } from "./combobox-parts";
import type { ComboboxProps, ComboboxState } from "./combobox-types";
import { useCloseOnPointerOutside, usePopoverPosition } from "./use-popover-position";

export type { ComboboxProps } from "./combobox-types";

export function Combobox<T>(props: ComboboxProps<T>) {
  const { id, value, items, getKey, onSelect, onClear, size = "md", disabled, className } = props;
  const autoId = useId();
  const baseId = id ?? autoId;
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const position = usePopoverPosition(open, triggerRef, size === "sm" ? 380 : 280);
  useCloseOnPointerOutside(open, setOpen, triggerRef, popoverRef);

  const offset = onClear ? 1 : 0;
  const count = items.length + offset;
  // The highlighted row, kept in range when the options shrink (e.g. as the search narrows).
  const [chosenRow, setActive] = useState(0);
  const active = Math.min(chosenRow, Math.max(0, count - 1));

  function openPopover() {
    if (disabled) return;
    const current = items.findIndex((i) => getKey(i) === value);
    setActive(current >= 0 ? current + offset : 0);
    setOpen(true);
  }

  function close(focusTrigger = true) {
    setOpen(false);
    if (focusTrigger) triggerRef.current?.focus();
  }

  function choose(index: number) {
    if (onClear && index === 0) onClear();
    else {
      const item = items[index - offset];
      if (!item) return;
      onSelect(item);
    }
    close();
  }

  function onKeyDown(e: React.KeyboardEvent) {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setActive(Math.min(count - 1, active + 1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive(Math.max(0, active - 1));
    } else if (e.key === "Home" && e.ctrlKey) {
      setActive(0);
    } else if (e.key === "Enter") {
      e.preventDefault();
      if (count > 0) choose(active);
    } else if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      close();
    } else if (e.key === "Tab") {
      close(false);
    }
  }

  const state: ComboboxState = { baseId, listId: `${baseId}-listbox`, open, active, setActive, count, choose, onKeyDown };
  return (
    <div className={cn("relative", className)}>
      <ComboboxTrigger combobox={props} state={state} triggerRef={triggerRef} onToggle={() => (open ? close(false) : openPopover())} onOpen={openPopover} />
      {open && position && createPortal(<ComboboxPopover combobox={props} state={state} position={position} popoverRef={popoverRef} />, document.body)}
    </div>
  );
}
