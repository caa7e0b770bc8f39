"use client";

// A searchable single-choice picker: a select-like trigger that opens a popover with a search
// box (role=combobox) over a listbox. The popover is portalled and fixed-positioned so table
// frames and cards with overflow-hidden never clip it. Keyboard: arrows, Enter, Escape, Tab.
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Check, ChevronDown, Loader2, Search, X } from "lucide-react";
import { cn } from "@/components/ui/cn";
import { controlClasses } from "@/components/ui/input";

export type ComboboxProps<T> = {
  /** The trigger's id: a <label htmlFor> or FormField points at it. */
  id?: string;
  /** Accessible name when there is no visible label. */
  "aria-label"?: string;
  value: string | null | undefined;
  /** Trigger content for the current value (e.g. the product's name). */
  selected?: React.ReactNode;
  placeholder: string;
  items: T[];
  getKey: (item: T) => string;
  /** The option's accessible name (and what type-to-search matches on screen readers). */
  getText: (item: T) => string;
  renderItem?: (item: T) => React.ReactNode;
  onSelect: (item: T) => void;
  /** Offers a first "clear" option (e.g. "All products") when set. */
  onClear?: () => void;
  clearLabel?: string;
  query: string;
  onQueryChange: (query: string) => void;
  searchPlaceholder?: string;
  loading?: boolean;
  error?: string | null;
  emptyText?: string;
  /** Under the options, e.g. a "Create product" link. */
  footer?: React.ReactNode;
  size?: "md" | "sm";
  /** Highlights the trigger as an applied filter. */
  highlighted?: boolean;
  disabled?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  className?: string;
};

type Position = { top: number; left: number; width: number; maxHeight: number; above: boolean };

export function Combobox<T>(props: ComboboxProps<T>) {
  const {
    id,
    value,
    selected,
    placeholder,
    items,
    getKey,
    getText,
    renderItem,
    onSelect,
    onClear,
    clearLabel = "Clear",
    query,
    onQueryChange,
    searchPlaceholder = "Search",
    loading,
    error,
    emptyText = "No matches.",
    footer,
    size = "md",
    highlighted,
    disabled,
    className,
  } = props;
  const autoId = useId();
  const baseId = id ?? autoId;
  const listId = `${baseId}-listbox`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [position, setPosition] = useState<Position | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // Row 0 is the "clear" option when there is one.
  const offset = onClear ? 1 : 0;
  const count = items.length + offset;

  const place = useCallback(() => {
    const el = triggerRef.current;
    if (!el) return;
    const r = el.getBoundingClientRect();
    const width = Math.max(r.width, size === "sm" ? 380 : 280);
    const below = window.innerHeight - r.bottom - 12;
    const above = r.top - 12;
    const flip = below < 260 && above > below;
    const left = Math.min(r.left, window.innerWidth - width - 8);
    setPosition({ top: flip ? r.top - 6 : r.bottom + 6, left: Math.max(8, left), width, maxHeight: Math.min(360, flip ? above : below), above: flip });
  }, [size]);

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

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!triggerRef.current?.contains(t) && !popoverRef.current?.contains(t)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  // Keep the highlighted option in range and in view.
  useEffect(() => {
    if (active >= count) setActive(Math.max(0, count - 1));
  }, [active, count]);
  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [active, open]);

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
      setActive((a) => Math.min(count - 1, a + 1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((a) => Math.max(0, a - 1));
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

  const optionId = (index: number) => `${baseId}-option-${index}`;

  return (
    <div className={cn("relative", className)}>
      <button
        ref={triggerRef}
        id={id}
        type="button"
        // Named by what it shows, after its label unless a toolbar filter already shows it
        // ("Product: all"): a name without the visible text would not match what speech-input
        // users say to press it.
        aria-labelledby={props["aria-label"] ? (size === "sm" ? `${baseId}-shown` : `${baseId}-name ${baseId}-shown`) : undefined}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-invalid={props["aria-invalid"]}
        aria-describedby={props["aria-describedby"]}
        disabled={disabled}
        onClick={() => (open ? close(false) : openPopover())}
        onKeyDown={(e) => {
          if (!open && (e.key === "ArrowDown" || e.key === "ArrowUp")) {
            e.preventDefault();
            openPopover();
          }
        }}
        className={cn(
          controlClasses,
          "flex items-center gap-2 pr-8 text-left",
          size === "sm" ? "h-8 w-auto max-w-72 text-[13px]" : "h-9",
          highlighted && "bg-brand-50 text-accent-strong ring-accent",
        )}
      >
        {props["aria-label"] && size !== "sm" && <span id={`${baseId}-name`} className="sr-only">{props["aria-label"]}</span>}
        <span id={`${baseId}-shown`} className={cn("min-w-0 flex-1 truncate", value ? "" : size === "sm" ? "" : "text-subtle")}>{value && selected ? selected : placeholder}</span>
        <ChevronDown className={cn("pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-icon", size === "sm" ? "size-3.5" : "size-4")} aria-hidden />
      </button>

      {open &&
        position &&
        createPortal(
          <div
            ref={popoverRef}
            className="animate-fade-in fixed z-50 flex flex-col overflow-hidden rounded-lg bg-white shadow-lg ring-1 ring-fg/10"
            style={{
              left: position.left,
              width: position.width,
              maxHeight: position.maxHeight,
              ...(position.above ? { bottom: window.innerHeight - position.top } : { top: position.top }),
            }}
          >
            <div className="relative border-b border-slate-100 p-1.5">
              <Search className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-icon" aria-hidden />
              <input
                autoFocus
                type="text"
                role="combobox"
                aria-expanded
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={count > 0 ? optionId(active) : undefined}
                aria-label={searchPlaceholder}
                value={query}
                placeholder={searchPlaceholder}
                onChange={(e) => {
                  onQueryChange(e.target.value);
                  setActive(0);
                }}
                onKeyDown={onKeyDown}
                className="h-8 w-full rounded-md border-0 bg-slate-50 pr-8 pl-8 text-sm text-fg placeholder:text-subtle focus:ring-2 focus:ring-focus focus:outline-none"
              />
              {loading ? (
                <Loader2 className="absolute top-1/2 right-4 size-4 -translate-y-1/2 animate-spin text-icon" aria-hidden />
              ) : query ? (
                <button
                  type="button"
                  onClick={() => onQueryChange("")}
                  aria-label="Clear search"
                  className="absolute top-1/2 right-3 -translate-y-1/2 rounded p-0.5 text-subtle hover:bg-slate-200 hover:text-muted"
                >
                  <X className="size-3.5" />
                </button>
              ) : null}
            </div>
            <ul ref={listRef} id={listId} role="listbox" aria-label={props["aria-label"] ?? placeholder} className="min-h-0 flex-1 overflow-y-auto p-1">
              {onClear && (
                <Option id={optionId(0)} index={0} active={active === 0} selected={!value} onHover={setActive} onChoose={choose}>
                  <span className="text-muted">{clearLabel}</span>
                </Option>
              )}
              {items.map((item, i) => {
                const index = i + offset;
                return (
                  <Option
                    key={getKey(item)}
                    id={optionId(index)}
                    index={index}
                    label={getText(item)}
                    active={active === index}
                    selected={getKey(item) === value}
                    onHover={setActive}
                    onChoose={choose}
                  >
                    {renderItem ? renderItem(item) : getText(item)}
                  </Option>
                );
              })}
              {items.length === 0 && (
                <li role="presentation" className="px-3 py-6 text-center text-[13px] text-subtle">
                  {error ? <span className="text-danger">{error}</span> : loading ? "Loading…" : emptyText}
                </li>
              )}
            </ul>
            {footer && <div className="border-t border-slate-100 p-1">{footer}</div>}
          </div>,
          document.body,
        )}
    </div>
  );
}

function Option({
  id,
  index,
  label,
  active,
  selected,
  onHover,
  onChoose,
  children,
}: {
  id: string;
  index: number;
  label?: string;
  active: boolean;
  selected: boolean;
  onHover: (index: number) => void;
  onChoose: (index: number) => void;
  children: React.ReactNode;
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      aria-label={label}
      data-index={index}
      onPointerMove={() => !active && onHover(index)}
      // Keep focus in the search box (mousedown would blur it before the click lands).
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => onChoose(index)}
      className={cn("flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-fg-secondary", active && "bg-slate-100 text-fg")}
    >
      <div className="min-w-0 flex-1">{children}</div>
      <Check className={cn("size-4 shrink-0 text-accent", !selected && "invisible")} aria-hidden />
    </li>
  );
}
